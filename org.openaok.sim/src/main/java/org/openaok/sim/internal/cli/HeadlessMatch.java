package org.openaok.sim.internal.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.engine.MatchStarter;
import org.openaok.sim.internal.engine.SystemFailure;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MapFingerprint;
import org.openaok.sim.internal.record.RecordWriter;
import org.openaok.sim.internal.service.Matches;

/**
 * A match run without a window: started on a generated map, driven by a file of timed commands
 * (and whatever computer players its systems hold), recorded as it goes, until a game time or its
 * end. What the match command and the tests run.
 */
public final class HeadlessMatch {
    /**
     * How it went.
     *
     * @param match    the match, as it stands at the end
     * @param outcome  how it ended (or stands)
     * @param refused  the command file's lines the match refused, "file:line: reason"
     * @param failure  the system that failed, or null
     */
    public record Run(MatchEngine match, Outcome outcome, List<String> refused, SystemFailure failure) {}

    private HeadlessMatch() {}

    public static Run run(Matches matches, GameMap map, GenerationRequest request, MatchSettings settings, CommandFile commands,
                          long untilMs, Path record, List<String> bundles, PrintStream err) throws MatchException, IOException {
        return run(matches, map, request, settings, commands, untilMs, record, bundles, err, null);
    }

    /** The same, with {@code started} told of the match before its first tick (a timeline hooks its tick listener there). */
    public static Run run(Matches matches, GameMap map, GenerationRequest request, MatchSettings settings, CommandFile commands,
                          long untilMs, Path record, List<String> bundles, PrintStream err,
                          java.util.function.Consumer<MatchEngine> started0) throws MatchException, IOException {
        MatchStarter.Started started = matches.startWithNotes(settings, map);
        MatchEngine m = started.match();
        if (started0 != null) started0.accept(m);
        for (String n : started.notes()) err.println("note: " + n);
        RecordWriter writer = null;
        OutputStream out = null;
        if (record != null) {
            if (record.getParent() != null) Files.createDirectories(record.getParent());
            out = Files.newOutputStream(record);
            writer = new RecordWriter(out);
            writer.header(settings, request, MapFingerprint.of(map), matches.rules().origins(), bundles, m.systems(), m.hash());
            m.addCommandLog(writer);
            m.addTickListener(writer);
            org.openaok.sim.internal.record.Recorder.noteHandOvers(m, writer);
        }
        List<String> refused = new ArrayList<>();
        // what the match refused when the tick carried the file's commands out
        java.util.Set<org.openaok.sim.api.command.Command> fromFile = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        m.addTickListener((tick, results, hash) -> {
            for (Result r : results) {
                if (!r.accepted() && fromFile.remove(r.command()))
                    refused.add(String.format(java.util.Locale.ROOT, "%d:%02d %s: %s", tick / 600, tick / 10 % 60,
                            org.openaok.sim.api.command.CommandText.format(r.command()), r.refusal()));
            }
            fromFile.clear();
        });
        List<CommandFile.Line> lines = commands == null ? List.of() : commands.lines();
        int next = 0;
        SystemFailure failure = null;
        try {
            while (m.timeMs() < untilMs && !m.outcome().over()) {
                int tick = m.tick();
                while (next < lines.size() && lines.get(next).tick() <= tick) {
                    CommandFile.Line line = lines.get(next++);
                    try {
                        Command c = commands.resolve(line, m);
                        Result r = m.submit(c);
                        if (!r.accepted()) refused.add("line " + line.number() + ": " + r.refusal());
                        else fromFile.add(c);
                    } catch (CommandFormatException e) {
                        refused.add(e.getMessage());
                    }
                }
                m.step();
            }
        } catch (SystemFailure f) {
            failure = f;
            if (writer != null) writer.note(m.tick(), f.getMessage());
        } finally {
            if (writer != null) {
                Outcome o = m.outcome();
                writer.end(m.tick(), failure != null ? "failed" : o.over() ? o.reason() : "stopped", o.winners());
                writer.close();
            }
        }
        return new Run(m, m.outcome(), refused, failure);
    }

    /** The state at the end, a line per seat. */
    public static void summary(MatchEngine m, PrintStream out) {
        Outcome o = m.outcome();
        long s = m.timeMs() / 1000;
        out.printf(Locale.ROOT, "after %d:%02d:%02d of game time (%d ticks): %s%n", s / 3600, s / 60 % 60, s % 60, m.tick(),
                o.over() ? o.reason() + ", won by " + (o.winners().isEmpty() ? "nobody" : o.winners()) : "still going");
        for (int p = 1; p <= m.players(); p++) {
            PlayerState ps = m.player(p);
            StringBuilder res = new StringBuilder();
            for (Resource r : Resource.values()) res.append(' ').append(r.word()).append(' ').append(ps.stock(r) / 1000);
            out.printf(Locale.ROOT, "  player %d (%s): %s, age %d, population %d/%d,%s, score %d%n", p, m.rules().civ(ps.civ).word(),
                    ps.inGame() ? "playing" : ps.resigned() ? "resigned" : "defeated", ps.age(), ps.population(),
                    Math.min(ps.popCap(), ps.popRoom()), res, o.scores().get(p - 1));
        }
        out.printf(Locale.ROOT, "hash %016x%n", m.hash());
    }
}
