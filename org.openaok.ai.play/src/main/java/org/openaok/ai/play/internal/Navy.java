package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * Ships: each idle fishing ship goes to the fish that costs it least, the sail from the fish to the
 * nearest Dock counting three times, among the fish it can sail to as the water stands now.
 */
final class Navy {
    static final int REACH = 40;
    private final Seat s;
    private final IntList taken = new IntList(8);
    private SeaReach reach;

    Navy(Seat s) { this.s = s; }

    void run() {
        taken.clear();
        Entities e = s.e();
        IntList docks = new IntList(4);
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            if (s.catalog.dropsite(e.type(b), Resource.FOOD.ordinal()) && (e.type(b) == s.catalog.dock || s.catalog.rules.type(e.type(b)).placement().equals("shore"))) docks.add(b);
        }
        if (docks.isEmpty()) return;
        if (reach == null) reach = new SeaReach(s.grid());
        reach.forget();
        for (int k = 0; k < s.census.fishingShips.size(); k++) {
            int f = s.census.fishingShips.get(k);
            if (!e.alive(f) || e.order(f) != OrderKind.IDLE) continue;
            int fish = best(f, docks);
            if (fish != 0 && s.give(new Gather(s.player, new int[] {f}, fish)).accepted()) taken.add(fish);
        }
    }

    private int best(int ship, IntList docks) {
        Entities e = s.e();
        Grid g = s.grid();
        long best = Long.MAX_VALUE;
        int found = 0;
        int maxDrop = s.sn(236, -1);
        int water = reach.waterOf(e.x(ship), e.y(ship));
        if (water == 0) return 0;
        for (int d = 0; d < docks.size(); d++) {
            int ax = e.x(docks.get(d)) / Grid.TILE, ay = e.y(docks.get(d)) / Grid.TILE;
            for (int r = 1; r <= REACH; r++) {
                if (3L * (r - 3) * Grid.TILE > best) break;
                for (int t : s.executor().placement.ringTiles(ax, ay, r)) {
                    int b = g.blocker(t);
                    if (b == 0 || e.owner(b) != 0 || e.amount(b) <= 0) continue;
                    TypeDef def = s.catalog.rules.type(e.type(b));
                    if (def.kind() != TypeKind.RESOURCE || def.resource() != Resource.FOOD) continue;
                    if (!reach.reaches(water, t)) continue;
                    if (s.gathering != null && s.gathering.taskFor(ship, b) < 0) continue;
                    if (s.vision != null && !s.vision.explored(s.player, t)) continue;
                    int drop = Integer.MAX_VALUE;
                    for (int k = 0; k < docks.size(); k++) drop = Math.min(drop, Seat.dist(e.x(b), e.y(b), e.x(docks.get(k)), e.y(docks.get(k))));
                    if (maxDrop >= 0 && drop > maxDrop * Grid.TILE) continue;
                    int workers = (s.gathering == null ? 0 : s.gathering.workersAt(b)) + (taken.contains(b) ? 1 : 0);
                    long cost = 3L * drop + Seat.dist(e.x(ship), e.y(ship), e.x(b), e.y(b)) + (long) workers * 2 * Grid.TILE;
                    if (cost < best) {
                        best = cost;
                        found = b;
                    }
                }
            }
        }
        return found;
    }
}
