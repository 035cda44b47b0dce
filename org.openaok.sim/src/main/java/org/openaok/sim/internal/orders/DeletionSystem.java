package org.openaok.sim.internal.orders;

import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/** A player deletes one of its own units or buildings (a foundation gives back what it cost). */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class DeletionSystem implements GameSystem {
    public static final String ID = "deletion";

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext m) {
        Entities e = m.entities();
        m.handle(Delete.class, c -> {
            int t = c.target();
            if (!e.valid(t) || !(e.isListedUnit(t) || e.isListedBuilding(t)) || !e.present(t) && e.state(t) != Entities.GARRISONED)
                return Result.refused(c, Refusal.NO_SUCH, "there is no unit or building " + t);
            if (e.owner(t) != c.player()) return Result.refused(c, Refusal.NOT_YOURS, "thing " + t + " is not yours");
            if (e.state(t) == Entities.FELLED) return Result.refused(c, Refusal.BAD_TARGET, "thing " + t + " is dead");
            if (e.state(t) == Entities.FOUNDATION && e.progress(t) == 0) {
                // an untouched foundation is refunded in full, as the original does
                m.player(c.player()).refund(org.openaok.sim.internal.Costs.of(m.player(c.player()).stats(e.type(t))));
            }
            m.lifecycle().remove(t, 0);
            return Result.ok(c);
        });
        return () -> {};
    }
}
