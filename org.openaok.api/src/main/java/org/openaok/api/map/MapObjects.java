package org.openaok.api.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The objects on a map, kept in a defined order whatever the thread count: each object
 * carries an ordering key (the scheduler's index of the stage run that placed it, and a
 * sequence number within that run), and {@link #list()} returns them sorted by it.
 */
public final class MapObjects {
    private record Entry(long key, MapObject object) {}

    private final List<Entry> entries = new ArrayList<>();
    private long nextSequence;
    private boolean sorted = true;

    /** Adds an object in the order it was placed (sequential use, e.g. a map reader). */
    public synchronized void add(MapObject object) {
        add(nextSequence++, object);
    }

    /** Adds an object under an ordering key (the scheduler gives each stage run its range). */
    public synchronized void add(long key, MapObject object) {
        if (!entries.isEmpty() && entries.get(entries.size() - 1).key() > key) sorted = false;
        entries.add(new Entry(key, object));
        nextSequence = Math.max(nextSequence, key + 1);
    }

    /** Every object, in order. */
    public synchronized List<MapObject> list() {
        sort();
        List<MapObject> out = new ArrayList<>(entries.size());
        for (Entry e : entries) out.add(e.object());
        return out;
    }

    /** Objects whose ordering key passes the filter, in order (a stage's view of its predecessors). */
    public synchronized List<MapObject> list(java.util.function.LongPredicate keyFilter) {
        sort();
        List<MapObject> out = new ArrayList<>();
        for (Entry e : entries) if (keyFilter.test(e.key())) out.add(e.object());
        return out;
    }

    public synchronized int size() { return entries.size(); }

    /** Removes every object the predicate selects; returns how many went. */
    public synchronized int removeIf(Predicate<MapObject> which) {
        int before = entries.size();
        entries.removeIf(e -> which.test(e.object()));
        return before - entries.size();
    }

    /** Removes every object the predicate selects, and returns them in order. */
    public synchronized List<MapObject> take(Predicate<MapObject> which) {
        sort();
        List<MapObject> gone = new ArrayList<>();
        entries.removeIf(e -> {
            boolean hit = which.test(e.object());
            if (hit) gone.add(e.object());
            return hit;
        });
        return gone;
    }

    private void sort() {
        if (!sorted) {
            entries.sort(Comparator.comparingLong(Entry::key));
            sorted = true;
        }
    }
}
