package org.openaok.mapgen.stages.land;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.Test;

class ZoneDistanceTest {
    /** Blobs of three zones grown tile by tile (mostly beside their own, now and then anywhere), checked against every tile. */
    @Test
    void answersAsTheWholeDiscWould() {
        int size = 37;
        int[] asked = {0, 2, 5, 5, 9};
        Random r = new Random(19);
        for (int round = 0; round < 6; round++) {
            ZoneDistance near = new ZoneDistance(size, asked);
            int[] zoneOf = new int[size * size];
            java.util.Arrays.fill(zoneOf, -1);
            for (int k = 0; k < 500; k++) {
                int zone = r.nextInt(3);
                int t = r.nextInt(size * size);
                // mostly a tile beside one of the zone's own, as lands grow
                for (int tries = 0; tries < 40 && r.nextInt(10) > 0; tries++) {
                    int s = r.nextInt(size * size);
                    if (zoneOf[s] != zone) continue;
                    int[] step = {-size, -1, 1, size};
                    int n = s + step[r.nextInt(4)];
                    if (n >= 0 && n < size * size && Math.abs(n % size - s % size) <= 1) t = n;
                    break;
                }
                if (zoneOf[t] >= 0) continue;
                zoneOf[t] = zone;
                near.stamp(t % size, t / size, zone);
                if (k % 50 != 49) continue;
                for (int i = 0; i < size * size; i++) {
                    for (int z = 0; z < 3; z++) {
                        for (int d : asked) assertEquals(brute(zoneOf, size, i, z, d), near.clear(i, z, d), "tile " + i + " zone " + z + " d " + d);
                    }
                }
            }
        }
    }

    /**
     * Zone 0 stops stamping distance 5 halfway (as a land does once no land of another zone that
     * keeps 5 still grows): zone 0's own answers at 5 stay those of the whole disc, and every
     * answer at the other distances too.
     */
    @Test
    void aZoneLeavingADistanceOutKeepsItsOwnAnswers() {
        int size = 31;
        int[] asked = {2, 5, 8};
        Random r = new Random(7);
        ZoneDistance near = new ZoneDistance(size, asked);
        int[] distances = near.distances();
        int five = java.util.Arrays.binarySearch(distances, 5);
        boolean[] all = {true, true, true};
        boolean[] withoutFive = all.clone();
        withoutFive[five] = false;
        int[] zoneOf = new int[size * size];
        java.util.Arrays.fill(zoneOf, -1);
        for (int k = 0; k < 400; k++) {
            int zone = r.nextInt(3);
            int t = r.nextInt(size * size);
            if (zoneOf[t] >= 0) continue;
            zoneOf[t] = zone;
            near.stamp(t % size, t / size, zone, zone == 0 && k >= 200 ? withoutFive : all);
        }
        for (int i = 0; i < size * size; i++) {
            for (int z = 0; z < 3; z++) {
                for (int d : asked) {
                    if (d == 5 && z != 0) continue;   // what zone 0 left out is only for the others to miss
                    assertEquals(brute(zoneOf, size, i, z, d), near.clear(i, z, d), "tile " + i + " zone " + z + " d " + d);
                }
            }
        }
    }

    private static boolean brute(int[] zoneOf, int size, int i, int zone, int d) {
        if (d == 0) return true;
        int x = i % size;
        int y = i / size;
        for (int t = 0; t < zoneOf.length; t++) {
            if (zoneOf[t] < 0 || zoneOf[t] == zone) continue;
            int dx = t % size - x;
            int dy = t / size - y;
            if (dx * dx + dy * dy <= d * d) return false;
        }
        return true;
    }
}
