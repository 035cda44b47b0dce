package org.openaok.mapgen.stages.object;

import org.openaok.mapgen.stages.state.AokCode;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.start.StartOrders;
import org.openaok.mapgen.stages.start.StartRole;
import org.openaok.mapgen.stages.start.StartTable;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <OBJECTS_GENERATION>}: every create_object, in script order, with every attribute of the
 * original language (see {@link ObjectOrder} and {@link LotPlacer}). Draws from the map's own
 * stream, after the beaches, so nothing stands on ground that changes later.
 *
 * <p>An object placed once for every player belongs to that player unless the script forces it
 * to Gaia. Those that make up a player's start (the start table's Town Center, villagers, scout,
 * Castle and King) are handed to the starting-units stage, which places each player's start
 * itself; any other the player can own (walls, houses, sheep) is placed here for its player; one
 * a player cannot own (gold, trees) is placed nowhere, as the original engine does.
 *
 * <p>Every create_object reports what it asked for, what was placed and why any were not, both in
 * the report's tallies and in the {@link ObjectLedger} the self-check reads.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class ObjectsStage extends AokStage {
    @Override public String id() { return AokStages.OBJECTS; }

    @Override public List<Dependency> dependencies() { return List.of(Dependency.after(AokStages.BEACHES)); }

    @Override public int weight() { return 3; }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        ObjectLedger ledger = new ObjectLedger();
        StartOrders startOrders = new StartOrders();
        ctx.put(ObjectLedger.KEY, ledger);
        ctx.put(StartOrders.KEY, startOrders);
        Map<Integer, StartRole> roles = StartTable.bundled().roles(ctx.data());
        List<Command> commands = state.script().commands(Section.OBJECTS_GENERATION, "create_object");
        LotPlacer placer = new LotPlacer(ctx, state);
        int players = state.players();
        for (int k = 0; k < commands.size(); k++) {
            ctx.checkpoint();
            ctx.progress(k * 100 / commands.size());
            ObjectOrder o = ObjectOrder.of(commands.get(k), k);
            ObjectOrder cut = o.atMost(state.size(), players);
            if (cut != o) {
                ctx.diagnostics().report(AokCode.TOO_MANY_OBJECTS.at(o.location(), "create_object asks for " + o.asked(state.size(), players)
                        + " objects" + (o.everyPlayer() ? " a player" : "") + "; at most " + ObjectOrder.MAX_OBJECTS + " are placed ("
                        + cut.lots() + (cut.grouped() ? " groups of " + cut.perLot() : "") + ")"));
                o = cut;
            }
            ObjectType type = o.object() < 0 ? null : ctx.data().object(o.object()).orElse(null);
            if (type == null) {
                ObjectLedger.Entry e = ledger.open(o, "object " + o.object(), false, players);
                e.ask(0, nominal(o, state));
                e.because("the game data has no object " + o.object());
                ctx.diagnostics().report(AokCode.UNKNOWN_OBJECT.at(o.location(), "create_object " + o.object()
                        + ": the game data '" + ctx.data().id() + "' has no such object; nothing is placed"));
                continue;
            }
            ObjectLedger.Entry e = ledger.open(o, type.name(), type.resource() != ResourceKind.NONE, players);
            boolean owned = o.everyPlayer() && !o.gaiaOnly();
            if (owned && roles.containsKey(type.id())) {
                e.handOver();
                startOrders.ask(roles.get(type.id()), o.location(), type.name(), o.lots() * o.perLot());
                continue;
            }
            if (owned && !Ownership.ownable(type)) {
                for (int p = 1; p <= players; p++) e.ask(p, o.lots(state.size(), players) * o.perLot());
                e.because("a player cannot own " + type.name() + "; set_gaia_object_only would place it for Gaia");
                ctx.diagnostics().report(AokCode.NOT_OWNABLE.at(o.location(), "create_object " + type.name()
                        + " is placed for every player without set_gaia_object_only, and a player cannot own it: "
                        + "nothing is placed"));
                continue;
            }
            if (o.landId() != ObjectOrder.NONE && state.lands().withId(o.landId()).isEmpty()) {
                e.ask(0, nominal(o, state));
                e.because("no land has land_id " + o.landId());
                ctx.diagnostics().report(AokCode.NO_SUCH_LAND.at(o.location(), "place_on_specific_land_id "
                        + o.landId() + ": no land of this map has that id; " + type.name() + " is not placed"));
                continue;
            }
            if (o.terrain() != ObjectOrder.NONE && !state.terrains().known(o.terrain())) {
                ctx.diagnostics().report(AokCode.NO_SUCH_TERRAIN.at(o.location(), "terrain_to_place_on "
                        + o.terrain() + " is no terrain of the game data, so no ground matches it"));
            }
            placer.place(o, type, e, owned);
        }
        for (ObjectLedger.Entry e : ledger.entries()) if (!e.handedOver()) ctx.tally(e.tally());
        ctx.progress(100);
    }

    /** What a command asks for in all before variance (for one that places nothing at all). */
    private static int nominal(ObjectOrder o, AokMapState state) {
        long n = (long) o.lots(state.size(), state.players()) * o.perLot() * (o.everyPlayer() ? state.players() : 1);
        return (int) Math.min(Integer.MAX_VALUE, n);
    }
}
