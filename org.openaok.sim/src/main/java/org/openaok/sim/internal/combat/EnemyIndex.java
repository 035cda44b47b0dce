package org.openaok.sim.internal.combat;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;

/**
 * Where the players' things stand, by blocks of {@link #BLOCK} tiles, rebuilt each tick, so that
 * a unit looking for an enemy reads the few blocks round it instead of every thing on the map.
 */
final class EnemyIndex {
    /** Block side, in tiles. */
    static final int BLOCK = 8;

    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final boolean[] fights;
    private final int across;
    private final int[] head;
    private int[] next = new int[1024];

    EnemyIndex(MatchContext m, Fighters f) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.fights = f.fights;
        across = (m.grid().size() + BLOCK - 1) / BLOCK;
        head = new int[across * across];
    }

    /** Players at war; Gaia is nobody's enemy (its animals are hunted by order, not found). */
    boolean enemies(int a, int b) { return a != b && a != 0 && b != 0 && m.player(a).stance(b) == Stance.ENEMY; }

    /** Puts every player's unit, building and foundation in its block. */
    void rebuild() {
        java.util.Arrays.fill(head, 0);
        if (next.length < e.capacity()) next = new int[e.capacity()];
        add(e.units());
        add(e.buildings());
    }

    private void add(IntList list) {
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            byte st = e.state(id);
            if (st != Entities.ALIVE && st != Entities.FOUNDATION) continue;
            if (e.owner(id) == 0) continue;
            int bx = Math.min(across - 1, e.x(id) / Grid.TILE / BLOCK), by = Math.min(across - 1, e.y(id) / Grid.TILE / BLOCK);
            int blk = by * across + bx;
            next[id] = head[blk];
            head[blk] = id;
        }
    }

    /**
     * The enemy to go for within a radius: units that fight before other units, units before
     * buildings, the nearest first, the lower id on a tie. With {@code within} >= 0, only things
     * within that distance of the seeker's edge count (a tower's range).
     */
    int nearest(int seeker, int radius, int within, boolean unitsOnly) {
        int owner = e.owner(seeker);
        int x = e.x(seeker), y = e.y(seeker);
        int b0x = Math.max(0, (x - radius) / Grid.TILE / BLOCK), b1x = Math.min(across - 1, (x + radius) / Grid.TILE / BLOCK);
        int b0y = Math.max(0, (y - radius) / Grid.TILE / BLOCK), b1y = Math.min(across - 1, (y + radius) / Grid.TILE / BLOCK);
        int best = 0, bestRank = Integer.MAX_VALUE;
        long bestD = Long.MAX_VALUE;
        long r2 = (long) radius * radius;
        for (int by = b0y; by <= b1y; by++) {
            for (int bx = b0x; bx <= b1x; bx++) {
                for (int o = head[by * across + bx]; o != 0; o = next[o]) {
                    if (o == seeker || !enemies(owner, e.owner(o))) continue;
                    TypeDef d = rules.type(e.type(o));
                    if (unitsOnly && !d.isUnit()) continue;
                    long dd = d.isUnit() ? IntMath.distanceSq(x, y, e.x(o), e.y(o))
                            : (long) Footprint.distance(rules, e, o, x, y) * Footprint.distance(rules, e, o, x, y);
                    if (dd > r2) continue;
                    if (within >= 0 && Footprint.distance(rules, e, o, x, y) > within + (d.isUnit() ? d.radius() : 0)) continue;
                    int rank = d.isUnit() ? (fights[e.type(o)] ? 0 : 1) : 2;
                    if (rank < bestRank || (rank == bestRank && (dd < bestD || (dd == bestD && o < best)))) {
                        best = o;
                        bestRank = rank;
                        bestD = dd;
                    }
                }
            }
        }
        return best;
    }
}
