package org.openaok.sim.internal.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.TestMap;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.IntMath;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.path.Goal;
import org.openaok.sim.internal.path.PathPlanner;

/**
 * The stall rule on hand-made ground: a walker that steps every tick but comes no nearer the
 * point it walks to stops after {@link MovementSystem#STALL_MS}; there when within
 * {@link MovementSystem#NEAR_ENOUGH} of where it was sent, else its walk failed. A villager of
 * the other seat standing on that point (which no nudge moves) has the walker step round it, a
 * quarter turn at a time, for as long as it is let.
 */
class WalkStallTest {
    /** How the walk went: its end and when, where the walker stood then, and the longest it stood still meanwhile. */
    private record Walk(int status, long endMs, long firstContactMs, int x, int y, long longestStillMs) {}

    @Test
    void aWalkerCirclingTheOneWhoStandsOnItsPointIsThereOnceItComesNoNearer() {
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).map(), Fixtures.settings(7, "britons", "franks"));
        Fixtures.spawn(m, "villager", 2, 20_500, 20_500);
        int w = Fixtures.spawn(m, "villager", 1, 12_500, 20_300);
        Walk r = walk(m, w, 20_500, 20_500, 900);
        assertEquals(Movement.ARRIVED, r.status(), "the walk ends there: " + r);
        assertEquals(OrderKind.IDLE, m.entities().order(w), "and its order with it");
        assertTrue(IntMath.distance(r.x(), r.y(), 20_500, 20_500) <= MovementSystem.NEAR_ENOUGH, r.toString());
        stalledNotStuck(r);
    }

    @Test
    void aWalkerCirclingTheOneWhoStandsOnTheTurnOfItsWayFailsFarFromItsPoint() {
        // a lake between the walker and its point: the way turns at its south-west corner, where the other seat's villager stands
        MatchEngine m = Fixtures.start(TestMap.flat(40, 2).water(14, 10, 6, 14).map(), Fixtures.settings(7, "britons", "franks"));
        Grid g = m.grid();
        IntList way = new IntList(8);
        assertEquals(PathPlanner.REACHED, new PathPlanner(g).plan(g.tile(12, 20), Goal.tile(22, 20), 1, way));
        assertTrue(way.size() >= 2, "the way turns round the lake");
        int turn = way.get(0);
        Fixtures.spawn(m, "villager", 2, Grid.centre(g.tileX(turn)), Grid.centre(g.tileY(turn)));
        int w = Fixtures.spawn(m, "villager", 1, 12_500, 20_500);
        Walk r = walk(m, w, 22_500, 20_500, 900);
        assertEquals(Movement.FAILED, r.status(), "the walk ends, short: " + r);
        assertEquals(OrderKind.IDLE, m.entities().order(w));
        assertTrue(IntMath.distance(r.x(), r.y(), 22_500, 20_500) > MovementSystem.NEAR_ENOUGH, r.toString());
        assertTrue(IntMath.distance(r.x(), r.y(), Grid.centre(g.tileX(turn)), Grid.centre(g.tileY(turn))) < 1_000, "round the turn: " + r);
        stalledNotStuck(r);
    }

    /**
     * It was the stall that ended the walk: it stepped on (never held still as long as a blocked
     * walker is let) for at least the stall's time from first meeting the one in its way. (Its
     * circle is not round: now and then it comes a little nearer, and the time starts again.)
     */
    private static void stalledNotStuck(Walk r) {
        assertTrue(r.longestStillMs() < MovementSystem.GIVE_UP_TICKS * 100L / 2, "it kept stepping: " + r);
        assertTrue(r.endMs() - r.firstContactMs() >= MovementSystem.STALL_MS, "no sooner than the stall's time: " + r);
    }

    /** Sends the walker to the point and steps the match until the walk ends, at most {@code ticks}. */
    private static Walk walk(MatchEngine m, int w, int x, int y, int ticks) {
        assertTrue(m.execute(new Move(1, new int[] {w}, x, y)).accepted());
        Movement mv = m.require(Movement.class);
        Entities e = m.entities();
        long contact = -1, still = 0, longest = 0;
        boolean off = false;
        int lx = e.x(w), ly = e.y(w);
        for (int t = 0; t < ticks && mv.status(w) == Movement.MOVING; t++) {
            m.step();
            boolean moved = e.x(w) != lx || e.y(w) != ly;
            // the first tick, once on its way, it did not go a whole step: it met the one in its way
            if (off && contact < 0 && IntMath.distance(lx, ly, e.x(w), e.y(w)) < 70) contact = m.timeMs();
            off |= moved;
            still = moved ? 0 : still + m.tickMs();
            longest = Math.max(longest, still);
            lx = e.x(w);
            ly = e.y(w);
        }
        return new Walk(mv.status(w), m.timeMs(), contact, e.x(w), e.y(w), longest);
    }
}
