package org.openaok.mapgen.stages.connect;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <CONNECTION_GENERATION>}: joins lands by least-cost paths so they can be reached, each
 * laid before the next is sought: create_connect_all_players_land joins every two players'
 * starts, create_connect_teams_lands those of team-mates, create_connect_all_lands every two
 * lands' origins, create_connect_same_land_zones every two lands of one zone. The paths' variances
 * come from the connections' own stream, so laying them moves no other draw. Where a command's
 * paths still leave two of its pairs apart (its path crosses water it names no replacement for),
 * shallows are laid on their path (see {@link #ford}).
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class ConnectionsStage extends AokStage {
    @Override public String id() { return AokStages.CONNECTIONS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.TERRAINS)); }

    @Override public int weight() { return 2; }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        List<Command> commands = new ArrayList<>();
        for (Command c : state.script().commands(Section.CONNECTION_GENERATION)) {
            if (ConnectionSpec.kindOf(c.name()) != null) commands.add(c);
        }
        if (commands.isEmpty()) return;
        MapLevel level = state.level();
        TerrainTable terrains = state.terrains();
        PathFinder finder = new PathFinder(state.size());
        PathLayer layer = new PathLayer(level, state.painter(), state.streams().connections(), finder);
        for (Command c : commands) {
            ConnectionSpec spec = ConnectionSpec.of(c, ConnectionSpec.kindOf(c.name()), terrains.limit());
            int minCost = Integer.MAX_VALUE;
            for (int t = 0; t < terrains.limit(); t++) {
                if (terrains.known(t) && spec.cost(t) > 0) minCost = Math.min(minCost, spec.cost(t));
            }
            if (minCost == Integer.MAX_VALUE) minCost = 1;
            layer.reset();
            costs(finder, level, spec);
            int lowest = lowest(level, terrains, spec, minCost);
            List<int[]> found = new ArrayList<>();
            List<int[]> paths = new ArrayList<>();
            for (int[] pair : pairs(spec.kind(), state)) {
                ctx.checkpoint();
                int[] path = finder.find(pair[0], pair[1], minCost, lowest, ctx::checkpoint);
                if (path == null) {
                    AokMapState.report(ctx, AokCode.NO_PATH, c.location(), "no path the costs allow joins "
                            + where(pair[0], state) + " and " + where(pair[1], state));
                    continue;
                }
                layer.lay(path, spec);
                found.add(pair);
                paths.add(path);
            }
            ford(ctx, state, c, spec, found, paths, finder, minCost, lowest);
        }
        state.commitTrees(ctx);
    }

    /**
     * The command is to join every pair it lists, so that they can be reached; a path that
     * crosses water the script names no replacement for (Yucatan's joins the players through the
     * jungle only) can leave a player cut off by a river. Where two of its pairs still cannot
     * walk to each other by terrain, the water on their least-cost path becomes shallows, three
     * tiles wide (reported as AOK041), pair by pair in order, so a player joined through another
     * needs no ford of its own. Draws nothing; a map the script's own paths join is unchanged.
     * A pair whose own path a land unit walks tile by tile is joined without labelling the map's
     * walkable regions (most commands' every pair), so the map is labelled only when one is not.
     */
    private static void ford(GenerationContext ctx, AokMapState state, Command c, ConnectionSpec spec, List<int[]> pairs,
                             List<int[]> paths, PathFinder finder, int minCost, int lowest) {
        if (pairs.isEmpty()) return;
        int shallows = Fords.shallows(state.terrains());
        if (shallows < 0) return;
        MapLevel level = state.level();
        Fords fords = null;
        int forded = 0;
        int tiles = 0;
        StringBuilder which = new StringBuilder();
        for (int k = 0; k < pairs.size(); k++) {
            int[] pair = pairs.get(k);
            if (Fords.walked(level, paths.get(k))) continue;
            if (fords == null) fords = new Fords(level, state.terrains());
            if (fords.joined(pair[0], pair[1])) continue;
            ctx.checkpoint();
            int low = spec.cost(shallows) > 0 ? Math.max(minCost, Math.min(lowest, spec.cost(shallows))) : lowest;
            int[] path = finder.find(pair[0], pair[1], minCost, low, ctx::checkpoint);
            if (path == null) continue;
            int laid = fords.ford(path, state.painter(), shallows);
            if (laid == 0) continue;
            costs(finder, level, spec);   // the shallows changed what the next search crosses
            forded++;
            tiles += laid;
            if (forded <= 4) {
                which.append(forded == 1 ? "" : ", ").append(where(pair[0], state)).append(" to ").append(where(pair[1], state));
            }
        }
        if (forded > 0) {
            AokMapState.report(ctx, AokCode.FORDED, c.location(), c.name() + " left " + forded + " of its pairs unable to "
                    + "walk to each other (its path crosses water it names no replacement for): " + which
                    + (forded > 4 ? " and more" : "") + "; " + tiles + " tiles of water on their paths became "
                    + state.terrains().name(shallows));
        }
    }

    /** Gives the finder what each tile of the map costs the command now. */
    private static void costs(PathFinder finder, MapLevel level, ConnectionSpec spec) {
        for (int i = 0; i < level.tiles(); i++) finder.cost(i, spec.cost(level.terrain(i)));
    }

    /**
     * The least a tile can cost while the command's paths are laid: over the terrains on the map
     * and every terrain its paths may turn them into, and those into, and so on. At least minCost.
     */
    static int lowest(MapLevel level, TerrainTable terrains, ConnectionSpec spec, int minCost) {
        int lowest = Integer.MAX_VALUE;
        boolean[] seen = new boolean[terrains.limit()];
        int[] todo = new int[seen.length];
        int n = 0;
        for (int i = 0; i < level.tiles(); i++) {
            int t = level.terrain(i);
            if (t < 0 || t >= seen.length) lowest = Math.min(lowest, ConnectionSpec.DEFAULT_COST);
            else if (!seen[t]) {
                seen[t] = true;
                todo[n++] = t;
            }
        }
        while (n > 0) {
            int t = todo[--n];
            if (spec.cost(t) > 0) lowest = Math.min(lowest, spec.cost(t));
            int to = spec.replacement(t);
            if (to < 0) continue;
            if (to >= seen.length) lowest = Math.min(lowest, ConnectionSpec.DEFAULT_COST);
            else if (!seen[to]) {
                seen[to] = true;
                todo[n++] = to;
            }
        }
        return Math.max(minCost, lowest == Integer.MAX_VALUE ? minCost : lowest);
    }

    /** The tiles to join, in order: starts by seat, lands by index; a before b. */
    static List<int[]> pairs(ConnectionSpec.Kind kind, AokMapState state) {
        int size = state.size();
        List<int[]> out = new ArrayList<>();
        switch (kind) {
            case ALL_PLAYERS, TEAMS -> {
                List<PlayerStart> starts = state.starts();
                for (int a = 0; a < starts.size(); a++) {
                    for (int b = a + 1; b < starts.size(); b++) {
                        PlayerStart sa = starts.get(a);
                        PlayerStart sb = starts.get(b);
                        if (kind == ConnectionSpec.Kind.TEAMS && (sa.team() == 0 || sa.team() != sb.team())) continue;
                        out.add(new int[] {sa.y() * size + sa.x(), sb.y() * size + sb.x()});
                    }
                }
            }
            case ALL_LANDS, SAME_ZONES -> {
                List<Land> lands = state.lands().all();
                for (int a = 0; a < lands.size(); a++) {
                    for (int b = a + 1; b < lands.size(); b++) {
                        Land la = lands.get(a);
                        Land lb = lands.get(b);
                        if (!la.placed() || !lb.placed()) continue;
                        if (kind == ConnectionSpec.Kind.SAME_ZONES && la.zone() != lb.zone()) continue;
                        out.add(new int[] {la.y() * size + la.x(), lb.y() * size + lb.x()});
                    }
                }
            }
            default -> { }
        }
        return out;
    }

    private static String where(int tile, AokMapState state) {
        return (tile % state.size()) + "," + (tile / state.size());
    }
}
