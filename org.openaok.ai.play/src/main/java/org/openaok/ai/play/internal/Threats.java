package org.openaok.ai.play.internal;

import org.openaok.ai.lang.Vocabulary;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Stance;

/**
 * The blows struck at the seat's things, from the match's event log, as UserPatch's threat and
 * projectile facts read them: the last blow by another player's (up-get-threat-data: when, who,
 * the attacker's class, the target's class), and per projectile type (Town Center, castle,
 * towers, bombard towers, ships, ranged siege but scorpions, fortifications, any ranged) the last
 * blow of a shooter of that type. A blow is the projectile's landing: the log tells hits, not
 * shots that miss.
 */
final class Threats {
    static final int TYPES = 8;
    private final Seat s;
    private long cursor;
    private long threatMs = -1;
    private int threatPlayer, threatSource, threatTarget;
    private final long[] shotMs = new long[TYPES];
    private final int[] shotPlayer = new int[TYPES], shotTarget = new int[TYPES];

    Threats(Seat seat) {
        this.s = seat;
        this.cursor = seat.m.events().next();
        java.util.Arrays.fill(shotMs, -1);
    }

    /** Reads the blows since the last think. */
    void read() {
        Events ev = s.m.events();
        Entities e = s.e();
        long from = Math.max(cursor, ev.oldest());
        for (long q = from; q < ev.next(); q++) {
            if (ev.kind(q) != Events.STRUCK || ev.player(q) != s.player) continue;
            int other = ev.other(q);
            if (other <= 0 || other == s.player || s.ps().stance(other) == Stance.ALLY) continue;
            int victim = ev.a(q), attacker = ev.b(q);
            if (!e.valid(victim) || !e.valid(attacker)) continue;
            long ms = ev.tick(q) * (long) s.m.tickMs();
            int target = classOf(victim), source = classOf(attacker);
            threatMs = ms;
            threatPlayer = other;
            threatSource = source;
            threatTarget = target;
            int at = e.type(attacker);
            // only what shoots: the attacker's range as its owner's research makes it
            if (s.m.player(other).stats(at).range() <= 0) continue;
            for (int type = 0; type < TYPES; type++) {
                if (!shotBy(type, at)) continue;
                shotMs[type] = ms;
                shotPlayer[type] = other;
                shotTarget[type] = target;
            }
        }
        cursor = ev.next();
    }

    private int classOf(int id) { return Vocabulary.standard().classOf(s.catalog.rules.type(s.e().type(id)).id()); }

    /** Whether a shooter of the type fires projectiles of UserPatch's projectile type (0-7). */
    private boolean shotBy(int projectileType, int type) {
        TypeDef d = s.catalog.rules.type(type);
        String w = d.word();
        boolean tc = s.catalog.townCenterLike(type), castle = type == s.catalog.castle;
        boolean tower = w.equals("watch-tower") || w.equals("guard-tower") || w.equals("keep");
        boolean bombard = w.equals("bombard-tower");
        return switch (projectileType) {
            case 0 -> tc;
            case 1 -> castle;
            case 2 -> tower;
            case 3 -> bombard;
            case 4 -> s.catalog.role(type) == Catalog.Role.WARSHIP;
            case 5 -> s.catalog.role(type) == Catalog.Role.SIEGE && !d.unitClass().equals("scorpion");
            case 6 -> castle || tower || bombard;
            default -> true;
        };
    }

    /** {seconds since the last blow, its player, the attacker's class, the target's class}, zeros when none. */
    void threat(int[] out) {
        if (threatMs < 0) {
            java.util.Arrays.fill(out, 0, 4, 0);
            return;
        }
        out[0] = (int) ((s.now() - threatMs) / 1000);
        out[1] = threatPlayer;
        out[2] = threatSource;
        out[3] = threatTarget;
    }

    /** {milliseconds since, the shooter's player, the target's class}; -1 first when no such projectile struck. */
    void projectile(int type, int[] out) {
        int t = type < 0 || type >= TYPES ? TYPES - 1 : type;
        out[0] = shotMs[t] < 0 ? -1 : (int) Math.min(Integer.MAX_VALUE, s.now() - shotMs[t]);
        out[1] = shotMs[t] < 0 ? 0 : shotPlayer[t];
        out[2] = shotMs[t] < 0 ? 0 : shotTarget[t];
    }
}
