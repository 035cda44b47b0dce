package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.random.RandomStream;
import org.openaok.rms.script.RmsScript;

class RandomBlockTest {
    private static final String THREE = """
            start_random
              percent_chance 30 #define A
              percent_chance 50 #define B
              percent_chance 20 #define C
            end_random
            """;

    private static RmsScript read(String text, long seed) {
        return Rms.read(text, LobbySettings.builder().seed(seed).build()).script();
    }

    @Test
    void exactlyOneBranchSurvivesAndTheShareFollowsTheChances() {
        int seeds = 6000;
        int[] count = new int[3];
        for (long seed = 0; seed < seeds; seed++) {
            RmsScript s = read(THREE, seed * 7919 + 13);
            int kept = 0;
            if (s.hasLabel("A")) { kept++; count[0]++; }
            if (s.hasLabel("B")) { kept++; count[1]++; }
            if (s.hasLabel("C")) { kept++; count[2]++; }
            assertEquals(1, kept, "seed " + seed);
        }
        // 30/50/20 per cent, within 3 points each (a binomial's standard deviation here is under 0.7).
        assertEquals(30, 100.0 * count[0] / seeds, 3);
        assertEquals(50, 100.0 * count[1] / seeds, 3);
        assertEquals(20, 100.0 * count[2] / seeds, 3);
    }

    @Test
    void chancesUnder100CanKeepNoBranch() {
        String text = "start_random percent_chance 10 #define A percent_chance 15 #define B end_random";
        int none = 0;
        int seeds = 4000;
        for (long seed = 0; seed < seeds; seed++) {
            RmsScript s = read(text, seed);
            boolean a = s.hasLabel("A");
            boolean b = s.hasLabel("B");
            assertTrue(!(a && b));
            if (!a && !b) none++;
        }
        assertEquals(75, 100.0 * none / seeds, 3);
    }

    @Test
    void theFirstBlockRollsAsTheDesignSays() {
        for (long seed = 1; seed < 300; seed++) {
            int roll = new RandomStream(seed ^ (0x9E3779B97F4A7C15L * 1)).nextInt(100);
            String want = roll < 30 ? "A" : roll < 80 ? "B" : "C";
            assertTrue(read(THREE, seed).hasLabel(want), "seed " + seed + " roll " + roll);
        }
    }

    @Test
    void blocksAtTheSameDepthRollApart() {
        String two = "start_random percent_chance 50 #define A1 end_random\nstart_random percent_chance 50 #define A2 end_random\n";
        int same = 0;
        int seeds = 4000;
        for (long seed = 0; seed < seeds; seed++) {
            RmsScript s = read(two, seed);
            if (s.hasLabel("A1") == s.hasLabel("A2")) same++;
        }
        assertEquals(50, 100.0 * same / seeds, 4);
    }

    @Test
    void theSameSeedAlwaysPicksTheSame() {
        for (long seed = 0; seed < 50; seed++) {
            assertEquals(read(THREE, seed).labels(), read(THREE, seed).labels());
        }
    }

    @Test
    void nestedBlocksRollInsideTheBranchTaken() {
        String text = """
                start_random
                  percent_chance 100
                    start_random percent_chance 50 #define IN1 percent_chance 50 #define IN2 end_random
                end_random
                """;
        for (long seed = 0; seed < 200; seed++) {
            RmsScript s = read(text, seed);
            assertTrue(s.hasLabel("IN1") ^ s.hasLabel("IN2"));
        }
    }

    @Test
    void randomBlocksPickCommandsToo() {
        String text = "<OBJECTS_GENERATION>\nstart_random\npercent_chance 50 create_object GOLD\npercent_chance 50 create_object STONE\nend_random\n";
        for (long seed = 0; seed < 100; seed++) {
            List<Integer> objects = Rms.firstArgs(read(text, seed), org.openaok.rms.script.Section.OBJECTS_GENERATION, "create_object");
            assertEquals(1, objects.size());
            assertTrue(objects.get(0) == 66 || objects.get(0) == 102);
        }
    }
}
