package org.openaok.rec.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

import org.openaok.api.data.ObjectType;
import org.openaok.api.map.MapObject;

/**
 * The piles of a resource placed map-wide rather than for every player. A pile is a group of the
 * resource's objects on touching tiles (eight ways). Each pile belongs to the nearest Town Center;
 * of the piles of each size, every player's even share (the fewest any player has) counts as the
 * players' own, the rest as extras.
 */
final class Extras {
    private Extras() {}

    static void add(List<Measure> out, String name, String label, List<MapObject> objects, ObjectType[] types,
                    List<MapMeasures.Tc> tcs, Predicate<ObjectType> kind) {
        List<int[]> tiles = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            if (types[i] != null && kind.test(types[i]) && objects.get(i).owner() == 0) tiles.add(new int[] {objects.get(i).tileX(), objects.get(i).tileY()});
        }
        List<List<int[]>> piles = piles(tiles);
        // size -> pile count of each player (by nearest Town Center)
        Map<Integer, int[]> bySize = new TreeMap<>();
        int players = Math.max(1, tcs.size());
        for (List<int[]> pile : piles) {
            double cx = 0;
            double cy = 0;
            for (int[] t : pile) {
                cx += t[0] + 0.5;
                cy += t[1] + 0.5;
            }
            cx /= pile.size();
            cy /= pile.size();
            int nearest = 0;
            double best = Double.MAX_VALUE;
            for (int p = 0; p < tcs.size(); p++) {
                double d = Math.hypot(tcs.get(p).x() - cx, tcs.get(p).y() - cy);
                if (d < best) {
                    best = d;
                    nearest = p;
                }
            }
            bySize.computeIfAbsent(pile.size(), k -> new int[players])[nearest]++;
        }
        List<Integer> extraSizes = new ArrayList<>();
        int extraObjects = 0;
        for (Map.Entry<Integer, int[]> e : bySize.entrySet()) {
            int total = 0;
            int even = Integer.MAX_VALUE;
            for (int c : e.getValue()) {
                total += c;
                even = Math.min(even, c);
            }
            int extra = tcs.isEmpty() ? total : total - even * players;
            for (int k = 0; k < extra; k++) extraSizes.add(e.getKey());
            extraObjects += extra * e.getKey();
        }
        int[] s = extraSizes.stream().mapToInt(Integer::intValue).toArray();
        String detail = s.length == 0 ? "" : "piles of " + MapMeasures.sizes(s);
        out.add(new Measure("extras." + name + ".piles", label + " piles beyond every player's even share", Unit.COUNT, s.length, detail));
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
