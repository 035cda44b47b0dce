package org.openaok.mapgen.stages;

import org.openaok.api.generate.Key;
import org.openaok.mapgen.stages.land.LandPlan;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.RmsScript;

/** What the {@code aok} generator leaves in the context for its stages. */
public final class AokKeys {
    private AokKeys() {}

    /** The script as read for this map (lobby settings applied). */
    public static final Key<RmsScript> SCRIPT = Key.of("aok.script", RmsScript.class);
    /** The shared per-map state every stage works on. */
    public static final Key<AokMapState> STATE = Key.of("aok.state", AokMapState.class);
    /** The lands the script asks for, read before any stage runs (one map zone each). */
    public static final Key<LandPlan> LAND_PLAN = Key.of("aok.land-plan", LandPlan.class);
}
