package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * Relics: with a finished Monastery, idle Monks fetch the relics lying on explored ground, nearest
 * home first, and carry them to the nearest Monastery. At Easiest the computer players leave
 * relics alone. A Monk is sent at a relic as at anything it would take (the attack order), and
 * one carrying a relic garrisons in the Monastery.
 */
final class Relics {
    private final Seat s;

    Relics(Seat s) { this.s = s; }

    void run() {
        if (s.difficulty >= 4 || s.catalog.relic < 0) return;
        Entities e = s.e();
        int monastery = 0;
        for (int k = 0; k < s.census.buildings.size(); k++) if (e.type(s.census.buildings.get(k)) == s.catalog.monastery) { monastery = s.census.buildings.get(k); break; }
        if (monastery == 0) return;
        int[] h = s.home();
        for (int k = 0; k < s.census.monks.size(); k++) {
            int m = s.census.monks.get(k);
            if (!e.alive(m) || e.order(m) != OrderKind.IDLE || s.executor().military.groupOf(m) != null) continue;
            if (carries(m)) {
                s.give(new Garrison(s.player, new int[] {m}, nearestMonastery(m)));
                continue;
            }
            int relic = nearestRelic(h);
            if (relic != 0) s.give(new Attack(s.player, new int[] {m}, relic));
        }
    }

    private boolean carries(int monk) {
        Entities e = s.e();
        String w = s.catalog.rules.type(e.type(monk)).word();
        if (w.contains("relic")) return true;
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) if (e.type(us.get(k)) == s.catalog.relic && e.container(us.get(k)) == monk) return true;
        return false;
    }

    private int nearestMonastery(int m) {
        Entities e = s.e();
        int best = 0;
        long bd = Long.MAX_VALUE;
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            if (e.type(b) != s.catalog.monastery) continue;
            long d = Seat.dist2(e.x(b), e.y(b), e.x(m), e.y(m));
            if (d < bd) { bd = d; best = b; }
        }
        return best;
    }

    private int nearestRelic(int[] h) {
        if (h == null) return 0;
        Entities e = s.e();
        int best = 0;
        long bd = Long.MAX_VALUE;
        for (int pass = 0; pass < 2; pass++) {
            IntList l = pass == 0 ? e.units() : e.buildings();
            for (int k = 0; k < l.size(); k++) {
                int r = l.get(k);
                if (e.type(r) != s.catalog.relic || !e.present(r) || e.container(r) != 0) continue;
                int t = s.grid().tileAt(e.x(r), e.y(r));
                if (t < 0 || s.vision != null && !s.vision.explored(s.player, t)) continue;
                long d = Seat.dist2(e.x(r), e.y(r), h[0], h[1]);
                if (d < bd) { bd = d; best = r; }
            }
        }
        return best;
    }

    /** Relics in the hands of an enemy (in its Monasteries or its Monks). */
    boolean enemyHolds() {
        Entities e = s.e();
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int r = us.get(k);
            if (e.type(r) != s.catalog.relic) continue;
            int c = e.container(r);
            if (c != 0 && e.owner(c) > 0 && e.owner(c) != s.player && s.ps().stance(e.owner(c)) == org.openaok.sim.api.state.Stance.ENEMY) return true;
        }
        return false;
    }

    /** Whether the player holds every relic of the map. */
    boolean holdsAll() {
        Entities e = s.e();
        IntList us = e.units();
        int n = 0;
        for (int k = 0; k < us.size(); k++) {
            int r = us.get(k);
            if (e.type(r) != s.catalog.relic) continue;
            n++;
            int c = e.container(r);
            if (c == 0 || e.owner(c) != s.player) return false;
        }
        return n > 0;
    }
}
