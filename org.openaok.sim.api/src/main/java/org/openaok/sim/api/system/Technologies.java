package org.openaok.sim.api.system;

/** What researching does, offered by the match to the systems that research. */
public interface Technologies {
    /** The technology is researched: its effects (and the civilisation's for it) take hold, an age is reached. */
    void complete(int player, int tech);
}
