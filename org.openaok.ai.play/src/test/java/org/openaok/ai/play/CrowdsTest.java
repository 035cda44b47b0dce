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
}
