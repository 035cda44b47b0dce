package org.openaok.api.io;

import java.io.IOException;

/**
 * Opens live windows on maps ({@code openaok view}). Registered as a service with the property
 * {@code renderer} (its id, as for {@link MapRenderer}). A program that shows a window tracks
 * this service: when it goes away (its bundle is updated or removed) the program closes the
 * window before the unregistration returns, and reopens one with whichever renderer is there next.
 */
public interface WindowRenderer {
    /** e.g. {@code gl}. */
    String id();

    /**
     * Opens a window. The thread that calls this owns the window: it alone may call the window's
     * methods, except {@link MapWindow#wake()}.
     *
     * @param title    the window's first title
     * @param width    its width in screen pixels
     * @param height   its height in screen pixels
     * @param view     how it first looks at the map
     * @param listener hears what the user asks of the program (a new seed, a new run)
     * @throws IOException when no window can be opened here (no display, no OpenGL), saying why
     */
    MapWindow open(String title, int width, int height, View view, MapWindow.Listener listener) throws IOException;
}
