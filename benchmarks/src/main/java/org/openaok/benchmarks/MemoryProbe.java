package org.openaok.benchmarks;

import org.openaok.sim.internal.engine.MatchEngine;

/**
 * What a unit costs in memory: the heap a Giant 8-player match holds with its starting units, then
 * with 150 more villagers a player busy for 30 game seconds; the difference over the units added is
 * the marginal cost of a unit (its columns, its path, its place in the lists and the sight counts).
 * Run: {@code java -cp benchmarks/target/benchmarks.jar org.openaok.benchmarks.MemoryProbe}.
 */
public final class MemoryProbe {
    public static void main(String[] args) {
        var map = SimMatches.map("OpenPlains", 240, 8, 11);
        long h0 = settled();
        MatchEngine quiet = SimMatches.start(map, 11, 8);
        quiet.runUntil(30_000);
        long h1 = settled();
        MatchEngine busy = SimMatches.start(map, 11, 8);
        EconomyBenchmark.Busy.populate(busy, 150);
        busy.runUntil(30_000);
        long h2 = settled();
        long quietBytes = h1 - h0, busyBytes = h2 - h1;
        int added = busy.entities().end() - quiet.entities().end();
        System.out.printf("a Giant 8-player match with its starting things (%d entities): %.1f MiB besides the map%n",
                quiet.entities().end(), quietBytes / 1048576.0);
        System.out.printf("the same with %d more units, busy 30 s: %.1f MiB, %d bytes a unit more%n", added, busyBytes / 1048576.0,
                (busyBytes - quietBytes) / Math.max(1, added));
        // both kept reachable up to here
        if (quiet.hash() == busy.hash()) System.out.println("(the two matches agree?)");
    }

    /** The heap in use once nothing more can be collected, less what the map and the probe hold. */
    private static long settled() {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Runtime r = Runtime.getRuntime();
            used = Math.min(used, r.totalMemory() - r.freeMemory());
        }
        return used;
    }
}
