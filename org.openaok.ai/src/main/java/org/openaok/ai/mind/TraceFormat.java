package org.openaok.ai.mind;

import java.util.ArrayList;
import java.util.List;

import org.openaok.ai.lang.StrategicNumber;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Program;

/**
 * {@code AOE_AI_TRACE}-style lines for a pass: the player and game time, the rules that
 * fired (file and line), the goals that are set, the strategic numbers that differ from their
 * defaults, the escrow, and what the rules logged.
 */
public final class TraceFormat {
    /** The environment variable that asks for the trace, as the original's AOE_AI_TRACE=1 does. */
    public static final String ENVIRONMENT = "AOE_AI_TRACE";

    private TraceFormat() {}

    /** Whether the environment asks for the trace ({@code AOE_AI_TRACE=1}). */
    public static boolean requested() { return "1".equals(System.getenv(ENVIRONMENT)); }

    /**
     * Turns the brains' trace on, printing each pass's lines to {@code out}; with
     * {@code perMinute}, only the first pass of each brain in each minute of game time.
     */
    public static void printTo(Brains brains, java.io.PrintStream out, boolean perMinute) {
        long[] lastMinute = new long[Mind.SEATS];
        java.util.Arrays.fill(lastMinute, -1);
        brains.trace(t -> {
            long minute = t.timeMs() / 60_000;
            if (perMinute && lastMinute[t.player()] == minute) return;
            lastMinute[t.player()] = minute;
            for (String line : lines(t, brains.of(t.player()).program())) out.println(line);
        });
    }

    public static List<String> lines(PassTrace t, Program program) {
        List<String> out = new ArrayList<>();
        String head = "AI p" + t.player() + " " + clock(t.timeMs());
        StringBuilder fired = new StringBuilder(head).append(" fired ").append(t.fired().length).append(" of ")
                .append(program.ruleCount()).append(" (").append(t.factTests()).append(" facts tested)");
        for (int r : t.fired()) fired.append(' ').append(program.file(r)).append(':').append(program.line(r));
        out.add(fired.toString());
        StringBuilder goals = new StringBuilder(head).append(" goals");
        for (int g = 1; g < t.goals().length; g++) if (t.goals()[g] != 0) goals.append(' ').append(g).append('=').append(t.goals()[g]);
        out.add(goals.toString());
        StringBuilder sn = new StringBuilder(head).append(" sn");
        for (StrategicNumber s : Vocabulary.standard().strategicNumbers()) {
            if (s.id() >= t.strategic().length) continue;
            int v = t.strategic()[s.id()];
            if (v != s.defaultValue()) sn.append(' ').append(s.name()).append('=').append(v);
        }
        out.add(sn.toString());
        out.add(head + " escrow food=" + t.escrow()[0] + " wood=" + t.escrow()[1] + " stone=" + t.escrow()[2] + " gold=" + t.escrow()[3]);
        for (String l : t.log()) out.add(head + " log " + l);
        return out;
    }

    static String clock(long ms) {
        long s = ms / 1000;
        return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }
}
