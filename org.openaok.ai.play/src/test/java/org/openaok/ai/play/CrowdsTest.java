package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Crowds in real matches (randomgame against itself at Hardest): on DeepWoods a woodcutter
 * between a lumber camp and the trees walled in the villager behind it, on GoldenHeart archers
 * stood in each other's way for good. No unit stands with an order to walk or gather on one spot
 * for two minutes, and the standing units pressed into each other come apart.
 */
class CrowdsTest {
    /** Pressed pairs summed over the minute samples of 30 minutes: the base had 126 on DeepWoods, 173 on GoldenHeart. */
    static final int PRESSED_MOST = 80;

    @Test
    void nobodyIsStuckAtTheForestEdge() {
        MatchProbe p = new MatchProbe("DeepWoods", 120, 1, new String[] {"randomgame", "randomgame"}, 0).run(30 * 60_000);
        assertEquals(0, p.stuck, p.line() + "\n" + String.join("\n", p.stuckUnits));
        assertTrue(p.pressedPairs < PRESSED_MOST, p.line());
    }

    @Test
    void nobodyIsStuckInTown() {
        MatchProbe p = new MatchProbe("GoldenHeart", 120, 1, new String[] {"randomgame", "randomgame"}, 0).run(30 * 60_000);
        assertEquals(0, p.stuck, p.line() + "\n" + String.join("\n", p.stuckUnits));
        assertTrue(p.pressedPairs < PRESSED_MOST, p.line());
    }

    /**
     * RiverCrossing seed 2: at 43:40 seat 1's near gold ran out and its twenty miners walked to gold
     * thirty tiles off through a one-tile lane between an archery range and a stable, where the
     * range's new crossbowmen stood; held there, each was given another tile of the same mine every
     * eight seconds, which began its walk anew each time, and they stood piled on one point with their
     * orders to the end (23 units stuck). A gatherer on its way is given another source once a walk.
     * At most one stuck, as on Bastions: since the target evaluation weighs blows by armour the match
     * runs otherwise, and one woodcutter of seat 2 stands two minutes on its way to a tree
     * (41:30-43:30; at work there by 44:00): no pile in the lane.
     */
    @Test
    void minersFileThroughALaneBetweenBuildings() {
        MatchProbe p = new MatchProbe("RiverCrossing", 120, 2, new String[] {"randomgame", "randomgame"}, 0).run(50 * 60_000);
        assertTrue(p.stuckGatherers <= 1, p.line() + "\n" + String.join("\n", p.stuckUnits));
    }

    /** Bastions seed 3: the same, at seat 1's gold below its castle from 43:40 (28 units stuck by 60:00). */
    @Test
    void minersAreNotPiledOnTheWayToGold() {
        MatchProbe p = new MatchProbe("Bastions", 120, 3, new String[] {"randomgame", "randomgame"}, 0).run(50 * 60_000);
        assertTrue(p.stuckGatherers <= 1, p.line() + "\n" + String.join("\n", p.stuckUnits));
    }

    /**
     * Wanderers seed 1 (a nomad start): seat 1's first house stood between two grazing deer from
     * minute 8, and its builder, held between them, walked at it for nine minutes while the seat
     * could train nobody (5 of 5). Gaia's idle animals now step aside as one's own idle units do:
     * the house stands by 10:00.
     */
    @Test
    void grazingDeerStepAsideForABuilder() {
        MatchProbe p = new MatchProbe("Wanderers", 120, 1, new String[] {"randomgame", "randomgame"}, 0);
        var m = p.match;
        var e = m.entities();
        m.runUntil(10 * 60_000);
        int houses = 0;
        var bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == 1 && m.rules().type(e.type(b)).word().equals("house") && e.state(b) == org.openaok.sim.api.state.Entities.ALIVE) houses++;
        }
        assertTrue(houses >= 1, "seat 1's houses standing at 10:00: " + houses + " (population " + m.player(1).population() + ")");
    }
}
