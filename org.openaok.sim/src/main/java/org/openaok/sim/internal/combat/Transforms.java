package org.openaok.sim.internal.combat;

import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Transform;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;

/**
 * Units with a second mode switch to it at once, where they stand (UserPatch's action-transform,
 * the Definitive Edition's Ratha between bow and sword): the rules link the two forms with
 * {@code transforms-to}. The Conquerors 1.0c has no such unit (the trebuchet's two forms are
 * packing, a command of its own), so with its tables every transform is refused.
 */
final class Transforms {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    /** Per type: the other mode's type, or -1. */
    private final int[] other;
    private Movement move;

    Transforms(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        other = new int[rules.types().size()];
        for (TypeDef d : rules.types()) {
            String w = d.traitText("transforms-to", "");
            other[d.index()] = w.isEmpty() ? -1 : rules.type(w).map(TypeDef::index).orElse(-1);
        }
        m.handle(Transform.class, this::transform);
    }

    void ready(Movement move) { this.move = move; }

    private Result transform(Transform c) {
        int given = 0;
        String why = null;
        for (int u : c.units()) {
            if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) {
                why = "unit " + u + " is not yours";
                continue;
            }
            int to = other[e.type(u)];
            if (to < 0) {
                why = "a " + rules.type(e.type(u)).word() + " has no other mode (no transforms-to in the rules; no unit of The Conquerors 1.0c has one)";
                continue;
            }
            move.stop(u);
            e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            m.lifecycle().transform(u, to);
            given++;
        }
        if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, why == null ? "no units given" : why);
        return Result.ok(c);
    }
}
