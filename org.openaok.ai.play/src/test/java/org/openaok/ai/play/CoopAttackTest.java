package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * sn-coop-share-attacking: a player struck by another calls on its allies, and an ally's attack
 * goes for the striker's things first. Seats 1 and 2 are allies. Seat 3's knight strikes a
 * villager in seat 1's town, where seat 1 has no soldier to answer with; seat 2's ten militia,
 * sent out after twenty seconds, have seat 4's knight a dozen tiles off and seat 3's about
 * thirty. They go for seat 3's. (The call used to be made only when the struck player sent defenders of its own,
 * so a town without soldiers, the one most in need, never called.)
 */
class CoopAttackTest {
    @Test
    void anAllyStruckWithNobodyToAnswerCallsItsAllies() {
        assertEquals(3, firstStruck(false), "the ally's attack goes for the striker, not the nearer enemy");
    }

    /**
     * The striker stays first only while it is an enemy: seat 2 makes peace with seat 3 for a few
     * seconds after the call and war again before its attack sets out; the attack then goes for
     * the nearer enemy, seat 4, as if no call had been made.
     */
    @Test
    void aStrikerThatStoppedBeingAnEnemyIsNoLongerFirst() {
        assertEquals(4, firstStruck(true), "the call was forgotten with the peace");
    }

    /** The seat whose thing seat 2's militia are first sent at; with {@code peace}, seat 2 is at peace with seat 3 a while after the blow. */
    private static int firstStruck(boolean peace) {
        Arena a = Arena.flat(60).reveal("all-visible").teams(1, 1)
                .put("town-center", 1, 3, 3).put("villager", 1, 9, 9)
                .row("militiaman", 2, 10, 26, 30).put("house", 2, 55, 4)
                .seat(2, 10, 10).put("knight", 3, 10, 9).put("house", 3, 50, 52)
                .seat(2, 40, 40).put("knight", 4, 28, 42).put("house", 4, 40, 44);
        String quiet = "(defrule (true) => (set-strategic-number sn-number-attack-groups 0) (set-strategic-number sn-number-explore-groups 0) (disable-self))\n";
        String attacker = "(defrule (true) => (set-strategic-number sn-number-attack-groups 0) (set-strategic-number sn-number-explore-groups 0)"
                + " (set-strategic-number sn-minimum-attack-group-size 10) (set-strategic-number sn-maximum-attack-group-size 10)"
                + " (set-strategic-number sn-attack-group-size-randomness 0) (disable-self))\n"
                + "(defrule (game-time >= 20) => (set-strategic-number sn-number-attack-groups 1) (disable-self))\n";
        MatchEngine m = a.startScripts(quiet, attacker);
        Entities e = m.entities();
        int[] knight = MilitaryTest.all(m, 3, "knight"), villager = MilitaryTest.all(m, 1, "villager");
        int full = e.hp(villager[0]);
        long t = 0;
        while (t < 10_000 && e.hp(villager[0]) == full) m.runUntil(t += 100);
        assertTrue(e.hp(villager[0]) < full, "seat 3's knight struck seat 1's villager");
        // one blow is enough: the knight stands by from now on, so no later blow calls again
        assertTrue(m.execute(new UnitStance(3, knight, "no-attack")).accepted());
        assertTrue(m.execute(new Stop(3, knight)).accepted());
        m.runUntil(t += 2_000);
        if (peace) {
            assertTrue(m.execute(new Diplomacy(2, 3, "neutral")).accepted());
            m.runUntil(t += 3_000);
            assertTrue(m.execute(new Diplomacy(2, 3, "enemy")).accepted());
        }
        assertTrue(t < 20_000, "all before the attack sets out: " + t);
        int[] militia = MilitaryTest.all(m, 2, "militiaman");
        Integer struck = null;
        for (t = 20_000; t <= 180_000 && struck == null; t += 500) {
            m.runUntil(t);
            for (int u : militia) {
                int tg = e.target(u);
                if (tg > 0 && e.valid(tg) && e.owner(tg) >= 3 && e.order(u) == OrderKind.ATTACK) struck = e.owner(tg);
            }
        }
        assertNotNull(struck, "seat 2's militia were sent at somebody");
        assertEquals(0, a.failures().size(), a.failures().toString());
        return struck;
    }
}
