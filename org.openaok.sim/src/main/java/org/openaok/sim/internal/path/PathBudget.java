package org.openaok.sim.internal.path;

/**
 * The most work one request may do. When a budget runs out the planner returns the best partial
 * path it has (the mover walks it and asks again), never more work.
 *
 * @param abstractNodes nodes of the sector graph one search may expand (a request runs a second
 *                      search, along the corridor the region search found, when the first runs out)
 * @param regions       regions the coarse search may expand, when the node search ran out
 * @param directTiles   tiles the direct search of a short request may expand, before the
 *                      planner falls back to the sector graph
 * @param tileWork      tiles all tile searches of one request may expand together (the direct
 *                      search, the floods that join start and goal to the sector graph, the
 *                      refinement of every step); each search within a sector or two is also
 *                      bounded by the tiles of its window
 * @param sightSteps    tiles the smoothing's line-of-sight walks may step through; beyond it the
 *                      remaining turning points are kept as they are
 */
public record PathBudget(int abstractNodes, int regions, int directTiles, int tileWork, int sightSteps) {
    /** The budgets a match uses. */
    public static final PathBudget DEFAULT = new PathBudget(4096, 16384, 1024, 16384, 16384);

    public PathBudget {
        if (abstractNodes < 1 || regions < 1 || directTiles < 0 || tileWork < 1 || sightSteps < 0)
            throw new IllegalArgumentException("budgets must be positive: nodes " + abstractNodes + ", regions " + regions + ", direct "
                    + directTiles + ", tiles " + tileWork + ", sight " + sightSteps);
    }
}
