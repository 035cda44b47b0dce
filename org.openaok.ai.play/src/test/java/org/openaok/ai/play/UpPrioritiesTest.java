package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The target priorities carried out: UserPatch's default offense table once
 * sn-enable-offensive-priority is on, and the defense priorities that choose which enemy
 * building in the town the defenders go for. Each played with the order and without it.
 */
class UpPrioritiesTest {
    private static final String NOTHING = "(defrule (true) => (up-modify-goal 100 c:= 0) (disable-self))\n";

    /** Which of two things of seat 2's is struck first within three minutes, or 0. */
    private static int firstStruck(Arena ar, String script, String a, String b, boolean standStill) {
        MatchEngine m = ar.start(script);
        Entities e = m.entities();
        int x = MilitaryTest.first(m, 2, a), y = MilitaryTest.first(m, 2, b);
        if (standStill) m.submit(new UnitStance(2, new int[] {x, y}, "no-attack"));
        int hx = e.hp(x), hy = e.hp(y);
        for (long t = 1_000; t < 180_000; t += 500) {
            m.runUntil(t);
            if (!e.present(x) || e.hp(x) < hx) return e.type(x);
            if (!e.present(y) || e.hp(y) < hy) return e.type(y);
        }
        assertEquals(0, ar.failures().size(), ar.failures().toString());
        return 0;
    }

    /**
     * A skirmisher of seat 2's and, a little farther, a battering ram: the attack group goes for the
     * skirmisher (quicker to kill, nearer), but with sn-enable-offensive-priority on, UserPatch's
     * defaults rank rams (5) above skirmishers (4), and it goes for the ram.
     */
    @Test
    void theDefaultOffenseTableRanksRamsOverSkirmishers() {
        int[] first = new int[2];
        for (int i = 0; i < 2; i++) {
            Arena ar = Arena.flat(48).reveal("all-visible").startAge("castle").put("town-center", 1, 3, 3).row("knight", 1, 6, 10, 12)
                    .put("skirmisher", 2, 30, 30).put("battering-ram", 2, 33, 33).put("house", 2, 44, 44);
            String on = i == 0 ? "(defrule (true) => (set-strategic-number sn-enable-offensive-priority 1) (disable-self))\n" : NOTHING;
            first[i] = firstStruck(ar, MilitaryTest.ONE_GROUP + "\n" + on, "skirmisher", "battering-ram", true);
        }
        assertEquals(Arena.type("skirmisher"), first[1], "without the priorities: the skirmisher");
        assertEquals(Arena.type("battering-ram"), first[0], "with the defaults on: the ram");
    }

    /**
     * Seat 2 has put a house and a barracks in seat 1's town. The idle knights go for the barracks
     * (default 500) before the house (250); with the house's defense priority set to 1000, the house.
     */
    @Test
    void defensePriorityChoosesWhichEnemyBuildingInTownTheDefendersStrike() {
        int[] first = new int[2];
        for (int i = 0; i < 2; i++) {
            Arena ar = Arena.flat(48).reveal("all-visible").put("town-center", 1, 3, 3).row("knight", 1, 6, 10, 12).put("house", 2, 14, 4)
                    .put("barracks", 2, 8, 16).put("house", 2, 44, 44);
            String prio = i == 0 ? "(defrule (true) => (up-set-defense-priority c: house c: 1000) (disable-self))\n" : NOTHING;
            first[i] = firstStruck(ar, prio, "house", "barracks", false);
        }
        assertEquals(Arena.type("barracks"), first[1], "by the defaults: the barracks first");
        assertEquals(Arena.type("house"), first[0], "with the house at 1000: the house first");
    }
}
