package org.openaok.sim.internal.move;

/**
 * Where each of several units sent to one point goes: the first to the point, the rest on rings
 * round it, half a tile apart, so a group ends as a crowd rather than a queue for one spot.
 * (Formations proper are the army's concern.)
 */
final class Spread {
    private Spread() {}

    static int[] offset(int x, int y, int index, int count) {
        if (count <= 1 || index == 0) return new int[] {x, y};
        int ring = 1, first = 1;
        while (index >= first + 6 * ring) {
            first += 6 * ring;
            ring++;
        }
        int k = index - first, slots = 6 * ring;
        // the ring's points, at integer cos/sin of k/slots of a turn
        long ang = (long) k * 65536 / slots;
        int[] cs = Trig.cosSin((int) ang);
        int r = ring * 550;
        return new int[] {Math.max(0, x + (int) ((long) r * cs[0] / 1024)), Math.max(0, y + (int) ((long) r * cs[1] / 1024))};
    }
}
