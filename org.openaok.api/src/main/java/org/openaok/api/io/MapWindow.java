package org.openaok.api.io;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.map.GameMap;

/**
 * A window on a map, opened by a {@link WindowRenderer}. It pans, zooms and turns between the
 * top-down and the diamond view by itself; what it cannot do alone (a new seed, a new run) it
 * asks of its {@link Listener}. Only the thread that opened it may call its methods, except
 * {@link #wake()}.
 */
public interface MapWindow extends AutoCloseable {
    /**
     * Shows a map, or diagnostics alone.
     *
     * @param title       the window's title (e.g. the map's name and seed)
     * @param map         the map, or null to show only the diagnostics (e.g. the script has errors)
     * @param data        the game data the map's ids refer to; may be null when map is
     * @param diagnostics what to list over the map (or instead of it); may be empty
     */
    void show(String title, GameMap map, GameData data, List<Diagnostic> diagnostics);

    /**
     * Handles the user's input, waiting up to {@code waitMillis} for some (or for {@link #wake()}),
     * and draws when the picture changed.
     *
     * @return false once the user has asked to close the window
     */
    boolean update(long waitMillis);

    /** Draws a frame now, whether or not anything changed (e.g. to time frames). */
    void draw();

    /** Ends a wait in {@link #update(long)} early; any thread may call it. */
    void wake();

    /** Writes what the window shows now as a PNG image. */
    void screenshot(OutputStream png) throws IOException;

    /** Closes the window and frees what it holds. */
    @Override
    void close();

    /** Hears what the user asks of the program that shows the map. */
    interface Listener {
        /** The same map from another seed. */
        default void newSeed() {}

        /** The same map, generated again (e.g. after editing its script). */
        default void regenerate() {}
    }
}
