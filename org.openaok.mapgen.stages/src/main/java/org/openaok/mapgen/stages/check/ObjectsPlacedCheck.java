package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.mapgen.stages.object.ObjectLedger;
import org.openaok.mapgen.stages.object.Sources;
import org.openaok.mapgen.stages.start.StartRole;
import org.openaok.mapgen.stages.start.StartTable;
import org.openaok.mapgen.stages.state.AokMapState;
import org.osgi.service.component.annotations.Component;

/**
 * Every create_object's placed count, and fairness between the players.
 *
 * <p>{@code objects-placed}: each command placed no more than it asked for, and what stands on
 * the map from it is what it placed less what clearing took away; the detail lists every command
 * that placed fewer than it asked for, and why.
 *
 * <p>{@code fair-to-every-player}: a resource placed for every player that some player got none of
 * while another got some is unfair, as is a start whose units differ from another player's.
 */
@Component(service = MapCheck.class)
public class ObjectsPlacedCheck extends AokCheck {
    public static final String ID = "aok.objects-placed";

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        ObjectLedger ledger = ctx.find(ObjectLedger.KEY).orElse(null);
        List<MapObject> objects = ctx.objects();   // a copy of the map's list: made once for both checks
        List<CheckResult> out = new ArrayList<>();
        out.add(placed(objects, ledger));
        out.add(fair(ctx, state, ledger, objects));
        return out;
    }

    private static CheckResult placed(List<MapObject> objects, ObjectLedger ledger) {
        if (ledger == null) return CheckResult.pass("objects-placed", "the script has no create_object");
        // what stands on the map by create_object, counted in an array by the command's place
        int commandsSeen = 0;
        for (ObjectLedger.Entry e : ledger.entries()) commandsSeen = Math.max(commandsSeen, e.order().ordinal() + 1);
        int[] onMap = new int[commandsSeen];
        for (MapObject o : objects) {
            int order = Sources.order(o.source());
            if (order >= 0 && order < onMap.length) onMap[order]++;
        }
        List<String> faults = new ArrayList<>();
        List<String> shortfalls = new ArrayList<>();
        int commands = 0;
        long requested = 0;
        long placed = 0;
        for (ObjectLedger.Entry e : ledger.entries()) {
            if (e.handedOver()) continue;
            commands++;
            requested += e.requested();
            placed += e.placed();
            String at = e.order().location().file() + ":" + e.order().location().line() + " " + e.object();
            if (e.placed() > e.requested()) faults.add(at + " placed " + e.placed() + " of " + e.requested());
            int standing = e.order().ordinal() >= 0 ? onMap[e.order().ordinal()] : 0;
            if (standing != e.placed() - e.cleared()) {
                faults.add(at + ": " + standing + " stand on the map, but " + e.placed() + " were placed and "
                        + e.cleared() + " cleared");
            }
            if (e.placed() < e.requested()) shortfalls.add(at + " " + e.placed() + "/" + e.requested() + " (" + e.reason() + ")");
        }
        String summary = commands + " create_objects placed " + placed + " of " + requested + " objects";
        if (!faults.isEmpty()) return CheckResult.fail("objects-placed", summary + "; " + some(faults, 4));
        return CheckResult.pass("objects-placed", summary + (shortfalls.isEmpty() ? "" : "; fewer: " + some(shortfalls, 6)));
    }

    private static CheckResult fair(GenerationContext ctx, AokMapState state, ObjectLedger ledger, List<MapObject> objects) {
        List<String> unfair = new ArrayList<>();
        int resources = 0;
        if (ledger != null) {
            for (ObjectLedger.Entry e : ledger.entries()) {
                if (!e.everyPlayer() || !e.resource() || e.handedOver() || e.requested() == 0) continue;
                resources++;
                List<Integer> none = new ArrayList<>();
                int most = 0;
                for (int p = 1; p <= state.players(); p++) {
                    if (state.start(p) == null) continue;
                    int got = e.placed(p) - e.cleared(p);
                    if (got <= 0) none.add(p);
                    most = Math.max(most, got);
                }
                if (!none.isEmpty() && most > 0) {
                    unfair.add(e.order().location().file() + ":" + e.order().location().line() + " " + e.object()
                            + ": player " + join(none) + " got none, another got " + most);
                }
            }
        }
        // the starts: every player's own units and buildings of the start table, alike
        Map<Integer, StartRole> roles = StartTable.bundled().roles(ctx.data());
        // by type id in an array: a forest map has tens of thousands of trees to look up
        int highest = -1;
        for (int id : roles.keySet()) highest = Math.max(highest, id);
        StartRole[] roleOf = new StartRole[highest + 1];
        roles.forEach((id, r) -> { if (id >= 0) roleOf[id] = r; });
        int[][] count = new int[StartRole.values().length][state.players() + 1];
        for (MapObject o : objects) {
            if (o.owner() < 1 || o.owner() > state.players() || o.type() < 0 || o.type() >= roleOf.length) continue;
            StartRole r = roleOf[o.type()];
            if (r != null) count[r.ordinal()][o.owner()]++;
        }
        for (StartRole r : StartRole.values()) {
            int first = -1;
            for (int p = 1; p <= state.players(); p++) {
                if (state.start(p) == null) continue;
                if (first < 0) first = p;
                else if (count[r.ordinal()][p] != count[r.ordinal()][first]) {
                    unfair.add(r.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ": player " + first + " has "
                            + count[r.ordinal()][first] + ", player " + p + " " + count[r.ordinal()][p]);
                }
            }
        }
        if (unfair.isEmpty()) {
            return CheckResult.pass("fair-to-every-player", resources + " resources placed for every player reach every player; "
                    + "every start has the same units");
        }
        return CheckResult.fail("fair-to-every-player", some(unfair, 4));
    }

    private static String join(List<Integer> players) {
        StringBuilder b = new StringBuilder();
        for (int p : players) b.append(b.length() == 0 ? "" : ", ").append(p);
        return b.toString();
    }

    static String name(GenerationContext ctx, int type) {
        return ctx.data().object(type).map(ObjectType::name).orElse("object " + type);
    }
}
