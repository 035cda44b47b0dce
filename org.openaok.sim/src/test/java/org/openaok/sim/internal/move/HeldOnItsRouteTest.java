package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A walker held for good gives its walk up though each new plan starts with a point it can reach,
 * the tile it stands in: reaching it is no progress toward the goal. Hand-made ground: a lake that turns a group's way,
 * one member standing on the turn where the group's route ends, ringed by the other seat's
 * villagers (none fights, none is nudged). Its plan joins the route at the tile it stands in; it
 * stepped to that tile's centre every four seconds, which counted as getting on, and held its move
 * order for good (a knight among farms and a building, Coastline seed 2, from 29:20 to the end).
 */
class HeldOnItsRouteTest {
    @Test
    void aMemberHeldWhereTheGroupsRouteEndsGivesItsWalkUp() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(15, 8, 2, 14).map(), Fixtures.settings(7, "britons", "franks"));
        int[] group = new int[4];
        for (int i = 0; i < 3; i++) group[i] = Fixtures.spawn(m, "militiaman", 1, 10_500 + i * 700, 18_500);
        int held = group[3] = Fixtures.spawn(m, "militiaman", 1, 21_500, 20_500);
        int[] ring = new int[8];
        int[][] ways = {{1000, 0}, {707, 707}, {0, 1000}, {-707, 707}, {-1000, 0}, {-707, -707}, {0, -1000}, {707, -707}};
        for (int i = 0; i < 8; i++) ring[i] = Fixtures.spawn(m, "villager", 2, 21_500 + ways[i][0] * 520 / 1000, 20_500 + ways[i][1] * 520 / 1000);
        assertTrue(m.execute(new UnitStance(2, ring, "no-attack")).accepted());
        assertTrue(m.execute(new UnitStance(1, group, "no-attack")).accepted());
        assertTrue(m.execute(new Move(1, group, 23_500, 19_500)).accepted());
        Movement mv = m.require(Movement.class);
        Entities e = m.entities();
        int t = 0;
        for (; t < 1200 && mv.status(held) == Movement.MOVING; t++) m.step();
        assertNotEquals(Movement.MOVING, mv.status(held), "the walk ends: at (" + e.x(held) + "," + e.y(held) + ")");
        assertEquals(OrderKind.IDLE, e.order(held), "and its order with it");
        // plans made again when held join the route where it stands; the stall runs through them (before: still walking after two minutes)
        assertTrue(t * m.tickMs() <= 60_000, "within a minute: " + t * m.tickMs() + " ms");
    }
}
