package org.openaok.ai.play.internal;

import org.openaok.ai.world.TownOrders;
import org.openaok.sim.api.command.Trade;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;

/**
 * UserPatch's standing orders to the town, as the executor carries them out. up-build lays a
 * building where the executor's placement puts it (placement 1 toward the enemy), with placement
 * 2 where up-set-placement-data says or, with placement 3, at the point's tile, laid by the
 * nearest free villager, and waiting in the placement list while no site is found
 * ({@link PlacementControl}); up-buy/sell-commodity trade
 * in lots of 100. The orders that change what the units do (retasking, dropping, builders per
 * building, holding inside, hunters, target priorities, scouting, building resets, farm
 * deletion, retreats, disbanding) are the executor's {@link StandingOrders}.
 */
final class TownStanding implements TownOrders {
    private final Seat s;
    private final Executor x;

    TownStanding(Seat seat, Executor executor) {
        this.s = seat;
        this.x = executor;
    }

    @Override
    public boolean build(int player, int placement, int building, int px, int py, int[] reserved) {
        if (player != s.player) return false;
        int t = s.catalog.makes(building);
        if (t < 0) return false;
        int form = s.ps().form(t);
        TypeDef d = s.catalog.rules.type(form);
        if (!d.isBuilding() || s.availability == null || !s.availability.canMake(s.player, form) || !s.affords(s.cost(form), reserved)) return false;
        if (placement == 3 && s.grid().inside(px, py)) return x.standing.placement.build(form, 3, px, py);
        if (placement == 2) return x.standing.placement.build(form, 2, 0, 0);
        return x.economy.build(form, placement == 1);
    }

    @Override
    public boolean trade(int player, boolean buy, int resource, int amount) {
        int r = Catalog.simResource(resource);
        if (player != s.player || r < 0 || r == Resource.GOLD.ordinal()) return false;
        boolean any = false;
        for (int lot = 0; lot < Math.max(1, amount / 100) && lot < 50; lot++) {
            if (!s.give(new Trade(s.player, buy, Resource.of(r).word())).accepted()) break;
            any = true;
        }
        return any;
    }

    @Override public void resetAttackNow(int player) { if (player == s.player) x.standing.retreats.resetAttackNow(); }

    @Override public void retreatNow(int player) { if (player == s.player) x.standing.retreats.now(); }

    @Override public void retreatTo(int player, int kind, int unitKind) { if (player == s.player) x.standing.retreats.to(kind, unitKind); }

    @Override public void retask(int player, int resource, int count) { if (player == s.player) x.standing.retasking.retask(resource, count); }

    @Override public void assignBuilders(int player, int kind, int count) { if (player == s.player) x.standing.builders.assign(kind, count); }

    @Override public void gatherInside(int player, int kind, int option) { if (player == s.player) x.standing.heldInside.order(kind, option); }

    @Override public void dropResources(int player, int resource, int minimum) { if (player == s.player) x.standing.drops.drop(resource, minimum); }

    @Override public void deleteDistantFarms(int player, int tiles) { if (player == s.player) x.standing.farms.delete(tiles); }

    @Override public void placementData(int player, int owner, int kind, int delta) { if (player == s.player) x.standing.placement.set(owner, kind, delta); }

    @Override public void requestHunters(int player, int count) { if (player == s.player) x.standing.hunters.request(count); }

    @Override public void resetBuilding(int player, int kind, boolean keepResearch) { if (player == s.player) x.standing.resets.reset(kind, keepResearch); }

    @Override public void resetPlacement(int player, int kind) { if (player == s.player) x.standing.placement.reset(kind); }

    @Override
    public boolean pendingPlacement(int player, int kind) {
        if (player != s.player) return false;
        if (x.standing.placement.pending(kind)) return true;
        Entities e = s.e();
        for (int k = 0; k < s.census.foundations.size(); k++) {
            int f = s.census.foundations.get(k);
            for (int t : s.catalog.types(kind)) if (e.type(f) == t && e.progress(f) == 0) return true;
        }
        return false;
    }

    @Override public void priority(int player, boolean offense, int kind, int value) { if (player == s.player) x.standing.priorities.set(offense, kind, value); }

    @Override public void resetPriorities(int player, boolean offense, int option) { if (player == s.player) x.standing.priorities.reset(offense, option); }

    @Override public void scout(int player, int groupType, int method) { if (player == s.player) x.standing.scouts.send(groupType, method); }

    @Override public void resetScouts(int player) { if (player == s.player) x.standing.scouts.reset(); }

    @Override public void disbandGroups(int player, int groupType) { if (player == s.player) x.standing.retreats.disband(groupType); }

    // the match has no flare command
    @Override public void flare(int player, int x, int y) { }
}
