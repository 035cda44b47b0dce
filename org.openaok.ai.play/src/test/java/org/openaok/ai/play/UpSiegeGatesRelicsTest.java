package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * UserPatch's direct orders that need the match's attack-ground, gate, relic and transform
 * commands, each played by a script with the order and without it. Seat 1 is the script; seat 2
 * gives the test's orders (its pikemen stand and never fight back).
 */
class UpSiegeGatesRelicsTest {
    private static final String QUIET = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0)"
            + " (set-strategic-number sn-cap-civilian-explorers 0) (set-strategic-number sn-number-explore-groups 0)"
            + " (up-set-attack-stance siege-weapon-class c: stance-no-attack) (disable-self))\n";

    private static int[] of(MatchEngine m, int owner, String word) {
        Entities e = m.entities();
        int t = Arena.type(word);
        IntList out = new IntList(8);
        for (IntList l : new IntList[] {e.units(), e.buildings()})
            for (int k = 0; k < l.size(); k++) if (e.owner(l.get(k)) == owner && e.type(l.get(k)) == t && e.state(l.get(k)) != Entities.DEAD) out.add(l.get(k));
        out.sort();
        return out.toArray();
    }

    private static int hurt(MatchEngine m, int[] ids) {
        Entities e = m.entities();
        int n = 0;
        for (int id : ids) if (!e.alive(id) || e.hp(id) < m.player(e.owner(id)).stats(e.type(id)).hp()) n++;
        return n;
    }

    /** A mangonel of seat 1's, told not to attack by itself, and three pikemen of seat 2's seven tiles off. */
    private static Arena siegeField() {
        return Arena.flat(60).startAge("castle").put("town-center", 1, 3, 3).put("mangonel", 1, 40, 40).row("spearman", 2, 3, 47, 40)
                .put("house", 2, 56, 56);
    }

    private static int[] standStill(MatchEngine m) {
        int[] pikes = of(m, 2, "spearman");
        assertEquals(3, pikes.length);
        m.submit(new UnitStance(2, pikes, "no-attack"));
        return pikes;
    }

    /** (up-target-point point action-ground): the mangonel bombards the point the pikemen stand round; without the rule, nothing is hurt. */
    @Test
    void targetPointWithActionGroundBombardsThePoint() {
        String order = "(defrule (game-time >= 3) => (up-full-reset-search) (up-find-local c: mangonel c: 1) (set-goal 100 48) (set-goal 101 40)"
                + " (up-target-point 100 action-ground -1 -1) (disable-self))\n";
        Arena with = siegeField();
        MatchEngine m = with.start(QUIET + order);
        int[] pikes = standStill(m);
        m.runUntil(40_000);
        assertTrue(hurt(m, pikes) >= 2, "the blast round (48, 40) reaches the pikemen: " + hurt(m, pikes));
        assertEquals(0, with.failures().size(), with.failures().toString());

        Arena without = siegeField();
        MatchEngine n = without.start(QUIET);
        int[] still = standStill(n);
        n.runUntil(40_000);
        assertEquals(0, hurt(n, still), "no order, no shot: the mangonel attacks nothing by itself");
        assertEquals(0, without.failures().size(), without.failures().toString());
    }

    /** (up-target-objects 0 action-ground): the mangonel attacks the ground where the remote list's pikemen stand. */
    @Test
    void targetObjectsWithActionGroundBombardsWhereTheRemoteObjectsStand() {
        String order = "(defrule (game-time >= 3) => (set-strategic-number sn-focus-player-number 2) (up-full-reset-search)"
                + " (up-find-local c: mangonel c: 1) (up-find-remote c: spearman c: 3)"
                + " (up-target-objects 0 action-ground -1 -1) (disable-self))\n";
        Arena with = siegeField();
        MatchEngine m = with.start(QUIET + order);
        int[] pikes = standStill(m);
        m.runUntil(40_000);
        assertTrue(hurt(m, pikes) >= 1, "shot where a pikeman stands: " + hurt(m, pikes));
        assertEquals(0, with.failures().size(), with.failures().toString());
    }

    /** A gate of seat 1's in a wall across the map, a villager of its own on the near side, sent through at 4 s. */
    private static Arena walled() {
        Arena a = Arena.flat(40).startAge("castle").put("town-center", 1, 3, 3).put("gate", 1, 10, 20).put("villager", 1, 11, 17).put("house", 2, 36, 36);
        for (int x = 0; x < 40; x++) if (x < 10 || x > 13) a.put("stone-wall", 1, x, 20);
        return a;
    }

    private static final String SEND_THROUGH = "(defrule (game-time >= 4) => (up-full-reset-search) (up-find-local c: villager c: 1)"
            + " (set-goal 100 11) (set-goal 101 26) (up-target-point 100 action-move -1 -1) (disable-self))\n";

    /** (up-target-point 0 action-lock) on the gate: the owner's own villager cannot pass; without it, it walks through; twice, it opens again. */
    @Test
    void actionLockShutsTheGateToItsOwnerAndASecondLockOpensIt() {
        String lock = "(defrule (game-time >= 2) => (up-full-reset-search) (up-find-local c: gate c: 1) (up-target-point 0 action-lock -1 -1) (disable-self))\n";
        Arena with = walled();
        MatchEngine m = with.start(QUIET + lock + SEND_THROUGH);
        m.runUntil(40_000);
        int v = of(m, 1, "villager")[0];
        int gate = of(m, 1, "gate")[0];
        assertTrue((m.entities().flags(gate) & Entities.LOCKED) != 0, "locked");
        assertTrue(m.entities().y(v) < 20_000, "the villager stays on the near side of its locked gate: y=" + m.entities().y(v));
        assertEquals(0, with.failures().size(), with.failures().toString());

        Arena without = walled();
        MatchEngine n = without.start(QUIET + SEND_THROUGH);
        n.runUntil(40_000);
        int v2 = of(n, 1, "villager")[0];
        assertTrue(n.entities().y(v2) > 21_000, "through the gate it owns: y=" + n.entities().y(v2));

        String twice = lock + "(defrule (game-time >= 3) => (up-full-reset-search) (up-find-local c: gate c: 1) (up-target-point 0 action-lock -1 -1)"
                + " (disable-self))\n";
        Arena again = walled();
        MatchEngine o = again.start(QUIET + twice + SEND_THROUGH);
        o.runUntil(40_000);
        int v3 = of(o, 1, "villager")[0];
        assertEquals(0, o.entities().flags(of(o, 1, "gate")[0]) & Entities.LOCKED, "a lock turns it; the second back");
        assertTrue(o.entities().y(v3) > 21_000, "unlocked again, the villager walks through: y=" + o.entities().y(v3));
    }

    /** (up-target-point 0 action-drop-relic) with the monk carrying a relic in the local list: the relic lies on the ground. */
    @Test
    void actionDropRelicPutsTheRelicDown() {
        String drop = "(defrule (game-time >= 20) => (up-full-reset-search) (up-find-local c: monk-with-relic-class c: 1)"
                + " (up-target-point 0 action-drop-relic -1 -1) (disable-self))\n";
        for (boolean order : new boolean[] {true, false}) {
            Arena a = Arena.flat(40).startAge("castle").put("town-center", 1, 3, 3).put("monk", 1, 15, 15).put("relic", 0, 17, 15).put("house", 2, 36, 36);
            MatchEngine m = a.start(QUIET + (order ? drop : ""));
            int monk = of(m, 1, "monk")[0];
            int relic = 0;
            for (int id = 1; id < m.entities().end(); id++) if (m.entities().type(id) == Arena.type("relic")) relic = id;
            m.submit(new Gather(1, new int[] {monk}, relic));
            m.runUntil(15_000);
            Monks monks = m.context().require(Monks.class);
            assertEquals(relic, monks.relicCarried(monk), "picked up");
            m.runUntil(30_000);
            if (order) {
                assertEquals(0, monks.relicCarried(monk), "dropped");
                assertEquals(Entities.ALIVE, m.entities().state(relic), "lying on the ground");
                assertEquals("monk", Arena.RULES.type(m.entities().type(monk)).word());
            } else {
                assertEquals(relic, monks.relicCarried(monk), "without the order it keeps it");
            }
            assertEquals(0, a.failures().size(), a.failures().toString());
        }
    }

    /**
     * (up-target-point 0 action-transform), a Definitive Edition action the script defines itself:
     * no unit of 1.0c has a second mode, so the match refuses it, and the seat's trace says why.
     */
    @Test
    void actionTransformIsRefusedWithTheReasonInTheTrace() {
        String script = "(defconst my-transform 20)\n"
                + "(defrule (game-time >= 2) => (up-full-reset-search) (up-find-local c: mangonel c: 1) (up-target-point 0 my-transform -1 -1) (disable-self))\n";
        Arena a = siegeField().traced();
        MatchEngine m = a.start(QUIET + script);
        int mangonel = of(m, 1, "mangonel")[0];
        m.runUntil(65_000);
        assertEquals(Arena.type("mangonel"), m.entities().type(mangonel), "unchanged");
        assertTrue(a.traces().stream().anyMatch(l -> l.contains("last-refused=transform: not-able: a mangonel has no other mode")),
                "the trace tells the refusal: " + a.traces().stream().filter(l -> l.contains("refused")).toList());
        assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
