package org.openaok.ai.mind;

import java.util.Arrays;
import java.util.function.IntConsumer;

import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.ObjectView;

/**
 * UserPatch's object searches for one player: finding its own objects into the local list, the
 * focus player's or gaia's resources into the remote list, through the filters; removing,
 * de-duplicating and sorting entries; and the data of an object as the searching player reads
 * it (its distance from the target point is the player's own). A search goes on where the last
 * search of the same kind left off, by ascending id, until the search is reset.
 */
final class Searches {
    /** The local and remote sources, as scripts number them. */
    static final int LOCAL = 1, REMOTE = 2;
    private static final int SN_FOCUS_PLAYER = 251;

    private final Mind m;
    private final int self;
    private ObjectView view = ObjectView.NONE;
    /** The candidates of a search, by ascending id. */
    private int[] candidates = new int[256];
    private int candidateCount;
    private final IntConsumer collect = id -> {
        if (candidateCount == candidates.length) candidates = Arrays.copyOf(candidates, candidateCount * 2);
        candidates[candidateCount++] = id;
    };
    /** Objects looked at and searches run (up-find-*), for the benchmark. */
    long looked, finds;

    Searches(Mind m, int self) {
        this.m = m;
        this.self = self;
    }

    void view(ObjectView v) { this.view = v; }

    SearchList list(int source) { return source == REMOTE ? m.up.remote : m.up.local; }

    // ---- finding

    /** up-find-local and up-find-status-local: the player's own objects of a kind. */
    int findLocal(int kind, int count, boolean byStatus) { return find(m.up.local, LOCAL, self, kind, count, byStatus ? m.up.filters.status : -1, false); }

    /** up-find-remote and up-find-status-remote: the focus player's objects of a kind. */
    int findRemote(int kind, int count, boolean byStatus) {
        int focus = m.strategic(SN_FOCUS_PLAYER);
        if (focus < 0 || focus > 8) return 0;
        // a type id rather than a class finds foundations and resources as well as ready objects
        int status = byStatus ? m.up.filters.status : (kind >= 0 && kind < 900 ? -2 : -1);
        return find(m.up.remote, REMOTE, focus, kind, count, status, false);
    }

    /** up-find-resource: gaia's resources of a kind (food, wood, stone, gold, or a type), by the status filter. */
    int findResource(int resource, int count) { return find(m.up.remote, 3, 0, resource, count, m.up.filters.status, true); }

    /**
     * Finds into a list.
     *
     * @param status the status to take: a status, -1 ready only, -2 foundations, ready and resources
     */
    private int find(SearchList list, int source, int owner, int kind, int count, int status, boolean resource) {
        finds++;
        if (list.lastKind != kind || list.lastOwner != owner || list.lastSource != source) {
            list.after = -1;
            list.exhausted = false;
            list.lastKind = kind;
            list.lastOwner = owner;
            list.lastSource = source;
        }
        int want = Math.max(0, count);
        int added = 0;
        candidateCount = 0;
        view.objects(self, owner, collect);
        int k = 0;
        while (k < candidateCount && candidates[k] <= list.after) k++;
        for (; k < candidateCount && added < want && !list.full(); k++) {
            int id = candidates[k];
            list.after = id;
            looked++;
            if (!(resource ? isResource(id, kind) : view.is(id, kind))) continue;
            if (!statusMatches(id, status)) continue;
            if (!passes(id)) continue;
            list.add(id);
            added++;
        }
        list.exhausted = k >= candidateCount;
        list.lastCount = added;
        return added;
    }

    private boolean isResource(int id, int kind) {
        if (kind >= 0 && kind <= 3) return view.data(self, id, ObjectField.RESOURCE) == kind;
        return view.is(id, kind);
    }

    private boolean statusMatches(int id, int status) {
        int s = view.data(self, id, ObjectField.STATUS);
        if (status == -1) return s == ObjectField.STATUS_READY;
        if (status == -2) return s >= 0 && s <= ObjectField.STATUS_RESOURCE;
        if (s != status) return false;
        // the inactive list holds those garrisoned or carried
        boolean inside = view.data(self, id, ObjectField.GARRISONED) == 1;
        return (m.up.filters.list == 1) == inside;
    }

    /** Whether an object passes the filters. */
    private boolean passes(int id) {
        SearchFilters f = m.up.filters;
        if (f.minDistance >= 0 || f.maxDistance >= 0) {
            int d = data(id, ObjectField.DISTANCE);
            if (f.minDistance >= 0 && d < f.minDistance) return false;
            if (f.maxDistance >= 0 && d > f.maxDistance) return false;
        }
        if (f.minGarrison >= 0 || f.maxGarrison >= 0) {
            int g = view.data(self, id, ObjectField.GARRISON_COUNT);
            if (f.minGarrison >= 0 && g < f.minGarrison) return false;
            if (f.maxGarrison >= 0 && g > f.maxGarrison) return false;
        }
        if (f.includeCmd >= 0 && view.data(self, id, ObjectField.CMDID) != f.includeCmd) return false;
        if (f.includeAction >= 0 && view.data(self, id, ObjectField.ACTION) != f.includeAction) return false;
        if (f.includeOrder >= 0 && view.data(self, id, ObjectField.ORDER) != f.includeOrder) return false;
        if (f.mainland >= 0 && view.data(self, id, ObjectField.ON_MAINLAND) != f.mainland) return false;
        if (f.excludeCmd >= 0 && view.data(self, id, ObjectField.CMDID) == f.excludeCmd) return false;
        if (f.excludeAction >= 0 && view.data(self, id, ObjectField.ACTION) == f.excludeAction) return false;
        if (f.excludeOrder >= 0 && view.data(self, id, ObjectField.ORDER) == f.excludeOrder) return false;
        if (f.excludeClass >= 0 && view.data(self, id, ObjectField.CLASS) == f.excludeClass) return false;
        return true;
    }

    /** up-can-search: the list has room and its candidates are not used up. */
    boolean canSearch(int source) {
        SearchList l = list(source);
        return !l.full() && !l.exhausted;
    }

    /** up-add-object-by-id: an object the player knows of, added to a list. */
    boolean addById(int source, int id) {
        if (id < 0 || view.data(self, id, ObjectField.ID) != id) return false;
        return list(source).add(id);
    }

    // ---- changing the lists

    /** up-remove-objects: drops the entries whose data compares true with the value. */
    void remove(int source, int field, int relOp, int value) {
        SearchList l = list(source);
        boolean[] keep = new boolean[l.size];
        for (int i = 0; i < l.size; i++) {
            int d = field == ObjectField.INDEX ? i : data(l.ids[i], field);
            keep[i] = !Interpreter.compare(d, relOp, value);
        }
        l.keep(keep);
    }

    /** up-clean-search: field -1 drops repeated ids; an order 1 (ascending) or 2 (descending) sorts by the field, ties kept in order. */
    void clean(int source, int field, int order) {
        SearchList l = list(source);
        if (field == ObjectField.INDEX) {
            boolean[] keep = new boolean[l.size];
            for (int i = 0; i < l.size; i++) {
                keep[i] = true;
                for (int j = 0; j < i; j++) if (l.ids[j] == l.ids[i]) { keep[i] = false; break; }
            }
            l.keep(keep);
        }
        if (order != 1 && order != 2) return;
        int n = l.size;
        long[] keyed = new long[n];
        for (int i = 0; i < n; i++) {
            int d = field == ObjectField.INDEX ? l.ids[i] : data(l.ids[i], field);
            if (order == 2) d = -d;
            // the value, then the place in the list: a stable order
            keyed[i] = ((long) d << 32) | i;
        }
        Arrays.sort(keyed);
        int[] sorted = new int[n];
        for (int i = 0; i < n; i++) sorted[i] = l.ids[(int) keyed[i]];
        System.arraycopy(sorted, 0, l.ids, 0, n);
    }

    /** up-reset-search: each switch 1 resets the local index, empties the local list, the remote index, the remote list. */
    void reset(boolean localIndex, boolean localList, boolean remoteIndex, boolean remoteList) {
        if (localIndex) m.up.local.resetIndex();
        if (localList) m.up.local.clear();
        if (remoteIndex) m.up.remote.resetIndex();
        if (remoteList) m.up.remote.clear();
    }

    // ---- data

    /** An object's data as the player reads it: the distances are from its target point; the group flag is its own. */
    int data(int id, int field) {
        UpMemory u = m.up;
        switch (field) {
            case ObjectField.DISTANCE, ObjectField.PRECISE_DISTANCE, ObjectField.FULL_DISTANCE, ObjectField.TO_PRECISE -> {
                int px = view.data(self, id, ObjectField.PRECISE_X), py = view.data(self, id, ObjectField.PRECISE_Y);
                if (px == ObjectField.NONE || py == ObjectField.NONE) return ObjectField.NONE;
                long tx, ty;
                if (u.precise || field == ObjectField.TO_PRECISE) {
                    tx = u.preciseX;
                    ty = u.preciseY;
                } else {
                    tx = u.targetX * 100L + 50;
                    ty = u.targetY * 100L + 50;
                }
                long dx = px - tx, dy = py - ty;
                long sq = dx * dx + dy * dy;
                return switch (field) {
                    case ObjectField.DISTANCE -> (int) (isqrt(sq) / 100);
                    case ObjectField.FULL_DISTANCE -> (int) Math.min(Integer.MAX_VALUE, sq / 10_000);
                    default -> (int) Math.min(Integer.MAX_VALUE, isqrt(sq));
                };
            }
            case ObjectField.GROUP_FLAG -> {
                if (view.data(self, id, ObjectField.ID) != id) return ObjectField.NONE;
                Integer g = u.groupFlags.get(id);
                return g == null ? ObjectField.NONE : g;
            }
            case ObjectField.INDEX -> { return ObjectField.NONE; }
            default -> { return view.data(self, id, field); }
        }
    }

    static long isqrt(long v) {
        if (v <= 0) return 0;
        long r = (long) Math.sqrt((double) v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }

    /** The player's own objects of a kind, ready, by ascending id. */
    int[] own(int kind) {
        candidateCount = 0;
        view.objects(self, self, collect);
        int[] out = new int[candidateCount];
        int n = 0;
        for (int k = 0; k < candidateCount; k++) {
            int id = candidates[k];
            looked++;
            if (view.is(id, kind) && view.data(self, id, ObjectField.STATUS) == ObjectField.STATUS_READY) out[n++] = id;
        }
        return Arrays.copyOf(out, n);
    }

    /** How many of a player's objects of a kind the observer knows of, by a status test (-1 ready, -2 ready and foundations). */
    int count(int owner, int kind, int status) {
        candidateCount = 0;
        view.objects(self, owner, collect);
        int n = 0;
        for (int k = 0; k < candidateCount; k++) {
            int id = candidates[k];
            looked++;
            if (!view.is(id, kind)) continue;
            int s = view.data(self, id, ObjectField.STATUS);
            if (s == ObjectField.STATUS_READY || (status == -2 && s == ObjectField.STATUS_PENDING)) n++;
        }
        return n;
    }

    /** How many of gaia's resources of a kind (food 0, wood 1, stone 2, gold 3, or a type) the player knows of. */
    int gaia(int resource) {
        candidateCount = 0;
        view.objects(self, 0, collect);
        int n = 0;
        for (int k = 0; k < candidateCount; k++) {
            looked++;
            if (isResource(candidates[k], resource)) n++;
        }
        return n;
    }
}
