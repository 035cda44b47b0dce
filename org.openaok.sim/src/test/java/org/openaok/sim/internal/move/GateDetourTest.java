package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A gate shut to a walker is a wall to its plan, not only to its steps: it goes round by a way it
 * may take. Player 1's wall runs across the field at y = 20 from x = 0 to 29, its gate at x 10-13;
 * past x = 29 the field is open. (The planner saw a gate's tiles open to everyone, so a player's
 * villagers inside an enemy's wall walked to its gate and stood there to the end of a match.)
 */
class GateDetourTest {
    private static int walled(MatchEngine m) {
        int gate = m.lifecycle().placeBuilding(m.rules().typeIndex("gate"), 1, 10, 20, true);
        assertTrue(gate != 0);
        for (int x = 0; x < 30; x++) if (x < 10 || x > 13) m.lifecycle().placeBuilding(m.rules().typeIndex("stone-wall"), 1, x, 20, true);
        return gate;
    }

    /** Steps until the unit's walk ends (at most two game minutes); the furthest east it went. */
    private static int walk(MatchEngine m, int u) {
        Entities e = m.entities();
        int east = e.x(u);
        Movement mv = m.find(Movement.class).orElseThrow();
        for (int t = 0; t * m.tickMs() < 120_000 && (e.order(u) != OrderKind.IDLE || mv.status(u) == Movement.MOVING); t++) {
            m.step();
            east = Math.max(east, e.x(u));
        }
        return east;
    }

    @Test
    void anEnemyGoesRoundTheEndOfTheWallNotToTheGate() {
        MatchEngine m = Fixtures.field(40);
        walled(m);
        int v = Fixtures.spawn(m, "villager", 2, 11_500, 15_500);
        assertTrue(m.execute(new Move(2, new int[] {v}, 11_500, 25_500)).accepted());
        int east = walk(m, v);
        Entities e = m.entities();
        assertEquals(OrderKind.IDLE, e.order(v), "its walk ended");
        assertTrue(e.y(v) > 24_000, "across the wall: (" + e.x(v) + "," + e.y(v) + ")");
        assertTrue(east > 29_000, "round the wall's end, past x = 29: east as far as " + east);
    }

    @Test
    void theOwnerTakesItsGateUntilItIsLockedThenGoesRound() {
        MatchEngine m = Fixtures.field(40);
        int gate = walled(m);
        Entities e = m.entities();
        int v = Fixtures.spawn(m, "villager", 1, 11_500, 15_500);
        assertTrue(m.execute(new Move(1, new int[] {v}, 11_500, 25_500)).accepted());
        int east = walk(m, v);
        assertTrue(e.y(v) > 24_000 && east < 16_000, "through its gate: (" + e.x(v) + "," + e.y(v) + "), east as far as " + east);

        assertTrue(m.execute(new LockGate(1, new int[] {gate}, LockGate.Mode.LOCK)).accepted());
        assertTrue(m.execute(new Move(1, new int[] {v}, 11_500, 15_500)).accepted());
        east = walk(m, v);
        assertTrue(e.y(v) < 17_000 && east > 29_000, "locked: round the wall: (" + e.x(v) + "," + e.y(v) + "), east as far as " + east);

        assertTrue(m.execute(new LockGate(1, new int[] {gate}, LockGate.Mode.UNLOCK)).accepted());
        // not back to where it came from, which the way it came (round, and open) would take it
        assertTrue(m.execute(new Move(1, new int[] {v}, 13_500, 25_500)).accepted());
        int start = e.x(v);
        east = walk(m, v);
        assertTrue(e.y(v) > 24_000 && east < Math.max(start, 16_000) + 1_000, "unlocked: through the gate again: (" + e.x(v) + "," + e.y(v) + "), east as far as " + east);
    }

    @Test
    void aGateDestroyedLeavesAnOpeningForEveryone() {
        MatchEngine m = Fixtures.field(40);
        int gate = walled(m);
        int v = Fixtures.spawn(m, "villager", 2, 11_500, 15_500);
        Fixtures.steps(m, 2); // the views see the gate
        m.lifecycle().remove(gate, 0);
        assertTrue(m.execute(new Move(2, new int[] {v}, 11_500, 25_500)).accepted());
        int east = walk(m, v);
        Entities e = m.entities();
        assertTrue(e.y(v) > 24_000 && east < 16_000, "through where the gate stood: (" + e.x(v) + "," + e.y(v) + "), east as far as " + east);
    }
}
