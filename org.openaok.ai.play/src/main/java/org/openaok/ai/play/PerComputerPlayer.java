package org.openaok.ai.play;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

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
 * ...), and each think runs the rules pass and then the executor. A script with errors plays with
 * the rules that compiled; the count and the first error are traced. {@code AOE_AI_TRACE=1} traces
 * each seat minute by minute.
 */
@Component(service = org.openaok.sim.api.player.ComputerPlayer.class, property = "service.ranking:Integer=0")
public class PerComputerPlayer implements org.openaok.sim.api.player.ComputerPlayer {
    public static final String ID = "per";
    private final Map<MatchContext, Players> matches = new WeakHashMap<>();
    private final boolean tracing;

    public PerComputerPlayer() { this(TraceFormat.requested()); }

    /** With tracing on or off, whatever the environment says. */
    public PerComputerPlayer(boolean tracing) { this.tracing = tracing; }

    @Override public String id() { return ID; }

    @Override
    public boolean accepts(String ai) {
        if (ai == null) return false;
        String a = ai.strip().toLowerCase(Locale.ROOT);
        return a.equals(ComputerPlayer.MASTER) || a.equals(ID) || a.endsWith(".per");
    }

    @Override
    public Brain start(SeatContext seat) throws Exception {
        String ai = seat.ai().strip();
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
            players = matches.computeIfAbsent(seat.match(), Players::new);
        }
        org.openaok.ai.script.Seat s = players.scriptSeat(seat);
        Compilation c = ScriptCompiler.compile(source, master, s, Set.of(), null);
        if (c.program().ruleCount() == 0 && c.errorCount() > 0) {
            Diagnostic d = c.firstError().orElseThrow();
            throw new IllegalArgumentException(c.errorCount() + " errors and no rule; the first: " + d.format());
        }
        seat.trace("seat " + seat.seat() + ": " + master + ": " + c.summary());
        return players.brain(seat, s, c.program(), tracing);
    }
}
