package org.openaok.rec.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapObject;

/**
 * The piles of a resource placed map-wide rather than for every player. A pile is a group of the
 * resource's objects on touching tiles (eight ways); it is an extra when its centre lies
 * {@link #FAR} tiles or more from every Town Center: a standard start keeps its piles within 35
 * tiles of its player, and the original engine puts the map's own 40 or more from every town.
 */
final class Extras {
    /** Tiles from every Town Center a pile of the map's own lies at least. */
    static final double FAR = 40;

    private Extras() {}

    static void add(List<Measure> out, String name, String label, List<MapObject> objects, ObjectType[] types,
                    List<MapMeasures.Tc> tcs, Predicate<ObjectType> kind) {
        List<int[]> tiles = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            if (types[i] != null && kind.test(types[i]) && objects.get(i).owner() == 0) tiles.add(new int[] {objects.get(i).tileX(), objects.get(i).tileY()});
        }
        List<List<int[]>> piles = piles(tiles);
        List<Integer> extraSizes = new ArrayList<>();
        int extraObjects = 0;
        for (List<int[]> pile : piles) {
            double cx = 0;
            double cy = 0;
            for (int[] t : pile) {
                cx += t[0] + 0.5;
                cy += t[1] + 0.5;
            }
            cx /= pile.size();
            cy /= pile.size();
            double nearest = Double.MAX_VALUE;
            for (MapMeasures.Tc tc : tcs) nearest = Math.min(nearest, Math.hypot(tc.x() - cx, tc.y() - cy));
            if (nearest >= FAR) {
                extraSizes.add(pile.size());
                extraObjects += pile.size();
            }
        }
        int[] s = extraSizes.stream().mapToInt(Integer::intValue).toArray();
        String detail = s.length == 0 ? "" : "piles of " + MapMeasures.sizes(s);
        out.add(new Measure("extras." + name + ".piles", label + " piles " + (int) FAR + " tiles or more from every Town Center", Unit.COUNT, s.length, detail));
        out.add(new Measure("extras." + name + ".objects", label + " in those piles", Unit.COUNT, extraObjects, detail));
    }

    /** Groups of tiles that touch, eight ways, in the order their first tile comes. */
    static List<List<int[]>> piles(List<int[]> tiles) {
        boolean[] taken = new boolean[tiles.size()];
        List<List<int[]>> out = new ArrayList<>();
        for (int i = 0; i < tiles.size(); i++) {
            if (taken[i]) continue;
            List<int[]> pile = new ArrayList<>();
            List<Integer> todo = new ArrayList<>();
            todo.add(i);
            taken[i] = true;
            while (!todo.isEmpty()) {
                int a = todo.remove(todo.size() - 1);
                pile.add(tiles.get(a));
                for (int b = 0; b < tiles.size(); b++) {
                    if (taken[b]) continue;
                    if (Math.abs(tiles.get(a)[0] - tiles.get(b)[0]) <= 1 && Math.abs(tiles.get(a)[1] - tiles.get(b)[1]) <= 1) {
                        taken[b] = true;
                        todo.add(b);
                    }
                }
            }
            out.add(pile);
        }
        return out;
    }
}
