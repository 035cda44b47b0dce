package org.openaok.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.path.Goal;
import org.openaok.sim.internal.path.PathPlanner;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The path planner on a 240x240 battlefield (forest blobs, a river with three fords, a few towns
 * of buildings): plans per second for short (up to 20 tiles), medium (40 to 80) and long
 * (map-wide, 160 or more) requests of land units, the cost of a tree felled or planted followed by a
 * medium plan, and of building the sector graph of a fresh map. The {@code nodes}, {@code tiles}
 * and {@code rebuilt} counters are the expansions per second of the graph search, the tile
 * searches and the sector rebuilds (divide by the plans per second for expansions per plan).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class PathPlannerBenchmark {
    static final int SIZE = 240, LAND = 1, WATER = 2, TREE = 1, BUILDING = 2;
    private static final int REQUESTS = 1024;

    private Grid grid;
    private PathPlanner planner;
    private final IntList out = new IntList(256);
    private final Goal goal = new Goal();
    private final int[][] requests = new int[3][];
    private int[] forestEdge;
    private int next, change;

    /** Expansions, reported per second beside the plans. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Expansions {
        public long nodes;
        public long tiles;
        /** Tiles expanded rebuilding sectors after changes. */
        public long rebuilt;

        @Setup(Level.Iteration)
        public void reset() { nodes = tiles = rebuilt = 0; }
    }

    @Setup
    public void setUp() {
        grid = battlefield(7);
        planner = new PathPlanner(grid);
        planner.refresh(LAND);
        RandomStream r = new RandomStream(11);
        requests[0] = requests(r, 2, 20);
        requests[1] = requests(r, 40, 80);
        requests[2] = requests(r, 160, 400);
        // trees on the edge of a forest: felled, then planted again on the next pass
        IntList edge = new IntList();
        for (int t = 0; t < grid.tiles() && edge.size() < 256; t += 97) {
            if (grid.blocker(t) != TREE) continue;
            int x = grid.tileX(t), y = grid.tileY(t);
            if (x > 0 && grid.passable(t - 1, LAND) || x < SIZE - 1 && grid.passable(t + 1, LAND)) edge.add(t);
        }
        forestEdge = edge.toArray();
    }

    /** The map: land, a river north to south with three fords, forest blobs, and towns of buildings. */
    static Grid battlefield(long seed) {
        Grid g = new Grid(SIZE);
        RandomStream r = new RandomStream(seed);
        for (int t = 0; t < g.tiles(); t++) g.setTerrain(t, 0, LAND, 0);
        int riverX = 110;
        for (int y = 0; y < SIZE; y++) {
            riverX += r.nextInt(3) - 1;
            boolean ford = (y >= 40 && y < 44) || (y >= 118 && y < 123) || (y >= 200 && y < 203);
            for (int x = riverX; x < riverX + 6; x++) g.setTerrain(g.tile(x, y), ford ? 2 : 1, ford ? LAND | WATER : WATER, 0);
        }
        for (int blob = 0; blob < 90; blob++) {
            int cx = r.nextInt(SIZE), cy = r.nextInt(SIZE), rad = 2 + r.nextInt(9);
            for (int y = cy - rad; y <= cy + rad; y++)
                for (int x = cx - rad; x <= cx + rad; x++) {
                    if (!g.inside(x, y) || (x - cx) * (x - cx) + (y - cy) * (y - cy) > rad * rad || r.nextInt(10) == 0) continue;
                    int t = g.tile(x, y);
                    if (g.terrainPass(t) == LAND) g.setBlocker(t, TREE);
                }
        }
        for (int town = 0; town < 8; town++) {
            int tx = 10 + r.nextInt(SIZE - 30), ty = 10 + r.nextInt(SIZE - 30);
            for (int b = 0; b < 12; b++) {
                int bx = tx + r.nextInt(20), by = ty + r.nextInt(20), side = 2 + r.nextInt(3);
                for (int y = by; y < by + side; y++)
                    for (int x = bx; x < bx + side; x++) if (g.inside(x, y) && g.terrainPass(g.tile(x, y)) == LAND) g.setBlocker(g.tile(x, y), BUILDING);
            }
        }
        return g;
    }

    /** Start and goal tile pairs, both open, between {@code min} and {@code max} tiles apart (the longer axis). */
    private int[] requests(RandomStream r, int min, int max) {
        int[] pairs = new int[2 * REQUESTS];
        for (int i = 0; i < REQUESTS;) {
            int s = r.nextInt(grid.tiles()), e = r.nextInt(grid.tiles());
            int d = Math.max(Math.abs(grid.tileX(s) - grid.tileX(e)), Math.abs(grid.tileY(s) - grid.tileY(e)));
            if (d < min || d > max || !grid.passable(s, LAND) || !grid.passable(e, LAND)) continue;
            pairs[2 * i] = s;
            pairs[2 * i + 1] = e;
            i++;
        }
        return pairs;
    }

    private int plan(int kind, Expansions counts) {
        int[] pairs = requests[kind];
        int i = next++ & (REQUESTS - 1);
        int e = pairs[2 * i + 1];
        goal.setTile(grid.tileX(e), grid.tileY(e));
        long before = planner.stats().rebuildExpanded();
        int status = planner.plan(pairs[2 * i], goal, LAND, out);
        counts.rebuilt += planner.stats().rebuildExpanded() - before;
        counts.nodes += planner.stats().abstractExpanded();
        counts.tiles += planner.stats().tileExpanded();
        return status;
    }

    @Benchmark
    public int planShort(Expansions counts) { return plan(0, counts); }

    @Benchmark
    public int planMedium(Expansions counts) { return plan(1, counts); }

    @Benchmark
    public int planLong(Expansions counts) { return plan(2, counts); }

    /** A tree at a forest's edge felled (or planted again), then a medium plan: the sector rebuild falls in the plan. */
    @Benchmark
    public int changeThenPlan(Expansions counts) {
        int t = forestEdge[change++ % forestEdge.length];
        grid.setBlocker(t, grid.blocker(t) == 0 ? TREE : 0);
        return plan(1, counts);
    }

    /** A fresh planner on the battlefield with its land graph built (at a match's start). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public PathPlanner buildGraph() {
        PathPlanner p = new PathPlanner(grid);
        p.refresh(LAND);
        grid.setListener(planner);
        return p;
    }
}
