package org.openaok.sim.internal.combat;

import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Footprint;

/**
 * Buildings that shoot (Town Centers, towers, castles): at their reload, their arrows at the
 * nearest enemy unit in range, one more for each unit inside up to the table's most.
 */
final class Towers {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final EnemyIndex index;
    private final Strikes strikes;
    private final Column cooldown = new Column(), target = new Column(), garrisonArrows = new Column();

    Towers(MatchContext m, EnemyIndex index, Strikes strikes) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.index = index;
        this.strikes = strikes;
    }

    void setGarrisonArrows(int building, int arrows) { garrisonArrows.set(building, arrows); }

    /** What the building shoots at now, or 0. */
    int target(int building) { return target.get(building); }

    /** A tick of one building that shoots. */
    void tick(int b, int now) {
        int cd = cooldown.get(b);
        if (cd > 0) {
            cd -= m.tickMs();
            cooldown.set(b, cd);
            if (cd > 0) return;
        }
        Stats s = m.player(e.owner(b)).stats(e.type(b));
        int arrows = Math.min(Math.max(s.get(Attr.ARROWS_MAX), s.get(Attr.ARROWS)) / 1000, s.get(Attr.ARROWS) / 1000 + garrisonArrows.get(b));
        if (arrows <= 0) return;
        int t = target.get(b);
        int reach = s.range() + rules.type(e.type(b)).width() * Grid.TILE / 2;
        if (t == 0 || !e.alive(t) || Footprint.distance(rules, e, t, e.x(b), e.y(b)) > s.range() || !index.enemies(e.owner(b), e.owner(t))) {
            if ((now + b) % CombatSystem.SCAN_TICKS != 0 && t == 0) return;
            t = index.nearest(b, reach, s.range(), true);
            target.set(b, t);
            if (t == 0) return;
        }
        strikes.volley(b, t, arrows, s.get(Attr.ACCURACY));
        cooldown.set(b, cd + Math.max(100, s.reload()));
    }

    void hash(int b, StateHash h) { h.add(cooldown.get(b) * 31L + target.get(b) + garrisonArrows.get(b) * 7L); }
}
