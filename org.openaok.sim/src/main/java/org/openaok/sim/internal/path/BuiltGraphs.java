package org.openaok.sim.internal.path;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The sector graphs built in this process, by the ground they were built on: a match on a map
 * another match started on (a tournament, a replay, a fuzzing run) copies the first build of a
 * movement class's graph instead of flooding every sector again. A graph is a function of the
 * passability alone, so the copy is the build, number for number. A few graphs of maps up to
 * {@link #MAX_SIDE} tiles are kept, the oldest let go first. Thread-safe.
 */
final class BuiltGraphs {
    /** Maps wider than this are not kept (their graphs are large, and their matches few). */
    static final int MAX_SIDE = 256;
    /** Graphs kept at once; {@code -Dopenaok.path.keptGraphs=0} keeps none (every match builds its own). */
    static final int KEPT = Integer.getInteger("openaok.path.keptGraphs", 4);

    /** A graph kept, with the tiles its build expanded (the planner's statistics count them again). */
    record Built(SectorGraph graph, byte[] pass, int mask, long expanded) {}

    private static final Deque<Built> KEPT_GRAPHS = new ArrayDeque<>();
    private static long copies;

    private BuiltGraphs() {}

    /** The graph built on this ground for this class, or null. */
    static synchronized Built find(byte[] pass, int mask, int size) {
        if (size > MAX_SIDE) return null;
        for (Built b : KEPT_GRAPHS) {
            if (b.mask() == mask && Arrays.equals(b.pass(), pass)) {
                copies++;
                return b;
            }
        }
        return null;
    }

    /** Keeps a copy of a graph just built on this ground. */
    static synchronized void keep(byte[] pass, int mask, int size, SectorGraph built, long expanded) {
        if (size > MAX_SIDE || KEPT <= 0) return;
        for (Built b : KEPT_GRAPHS) if (b.mask() == mask && Arrays.equals(b.pass(), pass)) return;
        SectorGraph copy = built.copy();
        if (KEPT_GRAPHS.size() >= KEPT) KEPT_GRAPHS.removeFirst();
        KEPT_GRAPHS.addLast(new Built(copy, copy.passCopy(), mask, expanded));
    }

    /** Graphs kept now. */
    static synchronized int kept() { return KEPT_GRAPHS.size(); }

    /** First builds copied since the process began. */
    static synchronized long copies() { return copies; }

    /** Lets every kept graph go (tests that want a first build). */
    static synchronized void clear() { KEPT_GRAPHS.clear(); }
}
