package org.openaok.sim.internal.combat;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Footprint;

/**
 * One attack as it leaves the attacker: a melee blow (held until every unit of the tick has
 * struck, so that two that strike together both land), a volley of missiles that may miss by the
 * shooter's accuracy, or a charge that destroys itself and hurts all round its target.
 */
final class Strikes {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final Blows blows;
    private final RandomStream random;
    private final Fighters f;
    private ProjectileSystem.Missiles missiles;
    private Volleys volleys = (target, shooter) -> {};
    private final IntList blowTarget = new IntList(64), blowDamage = new IntList(64), blowAttacker = new IntList(64);

    Strikes(MatchContext m, Fighters f, RandomStream random) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        this.blows = new Blows(m);
        this.random = random;
        this.f = f;
    }

    void ready(ProjectileSystem.Missiles missiles) { this.missiles = missiles; }

    /** Who hears of missiles loosed at a target (before any strikes it). */
    interface Volleys {
        void loosed(int target, int shooter);
    }

    void onVolley(Volleys listener) { this.volleys = listener; }

    /** A unit's attack on its target, with its stats now. */
    void strike(int u, int target, Stats s) {
        int type = e.type(u);
        TypeDef d = rules.type(type);
        Stats ts = m.player(e.owner(target)).stats(e.type(target));
        int elevation = blows.elevation(u, target);
        if (d.has("self-destruct")) {
            int blast = s.get(Attr.BLAST);
            blows.hurt(target, blows.damage(s, ts, elevation, false), u);
            if (blast > 0) splash(u, target, s, blast);
            m.lifecycle().remove(u, 0);
            return;
        }
        if (!f.ranged[type]) {
            blowTarget.add(target);
            blowDamage.add(blows.damage(s, ts, elevation, false));
            blowAttacker.add(u);
            return;
        }
        int accuracy = s.get(Attr.ACCURACY);
        boolean building = rules.type(e.type(target)).isBuilding();
        if (d.unitClass().equals("unpacked-siege") && building) accuracy = rules.setting("accuracy.trebuchet-buildings", accuracy);
        volley(u, target, f.missilesPer[type], accuracy);
    }

    /**
     * A shot at the ground: the shooter's missiles fall on the point, or up to a tile off it as
     * its accuracy says, and hurt whatever stands there when they land.
     */
    void strikeGround(int u, int x, int y, Stats s) {
        int accuracy = s.get(Attr.ACCURACY);
        int count = f.missilesPer[e.type(u)];
        for (int k = 0; k < count; k++) {
            boolean hits = random.nextInt(100_000) < accuracy;
            int tx = x, ty = y;
            if (!hits) {
                tx += random.between(-1000, 1000);
                ty += random.between(-1000, 1000);
            }
            missiles.loose(u, 0, hits, k > 0, clamp(tx), clamp(ty));
        }
    }

    /** Missiles loosed at once (a unit's shot, a building's arrows): the first aimed, the rest extra. */
    void volley(int shooter, int target, int count, int accuracy) {
        for (int k = 0; k < count; k++) {
            boolean hits = random.nextInt(100_000) < accuracy;
            int x = e.x(target), y = e.y(target);
            if (!hits) {
                // a miss falls short or long, to a side, up to a tile away
                x += random.between(-1000, 1000);
                y += random.between(-1000, 1000);
            }
            missiles.loose(shooter, target, hits, k > 0, clamp(x), clamp(y));
        }
        volleys.loosed(target, shooter);
    }

    /** The tick's melee blows land, all together. */
    void land() {
        for (int k = 0; k < blowTarget.size(); k++) blows.hurt(blowTarget.get(k), blowDamage.get(k), blowAttacker.get(k));
        blowTarget.clear();
        blowDamage.clear();
        blowAttacker.clear();
    }

    private int clamp(int v) { return Math.max(0, Math.min(grid.size() * Grid.TILE - 1, v)); }

    /** A self-destroying charge (a petard, a demolition ship) hurts everything within its blast of its target. */
    private void splash(int u, int target, Stats s, int radius) {
        int x = e.x(target), y = e.y(target);
        int reach = radius / Grid.TILE + 2;
        int tx = x / Grid.TILE, ty = y / Grid.TILE;
        IntList hit = new IntList(16);
        for (int cy = ty - reach; cy <= ty + reach; cy++)
            for (int cx = tx - reach; cx <= tx + reach; cx++) {
                if (!grid.inside(cx, cy)) continue;
                for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o))
                    if (o != target && o != u && e.state(o) == Entities.ALIVE && Footprint.distance(rules, e, o, x, y) <= radius && !hit.contains(o))
                        hit.add(o);
            }
        hit.sort();
        for (int k = 0; k < hit.size(); k++) {
            int o = hit.get(k);
            blows.hurt(o, blows.damage(s, m.player(e.owner(o)).stats(e.type(o)), 1000, false), u);
        }
    }
}
