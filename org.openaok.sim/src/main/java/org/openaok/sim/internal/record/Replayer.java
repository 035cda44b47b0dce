package org.openaok.sim.internal.record;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.map.GameMap;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.service.Matches;

/**
 * Plays a record again: the same map (checked by its fingerprint), the same lobby, every command
 * at its tick and place in the tick, the computer players' commands in their systems' places
 * without running them; after each tick the hash is checked against the record's.
 */
public final class Replayer {
    /**
     * What the replay found.
     *
     * @param ticks       ticks played
     * @param firstBadTick the first tick whose hash differs from the record's, or -1
     * @param expected    the record's hash there
     * @param actual      the replay's hash there
     * @param startDiffers the state before the first tick already differs
     * @param warnings    what differs from the record without deciding it (other bundle versions ...)
     */
    public record Verdict(int ticks, int firstBadTick, long expected, long actual, boolean startDiffers, List<String> warnings) {
        public boolean agrees() { return firstBadTick < 0 && !startDiffers; }
    }

    /** Hears each replayed tick (a window drawing it, a seek). */
    public interface Watcher {
        void played(MatchEngine match, int tick);
    }

    private Replayer() {}

    public static Verdict replay(MatchRecord record, GameMap map, Matches matches, int untilTick, Watcher watcher) throws MatchException {
        List<String> warnings = new ArrayList<>();
        String fp = MapFingerprint.of(map);
        if (!fp.equals(record.mapHash()))
            throw new MatchException("the map came out different from the recorded one (fingerprint " + fp.substring(0, 12)
                    + " against " + record.mapHash().substring(0, Math.min(12, record.mapHash().length())) + "): the script or generator changed");
        MatchEngine m = (MatchEngine) matches.start(record.settings(), map);
        List<SystemInfo> now = m.systems();
        if (!now.equals(record.systems())) {
            warnings.add("the systems differ from the record's: recorded " + record.systems() + ", installed " + now);
        }
        RecordedCommands commands = new RecordedCommands(record);
        commands.warnAfterEnd(warnings);
        m.setPlayback(commands::of);
        if (m.hash() != record.startHash()) return new Verdict(0, -1, record.startHash(), m.hash(), true, warnings);
        int last = Math.min(record.ticks(), untilTick < 0 ? Integer.MAX_VALUE : untilTick);
        for (int t = 0; t < last; t++) {
            for (Command c : commands.external(t)) m.submit(c);
            long h = m.step();
            if (watcher != null) watcher.played(m, t);
            if (h != record.hashes()[t]) return new Verdict(t + 1, t, record.hashes()[t], h, false, warnings);
        }
        return new Verdict(last, -1, 0, 0, false, warnings);
    }
}
