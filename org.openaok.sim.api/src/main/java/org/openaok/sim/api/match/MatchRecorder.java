package org.openaok.sim.api.match;

import java.io.OutputStream;
import java.util.List;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;

/**
 * Writes the record of a match as it runs, in the format {@code openaok replay} reads: the lobby,
 * the map's request and fingerprint, the bundles, the systems, every command at its tick and place
 * in the tick, each tick's hash, and notes (the computer players' hand-overs among them).
 */
public interface MatchRecorder {
    /**
     * Starts recording a match that has not ticked yet.
     *
     * @param request  what the map was generated from
     * @param map      the generated map
     * @param bundles  the installed bundles, "symbolic-name version"
     * @param out      where the record goes; closed with the recording
     */
    Recording record(Match match, GenerationRequest request, GameMap map, List<String> bundles, OutputStream out) throws MatchException;

    /** A record being written. */
    interface Recording extends AutoCloseable {
        /** A note for readers at the match's current tick; replays skip it. */
        void note(String text);

        /** Writes the end line (how the match ended, or "stopped") and closes the record. */
        @Override
        void close();
    }
}
