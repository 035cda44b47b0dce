package org.openaok.api.io;

import java.io.IOException;
import java.io.OutputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;

/** Writes a map in some format. Output is a pure function of the map: same map, same bytes. */
public interface MapWriter {
    /** The format's id, e.g. {@code 0ad}. Registered as the service property {@code format} too. */
    String format();

    /** The usual file name ending, e.g. {@code .json}. */
    String extension();

    void write(GameMap map, GameData data, OutputStream out) throws IOException;
}
