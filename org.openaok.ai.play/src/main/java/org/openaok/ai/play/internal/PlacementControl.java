package org.openaok.ai.play.internal;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;

/**
 * up-set-placement-data for up-build's place-control: the building goes {@code delta} tiles from
 * a focus object (the seat's or an ally's latest object of a kind, or with -1 its Town Center)
 * toward the target player's building nearest that object when sn-target-player-number names an
 * enemy, else toward the map's centre (away with a negative delta), on the first site the
 * placement finds within sn-placement-zone-size tiles of that point. sn-placement-fail-delta and
 * sn-placement-to-center are read by nothing here (reported).
 */
final class PlacementControl {
    static final int SN_TARGET_PLAYER = 249, SN_ZONE_SIZE = 268;
    private final Seat s;
    private StandingOrders orders;
    private int owner = -1, kind = -1, delta;

    PlacementControl(Seat seat) { this.s = seat; }

    void orders(StandingOrders o) { this.orders = o; }

    /** The placement data from now on; a player who is neither the seat nor an ally is refused (nothing changes). */
    void set(int player, int focusKind, int tiles) {
        if (player != s.player && (player < 1 || s.ps().stance(player) != Stance.ALLY)) return;
        owner = player;
        kind = focusKind;
        delta = Math.max(-254, Math.min(254, tiles));
    }

    /** Where a building of the type goes by the data: its footprint's lowest corner {tx, ty}, or null. */
    int[] site(int type) {
        int who = owner < 0 ? s.player : owner;
        int focus = focus(who);
        if (focus == 0) return null;
        Entities e = s.e();
        int fx = e.x(focus), fy = e.y(focus);
        int[] toward = reference(fx, fy);
        long dx = toward[0] - fx, dy = toward[1] - fy;
        long len = Seat.dist(fx, fy, toward[0], toward[1]);
        int px = fx, py = fy;
        if (len > 0) {
            px = (int) (fx + dx * delta * Grid.TILE / len);
            py = (int) (fy + dy * delta * Grid.TILE / len);
        }
        int max = s.grid().size() - 1;
        int tx = Math.max(0, Math.min(max, px / Grid.TILE)), ty = Math.max(0, Math.min(max, py / Grid.TILE));
        int zone = Math.max(0, Math.min(255, s.sn(SN_ZONE_SIZE, 20)));
        return s.executor().placement.ring(type, tx, ty, 0, zone, true);
    }

    /** The focus object: the player's latest object of the kind, or its Town Center for -1; 0 when none. */
    private int focus(int who) {
        Entities e = s.e();
        IntList bs = e.buildings(), us = e.units();
        int best = 0;
        for (IntList l : new IntList[] {bs, us}) {
            for (int k = 0; k < l.size(); k++) {
                int id = l.get(k);
                if (e.owner(id) != who || e.state(id) != Entities.ALIVE) continue;
                boolean match = kind == -1 ? s.catalog.townCenterLike(e.type(id)) : orders != null && orders.is(id, kind);
                if (!match) continue;
                // the home Town Center is the first; of a kind, the latest
                if (kind == -1 ? best == 0 || id < best : id > best) best = id;
            }
        }
        return best;
    }

    /** The target player's building nearest the point when sn-target-player-number names a known enemy's, else the map's centre. */
    private int[] reference(int x, int y) {
        int target = s.sn(SN_TARGET_PLAYER, 0);
        Entities e = s.e();
        if (target >= 1 && target <= 8 && target != s.player && s.ps().stance(target) == Stance.ENEMY) {
            int best = 0;
            long bestD = Long.MAX_VALUE;
            IntList bs = e.buildings();
            for (int k = 0; k < bs.size(); k++) {
                int b = bs.get(k);
                if (e.owner(b) != target || !e.present(b) || !s.knowledge.knows(b)) continue;
                long d = Seat.dist2(x, y, e.x(b), e.y(b));
                if (d < bestD) {
                    bestD = d;
                    best = b;
                }
            }
            if (best != 0) return new int[] {e.x(best), e.y(best)};
        }
        int half = s.grid().size() * Grid.TILE / 2;
        return new int[] {half, half};
    }
}
