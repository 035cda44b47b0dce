package org.openaok.zeroad;

import org.openaok.json.JsonValue;

/**
 * The ground height 0 A.D. 0.0.26's simulation finds at a point of written map data (the
 * terrain's exact ground level in fixed point): bilinear between the four corners of the tile,
 * so a tile's middle lies at their mean. (The renderer splits tiles into triangles; where units
 * stand and how deep the water is are the simulation's.) The real-client check measures the same
 * in the game; this lets tests ask it of many more maps.
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
        return (1 - zf) * ((1 - xf) * h00 + xf * h10) + zf * ((1 - xf) * h01 + xf * h11);
    }

    /** Metres of water over the ground at (x, z) (negative: dry, that high above the water). */
    double depth(double x, double z) {
        return (ZeroAdMapping.SEA_LEVEL - at(x, z)) / ZeroAdMapping.UNITS_PER_METRE;
    }
}
