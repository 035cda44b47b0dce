package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The executor's army against the real combat systems, on hand-made battlefields: seat 1 is a
 * computer player with a few rules, seat 2 gives no orders but the test's. What is asserted is
 * what happens on the map: buildings fall, raiders die, the match ends.
 */
class MilitaryTest {
    static String rules(String... rules) { return String.join("\n", rules) + "\n"; }

    static final String ONE_GROUP = "(defrule (true) => (set-strategic-number sn-number-attack-groups 1) (set-strategic-number sn-minimum-attack-group-size 4)"
            + " (set-strategic-number sn-maximum-attack-group-size 8) (set-strategic-number sn-attack-group-size-randomness 0)"
            + " (set-strategic-number sn-number-explore-groups 0) (disable-self))";

    static int count(MatchEngine m, int owner, String word) {
        int t = Arena.type(word);
        Entities e = m.entities();
        int n = 0;
        for (IntList l : new IntList[] {e.units(), e.buildings()})
            for (int k = 0; k < l.size(); k++) if (e.owner(l.get(k)) == owner && e.type(l.get(k)) == t && e.state(l.get(k)) != Entities.DEAD) n++;
        return n;
    }

    static int first(MatchEngine m, int owner, String word) {
        int t = Arena.type(word);
        Entities e = m.entities();
        for (IntList l : new IntList[] {e.units(), e.buildings()})
            for (int k = 0; k < l.size(); k++) if (e.owner(l.get(k)) == owner && e.type(l.get(k)) == t) return l.get(k);
        return 0;
    }

    static int[] all(MatchEngine m, int owner, String word) {
        int t = Arena.type(word);
        Entities e = m.entities();
        IntList out = new IntList(8);
        for (int k = 0; k < e.units().size(); k++) {
            int u = e.units().get(k);
            if (e.owner(u) == owner && e.type(u) == t && e.alive(u)) out.add(u);
        }
        return out.toArray();
    }

    /** An attack group forms of the knights, the scout finds the enemy, and the group razes it: the match ends in conquest. */
    @Test
    void anAttackGroupRazesTheEnemyTown() {
        Arena a = Arena.flat(48).put("town-center", 1, 3, 3).row("knight", 1, 6, 10, 12).put("scout-cavalry", 1, 12, 8)
                .put("house", 2, 38, 40).put("barracks", 2, 32, 38);
        MatchEngine m = a.start(rules(ONE_GROUP));
        long t = 0;
        while (t < 8 * 60_000 && !m.outcome().over()) m.runUntil(t += 10_000);
        assertEquals(0, a.failures().size(), a.failures().toString());
        assertEquals(0, count(m, 2, "house") + count(m, 2, "barracks"), "the enemy's buildings fall by " + t / 1000 + " s");
        assertTrue(m.outcome().over() && m.outcome().winners().contains(1), "seat 1 wins: " + m.outcome());
        assertEquals("conquest", m.outcome().reason());
    }

    /**
     * Raiders strike the villagers in town: the soldiers standing out of sight of the raid answer
     * (sn-percent-enemy-sighted-response of them within the response distance), town-under-attack
     * holds, and the raiders die.
     */
    @Test
    void defendersAnswerARaidInTown() {
        Arena a = Arena.flat(48).put("town-center", 1, 3, 3).row("villager", 1, 4, 10, 4).row("spearman", 1, 6, 4, 16)
                .row("militiaman", 2, 3, 14, 2).put("house", 2, 40, 40);
        MatchEngine m = a.start(rules("(defrule (true) => (set-strategic-number sn-percent-enemy-sighted-response 100)"
                + " (set-strategic-number sn-enemy-sighted-response-distance 20) (disable-self))",
                "(defrule (town-under-attack) => (chat-to-all \"town under attack\") (disable-self))"));
        m.runUntil(5_000);
        int[] raiders = all(m, 2, "militiaman");
        int victim = all(m, 1, "villager")[0];
        m.submit(new Attack(2, raiders, victim));
        Entities e = m.entities();
        int[] spears = all(m, 1, "spearman");
        boolean answered = false;
        for (long t = 5_000; t < 20_000 && !answered; t += 500) {
            m.runUntil(t);
            for (int s : spears) if (e.alive(s) && e.order(s) == OrderKind.ATTACK && e.owner(e.target(s)) == 2) answered = true;
        }
        assertTrue(answered, "the spearmen, out of the raiders' sight, are sent at them");
        m.runUntil(90_000);
        assertEquals(0, all(m, 2, "militiaman").length, "the raiders die");
        assertTrue(a.said().contains("p1: town under attack"), "town-under-attack holds: " + a.said());
        assertTrue(all(m, 1, "villager").length >= 3, "the town loses at most one villager");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    static org.openaok.sim.api.system.Monks monks(MatchEngine m) { return m.context().find(org.openaok.sim.api.system.Monks.class).orElseThrow(); }

    /** A Monk fetches the relic lying in sight of the town and garrisons it in the Monastery; at Easiest the relic is left alone. */
    @Test
    void aMonkCarriesARelicToTheMonastery() {
        for (int difficulty : new int[] {0, 4}) {
            Arena a = Arena.flat(40).startAge("castle").difficulty(difficulty).put("town-center", 1, 3, 3).put("monastery", 1, 12, 3).put("monk", 1, 12, 9)
                    .put("relic", 0, 6, 12).put("house", 2, 34, 34);
            MatchEngine m = a.start(rules("(defrule (true) => (set-strategic-number sn-number-explore-groups 0) (disable-self))"));
            m.runUntil(3 * 60_000);
            int monastery = first(m, 1, "monastery");
            assertEquals(difficulty == 4 ? 0 : 1, monks(m).relicsIn(monastery), "difficulty " + difficulty + ": relics in the monastery");
            assertEquals(0, a.failures().size(), a.failures().toString());
        }
    }

    /**
     * Perimeter 1 walled with palisades a side's open stretch at a time, with a gate in the middle
     * of a straight stretch: the ring 14 tiles out closes, and the villagers still go in and out.
     */
    @Test
    void aWallLineWithAGateGoesUpOnPerimeterOne() {
        Arena a = Arena.flat(48).startAge("feudal").resources("high").reveal("explored").put("town-center", 1, 22, 22)
                .row("villager", 1, 8, 20, 28).put("house", 2, 44, 44);
        MatchEngine m = a.start(rules("(defrule (true) => (enable-wall-placement 1) (set-strategic-number sn-percent-civilian-builders 100)"
                        + " (set-strategic-number sn-cap-civilian-builders 8) (disable-self))",
                "(defrule (can-build-gate 1) (gate-count 1 < 1) => (build-gate 1))",
                "(defrule (can-build-wall 1 palisade-wall) => (build-wall 1 palisade-wall))",
                "(defrule (wall-completed-percentage 1 > 95) => (chat-to-all \"walled\") (disable-self))"));
        long t = 0;
        while (t < 15 * 60_000 && !a.said().contains("p1: walled")) m.runUntil(t += 10_000);
        Entities e = m.entities();
        int palisades = 0, gates = 0;
        int wall = Arena.type("palisade-wall"), gate = Arena.type("gate");
        for (int k = 0; k < e.buildings().size(); k++) {
            int b = e.buildings().get(k);
            if (e.owner(b) != 1 || e.state(b) != Entities.ALIVE) continue;
            // the perimeter's ring: 14 tiles (Chebyshev) from the middle of the Town Center's footprint
            int ring = Math.max(Math.abs(e.x(b) / 1000 - 24), Math.abs(e.y(b) / 1000 - 24));
            if (e.type(b) == wall && ring == 14) palisades++;
            if (e.type(b) == gate && ring >= 13 && ring <= 15) gates++;
        }
        assertTrue(a.said().contains("p1: walled"), "perimeter 1 closes by " + t / 1000 + " s: " + palisades + " palisades, " + gates + " gates");
        assertTrue(palisades >= 80, palisades + " palisades on the ring");
        assertEquals(1, gates, "one gate in the ring");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    /** The target stands across water: the group boards the idle transport, sails, lands on the far shore and razes it. */
    @Test
    void aGroupSailsToATargetAcrossWater() {
        Arena a = Arena.flat(48).reveal("all-visible").water(0, 20, 48, 8).put("town-center", 1, 4, 38).row("militiaman", 1, 5, 10, 32)
                .put("transport-ship", 1, 12, 24).put("house", 2, 30, 6);
        MatchEngine m = a.start(rules(ONE_GROUP));
        long t = 0;
        while (t < 10 * 60_000 && !m.outcome().over()) m.runUntil(t += 10_000);
        assertEquals(0, a.failures().size(), a.failures().toString());
        assertEquals(0, count(m, 2, "house"), "the house across the water falls by " + t / 1000 + " s");
        Entities e = m.entities();
        int north = 0;
        for (int u : all(m, 1, "militiaman")) if (e.y(u) < 20_000) north++;
        assertTrue(north >= 4, north + " militiamen landed on the far shore");
        assertTrue(m.outcome().over() && m.outcome().winners().contains(1), "seat 1 wins: " + m.outcome());
    }
}
