package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;

/**
 * What a computer player knows of the others: the units it sees now and the buildings it has
 * seen (remembered until it sees them gone: one destroyed out of its sight still counts until it sees the
 * ground it stood on), counted by type once a think when a fact asks; with
 * sn-coop-share-information, what its allies see too. Also the resources it has found, which stay
 * found.
 */
final class Knowledge {
    private final Seat s;
    private int[][] units, buildings;
    private long countedAt = -1;
    private boolean[] remembered = new boolean[1024];
    /** The buildings remembered, in the order first seen: one destroyed out of sight is still counted. */
    private final IntList memory = new IntList(64);
    private final boolean[] found = new boolean[Resource.COUNT];
    private int forestTilesSeen;
    private long foundAt = -1;

    Knowledge(Seat s) { this.s = s; }

    /** Whether the observer sees a thing, through its own eyes or an ally's when information is shared. */
    boolean sees(int thing) {
        if (s.vision == null) return true;
        if (s.vision.sees(s.player, thing)) return true;
        if (s.sn(194, 1) == 1) {
            for (int a = 1; a <= s.m.players(); a++) {
                if (a == s.player || !allied(a)) continue;
                if (s.vision.sees(a, thing)) return true;
            }
        }
        return false;
    }

    boolean allied(int other) {
        return other == s.player || s.m.player(s.player).alliedWith(s.m.player(other));
    }

    /** Things of another player's the observer knows of, by type: units seen now, buildings seen and still standing. */
    int seen(int player, int type, boolean building) {
        count();
        return (building ? buildings : units)[player][type];
    }

    private void count() {
        long now = s.now();
        if (countedAt == now) return;
        countedAt = now;
        int n = s.catalog.rules.types().size();
        int seats = s.m.players() + 1;
        if (units == null) {
            units = new int[seats][n];
            buildings = new int[seats][n];
        } else {
            for (int[] a : units) Arrays.fill(a, 0);
            for (int[] a : buildings) Arrays.fill(a, 0);
        }
        Entities e = s.e();
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            int o = e.owner(u);
            if (o <= 0 || o == s.player || e.state(u) != Entities.ALIVE) continue;
            if (sees(u)) units[o][e.type(u)]++;
        }
        refreshBuildings();
        for (int k = 0; k < memory.size(); k++) {
            int b = memory.get(k);
            if (!e.isListedBuilding(b) && seenGone(b)) {
                memory.remove(b);
                k--;
                continue;
            }
            int o = e.owner(b);
            if (o <= 0 || o == s.player) continue;
            buildings[o][e.type(b)]++;
        }
    }

    /** Whether the ground a fallen building stood on is in sight: then the player knows it is gone. */
    private boolean seenGone(int b) {
        if (s.vision == null) return true;
        Grid g = s.m.grid();
        int tile = g.tile(Math.min(g.size() - 1, s.e().x(b) / Grid.TILE), Math.min(g.size() - 1, s.e().y(b) / Grid.TILE));
        if (s.vision.visible(s.player, tile)) return true;
        if (s.sn(194, 1) == 1) {
            for (int a = 1; a <= s.m.players(); a++) if (a != s.player && allied(a) && s.vision.visible(a, tile)) return true;
        }
        return false;
    }

    /** Remembers the other players' buildings the player sees now. */
    void refreshBuildings() {
        Entities e = s.e();
        IntList bs = e.buildings();
        if (remembered.length < e.capacity()) remembered = Arrays.copyOf(remembered, e.capacity());
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || remembered[b]) continue;
            if (sees(b)) {
                remembered[b] = true;
                memory.add(b);
            }
        }
    }

    private boolean enemyKnown;

    /** Whether the player has seen any enemy thing: a group attacks only once it knows its enemy. */
    boolean enemyKnown() {
        if (enemyKnown) return true;
        count();
        for (int p = 1; p < units.length && !enemyKnown; p++) {
            if (p == s.player || s.m.player(s.player).stance(p) != Stance.ENEMY) continue;
            for (int t = 0; t < units[p].length; t++) if (units[p][t] > 0 || buildings[p][t] > 0) { enemyKnown = true; break; }
        }
        return enemyKnown;
    }

    /** Whether the player knows of an enemy's building. */
    boolean knows(int building) { return building < remembered.length && remembered[building]; }

    /** Whether the player has found a source of a sim resource; stays true once true. */
    boolean found(int simResource) {
        if (found[simResource]) return true;
        long now = s.now();
        if (foundAt != now) {
            foundAt = now;
            scanFound();
        }
        return found[simResource];
    }

    /** Looks over the explored ground round home for forage, mines and forest. */
    private void scanFound() {
        int[] h = s.home();
        if (h == null) return;
        Grid g = s.grid();
        Entities e = s.e();
        int cx = h[0] / Grid.TILE, cy = h[1] / Grid.TILE;
        int reach = Math.min(g.size(), 48);
        int forest = 0;
        int need = Math.max(1, s.sn(169, 10));
        for (int y = Math.max(0, cy - reach); y < Math.min(g.size(), cy + reach); y++) {
            for (int x = Math.max(0, cx - reach); x < Math.min(g.size(), cx + reach); x++) {
                int t = g.tile(x, y);
                int b = g.blocker(t);
                if (b == 0 || e.owner(b) != 0) continue;
                if (s.vision != null && !s.vision.explored(s.player, t)) continue;
                TypeDef d = s.catalog.rules.type(e.type(b));
                if (d.kind() != TypeKind.RESOURCE || d.resource() == null) continue;
                switch (d.resource()) {
                    case WOOD -> forest++;
                    case GOLD -> found[Resource.GOLD.ordinal()] = true;
                    case STONE -> found[Resource.STONE.ordinal()] = true;
                    case FOOD -> found[Resource.FOOD.ordinal()] = true;
                }
            }
        }
        forestTilesSeen = Math.max(forestTilesSeen, forest);
        if (forestTilesSeen >= need) found[Resource.WOOD.ordinal()] = true;
        // herds and prey seen count as food found
        if (!found[Resource.FOOD.ordinal()]) {
            IntList us = e.units();
            for (int k = 0; k < us.size(); k++) {
                int u = us.get(k);
                Catalog.Role r = s.catalog.role(e.type(u));
                if ((r == Catalog.Role.HERDABLE && e.owner(u) == s.player) || ((r == Catalog.Role.PREY || r == Catalog.Role.HERDABLE) && sees(u))) {
                    found[Resource.FOOD.ordinal()] = true;
                    break;
                }
            }
        }
    }
}
