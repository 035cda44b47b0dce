package org.openaok.mapgen.stages.connect;

import org.openaok.api.map.MapLevel;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.state.Painter;

/**
 * Lays a path: round each of its tiles, out to the terrain_size radius of that tile's terrain
 * (as it was before the path was laid, so a forest keeps its own width where the tile before has
 * already cut it back), give or take up to the size's variance drawn from the connections' own
 * stream, every tile whose terrain the command replaces becomes the new terrain. A tile laid
 * once by a command is not laid again by it. The painter fells trees on ground that no longer
 * carries them; the path finder is told what each tile laid costs now.
 */
final class PathLayer {
    private final MapLevel level;
    private final Painter painter;
    private final RandomStream rng;
    private final int size;
    private final boolean[] laid;
    private final PathFinder finder;

    PathLayer(MapLevel level, Painter painter, RandomStream rng, PathFinder finder) {
        this.level = level;
        this.painter = painter;
        this.rng = rng;
        this.size = level.size();
        this.laid = new boolean[size * size];
        this.finder = finder;
    }

    /** Forgets what the previous command laid. */
    void reset() {
        java.util.Arrays.fill(laid, false);
    }

    /** @return tiles changed */
    int lay(int[] path, ConnectionSpec spec) {
        int[] before = new int[path.length];
        for (int k = 0; k < path.length; k++) before[k] = level.terrain(path[k]);
        int changed = 0;
        for (int k = 0; k < path.length; k++) {
            int t = before[k];
            int r = t >= 0 && t < spec.radius().length ? spec.radius()[t] : ConnectionSpec.DEFAULT_RADIUS;
            int v = t >= 0 && t < spec.variance().length ? spec.variance()[t] : 0;
            if (v > 0) r = Math.max(0, r + rng.between(-v, v));
            changed += reach(path[k], r, spec);
        }
        return changed;
    }

    /** Replaces within a disc of radius r (dx^2 + dy^2 <= r^2 + r) round a tile. */
    private int reach(int centre, int r, ConnectionSpec spec) {
        int cx = centre % size;
        int cy = centre / size;
        int limit = r * r + r;
        int changed = 0;
        for (int y = Math.max(0, cy - r); y <= Math.min(size - 1, cy + r); y++) {
            int dy = y - cy;
            for (int x = Math.max(0, cx - r); x <= Math.min(size - 1, cx + r); x++) {
                int dx = x - cx;
                if (dx * dx + dy * dy > limit) continue;
                int i = y * size + x;
                if (laid[i]) continue;
                int to = spec.replacement(level.terrain(i));
                if (to < 0) continue;
                laid[i] = true;
                if (to != level.terrain(i)) {
                    painter.lay(i, to);
                    finder.cost(i, spec.cost(to));
                    changed++;
                }
            }
        }
        return changed;
    }
}
