package org.openaok.sim.internal.gather;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Column;

/** Food in a carcass nobody is gathering rots away at the table's rate, and the carcass goes when it is empty. */
final class Carcasses {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final int perTick;

    Carcasses(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.perTick = rules.setting("carcass.decay", 0) * m.tickMs() / 1000;
    }

    /** A tick of decay; {@code workers} says who is being gathered from, {@code decayed} counts what is lost. */
    void decay(Column workers, long[] decayed) {
        if (perTick <= 0) return;
        IntList units = e.units();
        for (int k = 0; k < units.size(); k++) {
            int o = units.get(k);
            if (e.state(o) != Entities.FELLED || workers.get(o) > 0) continue;
            int gone = Math.min(e.amount(o), perTick);
            int res = rules.type(e.type(o)).resource() == null ? Resource.FOOD.ordinal() : rules.type(e.type(o)).resource().ordinal();
            decayed[res] += gone;
            e.setAmount(o, e.amount(o) - gone);
            if (e.amount(o) <= 0) m.lifecycle().remove(o, 0);
        }
    }
}
