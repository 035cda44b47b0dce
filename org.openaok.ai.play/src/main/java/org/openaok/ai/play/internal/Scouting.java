package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * Exploring: the scout and the exploring villagers go to the next unexplored point on widening
 * rings round home; explore groups of soldiers (sn-number-explore-groups) go to the unexplored
 * point nearest home; spare warships explore the water. A point a walk ended short of is not
 * asked for again. Claims come first in the executor's pass
 * (who explores), the walking last.
 */
final class Scouting {
    static final int STEP = 6;
    private final Seat s;
    private int scout;
    private final IntList exploreGroup = new IntList(4);
    private final IntList boatExplorers = new IntList(2);
    private int[] nextRing = new int[256];
    /** Per explorer, the tile its walk was sent to (+1), or 0; while it walks there. */
    private int[] sentTo = new int[256];
    /**
     * Tiles an explorer's walk ended short of, still unexplored: not asked for again (the walk
     * stopped for good on the way, and would again), by any explorer of the seat.
     */
    private final java.util.BitSet shortOf = new java.util.BitSet();

    Scouting(Seat s) { this.s = s; }

    boolean isScout(int u) { return u == scout && u != 0 || exploreGroup.contains(u) || boatExplorers.contains(u); }

    /** Who explores: the first scout, the explore group's soldiers, the spare warships. */
    void claim() {
        Entities e = s.e();
        if (scout != 0 && (!e.alive(scout) || e.owner(scout) != s.player)) scout = 0;
        Census c = s.census;
        if (scout == 0) {
            for (int k = 0; k < c.soldiers.size(); k++) {
                int u = c.soldiers.get(k);
                if (s.catalog.role(e.type(u)) == Catalog.Role.SCOUT && e.alive(u)) {
                    scout = u;
                    break;
                }
            }
        }
        prune(exploreGroup);
        prune(boatExplorers);
        int groups = Math.max(0, s.sn(42, 0));
        int size = groups == 0 ? 0 : groups * Math.max(1, s.sn(44, 1));
        fill(exploreGroup, c.soldiers, size);
        int boats = Math.max(0, s.sn(61, 0)) * Math.max(1, s.sn(63, 2));
        fill(boatExplorers, c.warships, boats);
    }

    private void prune(IntList l) {
        Entities e = s.e();
        for (int k = l.size() - 1; k >= 0; k--) if (!e.alive(l.get(k)) || e.owner(l.get(k)) != s.player) l.remove(l.get(k));
    }

    private void fill(IntList l, IntList from, int size) {
        while (l.size() > size) l.removeLast();
        for (int k = 0; k < from.size() && l.size() < size; k++) {
            int u = from.get(k);
            if (u == scout || l.contains(u) || s.executor().military.groupOf(u) != null) continue;
            l.add(u);
        }
    }

    /** The land explorers (the scout and the explore group) or the exploring warships, for UserPatch's scout orders. */
    IntList explorers(boolean water) {
        IntList out = new IntList(4);
        Entities e = s.e();
        if (water) {
            for (int k = 0; k < boatExplorers.size(); k++) out.add(boatExplorers.get(k));
        } else {
            if (scout != 0 && e.alive(scout)) out.add(scout);
            for (int k = 0; k < exploreGroup.size(); k++) out.add(exploreGroup.get(k));
        }
        return out;
    }

    void run() {
        int[] h = s.home();
        if (h == null) return;
        // up-reset-scouts halts the land explorers until the next up-send-scout for land
        boolean land = !s.executor().standing.scouts.halted();
        if (land) walk(scout, h, false);
        IntList ex = s.executor().economy.explorersNow();
        for (int k = 0; k < ex.size(); k++) walk(ex.get(k), h, false);
        if (land) for (int k = 0; k < exploreGroup.size(); k++) walk(exploreGroup.get(k), h, true);
        for (int k = 0; k < boatExplorers.size(); k++) walk(boatExplorers.get(k), h, false);
    }

    private void walk(int u, int[] home, boolean nearestHome) {
        Entities e = s.e();
        if (u == 0 || !e.alive(u)) return;
        if (u >= sentTo.length) sentTo = java.util.Arrays.copyOf(sentTo, Math.max(u + 1, sentTo.length * 2));
        byte o = e.order(u);
        if (o != OrderKind.IDLE) {
            // taken off its walk (a fight, a wolf, a gathering): where it stops says nothing of the point
            if (o != OrderKind.MOVE) sentTo[u] = 0;
            return;
        }
        int last = sentTo[u] - 1;
        sentTo[u] = 0;
        if (last >= 0 && (s.vision == null || !s.vision.explored(s.player, last))) shortOf.set(last);
        int[] p = next(u, home, nearestHome);
        if (p == null) return;
        s.give(new Move(s.player, new int[] {u}, p[0], p[1]));
        sentTo[u] = s.grid().tileAt(p[0], p[1]) + 1;
    }

    boolean somethingToExplore() {
        int[] h = s.home();
        return h != null && next(0, h, true) != null;
    }

    /** The next unexplored point on widening rings round home that the unit can reach (its own ring kept), or null. */
    private int[] next(int u, int[] home, boolean nearestHome) {
        Grid g = s.grid();
        int hx = home[0] / Grid.TILE, hy = home[1] / Grid.TILE;
        if (u >= nextRing.length) nextRing = java.util.Arrays.copyOf(nextRing, Math.max(u + 1, nextRing.length * 2));
        int start = nearestHome || u == 0 ? 1 : Math.max(1, nextRing[u]);
        int water = u != 0 && (s.catalog.rules.type(s.e().type(u)).movement() & Land.WATER) != 0 ? Land.WATER : Land.LAND;
        // only ground it can walk (or water it can sail) to: a point across the water would be asked for again each pass
        Entities e = s.e();
        int ux = u == 0 ? home[0] : e.x(u), uy = u == 0 ? home[1] : e.y(u);
        int body = water == Land.WATER ? s.land.waterOfTile(Math.max(0, g.tileAt(ux, uy))) : s.land.landNear(ux, uy);
        for (int ring = start; ring * STEP < g.size(); ring++) {
            int r = ring * STEP;
            int side = 2 * r;
            for (int k = 0; k < 4 * side; k += STEP) {
                int dx, dy;
                if (k < side) { dx = -r + k; dy = -r; }
                else if (k < 2 * side) { dx = r; dy = -r + (k - side); }
                else if (k < 3 * side) { dx = r - (k - 2 * side); dy = r; }
                else { dx = -r; dy = r - (k - 3 * side); }
                int x = hx + dx, y = hy + dy;
                if (!g.inside(x, y)) continue;
                int t = g.tile(x, y);
                if (s.vision != null && s.vision.explored(s.player, t) || shortOf.get(t)) continue;
                if ((g.terrainPass(t) & water) == 0) continue;
                if (body != 0 && (water == Land.WATER ? s.land.waterOfTile(t) : s.land.landOfTile(t)) != body) continue;
                if (u != 0 && !nearestHome) nextRing[u] = ring;
                return new int[] {Grid.centre(x), Grid.centre(y)};
            }
        }
        return null;
    }
}
