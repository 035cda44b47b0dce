package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Gaia's wolves against the executor, on hand-made ground: seat 1's villagers gather the forage
 * by the Town Center (all on food, nobody exploring) and wolves come for them. What is asserted is
 * what the wolves' bites lead to on the map: who fights which wolf, who runs, who dies.
 */
class WolvesTest {
    private static final String FORAGE = "(defrule (true) => (set-strategic-number sn-food-gatherer-percentage 100)"
            + " (set-strategic-number sn-wood-gatherer-percentage 0) (set-strategic-number sn-stone-gatherer-percentage 0)"
            + " (set-strategic-number sn-gold-gatherer-percentage 0) (set-strategic-number sn-number-explore-groups 0)"
            + " (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0) (disable-self))\n";

    /** The Town Center in a corner, the forage and six villagers by it, seat 2's house in the far corner so the match goes on. */
    private static Arena town() {
        return Arena.flat(40).put("town-center", 1, 3, 3).row("villager", 1, 6, 4, 12).row("forage", 0, 6, 4, 15).put("house", 2, 36, 36);
    }

    /** Seat 1's villagers fighting a wolf, by the wolf. */
    private static Map<Integer, Integer> onEachWolf(MatchEngine m) {
        Entities e = m.entities();
        Map<Integer, Integer> on = new TreeMap<>();
        for (int u : MilitaryTest.all(m, 1, "villager"))
            if (e.order(u) == OrderKind.ATTACK && e.alive(e.target(u)) && e.type(e.target(u)) == Arena.type("wolf")) on.merge(e.target(u), 1, Integer::sum);
        return on;
    }

    /**
     * A pack of two comes at the foragers: two villagers go at each wolf of the pack besides the
     * one bitten (four and the bitten one at the first wolf that bites), nobody fighting one wolf
     * is sent at the other while the first lives, and the pack dies with no villager lost.
     */
    @Test
    void aPackIsFoughtByTwoForEachWolfAndNobodySwitches() {
        Arena ar = town().put("wolf", 0, 7, 20).put("wolf", 0, 8, 21);
        MatchEngine m = ar.start(FORAGE);
        Entities e = m.entities();
        int most = 0, switched = 0;
        Map<Integer, Integer> fighting = new TreeMap<>();
        for (long t = 100; t <= 90_000 && MilitaryTest.count(m, 0, "wolf") > 0; t += 100) {
            m.runUntil(t);
            for (int n : onEachWolf(m).values()) most = Math.max(most, n);
            for (int u : MilitaryTest.all(m, 1, "villager")) {
                Integer was = fighting.get(u);
                boolean onWolf = e.order(u) == OrderKind.ATTACK && e.alive(e.target(u)) && e.type(e.target(u)) == Arena.type("wolf");
                if (onWolf && was != null && was != e.target(u) && e.alive(was)) switched++;
                if (onWolf) fighting.put(u, e.target(u));
                else fighting.remove(u);
            }
        }
        assertEquals(0, MilitaryTest.count(m, 0, "wolf"), "the pack dies within 90 s");
        assertTrue(most >= 5, "at most " + most + " villagers on one wolf of the pack of two (four helpers and the bitten one)");
        assertEquals(0, switched, "villagers sent from one live wolf to the other");
        assertEquals(6, MilitaryTest.count(m, 1, "villager"), "no villager is lost");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * A villager far from the others (one at a Mill's forage by the far corner) is bitten with
     * nobody within six tiles: it runs for the Town Center (it outpaces a wolf) instead of
     * fighting alone, and by the Town Center it turns on the wolf that came after it, with the
     * others: it lives and the wolf dies. Fighting alone, a villager struck first loses to a wolf.
     */
    @Test
    void aVillagerBittenWithNobodyNearRunsHome() {
        Arena ar = town().put("mill", 1, 30, 22).row("forage", 0, 3, 28, 26).put("villager", 1, 29, 25).put("wolf", 0, 34, 30);
        MatchEngine m = ar.start(FORAGE);
        Entities e = m.entities();
        int lone = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) if (e.x(u) > 20_000) lone = u;
        int tc = MilitaryTest.first(m, 1, "town-center");
        int[] home = {e.x(tc), e.y(tc)};
        boolean ranHome = false, foughtAlone = false;
        for (long t = 100; t <= 120_000 && MilitaryTest.count(m, 0, "wolf") > 0 && e.alive(lone); t += 100) {
            m.runUntil(t);
            if (e.order(lone) == OrderKind.MOVE && e.targetX(lone) == home[0] && e.targetY(lone) == home[1]) ranHome = true;
            if (!ranHome && e.order(lone) == OrderKind.ATTACK) foughtAlone = true;
        }
        assertTrue(ranHome && !foughtAlone, "the lone villager runs for the Town Center (" + (foughtAlone ? "it fought alone first" : "it never did") + ")");
        assertTrue(e.alive(lone), "it lives");
        assertEquals(0, MilitaryTest.count(m, 0, "wolf"), "the wolf dies by the Town Center within two minutes");
        assertEquals(7, MilitaryTest.count(m, 1, "villager"), "no villager is lost");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * A villager alone at home (the only one, at the forage by the Town Center) is bitten: with
     * nobody to help it goes into the Town Center, and comes out again after a while (no
     * building shoots Gaia's animals); it lives the two minutes, where fighting alone it dies.
     */
    @Test
    void aVillagerAloneAtHomeGoesIntoTheTownCenter() {
        Arena ar = Arena.flat(40).put("town-center", 1, 3, 3).put("villager", 1, 6, 9).row("forage", 0, 3, 4, 10).put("house", 2, 36, 36).put("wolf", 0, 12, 16);
        MatchEngine m = ar.start(FORAGE);
        Entities e = m.entities();
        int v = MilitaryTest.all(m, 1, "villager")[0], tc = MilitaryTest.first(m, 1, "town-center");
        boolean inside = false, outAgain = false;
        for (long t = 100; t <= 120_000 && e.state(v) != Entities.DEAD; t += 100) {
            m.runUntil(t);
            if (e.state(v) == Entities.GARRISONED && e.container(v) == tc) inside = true;
            else if (inside && e.alive(v)) outAgain = true;
        }
        assertTrue(inside, "the villager went into the Town Center");
        assertTrue(outAgain, "and came out again");
        assertTrue(e.valid(v) && e.state(v) != Entities.DEAD, "the villager lives two minutes");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }
}
