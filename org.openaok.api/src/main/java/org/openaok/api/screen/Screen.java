package org.openaok.api.screen;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/** A window the program draws frames into and reads the user's input from. */
public interface Screen extends AutoCloseable {
    /** The drawing area's width in pixels, now. */
    int width();

    /** Its height in pixels, now. */
    int height();

    /**
     * The user's input since the last call, waiting up to {@code waitMillis} for some (or for
     * {@link #wake()}); cursor positions are in the drawing area's pixels, y downwards.
     */
    List<Input> poll(long waitMillis);

    /** Whether the user asked to close the window (its close button). */
    boolean closeRequested();

    /** Draws a frame and shows it. */
    void draw(Frame frame);

    /** Draws a frame and writes it as a PNG image. */
    void screenshot(Frame frame, OutputStream png) throws IOException;

    void setTitle(String title);

    /**
     * Where the drawing area's top-left pixel is on the display, {x, y} in the display's pixels
     * (what a test driving the real mouse aims by), or {0, 0} when it is drawn off screen.
     */
    default int[] origin() { return new int[] {0, 0}; }

    /** Ends a wait in {@link #poll} early; any thread may call it. */
    void wake();

    @Override
    void close();
}
