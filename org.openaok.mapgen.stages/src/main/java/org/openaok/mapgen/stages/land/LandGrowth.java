package org.openaok.mapgen.stages.land;

import java.util.List;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.grow.Frontier;
import org.openaok.mapgen.stages.state.Land;
import org.openaok.mapgen.stages.state.Lands;

/**
 * Grows every land together: first each takes the square of base_size tiles out from its
 * origin each way (less where lands of other zones start too close to keep their distance, see
 * {@link LandRoom}), then each in turn takes one tile a step, until each has its budget or
 * nowhere left to go. A step draws a few tiles from the land's frontier (one, and one more for
 * every four of clumping_factor) and takes the one most surrounded by the land's own tiles.
 * A tile is open to a land when no land holds it, it lies inside the land's borders and no land
 * of another zone lies within the land's own avoidance distance, as {@link LandRoom} leaves it
 * ({@link ZoneDistance}). Beyond a border a tile joins the frontier only if the land does not
 * refuse it ({@link Border#refusal}), rolled once: a refused tile stays refused, for every land.
 */
final class LandGrowth {
    private static final int[] DX4 = {0, -1, 1, 0};
    private static final int[] DY4 = {-1, 0, 0, 1};

    private final int size;
    private final Lands lands;
    private final RandomStream rng;
    private final Frontier[] frontiers;
    private final boolean[] done;
    private final ZoneDistance near;
    /** Per land, per distance kept: whether its tiles must still be stamped at that distance ({@link #wanted()}). */
    private final boolean[][] wanted;
    /** The distances kept ({@link ZoneDistance#distances()}). */
    private final int[] distances;
    /** Each land's base square and avoidance distance, as far as the origins leave room ({@link LandRoom}). */
    private final LandRoom room;
    /** Tiles a land refused beyond its border: no land takes them. */
    private final boolean[] refused;
    /** How many of each tile's neighbours each land holds, for the lands that weigh tiles by it. */
    private final OwnNeighbours own;
    /**
     * Per land, looked up once: its land, zone, border, budget and tiles weighed a step, and
     * whether its border can refuse a tile at all (most lands have none, so their steps skip the
     * tile's column and row).
     */
    private final Land[] land;
    private final int[] zone;
    private final Border[] border;
    private final boolean[] bordered;
    private final int[] budget;
    private final int[] candidates;

    LandGrowth(int size, Lands lands, List<LandSpec> specs, LandRoom room, RandomStream rng) {
        this.size = size;
        this.lands = lands;
        this.room = room;
        this.rng = rng;
        this.refused = new boolean[size * size];
        int n = lands.count();
        land = new Land[n];
        zone = new int[n];
        border = new Border[n];
        bordered = new boolean[n];
        budget = new int[n];
        candidates = new int[n];
        for (int l = 0; l < n; l++) {
            LandSpec spec = specs.get(l);
            land[l] = lands.get(l);
            zone[l] = land[l].zone();
            border[l] = spec.border();
            // with no edge set, or a fuzziness of 0, every tile of the map is 0 tiles beyond: never refused
            bordered[l] = spec.border().any() && spec.border().fuzziness() > 0;
            budget[l] = spec.budget();
            candidates[l] = spec.candidates();
        }
        boolean[] weighs = new boolean[n];
        for (int l = 0; l < n; l++) weighs[l] = candidates[l] > 1;
        own = new OwnNeighbours(size, lands, weighs);
        frontiers = new Frontier[n];
        done = new boolean[n];
        for (int l = 0; l < n; l++) frontiers[l] = new Frontier(size * size);
        ZoneDistance zd = new ZoneDistance(size, room.avoidance);
        near = zd.any() ? zd : null;
        distances = near == null ? new int[0] : near.distances();
        wanted = new boolean[n][distances.length];
        wanted();
    }

    /**
     * For each land, which of the distances kept a land of another zone still growing asks for:
     * only those need its tiles stamped (a land that has stopped asks no more). Made again when
     * a land stops; a flag only ever turns false.
     */
    private void wanted() {
        if (near == null) return;
        for (int j = 0; j < distances.length; j++) wanted(j);
    }

    /**
     * The flags of distance j: the zones of the growing lands that keep it, none, one or more
     * than one; a land wants it unless every such zone is its own.
     */
    private void wanted(int j) {
        int d = distances[j];
        boolean any = false;
        boolean many = false;
        int zone = 0;
        for (int m = 0; m < wanted.length && !many; m++) {
            if (done[m] || room.avoidance[m] != d) continue;
            int z = lands.get(m).zone();
            if (!any) {
                any = true;
                zone = z;
            } else if (z != zone) {
                many = true;
            }
        }
        for (int l = 0; l < wanted.length; l++) wanted[l][j] = many || any && lands.get(l).zone() != zone;
    }

    /** Base squares, then growth in turns. */
    void run(GenerationContext ctx) {
        for (int l = 0; l < lands.count(); l++) seed(l);
        boolean growing = true;
        long steps = 0;
        long limit = 4L * size * size + 64L * lands.count();   // every step takes or drops a tile: a bound, never reached
        while (growing && steps < limit) {
            growing = false;
            for (int l = 0; l < lands.count(); l++) {
                if (step(l)) growing = true;
                steps++;
            }
            if ((steps & 1023) < lands.count()) ctx.checkpoint();
        }
    }

    private void seed(int l) {
        Land land = lands.get(l);
        int b = room.baseSize[l];
        int x0 = Math.max(0, land.x() - b);
        int x1 = Math.min(size - 1, land.x() + b);
        int y0 = Math.max(0, land.y() - b);
        int y1 = Math.min(size - 1, land.y() + b);
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int i = y * size + x;
                if (!lands.taken(i)) take(i, l);
            }
        }
        if (!lands.taken(land.y() * size + land.x())) take(land.y() * size + land.x(), l);
    }

    /** One step of a land; false when it has stopped growing. */
    private boolean step(int l) {
        if (done[l]) return false;
        Land land = this.land[l];
        Frontier f = frontiers[l];
        if (land.tiles() >= budget[l] || f.isEmpty()) {
            stop(l);
            return false;
        }
        int wanted = candidates[l];
        int best = -1;
        int bestScore = -1;
        for (int k = 0; k < wanted && f.size() > 0; k++) {
            int pos = f.pick(rng);
            int t = f.get(pos);
            if (!open(t, l)) {
                f.removeAt(pos);   // dropped at once, so later picks of this step never see it
                continue;
            }
            if (wanted == 1) {
                best = t;   // nothing to weigh it against
                break;
            }
            int score = own.of(t, l);
            if (score > bestScore) {
                bestScore = score;
                best = t;
            }
        }
        if (best >= 0) {
            f.remove(best);
            take(best, l);
        }
        if (f.isEmpty() || land.tiles() >= budget[l]) stop(l);
        return !done[l];
    }

    private void stop(int l) {
        done[l] = true;
        // only the flags of the distance the land kept can change
        if (near != null && room.avoidance[l] > 0) wanted(near.slot(room.avoidance[l]));
    }

    /** Whether land l may take tile t now (its border roll aside). */
    private boolean open(int t, int l) {
        if (lands.taken(t) || refused[t]) return false;
        if (bordered[l] && !border[l].reach(t % size, t / size, size)) return false;
        return near == null || near.clear(t, zone[l], room.avoidance[l]);
    }

    private void take(int t, int l) {
        lands.take(t, land[l]);
        int x = t % size;
        int y = t / size;
        own.took(t, x, y, l);
        if (near != null) near.stamp(x, y, zone[l], wanted[l]);
        Frontier f = frontiers[l];
        Border b = border[l];
        boolean fuzzy = bordered[l];
        for (int k = 0; k < 4; k++) {
            int nx = x + DX4[k];
            int ny = y + DY4[k];
            if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
            int n = ny * size + nx;
            if (lands.taken(n) || refused[n] || f.contains(n)) continue;
            if (fuzzy) {
                // beyond a border the land may refuse a tile, once and for good; at 100 it never reaches it
                int refusal = b.refusal(nx, ny, size);
                if (refusal >= 100) continue;
                if (refusal > 0 && rng.percent(refusal)) {
                    refused[n] = true;
                    continue;
                }
            }
            f.add(n);
        }
    }
}
