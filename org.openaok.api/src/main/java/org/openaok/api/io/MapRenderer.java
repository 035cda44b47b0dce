package org.openaok.api.io;

import java.io.IOException;
import java.io.OutputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;

/**
 * Draws a map into a PNG. Registered as a service with the property {@code renderer} (its id);
 * a headless renderer needs no display.
 */
public interface MapRenderer {
    /** e.g. {@code png} (software) or {@code gl} (OpenGL). */
    String id();

    /** Whether it can draw without a display. */
    default boolean headless() { return true; }

    void renderPng(GameMap map, GameData data, RenderOptions options, OutputStream out) throws IOException;
}
