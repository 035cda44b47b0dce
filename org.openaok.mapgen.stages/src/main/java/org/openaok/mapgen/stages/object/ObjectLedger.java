package org.openaok.mapgen.stages.object;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.openaok.api.generate.Key;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapObject;

/**
 * What each create_object asked for and placed, for every player where it places for every
 * player: the objects stage writes it, clearing counts what it takes away again, and the
 * self-check compares it with the map and with fairness between the players.
 */
public final class ObjectLedger {
    public static final Key<ObjectLedger> KEY = Key.of("aok.objects.ledger", ObjectLedger.class);

    /** One create_object's account. */
    public static final class Entry {
        private final ObjectOrder order;
        private final String object;
        private final boolean resource;
        private final int players;
        private final int[] requested;
        private final int[] placed;
        private final int[] cleared;
        private final List<String> reasons = new ArrayList<>();
        private boolean handedOver;

        Entry(ObjectOrder order, String object, boolean resource, int players) {
            this.order = order;
            this.object = object;
            this.resource = resource;
            this.players = players;
            this.requested = new int[players + 1];
            this.placed = new int[players + 1];
            this.cleared = new int[players + 1];
        }

        public ObjectOrder order() { return order; }

        public String object() { return object; }

        /** Whether the object holds a resource (food, wood, gold, stone). */
        public boolean resource() { return resource; }

        public boolean everyPlayer() { return order.everyPlayer(); }

        /** Whether the starting-units stage places these rather than the objects stage. */
        public boolean handedOver() { return handedOver; }

        /** Asked for, for one player (index 1-8) or, at index 0, for no player in particular. */
        public int requested(int player) { return requested[player]; }

        public int placed(int player) { return placed[player]; }

        /** Taken away again by clearing round the starts. */
        public int cleared(int player) { return cleared[player]; }

        public int requested() { return sum(requested); }

        public int placed() { return sum(placed); }

        public int cleared() { return sum(cleared); }

        public int players() { return players; }

        /** Why fewer were placed, "" when none were missing. */
        public String reason() { return String.join("; ", reasons); }

        void ask(int player, int n) { ask(player, (long) n); }

        /** Adds to what was asked for, at most {@link Integer#MAX_VALUE} in all. */
        void ask(int player, long n) { requested[player] = (int) Math.min(Integer.MAX_VALUE, requested[player] + Math.max(0, n)); }

        void place(int player) { placed[player]++; }

        void clear(int player) { cleared[player]++; }

        void because(String why) { if (!reasons.contains(why)) reasons.add(why); }

        void handOver() { handedOver = true; }

        public ObjectTally tally() {
            return new ObjectTally(order.location().file(), order.location().line(), object, requested(), placed(), reason());
        }

        /** The sum, at most {@link Integer#MAX_VALUE}. */
        private static int sum(int[] a) {
            long s = 0;
            for (int v : a) s += v;
            return (int) Math.min(Integer.MAX_VALUE, s);
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    Entry open(ObjectOrder order, String object, boolean resource, int players) {
        Entry e = new Entry(order, object, resource, players);
        entries.add(e);
        return e;
    }

    /** Every create_object, in script order. */
    public List<Entry> entries() { return Collections.unmodifiableList(entries); }

    /** The entry whose objects carry the source, or null. */
    public Entry bySource(int source) {
        int ordinal = source < 0 ? -1 : Sources.order(source);
        for (Entry e : entries) if (e.order.ordinal() == ordinal) return e;
        return null;
    }

    /** Counts an object taken away by clearing (its {@link MapObject#source()} names its entry and player). */
    public void cleared(int source) {
        if (source < 0) return;
        Entry e = bySource(source);
        if (e != null) e.clear(Math.min(e.players, Sources.player(source)));
    }
}
