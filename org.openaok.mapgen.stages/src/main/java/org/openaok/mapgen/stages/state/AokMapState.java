package org.openaok.mapgen.stages.state;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.AokKeys;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.SourceLocation;

/**
 * Everything the Age of Kings stages of one map share: the script, the terrain table, the
 * lands and which land holds each tile, the players' starts, the forest trees, the painter,
 * passability queries and the design's random streams. The generator makes it at setup; the
 * first stage to ask binds it to the map ({@link #of}).
 *
 * <p>Stages run one after another along their dependencies, so nothing here is locked; a stage
 * that runs alongside another must not write what the other reads.
 */
public final class AokMapState {
    private final RmsScript script;
    private final TerrainTable terrains;
    private final int size;
    private final int players;
    private final int[] teams;
    private final MapStreams streams;
    private final Trees trees;
    private final PlayerStart[] starts;
    private final String game;
    private int baseTerrain;
    private int playerBaseSize = -1;
    private boolean groupedByTeam;
    private volatile Bound bound;

    /** What exists once the map does. */
    private record Bound(GameMap map, MapLevel level, Lands lands, Painter painter, Passability passability) {}

    public AokMapState(RmsScript script, GenerationRequest request, TerrainTable terrains) {
        this.script = script;
        this.terrains = terrains;
        this.size = request.size();
        this.players = request.players();
        this.teams = new int[players + 1];
        for (int p = 1; p <= players; p++) teams[p] = Math.max(0, request.team(p));
        this.streams = new MapStreams(request.seed());
        this.trees = new Trees(size);
        this.starts = new PlayerStart[players + 1];
        this.baseTerrain = terrains.fallbackLand();
        this.game = request.option("game", "").trim().toLowerCase(java.util.Locale.ROOT);
    }

    /** The state of the generation the context belongs to, bound to its map. */
    public static AokMapState of(GenerationContext ctx) {
        AokMapState s = ctx.get(AokKeys.STATE);
        s.bind(ctx.map());
        return s;
    }

    /** Binds the state to the map the engine made (once; later calls with the same map do nothing). */
    public synchronized void bind(GameMap map) {
        if (bound != null) {
            if (bound.map() != map) throw new IllegalStateException("the state belongs to another map");
            return;
        }
        if (map.size() != size) throw new IllegalStateException("map is " + map.size() + " across, state " + size);
        MapLevel level = map.surface();
        bound = new Bound(map, level, new Lands(level), new Painter(level, terrains, trees), new Passability(level));
    }

    private Bound bound() {
        Bound b = bound;
        if (b == null) throw new IllegalStateException("the state is not bound to a map yet");
        return b;
    }

    public RmsScript script() { return script; }

    /**
     * Which engine's maps to make, as the option {@code game} names it ({@code aoc} by default;
     * {@code up} for UserPatch, {@code hd}, {@code aok}): where their maps differ (the ground a
     * cliff stands on), the stages follow it.
     */
    public String game() { return game.isEmpty() ? "aoc" : game; }

    /** Whether the maps are UserPatch's. */
    public boolean userPatch() { return game.equals("up") || game.equals("userpatch"); }

    public TerrainTable terrains() { return terrains; }

    /** Tiles across. */
    public int size() { return size; }

    public int players() { return players; }

    /** A player's team (1-based player), 0 for none. */
    public int team(int player) { return player >= 1 && player <= players ? teams[player] : 0; }

    public GameMap map() { return bound().map(); }

    public MapLevel level() { return bound().level(); }

    public Lands lands() { return bound().lands(); }

    public Painter painter() { return bound().painter(); }

    public Passability passability() { return bound().passability(); }

    public Trees trees() { return trees; }

    public MapStreams streams() { return streams; }

    /** The map's own stream (lands, terrains, forests, objects, in stage order). */
    public RandomStream random() { return streams.map(); }

    /** The map's base terrain, as LAND_GENERATION set it (GRASS until then). */
    public int baseTerrain() { return baseTerrain; }

    public void setBaseTerrain(int terrain) { this.baseTerrain = terrain; }

    /** The player lands' base_size, or -1 when the script makes no player lands. */
    public int playerBaseSize() { return playerBaseSize; }

    public void setPlayerBaseSize(int s) { this.playerBaseSize = s; }

    /** Whether team-mates are seated side by side (grouped_by_team) rather than in seat order. */
    public boolean groupedByTeam() { return groupedByTeam; }

    public void setGroupedByTeam(boolean b) { this.groupedByTeam = b; }

    /** Each player's team, index = player (index 0 unused). */
    public int[] teams() { return teams.clone(); }

    /** A player's start, or null before the players stage placed it. */
    public PlayerStart start(int player) {
        return player >= 1 && player <= players ? starts[player] : null;
    }

    /** The starts placed so far, in seat order. */
    public List<PlayerStart> starts() {
        List<PlayerStart> out = new ArrayList<>();
        for (int p = 1; p <= players; p++) if (starts[p] != null) out.add(starts[p]);
        return out;
    }

    /** Sets a player's start here and on the map. */
    public void setStart(PlayerStart s) {
        starts[s.player()] = s;
        map().addStart(s);
    }

    /** Brings the map's objects in line with the trees planted and felled (see {@link Trees#commit}). */
    public int commitTrees(GenerationContext ctx) {
        return trees.commit(ctx, streams.map());
    }

    /** Reports a diagnostic at a place in the script. */
    public static void report(GenerationContext ctx, AokCode code, SourceLocation at, String message) {
        Diagnostic d = code.at(at, message);
        ctx.diagnostics().report(d);
    }
}
