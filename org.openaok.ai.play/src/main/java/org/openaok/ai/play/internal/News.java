package org.openaok.ai.play.internal;

import org.openaok.ai.mind.Mind;
import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.state.IntList;

/**
 * The match's event log since the last think, read for the executor: blows struck at the player's
 * things (in the town for town-under-attack and the defenders, by an ally for turning on it),
 * ages reached (for current-age-time), and taunts heard.
 */
final class News {
    static final long TOWN_ATTACK_MS = 10_000;
    private final Seat s;
    private long cursor;
    private long lastTownBlowMs = Long.MIN_VALUE / 2;
    private final long[] ageSince = new long[9];
    private final int[] allyHits = new int[9];
    /** Blows struck at the player's things this think: victim, attacker pairs. */
    final IntList blows = new IntList(16);
    /** Who struck the player first (0 none), and when the player was first struck (ms, or -1). */
    long firstStruckMs = -1;

    News(Seat s) {
        this.s = s;
        this.cursor = s.m.events().next();
    }

    void read(Mind mind) {
        Events ev = s.m.events();
        blows.clear();
        long from = Math.max(cursor, ev.oldest());
        for (long q = from; q < ev.next(); q++) {
            int kind = ev.kind(q);
            int pl = ev.player(q);
            switch (kind) {
                case Events.STRUCK -> {
                    if (pl != s.player) continue;
                    int other = ev.other(q);
                    if (other <= 0 || other == s.player) continue;
                    int victim = ev.a(q), attacker = ev.b(q);
                    blows.add(victim);
                    blows.add(attacker);
                    if (firstStruckMs < 0) firstStruckMs = ev.tick(q) * (long) s.m.tickMs();
                    boolean enemy = s.ps().stance(other) != Stance.ALLY;
                    if (enemy && s.e().valid(victim) && s.inTown(s.e().x(victim), s.e().y(victim)))
                        lastTownBlowMs = Math.max(lastTownBlowMs, ev.tick(q) * (long) s.m.tickMs());
                    if (!enemy) allyBlow(other);
                }
                case Events.AGE -> {
                    if (pl >= 0 && pl < ageSince.length) ageSince[pl] = ev.tick(q) * (long) s.m.tickMs();
                }
                default -> { }
            }
        }
        cursor = ev.next();
    }

    /** sn-hits-before-alliance-change blows from an ally, with teams not locked, turn the player on it. */
    private void allyBlow(int ally) {
        allyHits[ally]++;
        int limit = s.sn(221, 3);
        if (s.sn(215, 1) == 0 || s.m.settings().lockTeams() || limit <= 0) return;
        if (allyHits[ally] >= limit) {
            allyHits[ally] = 0;
            s.give(new Diplomacy(s.player, ally, "enemy"));
        }
    }

    boolean townUnderAttack() { return s.now() - lastTownBlowMs <= TOWN_ATTACK_MS; }

    long ageSince(int player) { return player >= 0 && player < ageSince.length ? ageSince[player] : 0; }
}
