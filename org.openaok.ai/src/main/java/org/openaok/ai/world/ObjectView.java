package org.openaok.ai.world;

import java.util.function.IntConsumer;

/**
 * The objects of the game as one player knows them, for UserPatch's searches: its own and its
 * allies' in full; another player's buildings it has seen (until it sees them gone) and units it
 * sees now or saw in the last five seconds; gaia's resources and animals on ground it has
 * explored. Objects are named by their ids in the game, which never change and are not reused.
 */
public interface ObjectView {
    /**
     * Lists the objects of {@code owner} (0 for gaia) the observer knows of, by ascending id, the
     * dead left out.
     */
    void objects(int observer, int owner, IntConsumer out);

    /**
     * Whether the object is of a kind: an object type id (a unit type's id counts the whole line
     * it heads), a line id, a class id (900-999), a counting set (970-991), or -1 for any.
     */
    boolean is(int id, int kind);

    /**
     * A field ({@link ObjectField}) of an object the observer knows of, as UserPatch gives it
     * (tiles for positions, hundredths of a tile for precise ones, object type ids, class ids);
     * {@link ObjectField#NONE} when it knows no such object or the field has no meaning for it.
     */
    int data(int observer, int id, int field);

    /** Knows no object. */
    ObjectView NONE = new ObjectView() {
        @Override public void objects(int observer, int owner, IntConsumer out) { }
        @Override public boolean is(int id, int kind) { return false; }
        @Override public int data(int observer, int id, int field) { return ObjectField.NONE; }
    };
}
