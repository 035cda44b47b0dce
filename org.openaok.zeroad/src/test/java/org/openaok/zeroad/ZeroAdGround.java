package org.openaok.zeroad;

import org.openaok.json.JsonValue;

/**
 * The ground height 0 A.D. 0.0.26 finds at a point of written map data (CTerrain's exact ground
 * level): each tile is two triangles, split along the diagonal whose middle lies higher, and a
 * point takes the height of the plane of its triangle. The real-client check measures the same in
 * the game; this lets tests ask it of many more maps.
 */
final class ZeroAdGround {
    private final int size;
    private final int[] heights;

    ZeroAdGround(JsonValue.Obj mapData) {
        size = mapData.number("size").orElseThrow().asInt();
        var h = mapData.array("height").orElseThrow();
        heights = new int[h.size()];
        for (int i = 0; i < heights.length; i++) heights[i] = ((JsonValue.Num) h.get(i)).asInt();
    }

    /** Height units of the ground at (x, z), in tiles. */
    double at(double x, double z) {
        int v = size + 1;
        int xi = Math.max(0, Math.min(size - 1, (int) Math.floor(x)));
        int zi = Math.max(0, Math.min(size - 1, (int) Math.floor(z)));
        double xf = Math.max(0, Math.min(1, x - xi));
        double zf = Math.max(0, Math.min(1, z - zi));
        double h00 = heights[zi * v + xi], h10 = heights[zi * v + xi + 1];
        double h01 = heights[(zi + 1) * v + xi], h11 = heights[(zi + 1) * v + xi + 1];
        if (h00 + h11 < h10 + h01) {
            // split along h10-h01
            if (xf + zf <= 1) return h00 + (h10 - h00) * xf + (h01 - h00) * zf;
            return h11 + (h01 - h11) * (1 - xf) + (h10 - h11) * (1 - zf);
        }
        // split along h00-h11
        if (xf <= zf) return h00 + (h11 - h01) * xf + (h01 - h00) * zf;
        return h00 + (h10 - h00) * xf + (h11 - h10) * zf;
    }

    /** Metres of water over the ground at (x, z) (negative: dry, that high above the water). */
    double depth(double x, double z) {
        return (ZeroAdMapping.SEA_LEVEL - at(x, z)) / ZeroAdMapping.UNITS_PER_METRE;
    }
}
