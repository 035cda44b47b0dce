package org.openaok.api.screen;

import java.io.IOException;

/**
 * Opens game screens. Registered as a service with the property {@code renderer} (its id). A
 * program that shows a screen tracks this service: when it goes away (its bundle is updated or
 * removed) the program closes the screen before the unregistration returns, and opens one with
 * whichever renderer is there next.
 */
public interface ScreenRenderer {
    /** e.g. {@code gl}. */
    String id();

    /**
     * Opens a screen; the calling thread owns it and alone may call its methods, except
     * {@link Screen#wake()}.
     *
     * @throws IOException when no screen can be opened here (no display, no OpenGL), saying why
     */
    Screen open(String title, int width, int height) throws IOException;
}
