package org.openaok.sim.internal.path;

import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

/**
 * Plans paths over a match's map for each movement class, with bounded work per request.
 *
 * <p>The map is cut into sectors ({@link SectorLayout}); per movement class a {@link SectorGraph}
 * holds the crossings between sectors ({@link Borders}) as nodes, their costs within each sector,
 * and the components of the open ground. A request:
 * <ol>
 * <li>looks up whether the goal can be reached at all and picks what to head for: the goal, or
 * when it cannot be reached, the reachable tile closest to it ({@link NearestReachable});
 * <li>when that is near ({@link #DIRECT_RANGE}), searches the tiles around start and goal directly,
 * and keeps the result if no way round outside that window could be shorter;
 * <li>otherwise searches the sector graph ({@link AbstractSearch}); on maps too big for its budget,
 * again along the corridor of a route found region by region ({@link RegionSearch});
 * <li>refines the graph's route by small tile searches each inside one or two sectors;
 * <li>keeps of the tile path only the turning points a mover cannot walk straight past
 * ({@link Smoother}, {@link LineOfSight}).
 * </ol>
 * Every search has its budget ({@link PathBudget}); when one runs out the request returns the best
 * partial path it has. {@link #stats()} counts the work of the last request.
 *
 * <p>Changes of passability come through {@link #tileChanged} (the planner is the grid's
 * {@link Grid.PassListener}): they mark sectors dirty, and the graph is rebuilt before the next
 * request of that class, or when {@link #refresh} is called. Terrain set with
 * {@link Grid#setTerrain} after the planner was made is not heard of: say it with {@link #tileChanged}.
 * Everything is integer arithmetic over arrays in a fixed order, so the same map and requests give
 * the same paths everywhere. Single-threaded, one per match; once warm it allocates nothing.
 */
public final class PathPlanner implements Grid.PassListener {
    /** No path: the start is blocked with no open neighbour, or no tile is better than staying. */
    public static final int NONE = 0;
    /** A path to a tile that meets the goal. */
    public static final int REACHED = 1;
    /** The goal cannot be reached (or the budget ran out): a path towards it, as close as the planner got. */
    public static final int PARTIAL = 2;

    /** Requests whose goal lies within this many tiles (octile) of the start are searched directly first. */
    public static final int DIRECT_RANGE = 24;
    /** Goals of at most this many candidate tiles are checked for reachability tile by tile. */
    static final int SMALL_GOAL = 256;
    /** Tiles the direct search's window reaches past the start and the goal. */
    static final int DIRECT_MARGIN = 8;

    private final int size;
    private final byte[] pass;
    private final PathBudget budget;
    private final SectorLayout layout;
    private final SectorGraph[] graphs = new SectorGraph[256];
    private final PlanStats stats = new PlanStats();
    private final TileSearch tiles;
    private final AbstractSearch search;
    private final NearestReachable nearest;
    private final RegionSearch regions;
    private final Smoother smoother;
    private final Work work = new Work();
    private final Goal target = new Goal(), step = new Goal();
    private final IntList route = new IntList(256), path = new IntList(1024), spare = new IntList(1024);

    /** A planner for the grid with the default budgets; it listens to the grid's changes. */
    public PathPlanner(Grid grid) { this(grid, PathBudget.DEFAULT); }

    public PathPlanner(Grid grid, PathBudget budget) {
        this(grid.size(), grid.passArray(), budget);
        grid.setListener(this);
    }

    /**
     * A planner over a passability array of its own (a square of {@code size}, kept by the
     * caller): it hears of no grid, so the caller says each change with {@link #tileChanged}.
     */
    public PathPlanner(int size, byte[] pass, PathBudget budget) {
        if (size < 1 || size > 1024) throw new IllegalArgumentException("map side " + size + ": must be 1..1024");
        if (pass.length != size * size) throw new IllegalArgumentException("passability of " + pass.length + " tiles for a side of " + size);
        this.size = size;
        this.pass = pass;
        this.budget = budget;
        this.layout = new SectorLayout(size);
        this.tiles = new TileSearch(size, pass, stats);
        this.search = new AbstractSearch(layout, stats);
        this.nearest = new NearestReachable(layout);
        this.regions = new RegionSearch(layout);
        this.smoother = new Smoother(size, new LineOfSight(size, pass));
    }

    public PathBudget budget() { return budget; }

    private LineOfSight straightLine;

    /**
     * Whether a mover of the class may walk straight from one tile to another (no blocked tile or
     * corner on the way), for walks short enough to need no plan; at most {@code maxSteps} tiles are looked at.
     */
    public boolean straight(int fromTile, int toTile, int movementMask, int maxSteps) {
        if (straightLine == null) straightLine = new LineOfSight(size, pass);
        if (fromTile < 0 || toTile < 0 || fromTile >= size * size || toTile >= size * size) return false;
        straightLine.allow(maxSteps);
        return straightLine.clear(fromTile, toTile, movementMask & 0xFF);
    }

    /** What the last request cost. */
    public PlanStats stats() { return stats; }

    @Override
    public void changed(int tile) { tileChanged(tile); }

    /** Notes that a tile's passability changed (the grid calls it through {@link #changed}). */
    public void tileChanged(int tile) {
        if (tile < 0 || tile >= size * size) return;
        for (SectorGraph graph : graphs) if (graph != null) graph.tileChanged(tile);
    }

    /**
     * Builds or brings up to date the sector graph of a movement class now, so the cost falls at
     * a point the caller chooses (say once a tick) and not in the next request.
     */
    public void refresh(int movementMask) {
        int mask = movementMask & 0xFF;
        if (mask != 0) graph(mask).refresh(tiles, stats);
    }

    /**
     * Plans a path from {@code startTile} to {@code goal} for movers of {@code movementMask}: writes
     * the waypoints into {@code out} (cleared first; tile indexes, only the turning points, the
     * start left out unless it is blocked and the mover must first step off it; the last one a tile
     * meeting the goal when REACHED) and returns {@link #REACHED}, {@link #PARTIAL} or {@link #NONE}.
     * A start already meeting the goal is REACHED with no waypoints.
     */
    public int plan(int startTile, Goal goal, int movementMask, IntList out) {
        out.clear();
        stats.beginRequest();
        int mask = movementMask & 0xFF;
        if (mask == 0 || startTile < 0 || startTile >= size * size) return NONE;
        SectorGraph graph = graph(mask);
        graph.refresh(tiles, stats);
        work.reset(budget.tileWork());

        int from = startTile;
        boolean stepOff = (pass[from] & mask) == 0;
        if (stepOff) {
            from = freeNeighbour(startTile, goal, mask);
            if (from < 0) return NONE;
            out.add(from);
        }
        if (goal.contains(from % size, from / size)) return REACHED;

        int comp = graph.componentOf(from);
        int status;
        int closest = reachesGoalTile(graph, comp, goal) ? -1 : nearest.find(graph, comp, goal, stats);
        if (closest < 0 || goal.contains(closest % size, closest / size)) {
            target.set(goal);
            status = REACHED;
        } else {
            if (closest == from) return stepOff ? PARTIAL : NONE;
            target.setTile(closest % size, closest / size);
            status = PARTIAL;
        }

        path.clear();
        path.add(from);
        int direct = direct(from, mask);
        if (direct < 0 || tiles.leak() < direct) {
            // no short way, or a way round outside the direct window might be shorter
            if (direct >= 0) copy(path, spare);
            path.truncate(1);
            boolean whole = viaSectors(graph, from, mask);
            if (direct >= 0 && (!whole || cost(path) >= direct)) copy(spare, path);
            else if (!whole) status = PARTIAL;
        }
        if (path.size() < 2) return stepOff ? PARTIAL : NONE;
        smoother.smooth(path, mask, budget.sightSteps(), out, stats);
        return status;
    }

    /**
     * Whether a tile meeting a small goal (a tree, a building) lies in the component, by looking at
     * the goal's tiles; false when none does or the goal is too big to look at this way.
     */
    private boolean reachesGoalTile(SectorGraph graph, int comp, Goal goal) {
        int x0 = Math.max(0, goal.minX()), x1 = Math.min(size - 1, goal.maxX());
        int y0 = Math.max(0, goal.minY()), y1 = Math.min(size - 1, goal.maxY());
        if (x1 < x0 || y1 < y0 || (long) (x1 - x0 + 1) * (y1 - y0 + 1) > SMALL_GOAL) return false;
        stats.countScanned((x1 - x0 + 1) * (y1 - y0 + 1));
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) if (graph.componentOf(y * size + x) == comp && goal.contains(x, y)) return true;
        return false;
    }

    private SectorGraph graph(int mask) {
        SectorGraph g = graphs[mask];
        if (g == null) graphs[mask] = g = new SectorGraph(layout, pass, mask);
        return g;
    }

    /** The open neighbour of a blocked start closest to the goal (straight neighbours first), or -1. */
    private int freeNeighbour(int tile, Goal goal, int mask) {
        int x = tile % size, y = tile / size;
        int best = -1;
        long bestD = Long.MAX_VALUE;
        for (int round = 0; round < 2 && best < 0; round++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    boolean diagonal = dx != 0 && dy != 0;
                    if ((dx == 0 && dy == 0) || diagonal != (round == 1)) continue;
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
                    int t = ny * size + nx;
                    if ((pass[t] & mask) == 0) continue;
                    long d = goal.distanceSq(nx, ny);
                    if (d < bestD || (d == bestD && t < best)) {
                        bestD = d;
                        best = t;
                    }
                }
            }
        }
        return best;
    }

    /** A short request searched on the tiles around start and goal: the path's cost, or -1 when not short or not found. */
    private int direct(int from, int mask) {
        int fx = from % size, fy = from / size;
        int reach = DIRECT_RANGE * Octile.STRAIGHT;
        if (budget.directTiles() == 0 || target.estimate(fx, fy) > reach) return -1;
        int limit = DIRECT_RANGE + DIRECT_MARGIN;
        int x0 = Math.max(Math.max(0, fx - limit), Math.min(fx, target.minX()) - DIRECT_MARGIN);
        int y0 = Math.max(Math.max(0, fy - limit), Math.min(fy, target.minY()) - DIRECT_MARGIN);
        int x1 = Math.min(Math.min(size - 1, fx + limit), Math.max(fx, target.maxX()) + DIRECT_MARGIN);
        int y1 = Math.min(Math.min(size - 1, fy + limit), Math.max(fy, target.maxY()) + DIRECT_MARGIN);
        tiles.window(x0, y0, x1, y1, mask);
        int end = tiles.findPath(from, target, work.allow(budget.directTiles()));
        work.spend(tiles.expanded());
        if (end < 0) return -1;
        tiles.appendPath(end, path);
        return tiles.cost(end);
    }

    /** The octile cost of a path of neighbouring tiles. */
    private int cost(IntList p) {
        int c = 0;
        for (int i = 1, n = p.size(); i < n; i++) {
            int d = p.get(i) - p.get(i - 1);
            c += d == 1 || d == -1 || d == size || d == -size ? Octile.STRAIGHT : Octile.DIAGONAL;
        }
        return c;
    }

    private static void copy(IntList from, IntList to) {
        to.clear();
        for (int i = 0, n = from.size(); i < n; i++) to.add(from.get(i));
    }

    /**
     * Searches the sector graph and refines its route into {@link #path}; false when the path
     * stops short. The route alternates steps inside a sector with crossings into the next; every
     * other crossing is left to the refinement, whose window then spans the two sectors on its
     * sides, so the path may cross their border wherever is shortest.
     */
    private boolean viaSectors(SectorGraph graph, int from, int mask) {
        int end = search.search(graph, from, target, tiles, budget.abstractNodes(), work, null);
        if (end != search.goalId() && search.exhausted()) {
            // too big a graph for the budget: find the way region by region, then search the nodes along it
            boolean found = regions.find(graph, from, target, budget.regions());
            stats.countRegions(regions.expanded());
            if (found) end = search.search(graph, from, target, tiles, budget.abstractNodes(), work, regions);
        }
        search.route(end, route);
        int cur = from, legStart = layout.sectorOf(from), sector = legStart, exit = from;
        boolean free = true; // whether the next crossing is left to the refinement
        for (int i = 1, n = route.size(); i < n; i++) {
            int id = route.get(i);
            if (id == search.goalId()) return refineLeg(cur, legStart, sector, target, mask);
            int s = id / SectorGraph.MAX_NODES, tile = graph.nodeTile(id);
            if (s != sector) {
                if (free) {
                    free = false;
                } else {
                    step.setTile(exit % size, exit / size);
                    if (!refineLeg(cur, legStart, sector, step, mask)) return false;
                    path.add(tile); // across the crossing: the neighbouring tile
                    cur = tile;
                    legStart = s;
                    free = true;
                }
                sector = s;
            }
            exit = tile;
        }
        // the route stopped short of the goal
        if (exit != cur) {
            step.setTile(exit % size, exit / size);
            refineLeg(cur, legStart, sector, step, mask);
        }
        return false;
    }

    /** A small A* inside one or two neighbouring sectors from {@code cur} to {@code goal}, appended to the path. */
    private boolean refineLeg(int cur, int a, int b, Goal goal, int mask) {
        tiles.window(Math.min(layout.x0(a), layout.x0(b)), Math.min(layout.y0(a), layout.y0(b)),
                Math.max(layout.x1(a), layout.x1(b)), Math.max(layout.y1(a), layout.y1(b)), mask);
        int end = tiles.findPath(cur, goal, work.allow(2 * SectorLayout.TILES));
        work.spend(tiles.expanded());
        if (end >= 0) tiles.appendPath(end, path);
        return end >= 0;
    }
}
