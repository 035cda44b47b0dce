package org.openaok.mapgen.stages.land;

import java.util.Arrays;

/**
 * How near each tile is to the lands of each zone, so lands of different zones keep their
 * other_zone_avoidance_distance apart: a land keeps its own distance from every other zone, and
 * no land comes within the distance of another zone's land (so a land that asks for none still
 * keeps clear of one that asks for some, as Arena's centre keeps off the players' clearings).
 *
 * <p>Each tile keeps the two nearest zones (distinct) and their squared distances, out to a radius;
 * the nearest zone that is not a land's own is then the first or the second. Each tile also keeps up
 * to two zones whose lands reserved it (it lies within such a land's own distance). A tile taken
 * by a land stamps both discs round it.
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
    private final int[] reserved1;
    private final int[] reserved2;

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
        reserved1 = new int[n];
        reserved2 = new int[n];
        Arrays.fill(reserved1, -1);
        Arrays.fill(reserved2, -1);
    }

    /** Records that a tile of the zone, taken by a land asking for {@code own} tiles of distance, lies at (x, y). */
    void stamp(int x, int y, int zone, int own) {
        near(x, y, zone);
        if (own > 0) reserve(x, y, zone, Math.min(own, radius));
    }

    private void reserve(int x, int y, int zone, int r) {
        int r2 = r * r;
        for (int ty = Math.max(0, y - r); ty <= Math.min(size - 1, y + r); ty++) {
            int dy = ty - y;
            int row = ty * size;
            for (int tx = Math.max(0, x - r); tx <= Math.min(size - 1, x + r); tx++) {
                int dx = tx - x;
                if (dx * dx + dy * dy > r2) continue;
                int i = row + tx;
                if (reserved1[i] == zone || reserved2[i] == zone) continue;
                if (reserved1[i] < 0) reserved1[i] = zone;
                else if (reserved2[i] < 0) reserved2[i] = zone;
            }
        }
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

    /**
     * Whether a land of {@code zone} asking for {@code d} tiles may take tile i: every tile of
     * another zone lies more than {@code d} away, and no land of another zone reserved it.
     */
    boolean clear(int i, int zone, int d) {
        if ((reserved1[i] >= 0 && reserved1[i] != zone) || (reserved2[i] >= 0 && reserved2[i] != zone)) return false;
        if (d == 0) return true;
        int other = zone1[i] == zone ? dist2[i] : dist1[i];
        return other > d * d;
    }
}
