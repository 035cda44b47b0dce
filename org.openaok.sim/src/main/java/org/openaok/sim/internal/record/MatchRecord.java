package org.openaok.sim.internal.record;

import java.util.List;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SystemInfo;

/**
 * A match as recorded: what it was started from, every command at its tick and place in the tick,
 * and the hash after every tick.
 *
 * @param version     the record format's version
 * @param settings    the lobby
 * @param map         the request the map was generated from
 * @param mapHash     the map's fingerprint ({@link MapFingerprint})
 * @param rules       each rule table's origin, "name origin"
 * @param bundles     the installed bundles, "symbolic-name version"
 * @param systems     the systems in tick order
 * @param startHash   the state's hash before the first tick
 * @param commands    every command carried out
 * @param hashes      the hash after each tick, tick 0 first
 * @param endTick     the tick the match ended at, or -1 when the record stops before an end
 * @param endReason   how it ended, or ""
 * @param notes       what the reader skipped or where the record stops agreeing (a truncated tail)
 */
public record MatchRecord(int version, MatchSettings settings, GenerationRequest map, String mapHash, List<String> rules,
                          List<String> bundles, List<SystemInfo> systems, long startHash, List<Entry> commands, long[] hashes,
                          int endTick, String endReason, List<String> notes) {
    /** One command: at which tick, where in the tick (-1 before the systems, else the system's place). */
    public record Entry(int tick, int slot, Command command) {}

    public MatchRecord {
        rules = List.copyOf(rules);
        bundles = List.copyOf(bundles);
        systems = List.copyOf(systems);
        commands = List.copyOf(commands);
        notes = List.copyOf(notes);
    }

    /** Ticks whose hash the record holds. */
    public int ticks() { return hashes.length; }
}
