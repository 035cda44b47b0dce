package org.openaok.sim.internal.engine;

import org.openaok.sim.api.match.SystemInfo;

/** A system threw: the match cannot go on, and the system is named. */
public final class SystemFailure extends RuntimeException {
    private final SystemInfo system;

    public SystemFailure(SystemInfo system, String what, Throwable cause) {
        super("system " + system + " " + what + ": " + cause, cause);
        this.system = system;
    }

    public SystemInfo system() { return system; }
}
