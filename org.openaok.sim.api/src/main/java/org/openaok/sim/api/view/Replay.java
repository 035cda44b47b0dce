package org.openaok.sim.api.view;

import java.util.List;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchSettings;

/** A recorded match, ready to be played again from its start as often as a viewer seeks back. */
public interface Replay {
    /** The record's name (its file). */
    String name();

    MatchSettings settings();

    GenerationRequest request();

    /** The map, generated again and checked against the record's fingerprint. */
    GameMap map();

    /** Ticks the record holds. */
    int ticks();

    /** How the recorded match ended ("conquest" ...), or "" when the record stops before an end. */
    String end();

    /** The record's notes (hand-overs of seats, failures), "tick text". */
    List<String> notes();

    /** What differs from the record without deciding it (other bundle versions ...). */
    List<String> warnings();

    /** The match again from its start. */
    Run start() throws MatchException;

    /** One playing of the record. */
    interface Run extends AutoCloseable {
        /** The match, to read (a replay gives it the recorded commands itself). */
        Match match();

        /** Plays the next recorded tick; false when the record holds no more. */
        boolean step();

        /** The first tick whose hash differed from the record's, or -1 while every tick agrees. */
        int firstBadTick();

        @Override
        default void close() {}
    }
}
