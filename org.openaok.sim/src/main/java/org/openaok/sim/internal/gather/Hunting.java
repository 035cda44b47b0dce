package org.openaok.sim.internal.gather;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Column;
import org.openaok.sim.api.rules.Damage;

/**
 * A hunter strikes its prey at its reload until it falls and leaves its carcass (what the animal
 * does about it is the wildlife's concern); a task may add to the blow (Goth hunters on boar).
 */
final class Hunting {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Column strike = new Column();

    Hunting(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
    }

    /** A tick of a hunter on its task at a live animal. */
    void hunt(int u, int prey, int task) {
        int owner = e.owner(u);
        int t = strike.get(u) - m.tickMs();
        if (t <= 0) {
            Stats hunter = m.player(owner).stats(e.type(u));
            Stats animal = m.player(0).stats(e.type(prey));
            int dmg = Damage.of(hunter, animal) + taskBonus(owner, task, animal);
            int hp = e.hp(prey) - dmg;
            if (hp <= 0) {
                e.setHp(prey, 0);
                m.lifecycle().fell(prey);
            } else {
                e.setHp(prey, hp);
                m.lifecycle().struck(prey, u);
            }
            t += Math.max(500, hunter.reload());
        }
        strike.set(u, t);
    }

    /** Milliseconds to the hunter's next blow, for the hash. */
    int nextBlow(int u) { return strike.get(u); }

    private int taskBonus(int owner, int k, Stats animal) {
        if (k < 0) return 0;
        PlayerState p = m.player(owner);
        String w = rules.tasks().get(k).word();
        int bonus = 0;
        long classes = animal.armourClasses();
        while (classes != 0) {
            int c = Long.numberOfTrailingZeros(classes);
            classes &= classes - 1;
            bonus += p.attribute("task." + w + ".attack." + c, 0);
        }
        return bonus;
    }
}
