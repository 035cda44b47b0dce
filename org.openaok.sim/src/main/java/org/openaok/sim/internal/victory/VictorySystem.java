package org.openaok.sim.internal.victory;

import java.util.List;

import org.openaok.sim.api.command.Resign;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * The end of a match: a player who resigns, has nothing left that counts (the settings list what
 * conquest ignores: towers, walls, gates, fishing ships, fish traps), or in Regicide loses its King, is defeated and its things are
 * destroyed; when those still playing are all allied to one another, they have won.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class VictorySystem implements GameSystem {
    public static final String ID = "victory";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("sight"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class Run implements SystemRun, org.openaok.sim.api.system.Victory {
        private final MatchContext m;
        private final Entities e;
        private final org.openaok.sim.api.rules.Rules rules;
        private final boolean[] counts;
        private final int king, wonder;
        private final boolean[] hadKing;
        private final int[] wonderDue, relicDue;
        private final int yearTicks, wonderYears, relicYears;
        private final boolean byWonder, byRelics;
        private int[] relics;

        /** Per type: whether conquest counts it (worked out once per rules). */
        private record Counted(boolean[] types) {
            static Counted of(Rules rules) {
                boolean[] counts = new boolean[rules.types().size()];
                // what conquest does not count: the settings' list (towers, walls, gates, fishing ships, fish traps)
                java.util.Set<String> ignored = java.util.Set.of(rules.settingText("victory.conquest.ignored", "").split("\\s+"));
                for (TypeDef d : rules.types()) {
                    boolean counted = (d.isUnit() && !d.unitClass().startsWith("animal")) || d.isBuilding();
                    counts[d.index()] = counted && !ignored.contains(d.word());
                }
                return new Counted(counts);
            }
        }

        Run(MatchContext m) {
            this.m = m;
            this.e = m.entities();
            this.rules = m.rules();
            counts = rules.derived(Counted.class, Counted::of).types().clone();
            king = rules.type("king").map(TypeDef::index).orElse(-1);
            wonder = rules.type("wonder").map(TypeDef::index).orElse(-1);
            hadKing = new boolean[m.players() + 1];
            wonderDue = new int[m.players() + 1];
            relicDue = new int[m.players() + 1];
            java.util.Arrays.fill(wonderDue, -1);
            java.util.Arrays.fill(relicDue, -1);
            yearTicks = rules.setting("year.seconds", 3000) / m.tickMs();
            wonderYears = rules.setting("wonder.years", 200_000) / 1000;
            relicYears = rules.setting("relics.victory-years", 200_000) / 1000;
            String v = m.settings().victory();
            byWonder = v.equals("standard") || v.equals("wonder");
            byRelics = v.equals("standard") || v.equals("relics");
            m.provide(org.openaok.sim.api.system.Victory.class, this);
            m.handle(Resign.class, c -> {
                defeat(c.player(), true);
                return Result.ok(c);
            });
        }

        @Override
        public void ready() {
            for (int p = 1; p <= m.players(); p++) hadKing[p] = king >= 0 && m.player(p).count(king) > 0;
            org.openaok.sim.api.state.IntList r = new org.openaok.sim.api.state.IntList(8);
            for (int id = 1; id < e.end(); id++) if (rules.type(e.type(id)).kind() == org.openaok.sim.api.rules.TypeKind.RELIC) r.add(id);
            relics = r.toArray();
        }

        // a count the settings give no victory for (a Wonder in a conquest game) is no countdown
        @Override public int wonderTicksLeft(int p) { return !byWonder || wonderDue[p] < 0 ? -1 : Math.max(0, wonderDue[p] - m.tick()); }

        @Override public int relicTicksLeft(int p) { return !byRelics || relicDue[p] < 0 ? -1 : Math.max(0, relicDue[p] - m.tick()); }

        private int years(int p, int base) { return (base + m.player(p).attribute("victory-years", 0) / 1000) * yearTicks; }

        /** The seats allied with a player (itself included) still playing, as a mask. */
        private int side(int p) {
            int mask = 0;
            for (int q = 1; q <= m.players(); q++) {
                if (!m.player(q).inGame()) continue;
                if (q == p || m.player(p).alliedWith(m.player(q))) mask |= 1 << q;
            }
            return mask;
        }

        /** A Wonder standing its years, or every relic held by one side for its years, wins. */
        private boolean countdowns() {
            int now = m.tick();
            for (int p = 1; p <= m.players(); p++) {
                boolean stands = wonder >= 0 && m.player(p).inGame() && m.player(p).count(wonder) > 0;
                if (!stands) wonderDue[p] = -1;
                else if (wonderDue[p] < 0) wonderDue[p] = now + years(p, wonderYears);
                if (byWonder && wonderDue[p] >= 0 && now >= wonderDue[p]) {
                    m.end(side(p), "wonder");
                    return true;
                }
            }
            if (relics.length == 0) return false;
            // who holds each relic in a monastery; every relic held by one side starts that side's count
            int holder = -1;
            for (int r : relics) {
                int c = e.state(r) == Entities.GARRISONED ? e.container(r) : 0;
                int owner = c != 0 && e.valid(c) && rules.type(e.type(c)).has("relics") ? e.owner(c) : 0;
                if (owner == 0) {
                    holder = 0;
                    break;
                }
                if (holder < 0) holder = owner;
                else if (holder != owner && (side(holder) & (1 << owner)) == 0) {
                    holder = 0;
                    break;
                }
            }
            for (int p = 1; p <= m.players(); p++) {
                boolean holds = holder > 0 && (side(holder) & (1 << p)) != 0;
                if (!holds) relicDue[p] = -1;
                else if (relicDue[p] < 0) relicDue[p] = now + years(p, relicYears);
                if (byRelics && relicDue[p] >= 0 && now >= relicDue[p]) {
                    m.end(side(p), "relics");
                    return true;
                }
            }
            return false;
        }

        /** A time limit ends the match with the highest score winning (ties share it); a score target with the first to reach it. */
        private boolean limits() {
            org.openaok.sim.api.system.Scores scores = m.find(org.openaok.sim.api.system.Scores.class).orElse(null);
            if (scores == null) return false;
            String v = m.settings().victory();
            if (v.equals("time-limit") && m.settings().timeLimitSeconds() > 0 && m.timeMs() >= m.settings().timeLimitSeconds() * 1000L) {
                int best = Integer.MIN_VALUE, mask = 0;
                for (int p = 1; p <= m.players(); p++) {
                    if (!m.player(p).inGame()) continue;
                    int sc = scores.score(p);
                    if (sc > best) {
                        best = sc;
                        mask = 1 << p;
                    } else if (sc == best) {
                        mask |= 1 << p;
                    }
                }
                m.end(mask, "time-limit");
                return true;
            }
            if (v.equals("score") && m.settings().scoreTarget() > 0 && m.tick() % 10 == 0) {
                for (int p = 1; p <= m.players(); p++) {
                    if (m.player(p).inGame() && scores.score(p) >= m.settings().scoreTarget()) {
                        m.end(side(p), "score");
                        return true;
                    }
                }
            }
            return false;
        }

        @Override
        public void tick() {
            if (m.ended()) return;
            boolean regicide = m.settings().mode().equals("regicide");
            for (int p = 1; p <= m.players(); p++) {
                PlayerState ps = m.player(p);
                if (!ps.inGame()) continue;
                if (regicide && hadKing[p] && ps.count(king) == 0) defeat(p, false);
                else if (!hasAnything(ps)) defeat(p, false);
            }
            if (countdowns() || limits()) return;
            if (m.players() < 2) return;
            int mask = 0, left = 0;
            for (int p = 1; p <= m.players(); p++) {
                if (m.player(p).inGame()) {
                    mask |= 1 << p;
                    left++;
                }
            }
            if (left == 0) {
                m.end(0, "draw");
                return;
            }
            for (int a = 1; a <= m.players(); a++) {
                if ((mask & (1 << a)) == 0) continue;
                for (int b = 1; b <= m.players(); b++) {
                    if (a == b || (mask & (1 << b)) == 0) continue;
                    if (m.player(a).stance(b) != Stance.ALLY || m.player(b).stance(a) != Stance.ALLY) return;
                }
            }
            boolean resigned = false;
            for (int p = 1; p <= m.players(); p++) if (m.player(p).resigned()) resigned = true;
            m.end(mask, resigned ? "resignation" : "conquest");
        }

        @Override
        public void hash(org.openaok.sim.api.state.StateHash h) {
            for (int v : wonderDue) h.add(v);
            for (int v : relicDue) h.add(v);
        }

        private boolean hasAnything(PlayerState ps) {
            for (int t = 0; t < counts.length; t++) if (counts[t] && ps.countAll(t) > 0) return true;
            return false;
        }

        /** The player is out; everything it has is destroyed, as the original does. */
        private void defeat(int p, boolean resigned) {
            PlayerState ps = m.player(p);
            if (!ps.inGame()) return;
            if (resigned) ps.resign(m.tick()); else ps.defeat(m.tick());
            m.events().add(Events.DEFEATED, m.tick(), p, 0, resigned ? 1 : 0, 0);
            destroyAll(p, e.units());
            destroyAll(p, e.buildings());
        }

        private void destroyAll(int p, IntList list) {
            for (int k = 0; k < list.size(); k++) {
                int id = list.get(k);
                if (e.owner(id) == p && e.state(id) != Entities.DEAD) m.lifecycle().remove(id, 0);
            }
        }
    }
}
