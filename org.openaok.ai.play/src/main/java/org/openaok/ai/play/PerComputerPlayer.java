package org.openaok.ai.play;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import org.openaok.ai.lang.Version;
import org.openaok.ai.mind.TraceFormat;
import org.openaok.ai.play.internal.Players;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ComputerPlayer;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptSource;
import org.openaok.api.diag.Diagnostic;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.system.MatchContext;
import org.osgi.service.component.annotations.Component;

/**
 * The computer player of the original scripts (id {@code per}): it takes a seat the lobby gave
 * {@code randomgame} (the shipped scripts), {@code per}, or the path of a {@code .per} file,
 * compiles the seat's scripts under the seat's symbols (civilisation, difficulty, map, population
 * ..., and UserPatch's symbols of the other seats) at the level of the language the name gives
 * after a colon ({@code ai.per:up}, {@code :aoc}, {@code :de}) or else told from the script, and each think runs the rules pass and then the executor. A script with errors plays with
 * the rules that compiled; the count and the first error are traced. {@code AOE_AI_TRACE=1} traces
 * each seat minute by minute.
 */
@Component(service = org.openaok.sim.api.player.ComputerPlayer.class, property = "service.ranking:Integer=0")
public class PerComputerPlayer implements org.openaok.sim.api.player.ComputerPlayer {
    public static final String ID = "per";
    /**
     * What the seats of each match share. Weak both ways: the shared part reaches the match (an
     * ally's brain sees its seat), so a strong value would keep every match ever played; each
     * brain holds its match's part instead, which lives as long as the match does.
     */
    private final Map<MatchContext, java.lang.ref.WeakReference<Players>> matches = new WeakHashMap<>();
    private final boolean tracing;

    public PerComputerPlayer() { this(TraceFormat.requested()); }

    /** With tracing on or off, whatever the environment says. */
    public PerComputerPlayer(boolean tracing) { this.tracing = tracing; }

    @Override public String id() { return ID; }

    @Override
    public boolean accepts(String ai) {
        if (ai == null) return false;
        String a = script(ai).toLowerCase(Locale.ROOT);
        return a.equals(ComputerPlayer.MASTER) || a.equals(ID) || a.endsWith(".per");
    }

    /** The script a seat's name gives, without the level after it ({@code ai.per:up}). */
    static String script(String ai) {
        String a = ai.strip();
        int colon = a.lastIndexOf(':');
        if (colon > 0 && Version.option(a.substring(colon + 1)) != null) return a.substring(0, colon).strip();
        return a;
    }

    /** The level a seat's name gives ({@code :aoc}, {@code :up}, {@code :de}), or null: told from the script. */
    static Version level(String ai) {
        String a = ai.strip();
        int colon = a.lastIndexOf(':');
        return colon > 0 ? Version.option(a.substring(colon + 1)) : null;
    }

    @Override
    public Brain start(SeatContext seat) throws Exception {
        String ai = script(seat.ai());
        Version level = level(seat.ai());
        ScriptSource source;
        String master;
        if (ai.toLowerCase(Locale.ROOT).endsWith(".per")) {
            Path p = Path.of(ai).toAbsolutePath().normalize();
            if (!Files.isRegularFile(p)) throw new IllegalArgumentException("no script file " + ai);
            source = ScriptSource.folder(p.getParent());
            master = p.getFileName().toString();
        } else {
            source = ComputerPlayer.source();
            master = ComputerPlayer.MASTER;
        }
        Players players;
        synchronized (matches) {
            java.lang.ref.WeakReference<Players> held = matches.get(seat.match());
            players = held == null ? null : held.get();
            if (players == null) {
                players = new Players(seat.match());
                matches.put(seat.match(), new java.lang.ref.WeakReference<>(players));
            }
        }
        org.openaok.ai.script.Seat s = players.scriptSeat(seat);
        Compilation c = ScriptCompiler.compile(source, master, s, Set.of(), null, level, players.lobby());
        if (c.program().ruleCount() == 0 && c.errorCount() > 0) {
            Diagnostic d = c.firstError().orElseThrow();
            throw new IllegalArgumentException(c.errorCount() + " errors and no rule; the first: " + d.format());
        }
        seat.trace("seat " + seat.seat() + ": " + master + " (" + c.level().title() + "): " + c.summary());
        return new Holding(players.brain(seat, s, c.program(), tracing), players);
    }

    /** A seat's brain that keeps its match's shared part alive for as long as it thinks. */
    private record Holding(Brain brain, Players shared) implements Brain {
        @Override public void think() { brain.think(); }
        @Override public String trace() { return brain.trace(); }
        @Override public void stop() { brain.stop(); }
    }
}
