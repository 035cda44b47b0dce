package org.openaok.sim.internal.score;

import java.util.List;

import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Scores;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * The score, in the original's four parts: military (a tenth of the price of what the player
 * destroyed), economy (a tenth of what it gathered, and of tribute given), technology (a tenth of
 * what research cost, and 10% of that per age past Dark), society (a tenth of the price of
 * Wonders standing). Where the original's exact weights are not public, these are ours; they
 * rank players the same way the original's parts do.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ScoreSystem implements GameSystem {
    public static final String ID = "score";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("victory"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class Run implements SystemRun, Scores {
        private final MatchContext m;
        private final Rules rules;
        private final long[] military;
        private long cursor;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.military = new long[m.players() + 1];
            this.cursor = m.events().next();
            m.provide(Scores.class, this);
        }

        @Override
        public void tick() {
            Events ev = m.events();
            long from = Math.max(cursor, ev.oldest());
            for (long s = from; s < ev.next(); s++) {
                if (ev.kind(s) != Events.DIED) continue;
                int killer = ev.other(s), victim = ev.player(s);
                if (killer <= 0 || killer == victim || victim <= 0 || killer > m.players()) continue;
                Stats st = m.player(victim).stats(ev.b(s));
                long price = 0;
                for (Resource r : Resource.values()) price += st.cost(r);
                military[killer] += price;
            }
            cursor = ev.next();
        }

        @Override
        public int score(int seat) {
            PlayerState p = m.player(seat);
            long eco = 0, tech = 0, society = 0;
            for (Resource r : Resource.values()) eco += p.gathered(r.ordinal());
            for (int q = 1; q <= m.players(); q++) for (int r = 0; r < Resource.COUNT; r++) eco += p.tributeTo(q, r);
            for (int t = 0; t < rules.techs().size(); t++) {
                if (!p.researched(t)) continue;
                for (Resource r : Resource.values()) tech += rules.tech(t).cost(r);
            }
            tech += tech * (p.age() - 1) / 10;
            int wonder = rules.type("wonder").map(d -> d.index()).orElse(-1);
            if (wonder >= 0) {
                Stats w = p.stats(wonder);
                long price = 0;
                for (Resource r : Resource.values()) price += w.cost(r);
                society = price * p.count(wonder);
            }
            return (int) ((military[seat] + eco + tech + society) / 10 / Fixed.ONE);
        }

        @Override
        public void hash(StateHash h) {
            for (long v : military) h.add(v);
        }
    }
}
