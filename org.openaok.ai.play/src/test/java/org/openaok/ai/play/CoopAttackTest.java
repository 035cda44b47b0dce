package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
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
        // seat 2's first blow at anybody's thing
        IntList targets = new IntList(8);
        for (int k = 0; k < e.units().size(); k++) if (e.owner(e.units().get(k)) >= 3) targets.add(e.units().get(k));
        for (int k = 0; k < e.buildings().size(); k++) if (e.owner(e.buildings().get(k)) >= 3) targets.add(e.buildings().get(k));
        int[] hp = new int[targets.size()];
        for (int i = 0; i < targets.size(); i++) hp[i] = e.hp(targets.get(i));
        int[] militia = MilitaryTest.all(m, 2, "militiaman");
        Integer struck = null;
        for (long t = 500; t <= 180_000 && struck == null; t += 500) {
            m.runUntil(t);
            for (int u : militia) {
                int tg = e.target(u);
                if (tg > 0 && e.valid(tg) && e.owner(tg) >= 3 && e.order(u) == org.openaok.sim.api.state.OrderKind.ATTACK) struck = e.owner(tg);
            }
        }
        assertNotNull(struck, "seat 2's militia were sent at somebody");
        assertEquals(3, struck, "the ally's attack goes for the striker, not the nearer enemy");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
