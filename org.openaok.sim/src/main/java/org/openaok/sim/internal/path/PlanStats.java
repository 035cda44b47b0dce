package org.openaok.sim.internal.path;

/**
 * What the planner's last request cost, in the units its budgets are stated in, and what
 * keeping the sector graph up to date has cost since the planner was made. Tests check the
 * budgets against it; benchmarks report it.
 */
public final class PlanStats {
    private int abstractExpanded, regionExpanded, tileExpanded, tileSearches, largestTileSearch, sightSteps, scannedTiles;
    private long rebuildExpanded, rebuiltSectors, requests;
    private boolean rebuilding;

    void beginRequest() {
        abstractExpanded = regionExpanded = tileExpanded = tileSearches = largestTileSearch = sightSteps = scannedTiles = 0;
        requests++;
    }

    void rebuilding(boolean on) { rebuilding = on; }

    void countTileSearch(int expanded) {
        if (rebuilding) {
            rebuildExpanded += expanded;
            return;
        }
        tileExpanded += expanded;
        tileSearches++;
        largestTileSearch = Math.max(largestTileSearch, expanded);
    }

    void countAbstract(int expanded) { abstractExpanded += expanded; }

    void countRegions(int expanded) { regionExpanded += expanded; }

    void countSight(int steps) { sightSteps += steps; }

    void countScanned(int tiles) { scannedTiles += tiles; }

    void countRebuilt(int sectors) { rebuiltSectors += sectors; }

    /** What a build copied from an earlier one cost when it was made. */
    void addRebuilt(long expanded, int sectors) {
        rebuildExpanded += expanded;
        rebuiltSectors += sectors;
    }

    /** Nodes of the sector graph the last request expanded. */
    public int abstractExpanded() { return abstractExpanded; }

    /** Regions the last request's coarse search expanded (only when the node search ran out of budget). */
    public int regionExpanded() { return regionExpanded; }

    /** Tiles the last request's tile searches expanded, all of them together. */
    public int tileExpanded() { return tileExpanded; }

    /** How many tile searches the last request ran. */
    public int tileSearches() { return tileSearches; }

    /** The most tiles one search of the last request expanded. */
    public int largestTileSearch() { return largestTileSearch; }

    /** Tiles the last request's line-of-sight walks stepped through while smoothing. */
    public int sightSteps() { return sightSteps; }

    /** Tiles looked at to find the reachable tile closest to the last request's goal. */
    public int scannedTiles() { return scannedTiles; }

    /** Tiles expanded rebuilding sectors, since the planner was made. */
    public long rebuildExpanded() { return rebuildExpanded; }

    /** Sectors rebuilt since the planner was made (the first build counts every sector). */
    public long rebuiltSectors() { return rebuiltSectors; }

    public long requests() { return requests; }

    @Override
    public String toString() {
        return "abstract " + abstractExpanded + ", regions " + regionExpanded + ", tiles " + tileExpanded + " in " + tileSearches + " searches (largest "
                + largestTileSearch + "), sight " + sightSteps + ", scanned " + scannedTiles;
    }
}
