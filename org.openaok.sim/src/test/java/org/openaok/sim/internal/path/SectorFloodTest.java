package org.openaok.sim.internal.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Grid;

/**
 * The sector graph's node costs, now flooded over buckets, are the heap flood's (TileSearch), on
 * random maps with sectors cut off by the map's edge (a side of 75 is not a multiple of 16) and
 * after the map changes.
 */
class SectorFloodTest {
    @Test
    void nodeCostsAreTheHeapFloodsCosts() {
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Grid grid = TestMaps.random(75, 0.12 + 0.05 * seed, seed);
            PathPlanner planner = new PathPlanner(grid);
            checked += compare(grid, planner);
            // fell and plant things, as a match does, and compare the sectors rebuilt
            Random r = new Random(seed);
            for (int i = 0; i < 300; i++) {
                int t = r.nextInt(grid.tiles());
                grid.setBlocker(t, grid.blocker(t) == 0 ? TestMaps.THING : 0);
            }
            checked += compare(grid, planner);
        }
        assertTrue(checked > 10_000, "pairs compared: " + checked);
    }

    private static int compare(Grid grid, PathPlanner planner) {
        planner.refresh(TestMaps.LAND);
        SectorLayout layout = new SectorLayout(grid.size());
        SectorGraph graph = graphOf(planner, TestMaps.LAND);
        TileSearch heap = new TileSearch(grid.size(), grid.passArray(), new PlanStats());
        int pairs = 0;
        for (int s = 0; s < layout.count; s++) {
            int n = graph.nodeCount(s), base = s * SectorGraph.MAX_NODES;
            heap.window(layout.x0(s), layout.y0(s), layout.x1(s), layout.y1(s), TestMaps.LAND);
            for (int a = 0; a < n; a++) {
                heap.beginFlood();
                heap.seed(graph.nodeTile(base + a));
                heap.flood(SectorLayout.TILES);
                for (int b = 0; b < n; b++) {
                    if (b == a) continue;
                    int t = graph.nodeTile(base + b);
                    int want = graph.nodeRegion(base + a) == graph.nodeRegion(base + b) && heap.reached(t) ? heap.cost(t) : SectorGraph.UNREACHABLE;
                    assertEquals(want, graph.cost(s, a, b), "sector " + s + " nodes " + a + ", " + b);
                    pairs++;
                }
            }
        }
        return pairs;
    }

    private static SectorGraph graphOf(PathPlanner planner, int mask) {
        try {
            var f = PathPlanner.class.getDeclaredField("graphs");
            f.setAccessible(true);
            return ((SectorGraph[]) f.get(planner))[mask];
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
