package org.openaok.sim.internal.gather;

import org.openaok.sim.internal.TypeFlags;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Reseed;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.Footprint;

/**
 * Farms and fish traps: one worker each; a farm that runs out is laid again where it was when its
 * player has a reseed queued at a Mill (paid for when queued), and its farmer lays and farms it.
 */
final class Farms {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final int farm;
    private final boolean[] single;
    private final int[] reseeds;

    Farms(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.farm = rules.type("farm").map(TypeDef::index).orElse(-1);
        this.reseeds = new int[m.players() + 1];
        single = TypeFlags.trait(rules, "food");
        for (TypeDef d : rules.types()) single[d.index()] &= d.isBuilding();
        m.handle(Reseed.class, this::reseed);
    }

    boolean isFarm(int thing) { return farm >= 0 && e.type(thing) == farm; }

    /** Whether the thing takes one worker at a time (a farm, a fish trap). */
    boolean single(int thing) { return single[e.type(thing)]; }

    /** Another unit with a gather order on the thing, or 0. */
    int workerOf(int thing, int except) {
        IntList units = e.units();
        for (int k = 0; k < units.size(); k++) {
            int u = units.get(k);
            if (u != except && e.order(u) == OrderKind.GATHER && e.target(u) == thing && e.alive(u)) return u;
        }
        return 0;
    }

    private Result reseed(Reseed c) {
        if (!e.alive(c.building()) || e.owner(c.building()) != c.player())
            return Result.refused(c, Refusal.NOT_YOURS, "building " + c.building() + " is not yours");
        TypeDef b = rules.type(e.type(c.building()));
        if (!b.word().equals("mill")) return Result.refused(c, Refusal.BAD_TARGET, "farms are reseeded at a mill, not a " + b.word());
        if (farm < 0) return Result.refused(c, Refusal.NOT_AVAILABLE, "the rules have no farm");
        int n = c.count();
        if (n < 1 || reseeds[c.player()] + n > 40) return Result.refused(c, Refusal.QUEUE_FULL, "a mill holds 1 to 40 reseeds");
        PlayerState p = m.player(c.player());
        int[] cost = new int[Resource.COUNT];
        for (Resource r : Resource.values()) cost[r.ordinal()] = p.stats(farm).cost(r) * n;
        if (!p.affords(cost, null)) return Result.refused(c, Refusal.CANNOT_AFFORD, "cannot afford " + n + " farms");
        p.pay(cost);
        reseeds[c.player()] += n;
        return Result.ok(c);
    }

    /** A used-up farm: gone, and laid again if a reseed is queued, its farmer sent to build it. */
    void ranOut(int target, int farmer, Movement move) {
        int owner = e.owner(target);
        int tx = Footprint.tileX(rules, e, target), ty = Footprint.tileY(rules, e, target);
        m.lifecycle().remove(target, 0);
        if (reseeds[owner] <= 0) return;
        reseeds[owner]--;
        int f = m.lifecycle().placeBuilding(farm, owner, tx, ty, false);
        if (f != 0 && farmer != 0) {
            // the farmer lays it again and farms it once it stands
            e.setOrder(farmer, OrderKind.BUILD, f, 0, 0);
            move.goToThing(farmer, f, 0);
        }
    }

    void hash(StateHash h) { for (int r : reseeds) h.add(r); }
}
