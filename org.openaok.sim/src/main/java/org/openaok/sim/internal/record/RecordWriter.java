package org.openaok.sim.internal.record;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Writes a match's record as it runs: a header with everything the match started from, then each
 * command as it is carried out and, a second of game time at a time, the hashes of its ticks. Each
 * second is flushed, so a match killed mid-way leaves a record that replays up to its last second.
 *
 * <pre>
 * openaok-record 1
 * settings seed=1 start-age=1 resources=standard pop-cap=200 ...
 * seat 1 civ=franks team=0 colour=1 human=false ai=randomgame name=Player%201
 * map generator=aok map=OpenPlains size=120 levels=0 seed=1 players=2 teams=0,0 opt.mode=...
 * map-hash 3f0c...
 * rules units aoc:data/rules/units.tsv
 * bundle org.openaok.sim 0.1.0.SNAPSHOT
 * system 0 production org.openaok.sim 0.1.0.SNAPSHOT
 * start-hash 9a1b...
 * c 12 -1 1 gather units=5,6 target=900
 * h 0 hash0 hash1 ... hash9
 * end 3600 conquest 2
 * </pre>
 */
public final class RecordWriter implements Match.TickListener, MatchEngine.CommandLog, AutoCloseable {
    public static final String MAGIC = "openaok-record";
    public static final int VERSION = 1;
    /** Hashes a line holds: a second of ticks. */
    public static final int HASHES_PER_LINE = 10;

    private final Writer out;
    private final long[] pending = new long[HASHES_PER_LINE];
    private int pendingFrom = 0, pendingCount = 0;
    private boolean closed;
    private IOException failure;

    public RecordWriter(OutputStream stream) {
        this.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }

    /** The header; the start hash is the state's before the first tick. */
    public void header(MatchSettings s, GenerationRequest map, String mapHash, Map<String, String> rules,
                       List<String> bundles, List<SystemInfo> systems, long startHash) {
        StringBuilder b = new StringBuilder();
        b.append(MAGIC).append(' ').append(VERSION).append('\n');
        b.append("settings seed=").append(s.seed()).append(" start-age=").append(s.startAge()).append(" resources=").append(s.resources())
                .append(" pop-cap=").append(s.popCap()).append(" reveal=").append(s.reveal()).append(" victory=").append(s.victory())
                .append(" mode=").append(s.mode()).append(" lock-teams=").append(s.lockTeams()).append(" allied-sight=")
                .append(s.alliedSight()).append(" time-limit=").append(s.timeLimitSeconds()).append(" score=").append(s.scoreTarget()).append('\n');
        for (SeatSettings seat : s.seats()) {
            b.append("seat ").append(seat.seat()).append(" civ=").append(Words.encode(seat.civ())).append(" team=").append(seat.team())
                    .append(" colour=").append(seat.colour()).append(" human=").append(seat.human()).append(" ai=")
                    .append(Words.encode(seat.ai())).append(" name=").append(Words.encode(seat.name())).append(" difficulty=")
                    .append(seat.difficulty()).append('\n');
        }
        b.append("map generator=").append(Words.encode(map.generator() == null ? "" : map.generator())).append(" map=")
                .append(Words.encode(map.map())).append(" size=").append(map.size()).append(" levels=").append(map.levels())
                .append(" seed=").append(map.seed()).append(" players=").append(map.players()).append(" teams=");
        for (int i = 0; i < map.teams().size(); i++) b.append(i == 0 ? "" : ",").append(map.teams().get(i));
        for (Map.Entry<String, String> o : map.options().entrySet())
            b.append(" opt.").append(Words.encode(o.getKey())).append('=').append(Words.encode(o.getValue()));
        b.append('\n');
        b.append("map-hash ").append(mapHash).append('\n');
        for (Map.Entry<String, String> r : rules.entrySet()) b.append("rules ").append(r.getKey()).append(' ').append(Words.encode(r.getValue())).append('\n');
        for (String bundle : bundles) b.append("bundle ").append(bundle).append('\n');
        for (int i = 0; i < systems.size(); i++) {
            SystemInfo si = systems.get(i);
            b.append("system ").append(i).append(' ').append(si.id()).append(' ').append(si.bundle()).append(' ').append(si.version()).append('\n');
        }
        b.append("start-hash ").append(Long.toHexString(startHash)).append('\n');
        write(b.toString());
        flush();
    }

    @Override
    public void executed(int tick, int slot, Command command, Result result) {
        write("c " + tick + " " + slot + " " + command.player() + " " + CommandText.format(command) + "\n");
    }

    /** A note for readers (a computer player swapped, a system failed); replays skip it. */
    public void note(int tick, String text) {
        write("n " + tick + " " + Words.encode(text) + "\n");
    }

    @Override
    public void ticked(int tick, List<Result> commands, long hash) {
        if (pendingCount == 0) pendingFrom = tick;
        pending[pendingCount++] = hash;
        if (pendingCount == HASHES_PER_LINE) {
            writeHashes();
            flush();
        }
    }

    private void writeHashes() {
        if (pendingCount == 0) return;
        StringBuilder b = new StringBuilder("h ").append(pendingFrom);
        for (int i = 0; i < pendingCount; i++) b.append(' ').append(Long.toHexString(pending[i]));
        write(b.append('\n').toString());
        pendingCount = 0;
    }

    /** The end line, and everything still held. */
    public void end(int tick, String reason, List<Integer> winners) {
        writeHashes();
        StringBuilder b = new StringBuilder("end ").append(tick).append(' ').append(reason.isEmpty() ? "stopped" : reason);
        for (int w : winners) b.append(' ').append(w);
        write(b.append('\n').toString());
        flush();
    }

    private void write(String s) {
        if (closed || failure != null) return;
        try {
            out.write(s);
        } catch (IOException e) {
            failure = e;
        }
    }

    private void flush() {
        if (closed || failure != null) return;
        try {
            out.flush();
        } catch (IOException e) {
            failure = e;
        }
    }

    /** The first write that failed, or null. */
    public IOException failure() { return failure; }

    @Override
    public void close() {
        if (closed) return;
        writeHashes();
        flush();
        closed = true;
        try {
            out.close();
        } catch (IOException e) {
            if (failure == null) failure = e;
        }
        if (failure != null) throw new UncheckedIOException(failure);
    }
}
