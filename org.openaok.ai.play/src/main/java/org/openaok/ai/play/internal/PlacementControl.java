package org.openaok.ai.play.internal;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.Scores;

/**
 * UserPatch's managed placement, as its reference has it. up-set-placement-data gives up-build's
 * place-control its data: the building goes {@code delta} tiles from a focus object (the seat's or
 * an ally's latest object of a kind, or with -1 its Town Center) toward a second point, on the
 * first site within sn-placement-zone-size tiles of there. The second point is the map's centre
 * with sn-placement-to-center 1; with 0 the target player's building nearest the focus once one
 * is known (sn-target-player-number, or with 0 the enemy sn-attack-winning-player picks: the
 * highest score with 1, else the nearest known), the map's centre before.
 *
 * <p>A build whose site is not found (or whose builder is not free) is not lost: it waits in the
 * placement list with the data it was given (the zone size included) and is tried again each
 * think, its zone one tile wider per 7 of the game's internal passes (about 10 a think, so 10/7
 * of a tile a think) and, for place-control, its distance changed by sn-placement-fail-delta
 * (read each time; it is not stored). place-point waits the same way, searching round its point.
 * up-pending-placement sees the list, up-pending-objects counts it, up-reset-placement empties it
 * for a kind. The list holds {@link #MAX} buildings; a build beyond that is refused.
 */
final class PlacementControl {
    static final int SN_ATTACK_WINNING = 188, SN_TARGET_PLAYER = 249, SN_ZONE_SIZE = 268, SN_FAIL_DELTA = 269, SN_TO_CENTER = 270;
    static final int MAX = 16;
    /** The game's internal placement passes a think, and the passes a tile of zone takes. */
    static final int INTERNAL_PASSES = 10, PASSES_A_TILE = 7;
    private final Seat s;
    private StandingOrders orders;
    private int owner = -1, kind = -1, delta;
    private final List<Waiting> waiting = new ArrayList<>();
    /** Builds placed from the list, for the trace and the tests. */
    int placedLater;

    /** A building in the placement list: what it is, how it is placed and the data it was given. */
    static final class Waiting {
        final int type, mode, owner, kind, zone, px, py;
        int delta, thinks;
        /** The point and the zone searched last, so the same point's next try looks only at the new rings. */
        int lastX = Integer.MIN_VALUE, lastY = Integer.MIN_VALUE, lastZone = -1;

        Waiting(int type, int mode, int owner, int kind, int delta, int zone, int px, int py) {
            this.type = type;
            this.mode = mode;
            this.owner = owner;
            this.kind = kind;
            this.delta = delta;
            this.zone = zone;
            this.px = px;
            this.py = py;
        }

        /** The zone after the thinks it has waited. */
        int zoneNow() { return Math.min(255, zone + thinks * INTERNAL_PASSES / PASSES_A_TILE); }
    }

    PlacementControl(Seat seat) { this.s = seat; }

    void orders(StandingOrders o) { this.orders = o; }

    /** The placement data from now on; a player who is neither the seat nor an ally is refused (nothing changes). */
    void set(int player, int focusKind, int tiles) {
        if (player != s.player && (player < 1 || s.ps().stance(player) != Stance.ALLY)) return;
        owner = player;
        kind = focusKind;
        delta = Math.max(-254, Math.min(254, tiles));
    }

    /**
     * up-build place-control (mode 2) or place-point (mode 3, at tile px, py), its escrow already
     * checked by the caller: laid now where the data says, or put in the placement list with the
     * data in effect (a later try needs the cost in stock, escrow or not); false when the list is full.
     */
    boolean build(int type, int mode, int px, int py) {
        int zone = Math.max(0, Math.min(255, s.sn(SN_ZONE_SIZE, 20)));
        Waiting w = new Waiting(type, mode, owner, kind, delta, mode == 3 ? 0 : zone, px, py);
        if (place(w)) return true;
        if (waiting.size() >= MAX) return false;
        waiting.add(w);
        return true;
    }

    /** Each think: the list's buildings tried again in the order they came, the zones wider, the distances changed. */
    void run() {
        for (Iterator<Waiting> it = waiting.iterator(); it.hasNext();) {
            Waiting w = it.next();
            if (s.availability != null && !s.availability.canMake(s.player, w.type)) continue;
            // the cost is paid when the foundation is laid: a building that cannot be paid for waits, its zone as it was
            if (!s.affords(s.cost(w.type), null)) continue;
            w.thinks++;
            if (w.mode == 2) w.delta = Math.max(-254, Math.min(254, w.delta + Math.max(-10, Math.min(10, s.sn(SN_FAIL_DELTA, 0)))));
            if (place(w)) {
                it.remove();
                placedLater++;
            }
        }
    }

    private boolean place(Waiting w) {
        int[] at = w.mode == 3 ? around(w, w.px, w.py) : site(w);
        return at != null && lay(s.catalog.rules.type(w.type), at[0], at[1]);
    }

    /** A foundation at the tile, laid by the free villager nearest it; false when none is free or the match refuses. */
    private boolean lay(TypeDef d, int tx, int ty) {
        int k = s.executor().economy.nearestFree(tx * Grid.TILE + 500, ty * Grid.TILE + 500, false);
        if (k < 0) return false;
        int u = s.census.villagers.get(k);
        if (!s.give(new Build(s.player, new int[] {u}, d.word(), tx, ty)).accepted()) return false;
        s.census.setJob(k, Census.BUILDING);
        s.census.foundations.add(s.e().end() - 1);
        return true;
    }

    /** Whether a building of the kind waits in the list. */
    boolean pending(int kindOf) {
        for (Waiting w : waiting) if (matches(w.type, kindOf)) return true;
        return false;
    }

    /** How many of the kind wait in the list. */
    int count(int kindOf) {
        int n = 0;
        for (Waiting w : waiting) if (matches(w.type, kindOf)) n++;
        return n;
    }

    /** up-reset-placement: the kind's buildings waiting for a site leave the list (foundations laid stay). */
    void reset(int kindOf) { waiting.removeIf(w -> matches(w.type, kindOf)); }

    int waiting() { return waiting.size(); }

    private boolean matches(int type, int kindOf) {
        for (int t : s.catalog.types(kindOf)) if (t == type) return true;
        return false;
    }

    /** Where the data puts the building: its footprint's lowest corner {tx, ty}, or null. */
    private int[] site(Waiting w) {
        int who = w.owner < 0 ? s.player : w.owner;
        int focus = focus(who, w.kind);
        if (focus == 0) return null;
        Entities e = s.e();
        int fx = e.x(focus), fy = e.y(focus);
        int[] toward = reference(fx, fy);
        long dx = toward[0] - fx, dy = toward[1] - fy;
        long len = Seat.dist(fx, fy, toward[0], toward[1]);
        int px = fx, py = fy;
        if (len > 0) {
            px = (int) (fx + dx * w.delta * Grid.TILE / len);
            py = (int) (fy + dy * w.delta * Grid.TILE / len);
        }
        int max = s.grid().size() - 1;
        return around(w, Math.max(0, Math.min(max, px / Grid.TILE)), Math.max(0, Math.min(max, py / Grid.TILE)));
    }

    /** The first site within the entry's zone of a tile; the same tile tried again looks only at the rings not searched yet. */
    private int[] around(Waiting w, int tx, int ty) {
        int zone = w.zoneNow();
        int from = tx == w.lastX && ty == w.lastY ? w.lastZone + 1 : 0;
        w.lastX = tx;
        w.lastY = ty;
        w.lastZone = Math.max(w.lastZone, zone);
        if (from > zone) return null;
        return s.executor().placement.ring(w.type, tx, ty, from, zone, true);
    }

    /** The focus object: the player's latest object of the kind, or its Town Center for -1; 0 when none. */
    private int focus(int who, int kindOf) {
        Entities e = s.e();
        IntList bs = e.buildings(), us = e.units();
        int best = 0;
        for (IntList l : new IntList[] {bs, us}) {
            for (int k = 0; k < l.size(); k++) {
                int id = l.get(k);
                if (e.owner(id) != who || e.state(id) != Entities.ALIVE) continue;
                boolean match = kindOf == -1 ? s.catalog.townCenterLike(e.type(id)) : orders != null && orders.is(id, kindOf);
                if (!match) continue;
                // the home Town Center is the first; of a kind, the latest
                if (kindOf == -1 ? best == 0 || id < best : id > best) best = id;
            }
        }
        return best;
    }

    /** The second point: the map's centre, or the target player's known building nearest the focus. */
    private int[] reference(int x, int y) {
        int half = s.grid().size() * Grid.TILE / 2;
        if (s.sn(SN_TO_CENTER, 0) == 1) return new int[] {half, half};
        Entities e = s.e();
        int target = target(x, y);
        if (target > 0) {
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
        return new int[] {half, half};
    }

    /**
     * The target enemy: sn-target-player-number when it names one; with 0, sn-attack-winning-player
     * decides among the enemies with a building known: the highest score with 1, else the one
     * whose building is nearest the point; 0 when none.
     */
    private int target(int x, int y) {
        int t = s.sn(SN_TARGET_PLAYER, 0);
        if (t >= 1 && t <= 8) return t != s.player && s.ps().stance(t) == Stance.ENEMY ? t : 0;
        if (t != 0) return 0;
        boolean winning = s.sn(SN_ATTACK_WINNING, 0) == 1;
        Scores scores = s.m.find(Scores.class).orElse(null);
        Entities e = s.e();
        int best = 0;
        long bestKey = Long.MIN_VALUE;
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY || !e.present(b) || !s.knowledge.knows(b)) continue;
            long key = winning && scores != null ? (long) scores.score(o) * 64 - o : -Seat.dist2(x, y, e.x(b), e.y(b));
            if (key > bestKey) {
                bestKey = key;
                best = o;
            }
        }
        return best;
    }
}
