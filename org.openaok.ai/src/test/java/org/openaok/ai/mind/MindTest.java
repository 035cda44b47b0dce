package org.openaok.ai.mind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.ai.lang.Command;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Seat;

class MindTest {
    private static Mind mind(int difficulty, boolean scenario) {
        Seat seat = Seat.defaults(1).withDifficulty(difficulty);
        if (scenario) seat = seat.withGameType(Seat.GAME_SCENARIO);
        return new Mind(3, seat);
    }

    @Test
    void everyFactAndActionOfTheOriginalGameHasItsCode() {
        int facts = 0, actions = 0;
        for (Command c : Vocabulary.standard().commands()) {
            if (!c.supported()) continue;
            String code = c.name().toUpperCase(java.util.Locale.ROOT).replace('-', '_');
            if (c.fact()) {
                assertEquals(c.name(), FactCode.valueOf(code).word());
                facts++;
            }
            if (c.action()) {
                assertEquals(c.name(), ActionCode.valueOf(code).word());
                actions++;
            }
        }
        assertEquals(FactCode.values().length, facts);
        assertEquals(ActionCode.values().length, actions);
    }

    @Test
    void strategicNumbersStartAtTheirDefaults() {
        Mind m = mind(Seat.HARDEST, false);
        assertEquals(66, m.strategic(2));
        assertEquals(4, m.strategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE));
        assertEquals(0, m.strategic(StrategicScaling.INITIAL_ATTACK_DELAY));
        assertEquals(512, m.strategicCount(), "UserPatch's 512 slots");
        assertEquals(255, m.strategic(250), "sn-safe-town-size, UserPatch's, starts at its default");
        // Defaults go through the same scaling: at Easiest the default attack group is a quarter.
        Mind easiest = mind(Seat.EASIEST, false);
        assertEquals(1, easiest.strategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE));
        assertEquals(2, easiest.strategic(StrategicScaling.MAXIMUM_ATTACK_GROUP_SIZE));
        assertEquals(1260, easiest.strategic(StrategicScaling.INITIAL_ATTACK_DELAY));
    }

    @Test
    void militaryNumbersAreScaledForTheDifficulty() {
        int[][] expected = {
                // group size 20, attack groups 10, sighted response 50, attack-now 80, delay 100
                {20, 10, 50, 80, 100},   // hardest
                {20, 10, 50, 80, 100},   // hard
                {15, 6, 30, 60, 340},    // moderate
                {10, 4, 20, 40, 1000},   // easy
                {5, 2, 10, 20, 1360},    // easiest
        };
        int[][] scenario = {
                {20, 10, 50, 80, 100},
                {16, 8, 40, 80, 100},    // hard, in a scenario
                {15, 6, 30, 60, 700},
                {10, 4, 20, 40, 1300},
                {5, 2, 10, 20, 1900},
        };
        for (int d = 0; d <= 4; d++) {
            for (boolean scen : new boolean[] {false, true}) {
                Mind m = mind(d, scen);
                m.setStrategic(StrategicScaling.MAXIMUM_ATTACK_GROUP_SIZE, 20);
                m.setStrategic(StrategicScaling.NUMBER_ATTACK_GROUPS, 10);
                m.setStrategic(StrategicScaling.PERCENT_ENEMY_SIGHTED_RESPONSE, 50);
                m.setStrategic(StrategicScaling.PERCENT_ATTACK_SOLDIERS, 80);
                m.setStrategic(StrategicScaling.INITIAL_ATTACK_DELAY, 100);
                int[] want = (scen ? scenario : expected)[d];
                assertEquals(want[0], m.strategic(StrategicScaling.MAXIMUM_ATTACK_GROUP_SIZE), "d" + d + " s" + scen);
                assertEquals(want[1], m.strategic(StrategicScaling.NUMBER_ATTACK_GROUPS), "d" + d + " s" + scen);
                assertEquals(want[2], m.strategic(StrategicScaling.PERCENT_ENEMY_SIGHTED_RESPONSE), "d" + d + " s" + scen);
                assertEquals(want[3], m.strategic(StrategicScaling.PERCENT_ATTACK_SOLDIERS), "d" + d + " s" + scen);
                assertEquals(want[4], m.strategic(StrategicScaling.INITIAL_ATTACK_DELAY), "d" + d + " s" + scen);
            }
        }
    }

    @Test
    void neverBelowOneAndOnlyPositiveValues() {
        Mind m = mind(Seat.EASIEST, false);
        m.setStrategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE, 2);
        assertEquals(1, m.strategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE));
        m.setStrategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE, 0);
        assertEquals(0, m.strategic(StrategicScaling.MINIMUM_ATTACK_GROUP_SIZE));
        m.setStrategic(StrategicScaling.NUMBER_BOAT_ATTACK_GROUPS, -1);
        assertEquals(-1, m.strategic(StrategicScaling.NUMBER_BOAT_ATTACK_GROUPS));
        // Other numbers are taken as they are.
        m.setStrategic(2, 40);
        assertEquals(40, m.strategic(2));
    }

    @Test
    void aScriptCanTurnTheScalingOff() {
        Mind m = mind(Seat.EASIEST, false);
        m.setStrategic(StrategicScaling.DO_NOT_SCALE_FOR_DIFFICULTY_LEVEL, 1);
        m.setStrategic(StrategicScaling.MAXIMUM_ATTACK_GROUP_SIZE, 20);
        m.setStrategic(StrategicScaling.INITIAL_ATTACK_DELAY, 100);
        assertEquals(20, m.strategic(StrategicScaling.MAXIMUM_ATTACK_GROUP_SIZE));
        assertEquals(100, m.strategic(StrategicScaling.INITIAL_ATTACK_DELAY));
    }

    @Test
    void someValuesAreKeptInRangeAtEveryDifficulty() {
        Mind m = mind(Seat.HARDEST, false);
        m.setStrategic(StrategicScaling.FOOD_GATHERER_PERCENTAGE, 150);
        assertEquals(100, m.strategic(StrategicScaling.FOOD_GATHERER_PERCENTAGE));
        m.setStrategic(StrategicScaling.WOOD_GATHERER_PERCENTAGE, -5);
        assertEquals(0, m.strategic(StrategicScaling.WOOD_GATHERER_PERCENTAGE));
        m.setStrategic(StrategicScaling.ENEMY_SIGHTED_RESPONSE_DISTANCE, 80);
        assertEquals(50, m.strategic(StrategicScaling.ENEMY_SIGHTED_RESPONSE_DISTANCE));
        m.setStrategic(StrategicScaling.GROUP_FORM_DISTANCE, 45);
        assertEquals(30, m.strategic(StrategicScaling.GROUP_FORM_DISTANCE));
        m.setStrategic(StrategicScaling.MINIMUM_BOAR_HUNT_GROUP_SIZE, 12);
        assertEquals(8, m.strategic(StrategicScaling.MINIMUM_BOAR_HUNT_GROUP_SIZE));
        m.setStrategic(StrategicScaling.MAXIMUM_EXPLORE_GROUP_SIZE, 6);
        assertEquals(1, m.strategic(StrategicScaling.MAXIMUM_EXPLORE_GROUP_SIZE));
        m.setStrategic(StrategicScaling.MINIMUM_EXPLORE_GROUP_SIZE, 0);
        assertEquals(0, m.strategic(StrategicScaling.MINIMUM_EXPLORE_GROUP_SIZE));
    }

    @Test
    void timersTriggerFromTheirTimeUntilDisabled() {
        Mind m = mind(Seat.HARDEST, false);
        assertFalse(m.timerTriggered(3, 0));
        m.enableTimer(3, 10, 5_000);
        assertFalse(m.timerTriggered(3, 14_999));
        assertTrue(m.timerTriggered(3, 15_000));
        assertTrue(m.timerTriggered(3, 99_000));
        m.disableTimer(3);
        assertFalse(m.timerTriggered(3, 99_000));
        assertFalse(m.timerEnabled(3));
    }

    @Test
    void escrowTakesItsShareOfIncome() {
        Mind m = mind(Seat.HARDEST, false);
        m.setEscrowPercent(0, 30);
        m.takeEscrow(0, 200);
        assertEquals(60, m.escrow(0));
        m.takeEscrow(0, -50);
        assertEquals(60, m.escrow(0));
        m.limitEscrow(0, 40);
        assertEquals(40, m.escrow(0));
        m.releaseEscrow(0);
        assertEquals(0, m.escrow(0));
        m.setEscrowPercent(1, 250);
        assertEquals(100, m.escrowPercent(1));
    }

    @Test
    void sharedGoalsAreTwoHundredFiftySix() {
        SharedGoals g = new SharedGoals();
        g.set(256, 7);
        g.set(257, 9);
        g.set(0, 9);
        assertEquals(7, g.get(256));
        assertEquals(0, g.get(257));
        assertEquals(0, g.get(0));
    }
}
