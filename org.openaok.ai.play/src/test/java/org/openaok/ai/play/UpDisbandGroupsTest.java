package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * up-disband-group-type on the groups the executor keeps besides attack and explore groups, each
 * played with the order and without it: the villagers kept aside as forward builders, and trade
 * units (the match has no trade route; a cart sent off by a direct order is what its group does).
 */
class UpDisbandGroupsTest {
    private static final String UP = "(defrule (true) => (up-modify-goal 100 c:= 0) (set-strategic-number sn-number-explore-groups 0)"
            + " (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0) (disable-self))\n";
    /** Three villagers kept aside for forward building, and a forward barracks (two thirds of the way to seat 2's house) asked for once. */
    private static final String FORWARD = "(defrule (true) => (set-strategic-number sn-number-forward-builders 3) (disable-self))\n"
            + "(defrule (can-build barracks) => (build-forward barracks) (disable-self))\n";

    private static Arena town() {
        Arena a = Arena.flat(48).reveal("all-visible").resources("high").put("town-center", 1, 3, 3).row("villager", 1, 8, 4, 9).put("house", 2, 44, 44);
        for (int y = 2; y < 10; y++) a.row("forest-tree", 0, 4, 12, y);
        return a;
    }

    /** The seat's villagers doing nothing (not gathering, building or walking anywhere). */
    private static int idle(MatchEngine m) {
        Entities e = m.entities();
        int n = 0;
        for (int u : MilitaryTest.all(m, 1, "villager")) if (e.order(u) == OrderKind.IDLE) n++;
        return n;
    }

    @Test
    void disbandingTheForwardBuildersSendsThemBackToWork() {
        Arena kept = town();
        MatchEngine m = kept.start(UP + FORWARD);
        m.runUntil(45_000);
        assertEquals(3, idle(m), "without the order, three villagers stand kept aside for forward building (a fourth walks out to build it)");
        assertEquals(0, kept.failures().size(), kept.failures().toString());

        Arena disbanded = town();
        MatchEngine n = disbanded.start(UP + FORWARD + "(defrule (game-time >= 15) => (up-disband-group-type group-type-forward-builder) (disable-self))\n");
        n.runUntil(45_000);
        assertEquals(0, idle(n), "disbanded, every forward builder is a gatherer again, and none is kept aside until a forward building is asked anew");
        assertEquals(0, disbanded.failures().size(), disbanded.failures().toString());
    }

    private static Arena carts() {
        return Arena.flat(60).put("town-center", 1, 3, 3).put("trade-cart", 1, 6, 20).put("house", 2, 56, 56);
    }

    private static final String SEND = "(defrule (game-time >= 3) => (up-full-reset-search) (up-find-local c: trade-cart c: 1) (set-goal 100 50) (set-goal 101 20)"
            + " (up-target-point 100 action-move -1 -1) (disable-self))\n";

    @Test
    void disbandingTheLandTradeGroupStopsTheCartsAndWaterTradeLeavesThemBe() {
        Arena sent = carts();
        MatchEngine m = sent.start(UP + SEND);
        m.runUntil(70_000);
        int cart = MilitaryTest.all(m, 1, "trade-cart")[0];
        assertTrue(m.entities().x(cart) > 45_000, "without the order the cart goes where it was sent: " + m.entities().x(cart));

        Arena land = carts();
        MatchEngine n = land.start(UP + SEND + "(defrule (game-time >= 10) => (up-disband-group-type group-type-land-trade) (disable-self))\n");
        n.runUntil(70_000);
        int c = MilitaryTest.all(n, 1, "trade-cart")[0];
        assertTrue(n.entities().x(c) < 25_000, "the land trade group disbanded, the cart stopped on its way: " + n.entities().x(c));
        assertEquals(OrderKind.IDLE, n.entities().order(c));

        Arena water = carts();
        MatchEngine w = water.start(UP + SEND + "(defrule (game-time >= 10) => (up-disband-group-type group-type-water-trade) (disable-self))\n");
        w.runUntil(70_000);
        assertTrue(w.entities().x(MilitaryTest.all(w, 1, "trade-cart")[0]) > 45_000, "a cart is no cog: the water trade group leaves it be");
        for (Arena a : new Arena[] {sent, land, water}) assertEquals(0, a.failures().size(), a.failures().toString());
    }
}
