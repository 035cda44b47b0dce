package org.openaok.sim.internal.engine;

import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.system.GameSystem;

/** A system service as found, with the bundle that provides it. */
public record InstalledSystem(GameSystem system, SystemInfo info) {
    public String id() { return info.id(); }
}
