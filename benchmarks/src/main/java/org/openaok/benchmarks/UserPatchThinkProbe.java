package org.openaok.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.openaok.ai.play.PerComputerPlayer;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * The time of one think of a script in a match of 8 players at 30 game minutes: every seat plays
 * the given script (the largest corpus script is the point; it is read from where it lies, never
 * shipped), the match runs to 29:00, and each think of the next game minute is timed on the
 * benchmark thread's CPU clock (the machine is shared). Prints the thinks' count, mean, median
 * and slowest, and the whole match's CPU time. A probe rather than a JMH benchmark: a match of
 * 30 minutes is one shot.
 *
 * <p>{@code java -cp benchmarks.jar org.openaok.benchmarks.UserPatchThinkProbe ../shared/corpus/per/ceevaaa+ElonUncle/ElonUncle.per [minutes]}
 */
public final class UserPatchThinkProbe {
    private UserPatchThinkProbe() {}

    /** Times each think once {@link #timing} is set. */
    static final class Timed implements ComputerPlayer {
        final PerComputerPlayer inner = new PerComputerPlayer(false);
        final List<Long> nanos = new ArrayList<>();
        boolean timing;

        @Override public String id() { return inner.id(); }

        @Override public boolean accepts(String ai) { return inner.accepts(ai); }

        @Override
        public Brain start(SeatContext seat) throws Exception {
            Brain b = inner.start(seat);
            ThreadMXBean t = ManagementFactory.getThreadMXBean();
            return new Brain() {
                @Override
                public void think() {
                    if (!timing) {
                        b.think();
                        return;
                    }
                    long c0 = t.getCurrentThreadCpuTime();
                    b.think();
                    nanos.add(t.getCurrentThreadCpuTime() - c0);
                }

                @Override public String trace() { return b.trace(); }

                @Override public void stop() { b.stop(); }
            };
        }
    }

    public static void main(String[] args) throws Exception {
        String script = args.length > 0 ? args[0] : "randomgame";
        int minutes = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int players = 8;
        GameMap map = SimMatches.map("OpenPlains", 220, players, 5);
        Timed timed = new Timed();
        List<InstalledSystem> installed = new ArrayList<>();
        List<GameSystem> systems = new ArrayList<>(SimMatches.systems());
        systems.removeIf(s -> s instanceof ComputerPlayersSystem);
        systems.add(new ComputerPlayersSystem(List.of(timed)));
        for (GameSystem s : systems) installed.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "bench")));
        var service = new org.openaok.sim.internal.service.Matches(() -> installed, SimMatches::tables, () -> SimMatches.DATA);
        String[] civs = {"britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians"};
        List<SeatSettings> seats = new ArrayList<>();
        for (int p = 0; p < players; p++) seats.add(new SeatSettings(p + 1, civs[p], 0, p + 1, false, script, "", 0));
        MatchEngine match = (MatchEngine) service.start(MatchSettings.defaults(5, List.of(civs)).withSeats(seats), map);
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        long c0 = t.getCurrentThreadCpuTime();
        match.runUntil((minutes - 1) * 60_000L);
        timed.timing = true;
        match.runUntil(minutes * 60_000L);
        long all = t.getCurrentThreadCpuTime() - c0;
        long[] n = timed.nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        double mean = Arrays.stream(n).average().orElse(0) / 1e6;
        int pop = 0;
        for (int p = 1; p <= players; p++) pop += match.player(p).population();
        System.out.printf(Locale.ROOT, "%s, 8 players, thinks in game minute %d-%d: %d thinks, cpu mean %.3f ms, median %.3f ms, slowest %.3f ms;"
                        + " the match to %d:00 %.1f s cpu; population %d in all%n", script, minutes - 1, minutes, n.length, mean,
                n.length == 0 ? 0 : n[n.length / 2] / 1e6, n.length == 0 ? 0 : n[n.length - 1] / 1e6, minutes, all / 1e9, pop);
    }
}
