package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * up-retreat-now, up-retreat-to and up-disband-group-type, each played with the order and without
 * it: six knights of seat 1's form an attack group and ride for seat 2's barracks across the map.
 */
class UpRetreatsTest {
    /** After 20 s the group is on its way; the order given then, and no group formed again. */
    private static final String AT_20 = "(defrule (game-time >= 20) => (set-strategic-number sn-number-attack-groups 0) %s (disable-self))\n";

    private static Arena field() {
        return Arena.flat(48).reveal("all-visible").put("town-center", 1, 3, 3).row("knight", 1, 6, 10, 12).put("barracks", 1, 30, 6)
                .put("barracks", 2, 34, 40);
    }

    private static int[] knights(MatchEngine m) {
        Entities e = m.entities();
        IntList out = new IntList(8);
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) if (e.owner(us.get(k)) == 1 && e.type(us.get(k)) == Arena.type("knight") && e.alive(us.get(k))) out.add(us.get(k));
        return out.toArray();
    }

    /** How many knights stand within {@code tiles} of a point (tiles). */
    private static int near(MatchEngine m, int x, int y, int tiles) {
        Entities e = m.entities();
        int n = 0;
        for (int u : knights(m)) {
            long dx = e.x(u) - x * 1000L, dy = e.y(u) - y * 1000L;
            if (dx * dx + dy * dy <= (long) tiles * tiles * 1_000_000L) n++;
        }
        return n;
    }

    private static int struck(MatchEngine m) {
        Entities e = m.entities();
        int b = MilitaryTest.first(m, 2, "barracks");
        return !e.present(b) ? Integer.MAX_VALUE : m.player(2).stats(e.type(b)).hp() - e.hp(b);
    }

    private static MatchEngine play(String order, long until) {
        Arena a = field();
        MatchEngine m = a.start(MilitaryTest.ONE_GROUP + "\n" + (order == null ? "(defrule (true) => (up-modify-goal 100 c:= 0) (disable-self))\n"
                : String.format(AT_20, order)));
        m.runUntil(until);
        assertEquals(0, a.failures().size(), a.failures().toString());
        return m;
    }

    @Test
    void withoutAnOrderTheGroupRidesOnAndStrikesTheBarracks() {
        MatchEngine m = play(null, 90_000);
        assertTrue(struck(m) > 0, "the barracks was struck");
        assertTrue(near(m, 5, 5, 10) == 0, "no knight at home");
    }

    @Test
    void retreatNowCallsTheGroupBackToTheTownCenter() {
        MatchEngine m = play("(up-retreat-now)", 90_000);
        assertEquals(6, near(m, 5, 5, 10), "all six back within ten tiles of the Town Center");
        assertEquals(0, struck(m), "the barracks was never reached");
    }

    @Test
    void retreatToSendsTheKnightsToTheSeatsOwnBarracks() {
        MatchEngine m = play("(up-retreat-to barracks c: knight-line)", 90_000);
        assertEquals(6, near(m, 31, 7, 8), "all six by seat 1's barracks at (30, 6)");
        assertEquals(0, struck(m));
    }

    /** attack-now at 2 s sends the knights (no attack groups); up-reset-attack-now at 20 s stops them on the way. */
    @Test
    void resetAttackNowStopsTheAttackNowGroup() {
        String now = "(defrule (game-time >= 2) => (attack-now) (disable-self))\n";
        for (boolean reset : new boolean[] {false, true}) {
            Arena a = field();
            MatchEngine m = a.start(now + (reset ? "(defrule (game-time >= 20) => (up-reset-attack-now) (disable-self))\n" : ""));
            m.runUntil(90_000);
            assertEquals(0, a.failures().size(), a.failures().toString());
            if (reset) assertEquals(0, struck(m), "stopped on the way: the barracks is not struck");
            else assertTrue(struck(m) > 0, "the attack-now reaches the barracks");
        }
    }

    @Test
    void disbandingTheLandAttackGroupsStopsThemWhereTheyAre() {
        MatchEngine m = play("(up-disband-group-type group-type-land-attack)", 90_000);
        assertEquals(0, struck(m), "the group broke up on its way: nobody strikes the barracks");
        assertEquals(0, near(m, 5, 5, 10), "and nobody rode home either");
    }
}
