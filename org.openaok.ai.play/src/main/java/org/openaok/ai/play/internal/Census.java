package org.openaok.ai.play.internal;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Production;

/**
 * A player's own things as one think counts them: villagers and what each is on, buildings and
 * whether each is busy, soldiers, ships. Taken afresh at the start of each think and kept in
 * step by the orders the think gives ({@link #markBusy}), so a rule later in the pass sees them.
 */
final class Census {
    /** What a villager is doing. */
    static final int IDLE = -1, BUILDING = -2, OTHER = -3;

    final IntList villagers = new IntList(64);
    /** Per villager (parallel to {@link #villagers}): the sim resource it gathers, or IDLE, BUILDING, OTHER. */
    int[] job = new int[64];
    final IntList soldiers = new IntList(64);
    final IntList warships = new IntList(8);
    final IntList fishingShips = new IntList(8);
    final IntList transports = new IntList(4);
    final IntList monks = new IntList(4);
    final IntList buildings = new IntList(64);
    final IntList foundations = new IntList(8);
    /** Buildings given an order this think (their queue is no longer empty). */
    final IntList busy = new IntList(8);
    int townCenter;
    int units;

    void take(Seat s) {
        Entities e = s.m.entities();
        Catalog c = s.catalog;
        Gathering g = s.gathering;
        int me = s.player;
        villagers.clear();
        soldiers.clear();
        warships.clear();
        fishingShips.clear();
        transports.clear();
        monks.clear();
        buildings.clear();
        foundations.clear();
        busy.clear();
        units = 0;
        IntList all = e.units();
        for (int k = 0; k < all.size(); k++) {
            int u = all.get(k);
            if (e.owner(u) != me) continue;
            byte st = e.state(u);
            if (st != Entities.ALIVE && st != Entities.GARRISONED) continue;
            int t = e.type(u);
            Catalog.Role r = c.role(t);
            if (r == Catalog.Role.HERDABLE || r == Catalog.Role.PREY || r == Catalog.Role.BOAR || r == Catalog.Role.PREDATOR) continue;
            if (!c.rules.type(t).isUnit()) continue;
            units++;
            switch (r) {
                case VILLAGER -> {
                    int j;
                    byte o = e.order(u);
                    if (o == OrderKind.IDLE && st == Entities.ALIVE) j = IDLE;
                    else if (o == OrderKind.BUILD || o == OrderKind.REPAIR) j = BUILDING;
                    else if (o == OrderKind.GATHER || o == OrderKind.DROP) {
                        int task = g == null ? -1 : g.task(u);
                        var res = task < 0 ? null : c.rules.tasks().get(task).resource();
                        j = res == null ? OTHER : res.ordinal();
                    } else j = OTHER;
                    if (villagers.size() == job.length) job = java.util.Arrays.copyOf(job, job.length * 2);
                    job[villagers.size()] = j;
                    villagers.add(u);
                }
                case WARSHIP -> warships.add(u);
                case FISHING_SHIP -> fishingShips.add(u);
                case TRANSPORT -> transports.add(u);
                case MONK -> {
                    monks.add(u);
                    soldiers.add(u);
                }
                case SOLDIER, SCOUT, SIEGE -> soldiers.add(u);
                default -> { }
            }
        }
        townCenter = 0;
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) != me) continue;
            byte st = e.state(b);
            if (st == Entities.FOUNDATION) foundations.add(b);
            else if (st == Entities.ALIVE) {
                buildings.add(b);
                if (townCenter == 0 && c.townCenterLike(e.type(b))) townCenter = b;
            }
        }
    }

    /** A finished building of a type (or one its form took) with nothing queued, or 0. */
    int idleAt(Seat s, int madeAtType) {
        if (madeAtType < 0) return 0;
        Entities e = s.m.entities();
        Production p = s.production;
        int form = s.ps().form(madeAtType);
        for (int k = 0; k < buildings.size(); k++) {
            int b = buildings.get(k);
            int t = e.type(b);
            if (t != madeAtType && t != form) continue;
            if (busy.contains(b)) continue;
            if (p != null && p.queue(b).length > 0) continue;
            return b;
        }
        return 0;
    }

    void markBusy(int building) { busy.add(building); }

    int job(int index) { return job[index]; }

    void setJob(int index, int j) { job[index] = j; }

    int countJob(int j) {
        int n = 0;
        for (int k = 0; k < villagers.size(); k++) if (job[k] == j) n++;
        return n;
    }
}
