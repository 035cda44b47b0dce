package org.openaok.sim.internal.combat;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.rules.Damage;

/**
 * A blow landing: the original damage rule, the elevation bonus and penalty, the hit points taken,
 * and the thing destroyed when none are left. Shared by melee strikes, missiles, blasts and
 * buildings' arrows.
 */
final class Blows {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final int high, low, stray;

    Blows(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        this.high = rules.setting("damage.elevation.high", 1250);
        this.low = rules.setting("damage.elevation.low", 750);
        this.stray = rules.setting("damage.stray", 500);
    }

    /** The factor (thousandths) for striking from {@code from}'s ground at {@code to}'s. */
    int elevation(int attacker, int target) {
        int a = grid.tileAt(e.x(attacker), e.y(attacker)), t = grid.tileAt(e.x(target), e.y(target));
        if (a < 0 || t < 0) return 1000;
        int ea = grid.elevation(a), et = grid.elevation(t);
        return ea > et ? high : ea < et ? low : 1000;
    }

    /** The factor (thousandths) for striking from the attacker's ground at a point's. */
    int elevationAt(int attacker, int x, int y) {
        int a = grid.tileAt(e.x(attacker), e.y(attacker)), t = grid.tileAt(x, y);
        if (a < 0 || t < 0) return 1000;
        int ea = grid.elevation(a), et = grid.elevation(t);
        return ea > et ? high : ea < et ? low : 1000;
    }

    /** The damage of one blow, thousandths of a hit point. */
    int damage(Stats attacker, Stats target, int elevationFactor, boolean missile) {
        int d = missile ? Damage.missile(attacker, target) : Damage.of(attacker, target);
        return Math.max(Damage.MINIMUM, (int) ((long) d * elevationFactor / 1000));
    }

    /** Half the damage, for a missile that hits another than its target. */
    int strayed(int damage) { return Math.max(Damage.MINIMUM, (int) ((long) damage * stray / 1000)); }

    /**
     * Deals damage to a thing; tells the world of the blow; destroys it at no hit points left.
     * Returns whether it was destroyed.
     */
    boolean hurt(int target, int damage, int attacker) {
        if (!e.present(target) || e.state(target) == Entities.FELLED) return false;
        int hp = e.hp(target) - damage;
        if (hp <= 0) {
            e.setHp(target, 0);
            if (rules.type(e.type(target)).isUnit() && e.owner(target) == 0 && rules.type(e.type(target)).resource() != null) {
                m.lifecycle().fell(target); // a hunted animal leaves its carcass
            } else {
                m.lifecycle().remove(target, attacker);
            }
            return true;
        }
        e.setHp(target, hp);
        m.lifecycle().struck(target, attacker);
        return false;
    }
}
