package org.openaok.sim.internal.diplomacy;

import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/** Stances between seats: each player sets its own toward another, unless the lobby locked the teams. */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class DiplomacySystem implements GameSystem {
    public static final String ID = "diplomacy";

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext m) {
        m.handle(Diplomacy.class, c -> {
            Stance s = Stance.parse(c.stance());
            if (s == null) return Result.refused(c, Refusal.UNKNOWN, "a stance is ally, neutral or enemy, not " + c.stance());
            if (c.to() < 1 || c.to() > m.players() || c.to() == c.player())
                return Result.refused(c, Refusal.BAD_TARGET, "a stance is toward another seat of the match, not " + c.to());
            if (m.settings().lockTeams()) return Result.refused(c, Refusal.NOT_ALLOWED, "the teams are locked");
            m.player(c.player()).setStance(c.to(), s);
            return Result.ok(c);
        });
        return () -> {};
    }
}
