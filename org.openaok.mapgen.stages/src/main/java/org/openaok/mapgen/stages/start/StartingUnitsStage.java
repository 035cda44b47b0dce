package org.openaok.mapgen.stages.start;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.object.Spiral;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.SourceLocation;
import org.osgi.service.component.annotations.Component;

/**
 * Each player's own units and buildings, from the {@link StartTable}: the Town Center at the
 * player's start, the villagers (men and women alternately) round it on four bearings, each at the
 * nearest free spot to its bearing, the scout at the Town Center's doorstep, and in Regicide a
 * Castle at the nearest spot 7 to 16 tiles out with the King beside it. All belong to their player.
 *
 * <p>The script decides the kind of start: when its create_objects ask for villagers but no Town
 * Center (a nomad map), the players start without one; otherwise (a standard start, or a script
 * that asks for none of the start's units at all) with one. The villagers' number is the table's
 * (the civilisation's, in the original), or the request option {@code villagers=N}.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class StartingUnitsStage extends AokStage {
    /** How far from its spot a unit or building may be moved to find room. */
    static final int SEARCH = 12;
    /** The Castle's distance from the Town Center in Regicide. */
    static final int CASTLE_MIN = 7;
    static final int CASTLE_MAX = 16;
    static final String TABLE = "start-units.tsv";

    @Override public String id() { return AokStages.STARTING_UNITS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.CLEARING)); }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        Map<StartRole, StartTable.Unit> units = StartTable.bundled().resolve(ctx.data(), ctx.diagnostics());
        StartOrders orders = ctx.find(StartOrders.KEY).orElseGet(StartOrders::new);
        boolean regicide = state.script().hasLabel("REGICIDE");
        boolean nomad = orders.any() && !orders.asked(StartRole.TOWN_CENTER);
        int villagers = villagers(ctx, state, units);
        MapLevel level = state.level();
        List<StartRole> roles = new ArrayList<>();
        for (StartRole r : StartRole.values()) {
            StartTable.Unit u = units.get(r);
            if (u == null || (u.row().regicide() && !regicide)) continue;
            if (nomad && (r == StartRole.TOWN_CENTER || r == StartRole.CASTLE)) continue;
            roles.add(r);
        }
        int[][] placed = new int[StartRole.values().length][state.players() + 1];
        for (int p = 1; p <= state.players(); p++) {
            ctx.checkpoint();
            PlayerStart s = state.start(p);
            if (s == null) continue;
            int cx = s.x();
            int cy = s.y();
            int doorX = cx + 2;
            int doorY = cy + 2;
            if (roles.contains(StartRole.TOWN_CENTER)) {
                StartTable.Unit u = units.get(StartRole.TOWN_CENTER);
                ObjectType tc = u.type(0);
                int spot = nearest(level, tc, cx, cy, 0, SEARCH);
                if (spot < 0) {
                    report(ctx, AokCode.START_NOT_PLACED, orders, StartRole.TOWN_CENTER, "player " + p
                            + "'s " + tc.name() + " found no room within " + SEARCH + " tiles of the start");
                } else {
                    cx = spot % level.size();
                    cy = spot / level.size();
                    if (cx != s.x() || cy != s.y()) {
                        report(ctx, AokCode.START_MOVED, orders, StartRole.TOWN_CENTER, "player " + p + "'s "
                                + tc.name() + " stands at " + cx + "," + cy + ", the nearest room to the start " + s.x() + "," + s.y());
                    }
                    put(ctx, level, tc, p, cx, cy);
                    placed[StartRole.TOWN_CENTER.ordinal()][p]++;
                    doorX = cx + (tc.width() + 1) / 2;
                    doorY = cy + (tc.height() + 1) / 2;
                }
            }
            if (roles.contains(StartRole.VILLAGER)) {
                StartTable.Unit u = units.get(StartRole.VILLAGER);
                int[][] bearings = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
                for (int k = 0; k < villagers; k++) {
                    ObjectType t = u.type(k);
                    int reach = 3 + k / 4;
                    int[] b = bearings[k % 4];
                    if (stand(ctx, level, t, p, cx + b[0] * reach, cy + b[1] * reach)) placed[StartRole.VILLAGER.ordinal()][p]++;
                }
            }
            if (roles.contains(StartRole.SCOUT)) {
                StartTable.Unit u = units.get(StartRole.SCOUT);
                for (int k = 0; k < u.row().count(); k++) {
                    if (stand(ctx, level, u.type(k), p, doorX, doorY)) placed[StartRole.SCOUT.ordinal()][p]++;
                }
            }
            int kingX = cx;
            int kingY = cy;
            if (roles.contains(StartRole.CASTLE)) {
                ObjectType castle = units.get(StartRole.CASTLE).type(0);
                int spot = nearest(level, castle, cx, cy, CASTLE_MIN, CASTLE_MAX);
                if (spot >= 0) {
                    int x = spot % level.size();
                    int y = spot / level.size();
                    put(ctx, level, castle, p, x, y);
                    placed[StartRole.CASTLE.ordinal()][p]++;
                    kingX = x + (castle.width() + 1) / 2;
                    kingY = y + (castle.height() + 1) / 2;
                }
            }
            if (roles.contains(StartRole.KING)) {
                StartTable.Unit u = units.get(StartRole.KING);
                for (int k = 0; k < u.row().count(); k++) {
                    if (stand(ctx, level, u.type(k), p, kingX, kingY)) placed[StartRole.KING.ordinal()][p]++;
                }
            }
        }
        for (StartRole r : roles) {
            StartTable.Unit u = units.get(r);
            int each = r == StartRole.VILLAGER ? villagers : u.row().count();
            int requested = each * state.starts().size();
            int got = 0;
            List<Integer> short_ = new ArrayList<>();
            for (int p = 1; p <= state.players(); p++) {
                got += placed[r.ordinal()][p];
                if (state.start(p) != null && placed[r.ordinal()][p] < each) short_.add(p);
            }
            StartOrders.Order o = orders.orders().get(r);
            String file = o == null ? TABLE : o.location().file();
            int line = o == null ? 0 : o.location().line();
            String name = String.join("/", u.row().objects());
            String why = short_.isEmpty() ? "" : "no free ground near the start of player " + short_.toString().replaceAll("[\\[\\]]", "");
            if (r == StartRole.CASTLE && !short_.isEmpty()) {
                why = "no room " + CASTLE_MIN + "-" + CASTLE_MAX + " tiles from the Town Center of player "
                        + short_.toString().replaceAll("[\\[\\]]", "");
            }
            ctx.tally(new ObjectTally(file, line, name, requested, got, why));
            if (!short_.isEmpty()) report(ctx, AokCode.START_NOT_PLACED, orders, r, name + ": " + why);
        }
    }

    /** The villagers each player gets: the table's, or the request's villagers=N (0-64). */
    private static int villagers(GenerationContext ctx, AokMapState state, Map<StartRole, StartTable.Unit> units) {
        StartTable.Unit u = units.get(StartRole.VILLAGER);
        int n = u == null ? 0 : u.row().count();
        String option = ctx.request().options().get("villagers");
        if (option != null) {
            try {
                int v = Integer.parseInt(option.trim());
                if (v < 0 || v > 64) throw new NumberFormatException("out of range");
                n = v;
            } catch (NumberFormatException e) {
                ctx.diagnostics().report(AokCode.BAD_OPTION.at(null, "villagers=" + option + " is not a number from 0 to 64; "
                        + n + " villagers are placed"));
            }
        }
        return n;
    }

    /** Stands a unit at the nearest free spot to (x, y); false when there is none. */
    private static boolean stand(GenerationContext ctx, MapLevel level, ObjectType t, int player, int x, int y) {
        int spot = nearest(level, t, x, y, 0, SEARCH);
        if (spot < 0) return false;
        put(ctx, level, t, player, spot % level.size(), spot / level.size());
        return true;
    }

    /**
     * The nearest tile, {@code min} to {@code max} tiles from (x, y), where the object's footprint is
     * on the map, free, and on ground it may stand on; -1 when none is.
     */
    static int nearest(MapLevel level, ObjectType t, int x, int y, int min, int max) {
        int size = level.size();
        Spiral sp = Spiral.of(max);
        long min2 = (long) min * min;
        long max2 = (long) (max + 1) * (max + 1);
        for (int k = 0; k < sp.size(); k++) {
            if (sp.d2(k) < min2) continue;
            if (sp.d2(k) >= max2) break;
            int ax = x + sp.dx(k);
            int ay = y + sp.dy(k);
            Footprint f = Footprint.at(t, ax, ay);
            if (!f.inside(size)) continue;
            if (free(level, t, f)) return ay * size + ax;
        }
        return -1;
    }

    private static boolean free(MapLevel level, ObjectType t, Footprint f) {
        int size = level.size();
        for (int ty = f.top(); ty < f.top() + f.height(); ty++) {
            for (int tx = f.left(); tx < f.left() + f.width(); tx++) {
                int i = ty * size + tx;
                if (level.has(i, MapLevel.OCCUPIED) || !t.canStandOn(level.terrain(i))) return false;
            }
        }
        return true;
    }

    private static void put(GenerationContext ctx, MapLevel level, ObjectType t, int player, int x, int y) {
        MapObject o = Footprint.place(t, player, x, y, 0, -1);
        ctx.place(o);
        Footprint.at(t, x, y).mark(level, MapLevel.OCCUPIED | (t.blocks() ? MapLevel.BLOCKED : 0));
    }

    private static void report(GenerationContext ctx, AokCode code, StartOrders orders, StartRole role, String message) {
        StartOrders.Order o = orders.orders().get(role);
        SourceLocation at = o == null ? new SourceLocation(TABLE, 0, 0) : o.location();
        ctx.diagnostics().report(code.at(at, message));
    }
}
