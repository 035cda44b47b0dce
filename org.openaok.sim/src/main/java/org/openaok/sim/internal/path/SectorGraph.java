package org.openaok.sim.internal.path;

import java.util.Arrays;

/**
 * The map as one movement class sees it, abstracted: each sector's open tiles split into regions
 * (connected within the sector), each side of every crossing a node, each sector's nodes joined by
 * the cost of the cheapest path between them inside the sector, each node joined to the node
 * across its crossing, and each region labelled with its component (the regions a mover can walk
 * between), so reachability is a lookup.
 *
 * <p>A change of passability marks its sector dirty, and the neighbour too when the tile lies on
 * their border; {@link #refresh} rebuilds the dirty sectors in index order, then relabels the
 * components. The planner refreshes before each request, so a request never sees stale costs.
 */
final class SectorGraph {
    static final int MAX_NODES = 4 * Borders.MAX;
    /** Regions a sector can hold: no two may touch along an edge, so at most half its tiles. */
    static final int MAX_REGIONS = SectorLayout.TILES / 2;
    static final int UNREACHABLE = 1 << 29;

    final SectorLayout layout;
    final int mask;
    private final int size;
    private final byte[] pass;
    private final Borders borders;
    private final byte[] region;
    private final int[] regionCount;
    private final int[] component;
    private final int[] nodeCount;
    private final int[] nodeTile;
    private final byte[] nodeRegion;
    private final int[] nodeCrossing;
    private final int[][] cost;
    private final boolean[] sectorDirty, borderDirty;
    private final int[] dirtySectors, dirtyBorders;
    private int dirtySectorCount, dirtyBorderCount;
    private final int[] queue = new int[SectorLayout.TILES];
    private final boolean[] sameRegion = new boolean[MAX_NODES];
    private SectorFlood flood;
    /** Whether the first build (of every sector) is done. */
    private boolean built;

    SectorGraph(SectorLayout layout, byte[] pass, int mask) {
        this.layout = layout;
        this.mask = mask;
        this.size = layout.mapSize;
        this.pass = pass;
        this.borders = new Borders(layout);
        region = new byte[size * size];
        regionCount = new int[layout.count];
        component = new int[layout.count * MAX_REGIONS];
        nodeCount = new int[layout.count];
        nodeTile = new int[layout.count * MAX_NODES];
        nodeRegion = new byte[layout.count * MAX_NODES];
        nodeCrossing = new int[layout.count * MAX_NODES];
        cost = new int[layout.count][];
        sectorDirty = new boolean[layout.count];
        borderDirty = new boolean[2 * layout.count];
        dirtySectors = new int[layout.count];
        dirtyBorders = new int[2 * layout.count];
        for (int s = 0; s < layout.count; s++) {
            markSector(s);
            if (layout.hasEast(s)) markBorder(Borders.east(s));
            if (layout.hasSouth(s)) markBorder(Borders.south(s));
        }
    }

    // ---- what searches read

    int nodeCount(int s) { return nodeCount[s]; }

    int nodeTile(int node) { return nodeTile[node]; }

    /** The region (within its sector) of a node's tile. */
    int nodeRegion(int node) { return nodeRegion[node]; }

    /** A tile's region within its sector, or -1 for a tile this class cannot cross. */
    int regionOf(int tile) { return region[tile]; }

    /** The cost of the cheapest path inside sector {@code s} between two of its nodes, or {@link #UNREACHABLE}. */
    int cost(int s, int a, int b) { return cost[s][a * nodeCount[s] + b]; }

    /** The node on the far side of a node's crossing. */
    int twin(int node) {
        int c = nodeCrossing[node];
        return borders.across(c >> 5, (c >> 1) & (Borders.MAX - 1), (c & 1) != 0);
    }

    /** A tile's component, or -1 for a tile this class cannot cross. */
    int componentOf(int tile) {
        int r = region[tile];
        return r < 0 ? -1 : component[layout.sectorOf(tile) * MAX_REGIONS + r];
    }

    /** Whether any tile of the sector lies in the component. */
    boolean holds(int s, int comp) {
        for (int r = 0, n = regionCount[s]; r < n; r++) if (component[s * MAX_REGIONS + r] == comp) return true;
        return false;
    }

    boolean dirty() { return dirtySectorCount > 0; }

    // ---- keeping up with the map

    /** Notes that a tile's passability changed. */
    void tileChanged(int tile) {
        int x = tile % size, y = tile / size;
        int s = layout.sectorAt(x, y);
        int lx = x % SectorLayout.SIZE, ly = y % SectorLayout.SIZE;
        markSector(s);
        if (lx == 0 && x > 0) {
            markBorder(Borders.east(s - 1));
            markSector(s - 1);
        }
        if (lx == SectorLayout.SIZE - 1 && layout.hasEast(s)) {
            markBorder(Borders.east(s));
            markSector(s + 1);
        }
        if (ly == 0 && y > 0) {
            markBorder(Borders.south(s - layout.across));
            markSector(s - layout.across);
        }
        if (ly == SectorLayout.SIZE - 1 && layout.hasSouth(s)) {
            markBorder(Borders.south(s));
            markSector(s + layout.across);
        }
    }

    private void markSector(int s) {
        if (!sectorDirty[s]) {
            sectorDirty[s] = true;
            dirtySectors[dirtySectorCount++] = s;
        }
    }

    private void markBorder(int b) {
        if (!borderDirty[b]) {
            borderDirty[b] = true;
            dirtyBorders[dirtyBorderCount++] = b;
        }
    }

    /**
     * Rebuilds what changed: dirty borders' crossings, then dirty sectors, then the components.
     * The first build, of every sector, is copied from {@link BuiltGraphs} when a graph of this
     * class was built on the same ground before in this process (the same numbers to the last).
     */
    void refresh(TileSearch tiles, PlanStats stats) {
        if (dirtySectorCount == 0) return;
        if (!built) {
            built = true;
            BuiltGraphs.Built b = BuiltGraphs.find(pass, mask, size);
            if (b != null) {
                restore(b.graph());
                stats.addRebuilt(b.expanded(), layout.count);
                clearDirty();
                return;
            }
            long before = stats.rebuildExpanded();
            rebuild(stats);
            BuiltGraphs.keep(pass, mask, size, this, stats.rebuildExpanded() - before);
            return;
        }
        rebuild(stats);
    }

    private void rebuild(PlanStats stats) {
        stats.rebuilding(true);
        try {
            Arrays.sort(dirtyBorders, 0, dirtyBorderCount);
            Arrays.sort(dirtySectors, 0, dirtySectorCount);
            for (int i = 0; i < dirtyBorderCount; i++) borders.compute(dirtyBorders[i], pass, mask);
            for (int i = 0; i < dirtySectorCount; i++) {
                int s = dirtySectors[i];
                findRegions(s);
                collectNodes(s);
            }
            if (flood == null) flood = new SectorFlood(size, pass, stats);
            for (int i = 0; i < dirtySectorCount; i++) joinNodes(dirtySectors[i], flood);
            labelComponents();
            stats.countRebuilt(dirtySectorCount);
        } finally {
            stats.rebuilding(false);
        }
        clearDirty();
    }

    private void clearDirty() {
        for (int i = 0; i < dirtyBorderCount; i++) borderDirty[dirtyBorders[i]] = false;
        for (int i = 0; i < dirtySectorCount; i++) sectorDirty[dirtySectors[i]] = false;
        dirtyBorderCount = dirtySectorCount = 0;
    }

    /** A copy of this graph's built state, on a passability of its own (for {@link BuiltGraphs}). */
    SectorGraph copy() {
        SectorGraph g = new SectorGraph(layout, pass.clone(), mask);
        g.restore(this);
        g.built = true;
        g.clearDirty();
        return g;
    }

    /** The passability this graph reads (a kept copy's own). */
    byte[] passCopy() { return pass; }

    /** Takes the built state of a graph of the same layout and class, built on the same ground. */
    private void restore(SectorGraph o) {
        borders.copyFrom(o.borders);
        System.arraycopy(o.region, 0, region, 0, region.length);
        System.arraycopy(o.regionCount, 0, regionCount, 0, regionCount.length);
        System.arraycopy(o.component, 0, component, 0, component.length);
        System.arraycopy(o.nodeCount, 0, nodeCount, 0, nodeCount.length);
        System.arraycopy(o.nodeTile, 0, nodeTile, 0, nodeTile.length);
        System.arraycopy(o.nodeRegion, 0, nodeRegion, 0, nodeRegion.length);
        System.arraycopy(o.nodeCrossing, 0, nodeCrossing, 0, nodeCrossing.length);
        for (int s = 0; s < cost.length; s++) cost[s] = o.cost[s] == null ? null : o.cost[s].clone();
    }

    private boolean open(int t) { return (pass[t] & mask) != 0; }

    /** Labels the sector's regions, in the order their first tiles come row by row. */
    private void findRegions(int s) {
        int x0 = layout.x0(s), y0 = layout.y0(s), x1 = layout.x1(s), y1 = layout.y1(s);
        for (int y = y0; y <= y1; y++) Arrays.fill(region, y * size + x0, y * size + x1 + 1, (byte) -1);
        int count = 0;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int t = y * size + x;
                if (region[t] >= 0 || !open(t)) continue;
                byte label = (byte) count++;
                int head = 0, tail = 0;
                region[t] = label;
                queue[tail++] = t;
                while (head < tail) {
                    int c = queue[head++];
                    int cx = c % size, cy = c / size;
                    boolean e = cx < x1 && open(c + 1), w = cx > x0 && open(c - 1);
                    boolean so = cy < y1 && open(c + size), no = cy > y0 && open(c - size);
                    if (e) tail = claim(c + 1, label, tail);
                    if (w) tail = claim(c - 1, label, tail);
                    if (so) tail = claim(c + size, label, tail);
                    if (no) tail = claim(c - size, label, tail);
                    if (e && so && open(c + size + 1)) tail = claim(c + size + 1, label, tail);
                    if (w && so && open(c + size - 1)) tail = claim(c + size - 1, label, tail);
                    if (e && no && open(c - size + 1)) tail = claim(c - size + 1, label, tail);
                    if (w && no && open(c - size - 1)) tail = claim(c - size - 1, label, tail);
                }
            }
        }
        regionCount[s] = count;
    }

    private int claim(int t, byte label, int tail) {
        if (region[t] >= 0) return tail;
        region[t] = label;
        queue[tail] = t;
        return tail + 1;
    }

    /** Makes a node of the sector's side of every crossing on its four borders: north, west, east, south. */
    private void collectNodes(int s) {
        int n = 0;
        int north = s - layout.across, west = s - 1;
        if (s >= layout.across) n = collect(s, Borders.south(north), false, n);
        if (s % layout.across > 0) n = collect(s, Borders.east(west), false, n);
        if (layout.hasEast(s)) n = collect(s, Borders.east(s), true, n);
        if (layout.hasSouth(s)) n = collect(s, Borders.south(s), true, n);
        nodeCount[s] = n;
    }

    private int collect(int s, int b, boolean nearSide, int n) {
        for (int j = 0, c = borders.count(b); j < c; j++) {
            int node = s * MAX_NODES + n++;
            int t = nearSide ? borders.near(b, j) : borders.far(b, j);
            nodeTile[node] = t;
            nodeRegion[node] = region[t];
            nodeCrossing[node] = (b << 5) | (j << 1) | (nearSide ? 1 : 0);
            borders.setNode(b, j, nearSide, node);
        }
        return n;
    }

    /** Costs between every two nodes of a sector that share a region, by a flood inside the sector from each. */
    private void joinNodes(int s, SectorFlood flood) {
        int n = nodeCount[s];
        int[] c = cost[s];
        if (c == null || c.length < n * n) cost[s] = c = new int[Math.max(n * n, 16)];
        Arrays.fill(c, 0, n * n, UNREACHABLE);
        flood.window(layout.x0(s), layout.y0(s), layout.x1(s), layout.y1(s), mask);
        int base = s * MAX_NODES;
        for (int a = 0; a < n; a++) {
            c[a * n + a] = 0;
            boolean wanted = false;
            for (int b = a + 1; b < n; b++) {
                sameRegion[b] = nodeRegion[base + b] == nodeRegion[base + a];
                wanted |= sameRegion[b];
            }
            if (!wanted) continue;
            flood.flood(nodeTile[base + a], nodeTile, base, sameRegion, a + 1, n);
            for (int b = a + 1; b < n; b++) {
                int t = nodeTile[base + b];
                if (sameRegion[b] && flood.reached(t)) c[a * n + b] = c[b * n + a] = flood.cost(t);
            }
        }
    }

    /** Joins regions across every crossing (union by the lower id, so labels do not depend on order). */
    private void labelComponents() {
        for (int s = 0; s < layout.count; s++)
            for (int r = 0; r < regionCount[s]; r++) component[s * MAX_REGIONS + r] = s * MAX_REGIONS + r;
        for (int b = 0; b < 2 * layout.count; b++) {
            if (!borders.exists(b)) continue;
            for (int j = 0, c = borders.count(b); j < c; j++) union(regionId(borders.near(b, j)), regionId(borders.far(b, j)));
        }
        for (int s = 0; s < layout.count; s++)
            for (int r = 0; r < regionCount[s]; r++) component[s * MAX_REGIONS + r] = find(s * MAX_REGIONS + r);
    }

    private int regionId(int tile) { return layout.sectorOf(tile) * MAX_REGIONS + region[tile]; }

    private int find(int id) {
        while (component[id] != id) {
            component[id] = component[component[id]];
            id = component[id];
        }
        return id;
    }

    private void union(int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra < rb) component[rb] = ra;
        else if (rb < ra) component[ra] = rb;
    }
}
