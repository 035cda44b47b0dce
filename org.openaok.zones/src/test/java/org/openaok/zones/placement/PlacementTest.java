package org.openaok.zones.placement;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.random.RandomStream;
import org.openaok.zones.plan.LevelAssigner;
import org.openaok.zones.plan.ZoneGraph;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateReader;

class PlacementTest {
    static final String RING = """
            { "Ring" : { "minSize" : "m", "maxSize" : "l+u", "players" : "2",
              "zones" : {
                "1" : { "type" : "playerStart", "owner" : 1, "size" : 20 },
                "2" : { "type" : "playerStart", "owner" : 2, "size" : 20 },
                "3" : { "type" : "treasure", "size" : 10 },
                "4" : { "type" : "treasure", "size" : 10 },
                "5" : { "type" : "junction", "size" : 5 },
                "6" : { "type" : "treasure", "size" : 10, "forcedLevel" : "underground" } },
              "connections" : [ { "a" : "1", "b" : "3" }, { "a" : "3", "b" : "2" }, { "a" : "2", "b" : "4" }, { "a" : "4", "b" : "1" },
                                { "a" : "5", "b" : "3" }, { "a" : "5", "b" : "4" }, { "a" : "1", "b" : "2", "type" : "repulsive" },
                                { "a" : "5", "b" : "6" } ] } }
            """;

    static Template ring() { return TemplateReader.read(RING, "ring.json").templates().get(0); }

    static ZonePlan plan(int size, int levels) {
        Template t = ring();
        List<ZonePlan.Link> links = t.connections().stream().map(c -> new ZonePlan.Link(c, t.indexOf(c.a()), t.indexOf(c.b()))).toList();
        int[] level = LevelAssigner.assign(t.zones(), new ZoneGraph(t.zones().size(), links), levels);
        List<ZonePlan.PlanZone> zones = new java.util.ArrayList<>();
        for (int i = 0; i < t.zones().size(); i++) {
            zones.add(new ZonePlan.PlanZone(i, t.zones().get(i).id(), ZonePlan.Kind.LAND, t.zones().get(i), level[i], t.zones().get(i).size(), 0));
        }
        return new ZonePlan(t, "ring.json", size, levels, 2, zones, links, org.openaok.zones.template.WaterContent.NONE, null);
    }

    static long[] radius(ZonePlan p) {
        long[] r = new long[p.zones().size()];
        long total = p.zones().stream().filter(z -> z.level() == 0).mapToLong(ZonePlan.PlanZone::weight).sum();
        for (ZonePlan.PlanZone z : p.zones()) {
            long t = (long) p.size() * p.size() * z.weight() / Math.max(1, total);
            r[z.id()] = Trig.isqrt(t * ForceLayout.FP * ForceLayout.FP * 7 / 22);
        }
        return r;
    }

    @Test
    void graphDistancesCountConnectionsAndIgnoreRepulsiveOnes() {
        ZonePlan p = plan(72, 1);
        ZoneGraph g = new ZoneGraph(6, p.links());
        assertEquals(1, g.distance(0, 2));
        assertEquals(2, g.distance(0, 1), "1 and 2 meet through 3 or 4; their repulsive connection is no way");
        assertEquals(2, g.distance(0, 4));
        assertEquals(3, g.distance(0, 5));
        assertArrayEquals(new int[] {2, 3}, g.neighbours(0));
    }

    @Test
    void levelsKeepStartsUpAndForcedZonesWhereTheySayAndBalanceTheRest() {
        ZonePlan one = plan(72, 1);
        assertTrue(one.zones().stream().allMatch(z -> z.level() == 0));
        ZonePlan two = plan(72, 2);
        int[] level = two.zones().stream().mapToInt(ZonePlan.PlanZone::level).toArray();
        assertEquals(0, level[0]);
        assertEquals(0, level[1]);
        assertEquals(1, level[5], "forced underground");
        // 40 above and 10 below: the junction (farthest from the starts) goes below first, then 3 (ties: template order), then 4 goes to the lighter
        assertArrayEquals(new int[] {0, 0, 1, 1, 1, 1}, level);
    }

    @Test
    void theLayoutIsTheSameEveryTimeAndPullsConnectedZonesTogether() {
        ZonePlan p = plan(108, 1);
        long[] r = radius(p);
        ForceLayout.Result a = ForceLayout.place(p, r, new RandomStream(42));
        ForceLayout.Result b = ForceLayout.place(p, r, new RandomStream(42));
        assertArrayEquals(a.x(), b.x());
        assertArrayEquals(a.y(), b.y());
        assertEquals(ForceLayout.ATTEMPTS * ForceLayout.ITERATIONS, a.iterations());
        // connected zones lie nearer each other than the two starts the template keeps apart
        long d13 = dist(a, 0, 2), d12 = dist(a, 0, 1);
        assertTrue(d13 < d12, d13 + " vs " + d12);
        for (int z = 0; z < 6; z++) {
            assertTrue(a.x()[z] >= 0 && a.x()[z] <= 108L * ForceLayout.FP && a.y()[z] >= 0 && a.y()[z] <= 108L * ForceLayout.FP, "zone " + z + " on the map");
        }
        assertNotEquals(Arrays.toString(a.x()), Arrays.toString(ForceLayout.place(p, r, new RandomStream(43)).x()));
    }

    private static long dist(ForceLayout.Result r, int a, int b) {
        long dx = r.x()[a] - r.x()[b], dy = r.y()[a] - r.y()[b];
        return Trig.isqrt(dx * dx + dy * dy);
    }

    @Test
    void theWeightedSplitGivesEachZoneItsShare() {
        RandomStream random = new RandomStream(7);
        for (int trial = 0; trial < 20; trial++) {
            int size = 72 + random.nextInt(150);
            int n = 2 + random.nextInt(12);
            long[] x = new long[n], y = new long[n], rad = new long[n], target = new long[n];
            long[] w = new long[n];
            long sum = 0;
            for (int i = 0; i < n; i++) {
                w[i] = 5 + random.nextInt(20);
                sum += w[i];
            }
            for (int i = 0; i < n; i++) {
                x[i] = random.nextInt(size * ForceLayout.FP);
                y[i] = random.nextInt(size * ForceLayout.FP);
                target[i] = (long) size * size * w[i] / sum;
                rad[i] = Trig.isqrt(target[i] * ForceLayout.FP * ForceLayout.FP * 7 / 22);
            }
            PowerSplit s = new PowerSplit(size, x, y, rad, target);
            s.fit();
            assertTrue(s.steps() <= PowerSplit.MAX_STEPS);
            long[] area = new long[n];
            for (int ty = 0; ty < size; ty++) for (int tx = 0; tx < size; tx++) area[s.nearest(tx * 256L + 128, ty * 256L + 128)]++;
            for (int i = 0; i < n; i++) {
                long off = Math.abs(area[i] - target[i]) * 100 / target[i];
                assertTrue(off <= 10, "trial " + trial + " zone " + i + ": " + area[i] + " for " + target[i]);
            }
        }
    }

    @Test
    void theFractalFieldIsBoundedAndRoughOnlyBelowItsLargestStretch() {
        FractalField f = new FractalField(100, 1000, 16, new RandomStream(5));
        int max = 0;
        long changes = 0;
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 100; x++) {
                max = Math.max(max, Math.abs(f.at(x, y)));
                if (x > 0) changes += Math.abs(f.at(x, y) - f.at(x - 1, y));
            }
        }
        assertTrue(max <= 1000, "bounded by its amplitude: " + max);
        assertTrue(max > 100, "but it does move things: " + max);
        assertTrue(changes > 0);
        FractalField flat = new FractalField(100, 1000, 0, new RandomStream(5));
        for (int y = 0; y < 100; y++) for (int x = 0; x < 100; x++) assertEquals(0, flat.at(x, y));
    }

    @Test
    void strayPiecesJoinTheZoneTheyBorderMost() {
        int size = 6;
        int[] owner = {
                0, 0, 0, 1, 1, 1,
                0, 1, 0, 1, 1, 1,
                0, 0, 0, 1, 0, 1,
                2, 2, 2, 1, 1, 1,
                2, 2, 1, 2, 2, 2,
                2, 2, 2, 2, 2, 2};
        int passes = Fragments.mend(owner, size, 3);
        assertTrue(passes >= 1 && passes <= Fragments.PASSES);
        assertEquals(0, owner[7], "a lone tile of 1 inside 0 joins 0");
        assertEquals(1, owner[16], "a lone tile of 0 inside 1 joins 1");
        assertEquals(2, owner[26], "a lone tile of 1 inside 2 joins 2");
    }

    @Test
    void integerSquareRootsAndTheBearingTable() {
        for (long v : new long[] {0, 1, 2, 3, 4, 15, 16, 17, 1L << 40, (1L << 40) + 1, 999_999_999_999L}) {
            long r = Trig.isqrt(v);
            assertTrue(r * r <= v && (r + 1) * (r + 1) > v, Long.toString(v));
        }
        assertEquals(Trig.ONE, Trig.cos(0));
        assertEquals(0, Trig.cos(16));
        assertEquals(Trig.ONE, Trig.sin(16));
        assertEquals(-Trig.ONE, Trig.cos(32));
    }
}
