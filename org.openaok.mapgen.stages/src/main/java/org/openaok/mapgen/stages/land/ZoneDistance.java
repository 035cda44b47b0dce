package org.openaok.mapgen.stages.land;

import java.util.Arrays;

/**
 * How near each tile is to the lands of each zone, so a land keeps its own
 * other_zone_avoidance_distance from the lands of every other zone. The distance is the land's
 * own: a land that asks for none grows right up to one that asks for some, as the original
 * engine's Arena shows (its centre meets the players' clearings; with the players' distance of
 * 30 kept both ways it would cover a tenth of the map, not the fifth it does).
 *
 * <p>Each tile keeps the two nearest zones (distinct) and their squared distances, out to a radius;
 * the nearest zone that is not a land's own is then the first or the second. A tile taken by a
 * land stamps the disc round it.
 */
final class ZoneDistance {
    private static final int FAR = Integer.MAX_VALUE;

    private final int size;
    private final int radius;
    private final int[] zone1;
    private final int[] dist1;
    private final int[] zone2;
    private final int[] dist2;
    /** For each row offset dy, how far the disc reaches along the row. */
    private final int[] reach;

    ZoneDistance(int size, int radius) {
        this.size = size;
        this.radius = radius;
        reach = new int[radius + 1];
        for (int dy = 0; dy <= radius; dy++) {
            int dx = 0;
            while ((dx + 1) * (dx + 1) + dy * dy <= radius * radius) dx++;
            reach[dy] = dx;
        }
        int n = size * size;
        zone1 = new int[n];
        dist1 = new int[n];
        zone2 = new int[n];
        dist2 = new int[n];
        Arrays.fill(zone1, -1);
        Arrays.fill(zone2, -1);
        Arrays.fill(dist1, FAR);
        Arrays.fill(dist2, FAR);
    }

    /** Records that a tile of the zone lies at (x, y). */
    void stamp(int x, int y, int zone) {
        near(x, y, zone);
    }

    private void near(int x, int y, int zone) {
        int y0 = Math.max(0, y - radius);
        int y1 = Math.min(size - 1, y + radius);
        for (int ty = y0; ty <= y1; ty++) {
            int dy = ty - y;
            int r = reach[Math.abs(dy)];
            int x0 = Math.max(0, x - r);
            int x1 = Math.min(size - 1, x + r);
            int row = ty * size;
            for (int tx = x0; tx <= x1; tx++) {
                int dx = tx - x;
                update(row + tx, zone, dx * dx + dy * dy);
            }
        }
    }

    private void update(int i, int zone, int d) {
        if (zone1[i] == zone) {
            if (d < dist1[i]) dist1[i] = d;
        } else if (zone2[i] == zone) {
            if (d < dist2[i]) {
                dist2[i] = d;
                if (d < dist1[i]) {
                    zone2[i] = zone1[i];
                    dist2[i] = dist1[i];
                    zone1[i] = zone;
                    dist1[i] = d;
                }
            }
        } else if (d < dist1[i]) {
            zone2[i] = zone1[i];
            dist2[i] = dist1[i];
            zone1[i] = zone;
            dist1[i] = d;
        } else if (d < dist2[i]) {
            zone2[i] = zone;
            dist2[i] = d;
        }
    }

    /** Whether a land of {@code zone} asking for {@code d} tiles may take tile i: every tile of another zone lies more than {@code d} away. */
    boolean clear(int i, int zone, int d) {
        if (d == 0) return true;
        int other = zone1[i] == zone ? dist2[i] : dist1[i];
        return other > d * d;
    }
}
