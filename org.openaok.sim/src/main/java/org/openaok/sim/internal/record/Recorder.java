package org.openaok.sim.internal.record;

import java.io.OutputStream;
import java.util.List;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchRecorder;
import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.api.player.SeatPlayers;
import org.openaok.sim.internal.engine.MatchEngine;
import org.osgi.service.component.annotations.Component;

/**
 * Records matches for those outside this bundle (the game window): the same writer and format as
 * {@code openaok match --record}, with each computer player's hand-over of a seat as a note.
 */
@Component(service = MatchRecorder.class)
public class Recorder implements MatchRecorder {
    @Override
    public Recording record(Match match, GenerationRequest request, GameMap map, List<String> bundles, OutputStream out) throws MatchException {
        if (!(match instanceof MatchEngine m)) throw new MatchException("only matches of this simulation can be recorded here");
        if (m.tick() != 0) throw new MatchException("a record starts before the first tick; this match is at tick " + m.tick());
        RecordWriter w = new RecordWriter(out);
        w.header(m.settings(), request, MapFingerprint.of(map), m.rules().origins(), bundles, m.systems(), m.hash());
        m.addCommandLog(w);
        m.addTickListener(w);
        noteHandOvers(m, w);
        return new Recording() {
            private boolean closed;

            @Override
            public void note(String text) {
                if (!closed) w.note(m.tick(), text);
            }

            @Override
            public void close() {
                if (closed) return;
                closed = true;
                Outcome o = m.outcome();
                w.end(m.tick(), o.over() ? o.reason() : "stopped", o.winners());
                w.close();
            }
        };
    }

    /** Writes each hand-over of a seat from one computer player to another as a note of the record. */
    public static void noteHandOvers(MatchEngine m, RecordWriter w) {
        m.find(SeatPlayers.class).ifPresent(seats -> seats.addListener((tick, seat, from, to) -> w.note(tick, handOver(seat, from, to))));
    }

    /** {@code seat 2: played by example (org.openaok.example.player 0.1.1), after example (... 0.1.0)}. */
    public static String handOver(int seat, SeatPlayers.Driver from, SeatPlayers.Driver to) {
        String now = to == null ? "seat " + seat + ": no installed computer player takes it; it idles" : "seat " + seat + ": played by " + to;
        return from == null ? now : now + ", after " + from;
    }
}
