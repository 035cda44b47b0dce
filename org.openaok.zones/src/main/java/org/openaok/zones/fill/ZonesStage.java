package org.openaok.zones.fill;

import java.util.Set;

import org.openaok.api.stage.Stage;

/** What the zone generator's stages share: they serve the zones generator. */
abstract class ZonesStage implements Stage {
    /** The zone generator's id (as ZonesGenerator.ID; repeated to keep this package free of it). */
    static final String GENERATOR = "zones";

    @Override public Set<String> generators() { return Set.of(GENERATOR); }
}
