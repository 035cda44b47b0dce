package org.openaok.mapgen.stages.land;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.state.Lands;

class OwnNeighboursTest {
    /** The counts kept up tile by tile are the eight neighbours counted, for every land and tile, the map's rim too. */
    @Test
    void countsWhatTheEightNeighboursHold() {
        int size = 72;
        Harness h = Harness.run("""
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 60 base_size 5 border_fuzziness 2 }
                create_land { terrain_type DESERT land_percent 10 clumping_factor 2 }
                """, GenerationRequest.builder().size(size).players(4).seed(3), Harness.upTo(AokStages.LANDS));
        Lands lands = h.state().lands();
        boolean[] asks = new boolean[lands.count()];
        Arrays.fill(asks, true);
        asks[asks.length - 1] = false;
        OwnNeighbours own = new OwnNeighbours(size, lands, asks);
        int rim = 0;
        for (int l = 0; l < lands.count() - 1; l++) {
            for (int t = 0; t < size * size; t++) {
                int x = t % size;
                int y = t / size;
                int n = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if ((dx | dy) != 0 && nx >= 0 && ny >= 0 && nx < size && ny < size && lands.landAt(ny * size + nx) == l) n++;
                    }
                }
                assertEquals(n, own.of(t, l), "land " + l + " at " + x + "," + y);
                if (n > 0 && (x == 0 || y == 0 || x == size - 1 || y == size - 1)) rim++;
            }
        }
        assertTrue(rim > 0, "some land reaches the rim");
    }
}
