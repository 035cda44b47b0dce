package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A gate that shuts round a unit standing in it does not hold it: the unit walks on out of it, to
 * the side it is sent to. (A villager let into an ally's gate stood there with its order for the
 * rest of the match once the alliance ended: every step out of the gate landed on the gate's
 * ground, shut to it.) Hand-made ground: a wall across a field at y = 20, the gate at x 10-13.
 */
class ShutInGateTest {
    private static int walled(MatchEngine m) {
        int gate = m.lifecycle().placeBuilding(m.rules().typeIndex("gate"), 1, 10, 20, true);
        assertTrue(gate != 0);
        for (int x = 0; x < 40; x++) if (x < 10 || x > 13) m.lifecycle().placeBuilding(m.rules().typeIndex("stone-wall"), 1, x, 20, true);
        return gate;
    }

    @Test
    void anEnemyInTheGateWalksOutOfIt() {
        MatchEngine m = Fixtures.field(40);
        walled(m);
        // player 2's villager stands in player 1's gate, on the wall's line: the gate opens only for player 1
        int v = Fixtures.spawn(m, "villager", 2, 11_500, 20_500);
        assertTrue(m.execute(new Move(2, new int[] {v}, 11_500, 24_500)).accepted());
        Fixtures.steps(m, 300);
        Entities e = m.entities();
        assertTrue(e.y(v) > 21_000, "out of the gate, on the side it was sent to: " + e.y(v));
        assertEquals(OrderKind.IDLE, e.order(v), "there, its order done");
    }

    @Test
    void theOwnersVillagerInAGateLockedRoundItWalksOutButNoOneElseGoesIn() {
        MatchEngine m = Fixtures.field(40);
        int gate = walled(m);
        int inside = Fixtures.spawn(m, "villager", 1, 12_500, 20_500);
        int behind = Fixtures.spawn(m, "villager", 1, 11_500, 17_500);
        assertTrue(m.execute(new LockGate(1, new int[] {gate}, LockGate.Mode.LOCK)).accepted());
        assertTrue(m.execute(new Move(1, new int[] {inside}, 12_500, 16_500)).accepted());
        assertTrue(m.execute(new Move(1, new int[] {behind}, 11_500, 23_500)).accepted());
        Fixtures.steps(m, 300);
        Entities e = m.entities();
        assertTrue(e.y(inside) < 20_000, "out of the locked gate: " + e.y(inside));
        assertTrue(e.y(behind) < 20_000, "the locked gate still lets no one in: " + e.y(behind));
    }
}
