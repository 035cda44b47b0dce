package org.openaok.zones.placement;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.random.RandomStream;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.ConnectionType;

/**
 * Where each zone's centre goes: zones are soft discs of their share of the map; connections
 * pull like springs until the discs touch, overlaps push apart (a little farther for zones three or
 * more connections apart in the template's graph), repulsive connections push harder,
 * and a cooling temperature bounds each move, with random shakes while it is hot (annealing).
 * The box is shaken {@link #ATTEMPTS} times from different starting layouts and the layout of
 * least energy seen is kept. Integer arithmetic throughout, in 1/{@value #FP} tiles.
 */
public final class ForceLayout {
    /** Position units per tile. */
    public static final int FP = 256;
    public static final int ATTEMPTS = 5;
    public static final int ITERATIONS = 160;
    /** Connections apart from which zones are pushed a little farther than touching. */
    static final int FAR_APART = 3;

    /**
     * @param x         centres, in 1/FP tiles (rock zones sit in the middle)
     * @param energy    the layout's energy: stretched springs and overlaps, squared
     * @param iterations force steps run in all (bounded by ATTEMPTS * ITERATIONS)
     */
    public record Result(long[] x, long[] y, long energy, int iterations) {}

    private record Spring(int a, int b, int weight, boolean sameLevel) {}

    private ForceLayout() {}

    /** @param radius each zone's radius, in 1/FP tiles */
    public static Result place(ZonePlan plan, long[] radius, RandomStream random) {
        int n = plan.zones().size();
        long extent = (long) plan.size() * FP;
        int[] level = new int[n];
        boolean[] free = new boolean[n];   // placed by forces (rock zones are not)
        for (ZonePlan.PlanZone z : plan.zones()) {
            level[z.id()] = z.level();
            free[z.id()] = z.kind() != ZonePlan.Kind.ROCK;
        }
        List<Spring> springs = new ArrayList<>();
        boolean[][] repulsive = new boolean[n][n];
        boolean[][] linked = new boolean[n][n];
        for (ZonePlan.Link l : plan.links()) {
            if (l.spec().type() == ConnectionType.REPULSIVE) {
                repulsive[l.a()][l.b()] = repulsive[l.b()][l.a()] = true;
                continue;
            }
            int weight = l.spec().type() == ConnectionType.WIDE ? 4 : l.spec().type() == ConnectionType.FICTIVE ? 2 : 3;
            springs.add(new Spring(l.a(), l.b(), weight, level[l.a()] == level[l.b()]));
            linked[l.a()][l.b()] = linked[l.b()][l.a()] = true;
        }
        // zones many connections apart (or none) keep a little farther off than plain neighbours
        boolean[][] far = new boolean[n][n];
        org.openaok.zones.plan.ZoneGraph graph = new org.openaok.zones.plan.ZoneGraph(n, plan.links());
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) far[i][j] = graph.distance(i, j) >= FAR_APART;
        int sea = plan.seaZone();
        if (sea >= 0) {
            for (ZonePlan.PlanZone z : plan.zones()) {
                if (z.land() && z.level() == 0) springs.add(new Spring(sea, z.id(), 1, true));
            }
        }

        long[] bestX = null, bestY = null;
        long bestEnergy = Long.MAX_VALUE;
        int steps = 0;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            long[] x = new long[n];
            long[] y = new long[n];
            initial(plan, radius, free, x, y, random, extent);
            long t0 = extent / 5;
            for (int it = 0; it < ITERATIONS; it++) {
                steps++;
                long temperature = t0 * (ITERATIONS - it) / ITERATIONS + FP / 4;
                long[] fx = new long[n];
                long[] fy = new long[n];
                for (Spring s : springs) {
                    long dx = x[s.b] - x[s.a];
                    long dy = y[s.b] - y[s.a];
                    long d = Trig.isqrt(dx * dx + dy * dy);
                    long ideal = s.sameLevel ? (radius[s.a] + radius[s.b]) * 85 / 100 : 0;
                    if (d <= ideal || d == 0) continue;
                    long pull = (d - ideal) * s.weight / 8;
                    fx[s.a] += dx * pull / d;
                    fy[s.a] += dy * pull / d;
                    fx[s.b] -= dx * pull / d;
                    fy[s.b] -= dy * pull / d;
                }
                for (int i = 0; i < n; i++) {
                    if (!free[i]) continue;
                    for (int j = i + 1; j < n; j++) {
                        if (!free[j] || level[i] != level[j]) continue;
                        long min = radius[i] + radius[j];
                        if (repulsive[i][j]) min = min * 3 / 2;
                        else if (linked[i][j]) min = min * 85 / 100;
                        else if (far[i][j]) min = min * 11 / 10;
                        long dx = x[j] - x[i];
                        long dy = y[j] - y[i];
                        long d2 = dx * dx + dy * dy;
                        if (d2 >= min * min) continue;
                        long d = Trig.isqrt(d2);
                        if (d == 0) {   // on top of each other: part along a bearing fixed by the pair
                            dx = Trig.cos(i * 7 + j * 13);
                            dy = Trig.sin(i * 7 + j * 13);
                            d = Trig.ONE;
                        }
                        long push = (min - Math.min(min, d)) / 2;
                        fx[i] -= dx * push / d;
                        fy[i] -= dy * push / d;
                        fx[j] += dx * push / d;
                        fy[j] += dy * push / d;
                    }
                }
                long shake = it < ITERATIONS / 2 ? temperature / 6 : 0;
                for (int i = 0; i < n; i++) {
                    if (!free[i]) continue;
                    long f = Trig.isqrt(fx[i] * fx[i] + fy[i] * fy[i]);
                    if (f > temperature) {
                        fx[i] = fx[i] * temperature / f;
                        fy[i] = fy[i] * temperature / f;
                    }
                    if (shake > 0) {
                        fx[i] += random.nextInt((int) (2 * shake + 1)) - shake;
                        fy[i] += random.nextInt((int) (2 * shake + 1)) - shake;
                    }
                    x[i] = clamp(x[i] + fx[i], radius[i] / 3, extent - radius[i] / 3);
                    y[i] = clamp(y[i] + fy[i], radius[i] / 3, extent - radius[i] / 3);
                }
                long e = energy(x, y, radius, springs, free, level, repulsive, linked, far);
                if (e < bestEnergy) {
                    bestEnergy = e;
                    bestX = x.clone();
                    bestY = y.clone();
                }
            }
        }
        return new Result(bestX, bestY, bestEnergy, steps);
    }

    /** Breadth-first along connections from the first zone: each next to one already placed. */
    private static void initial(ZonePlan plan, long[] radius, boolean[] free, long[] x, long[] y, RandomStream random, long extent) {
        int n = plan.zones().size();
        boolean[] placed = new boolean[n];
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (ZonePlan.Link l : plan.links()) {
            if (l.spec().type() == ConnectionType.REPULSIVE) continue;
            adj.get(l.a()).add(l.b());
            adj.get(l.b()).add(l.a());
        }
        for (int i = 0; i < n; i++) {
            if (!free[i]) {
                x[i] = extent / 2;
                y[i] = extent / 2;
                placed[i] = true;
            }
        }
        for (int root = 0; root < n; root++) {
            if (placed[root]) continue;
            int step = random.nextInt(Trig.STEPS);
            long off = extent / 4;
            x[root] = extent / 2 + off * Trig.cos(step) / Trig.ONE / 2 * (root == 0 ? 0 : 1);
            y[root] = extent / 2 + off * Trig.sin(step) / Trig.ONE / 2 * (root == 0 ? 0 : 1);
            placed[root] = true;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(root);
            while (!queue.isEmpty()) {
                int p = queue.poll();
                for (int c : adj.get(p)) {
                    if (placed[c]) continue;
                    int a = random.nextInt(Trig.STEPS);
                    long d = radius[p] + radius[c];
                    x[c] = clamp(x[p] + d * Trig.cos(a) / Trig.ONE, radius[c] / 3, extent - radius[c] / 3);
                    y[c] = clamp(y[p] + d * Trig.sin(a) / Trig.ONE, radius[c] / 3, extent - radius[c] / 3);
                    placed[c] = true;
                    queue.add(c);
                }
            }
        }
    }

    private static long energy(long[] x, long[] y, long[] radius, List<Spring> springs, boolean[] free, int[] level,
                               boolean[][] repulsive, boolean[][] linked, boolean[][] far) {
        long e = 0;
        for (Spring s : springs) {
            long dx = (x[s.b] - x[s.a]) / 16;
            long dy = (y[s.b] - y[s.a]) / 16;
            long d = Trig.isqrt(dx * dx + dy * dy);
            long ideal = s.sameLevel ? (radius[s.a] + radius[s.b]) * 85 / 100 / 16 : 0;
            if (d > ideal) e += (d - ideal) * (d - ideal) * s.weight / (s.sameLevel ? 1 : 4);
        }
        int n = x.length;
        for (int i = 0; i < n; i++) {
            if (!free[i]) continue;
            for (int j = i + 1; j < n; j++) {
                if (!free[j] || level[i] != level[j]) continue;
                long min = (radius[i] + radius[j]) / 16;
                if (repulsive[i][j]) min = min * 3 / 2;
                else if (linked[i][j]) min = min * 85 / 100;
                else if (far[i][j]) min = min * 11 / 10;
                long dx = (x[j] - x[i]) / 16;
                long dy = (y[j] - y[i]) / 16;
                long d = Trig.isqrt(dx * dx + dy * dy);
                if (d < min) e += (min - d) * (min - d) * 2;
            }
        }
        return e;
    }

    static long clamp(long v, long lo, long hi) {
        if (hi < lo) return (lo + hi) / 2;
        return Math.max(lo, Math.min(hi, v));
    }
}
