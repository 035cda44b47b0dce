package org.openaok.sim.internal.path;

/** The tile work a request has left of its budget: each search asks what it may spend, then spends it. */
final class Work {
    private int left;

    void reset(int budget) { left = budget; }

    /** What a search that would need {@code wanted} tiles may expand. */
    int allow(int wanted) { return Math.min(wanted, left); }

    void spend(int tiles) { left = Math.max(0, left - tiles); }

    int left() { return left; }
}
