package org.openaok.api.io;

import java.io.IOException;
import java.io.InputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;

/** Reads a map written in some format back into the map model. */
public interface MapReader {
    String format();

    /**
     * @throws MapFormatException when the input is not a valid map of this format, saying where
     */
    GameMap read(InputStream in, GameData data) throws IOException;
}
