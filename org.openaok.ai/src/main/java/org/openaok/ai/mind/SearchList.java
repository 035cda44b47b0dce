package org.openaok.ai.mind;

import java.util.Arrays;

/**
 * One of UserPatch's search result lists, local (the player's own objects, 240 at most) or
 * remote (others', 40 at most): the object ids found, in the order found, with how many the
 * last search added; and the search's place in the candidates (by ascending id), kept while
 * the same kind of object is searched for, so that a search goes on where the last left off.
 */
final class SearchList {
    final int capacity;
    final int[] ids;
    int size;
    /** How many the last search added. */
    int lastCount;
    /** The id after which the next search of the same kind goes on. */
    int after;
    /** The kind and owner searched for last (a change starts over). */
    int lastKind = Integer.MIN_VALUE, lastOwner = -1, lastSource = -1;
    /** Whether the candidates were exhausted the last time. */
    boolean exhausted;

    SearchList(int capacity) {
        this.capacity = capacity;
        this.ids = new int[capacity];
    }

    boolean full() { return size >= capacity; }

    boolean add(int id) {
        if (size >= capacity) return false;
        ids[size++] = id;
        return true;
    }

    /** Forgets where the searches were: every candidate may be found again. */
    void resetIndex() {
        after = -1;
        lastKind = Integer.MIN_VALUE;
        lastOwner = -1;
        lastSource = -1;
        exhausted = false;
    }

    void clear() {
        size = 0;
        lastCount = 0;
    }

    /** Keeps the entries whose flag is set, in order. */
    void keep(boolean[] keep) {
        int k = 0;
        for (int i = 0; i < size; i++) if (keep[i]) ids[k++] = ids[i];
        size = k;
    }

    int[] copy() { return Arrays.copyOf(ids, size); }
}
