package org.openaok.sim.internal.build;

import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.MatchContext;

/**
 * Locking and unlocking gates (the original's gate button): a locked gate opens for nobody, an
 * unlocked one for its owner and allies. The state is the gate's {@link Entities#LOCKED} flag,
 * which the steering reads and the state hash covers; an upgraded gate keeps it.
 */
final class Gates {
    private final Rules rules;
    private final Entities e;

    Gates(MatchContext m) {
        this.rules = m.rules();
        this.e = m.entities();
        m.handle(LockGate.class, this::lock);
    }

    private Result lock(LockGate c) {
        int given = 0;
        String why = null, code = Refusal.NOT_ABLE;
        for (int g : c.gates()) {
            if (!e.valid(g) || !e.present(g) || !e.isListedBuilding(g)) {
                why = "there is no building " + g;
                code = Refusal.NO_SUCH;
                continue;
            }
            if (e.owner(g) != c.player()) {
                why = "gate " + g + " is not yours";
                code = Refusal.NOT_YOURS;
                continue;
            }
            if (!rules.type(e.type(g)).has("gate")) {
                why = "a " + rules.type(e.type(g)).word() + " is no gate";
                code = Refusal.BAD_TARGET;
                continue;
            }
            if (e.state(g) != Entities.ALIVE) {
                why = "gate " + g + " is not finished";
                code = Refusal.NOT_ABLE;
                continue;
            }
            boolean locked = (e.flags(g) & Entities.LOCKED) != 0;
            boolean lock = switch (c.mode()) {
                case LOCK -> true;
                case UNLOCK -> false;
                case TOGGLE -> !locked;
            };
            e.setFlags(g, lock ? e.flags(g) | Entities.LOCKED : e.flags(g) & ~Entities.LOCKED);
            given++;
        }
        if (given == 0) return Result.refused(c, code, why == null ? "no gates given" : why);
        return Result.ok(c);
    }
}
