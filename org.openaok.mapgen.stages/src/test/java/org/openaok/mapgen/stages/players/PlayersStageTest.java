package org.openaok.mapgen.stages.players;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.land.Border;

class PlayersStageTest {
    @Test
    void theTableGivesExactCosinesAndSinesAtItsSteps() {
        assertEquals(1024, Ring.cos(0));
        assertEquals(0, Ring.cos(Ring.TURN / 4));
        assertEquals(-1024, Ring.cos(Ring.TURN / 2));
        assertEquals(724, Ring.cos(Ring.TURN / 8));
        assertEquals(1024, Ring.sin(Ring.TURN / 4));
        assertEquals(-1024, Ring.sin(-Ring.TURN / 4));
        assertEquals((946 + 724) / 2, Ring.cos(3 * Ring.TURN / 32), "halfway between two steps");
        assertEquals(80, Ring.x(80, 0));
        assertEquals(0, Ring.y(80, 0));
        assertEquals(-80, Ring.y(80, -Ring.TURN / 4));
        assertEquals(1274, Ring.degrees(7));
        for (int a = 0; a < Ring.TURN; a += 97) {
            int c = Ring.cos(a);
            int s = Ring.sin(a);
            int r2 = c * c + s * s;
            assertTrue(r2 > 1024 * 1024 * 92 / 100 && r2 <= 1024 * 1024 + 4096, "radius at " + a + ": " + r2);
        }
    }

    @Test
    void seatsGoRoundARingAtAboutAThirdOfTheMapAsTheRecordedGamesShow() {
        int size = 200;
        double min = Double.MAX_VALUE;
        double max = 0;
        double widest = 0;
        for (long seed = 1; seed <= 40; seed++) {
            int[][] seats = PlayersStage.seats(Border.none(size), size, 4, new RandomStream(seed));
            double first = Math.atan2(seats[0][1] - 100, seats[0][0] - 100);
            for (int k = 0; k < 4; k++) {
                double r = Math.hypot(seats[k][0] - 100, seats[k][1] - 100);
                assertTrue(r >= 72 - 20 - 1.5 && r <= 72 + 20 + 1.5, "seat " + k + " at radius " + r);
                min = Math.min(min, r);
                max = Math.max(max, r);
                double a = Math.toDegrees(Math.atan2(seats[k][1] - 100, seats[k][0] - 100) - first);
                double off = ((a - 90.0 * k) % 360 + 540) % 360 - 180;
                assertTrue(Math.abs(off) <= 2 * 0.19 * 90 + 2, "seat " + k + " is " + off + " degrees off its bearing");
                widest = Math.max(widest, Math.abs(off));
            }
        }
        assertTrue(min < 60 && max > 84, "the radius spreads as the recordings' does: " + min + " to " + max);
        assertTrue(widest > 20, "seats swing round the ring: " + widest);
    }

    @Test
    void seatsStayInsideThePlayerLandsBorders() {
        int size = 144;
        Border b = Border.ofPercent(size, 50, 0, 0, 0, 100);
        for (long seed = 1; seed < 40; seed++) {
            for (int[] s : PlayersStage.seats(b, size, 8, new RandomStream(seed))) {
                assertTrue(s[0] >= 72 && s[0] < size && s[1] >= 0 && s[1] < size, "seat " + s[0] + "," + s[1]);
            }
        }
    }

    @Test
    void groupedByTeamSeatsTeamMatesSideBySide() {
        int[] teams = {0, 1, 2, 1, 2, 0, 3};
        assertEquals(List.of(1, 2, 3, 4, 5, 6), Placement.RANDOM.order(6, teams));
        assertEquals(List.of(1, 3, 2, 4, 5, 6), Placement.GROUPED_BY_TEAM.order(6, teams));

        String script = """
                <PLAYER_SETUP>
                grouped_by_team
                <LAND_GENERATION>
                create_player_lands { land_percent 40 }
                """;
        double d13 = 0;
        double d12 = 0;
        for (long seed = 1; seed <= 10; seed++) {
            Harness h = Harness.run(script, GenerationRequest.builder().size(200).players(4).teams(List.of(1, 2, 1, 2)).seed(seed),
                    Harness.upTo(AokStages.PLAYERS));
            assertTrue(h.state().groupedByTeam());
            List<PlayerStart> s = h.map().starts();
            // ring order 1, 3, 2, 4: team-mates 1 and 3 are neighbours, 1 and 2 are not
            d13 += Math.hypot(s.get(0).x() - s.get(2).x(), s.get(0).y() - s.get(2).y()) / 10;
            d12 += Math.hypot(s.get(0).x() - s.get(1).x(), s.get(0).y() - s.get(1).y()) / 10;
        }
        assertTrue(d13 < d12 - 30, "team-mates " + d13 + " apart, opponents " + d12 + " (means of ten seeds)");
    }

    @Test
    void everyPlayerGetsAStartAndTheSeedDecidesWhere() {
        String script = "<LAND_GENERATION>\ncreate_player_lands { land_percent 40 }\n";
        Harness a = Harness.run(script, GenerationRequest.builder().size(168).players(7).seed(11), Harness.upTo(AokStages.PLAYERS));
        Harness b = Harness.run(script, GenerationRequest.builder().size(168).players(7).seed(11), Harness.upTo(AokStages.PLAYERS));
        Harness c = Harness.run(script, GenerationRequest.builder().size(168).players(7).seed(12), Harness.upTo(AokStages.PLAYERS));
        assertEquals(7, a.map().starts().size());
        assertEquals(a.map().starts(), b.map().starts());
        assertNotEquals(a.map().starts(), c.map().starts());
    }

    @Test
    void theJitterNarrowsWhereThePlayerLandsNeedTheRoom() {
        assertEquals(100, PlayersStage.jitter(8, 42, 12, 0), "no player lands, no limit");
        assertEquals(100, PlayersStage.jitter(2, 43, 12, 30), "two players sit far apart");
        assertEquals(85, PlayersStage.jitter(2, 43, 12, 40), "unless their lands need more room than swinging in and round leaves");
        assertEquals(100, PlayersStage.jitter(4, 72, 20, 20));
        int some = PlayersStage.jitter(8, 72, 20, 33);
        assertTrue(some > 0 && some < 100, "eight players on a Normal map keep some of it: " + some);
        assertEquals(0, PlayersStage.jitter(8, 43, 12, 32), "Archipelago on a Tiny map: even seats are too close already");
        // 4 players on a Normal map have room to spare: the very seats of before
        for (long seed = 1; seed < 10; seed++) {
            assertArrayEquals(PlayersStage.seats(Border.none(200), 200, 4, new RandomStream(seed)),
                    PlayersStage.seats(Border.none(200), 200, 4, 25, new RandomStream(seed)));
        }
        // 8 players on a Normal map whose lands need 33 tiles along an axis between neighbours
        for (long seed = 1; seed < 40; seed++) {
            int[][] seats = PlayersStage.seats(Border.none(200), 200, 8, 33, new RandomStream(seed));
            for (int k = 0; k < 8; k++) {
                int[] a = seats[k], b = seats[(k + 1) % 8];
                int d = Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));
                assertTrue(d >= 33, "seed " + seed + ": neighbours " + k + " and " + (k + 1) % 8 + " " + d + " apart");
            }
        }
    }

    @Test
    void theSpacingComesFromTheWidestPlayerLand() {
        String script = """
                <LAND_GENERATION>
                create_land { terrain_type GRASS base_size 20 other_zone_avoidance_distance 30 }
                create_player_lands { land_percent 40 base_size 12 other_zone_avoidance_distance 7 }
                """;
        Harness h = Harness.run(script, GenerationRequest.builder().size(120).players(2).seed(1), Harness.upTo(AokStages.PLAYERS));
        assertEquals(2 * 12 + 1 + 7, PlayersStage.spacing(h.get(org.openaok.mapgen.stages.AokKeys.LAND_PLAN), true), "islands keep their distance");
        assertEquals(2 * 12 + 1, PlayersStage.spacing(h.get(org.openaok.mapgen.stages.AokKeys.LAND_PLAN), false), "lands on land only their squares");
        assertEquals(0, PlayersStage.spacing(null, true));
    }
}
