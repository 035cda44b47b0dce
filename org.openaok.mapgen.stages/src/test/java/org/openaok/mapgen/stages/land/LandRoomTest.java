package org.openaok.mapgen.stages.land;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.mapgen.stages.state.Lands;

/** Base squares and avoidance distances where lands of different zones start close together. */
class LandRoomTest {
    private static LandSpec spec(int baseSize, int avoidance) {
        return new LandSpec(null, 0, false, 0, 100, baseSize, Border.none(100), LandSpec.DEFAULT_CLUMPING, ZoneRule.DEFAULT,
                avoidance, avoidance, null, -1);
    }

    private static Land land(int index, int zone, int x, int y, int baseSize) {
        Land l = new Land(index, 0, false, -1, 0, baseSize, null);
        l.setZone(zone);
        l.setOrigin(x, y);
        return l;
    }

    @Test
    void squaresWithRoomToSpareAreLeftAlone() {
        LandRoom r = LandRoom.of(List.of(spec(12, 7), spec(12, 7)), List.of(land(0, 0, 20, 20, 12), land(1, 1, 52, 20, 12)));
        assertArrayEquals(new int[] {12, 12}, r.baseSize);
        assertArrayEquals(new int[] {7, 7}, r.avoidance);
        assertTrue(r.squeezed.isEmpty());
    }

    @Test
    void squaresTooCloseShrinkTheLargerFirstAndKeepTheDistance() {
        // 25 apart along x: the squares may take 25 - 1 - 7 = 17 between them
        LandRoom r = LandRoom.of(List.of(spec(12, 7), spec(9, 7)), List.of(land(0, 0, 20, 20, 12), land(1, 1, 45, 30, 9)));
        assertArrayEquals(new int[] {8, 9}, r.baseSize, "the larger first, the first of two equal ones");
        assertArrayEquals(new int[] {7, 7}, r.avoidance, "the distance is kept in full");
        assertTrue(r.squeezed.isEmpty());
        // lands of one zone, or lands that keep no distance, are left alone however close
        assertArrayEquals(new int[] {12, 12},
                LandRoom.of(List.of(spec(12, 7), spec(12, 7)), List.of(land(0, 3, 20, 20, 12), land(1, 3, 30, 20, 12))).baseSize);
        assertArrayEquals(new int[] {12, 12},
                LandRoom.of(List.of(spec(12, 0), spec(12, 0)), List.of(land(0, 0, 20, 20, 12), land(1, 1, 30, 20, 12))).baseSize);
    }

    @Test
    void whereEvenTheCoresAreTooCloseTheDistanceGivesWay() {
        // Team Islands on a Tiny map with 8 players: 24 apart, base_size 12, avoidance 22
        LandRoom r = LandRoom.of(List.of(spec(12, 22), spec(12, 22), spec(12, 22)),
                List.of(land(0, 0, 20, 20, 12), land(1, 1, 44, 20, 12), land(2, 2, 20, 90, 12)));
        assertArrayEquals(new int[] {LandRoom.CORE, LandRoom.CORE, 12}, r.baseSize);
        assertEquals(24 - 1 - 2 * LandRoom.CORE, r.avoidance[0]);
        assertEquals(24 - 1 - 2 * LandRoom.CORE, r.avoidance[1]);
        assertEquals(22, r.avoidance[2], "the land far from both keeps its own distance");
        assertEquals(List.of(new LandRoom.Squeeze(0, 1, 24, 22, 7)), r.squeezed);
        // so close that the cores would leave less than the narrowest gap: they shrink further
        LandRoom tight = LandRoom.of(List.of(spec(12, 22), spec(12, 22)), List.of(land(0, 0, 20, 20, 12), land(1, 1, 30, 20, 12)));
        assertEquals(LandRoom.MIN_GAP, 10 - 1 - tight.baseSize[0] - tight.baseSize[1]);
        assertEquals(LandRoom.MIN_GAP, tight.avoidance[0]);
    }

    /**
     * Archipelago on a Tiny map with 8 players: base squares of 12 round starts 24 to 30 apart
     * touched, joining islands. Now no two islands come within the narrowest gap of each other,
     * the islands stay islands, and the squeeze is reported.
     */
    @Test
    void crowdedIslandsStayIslands() {
        for (long seed = 1; seed <= 3; seed++) {
            Harness h = Harness.run("""
                    <LAND_GENERATION>
                    base_terrain WATER
                    create_player_lands { terrain_type GRASS land_percent 35 base_size 12 left_border 4 right_border 4
                      top_border 4 bottom_border 4 border_fuzziness 7 other_zone_avoidance_distance 7 }
                    """, GenerationRequest.builder().size(120).players(8).seed(seed), Harness.upTo(AokStages.LANDS));
            Lands lands = h.state().lands();
            int size = 120;
            List<String> close = new ArrayList<>();
            for (int i = 0; i < size * size; i++) {
                int a = lands.landAt(i);
                if (a < 0) continue;
                int x = i % size, y = i / size;
                for (int dy = -LandRoom.MIN_GAP; dy <= LandRoom.MIN_GAP; dy++) {
                    for (int dx = -LandRoom.MIN_GAP; dx <= LandRoom.MIN_GAP; dx++) {
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= size || ny >= size || dx * dx + dy * dy > LandRoom.MIN_GAP * LandRoom.MIN_GAP) continue;
                        int b = lands.landAt(ny * size + nx);
                        if (b >= 0 && b != a) close.add(x + "," + y + " of land " + a + " by land " + b);
                    }
                }
            }
            assertEquals(List.of(), close.stream().limit(5).toList(), "seed " + seed);
        }
    }
}
