package org.openaok.ai.internal.play;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.ai.internal.check.PerScriptChecker;
import org.openaok.ai.mind.Brain;
import org.openaok.ai.mind.Brains;
import org.openaok.ai.mind.Mind;
import org.openaok.ai.mind.TraceFormat;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ComputerPlayer;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptSource;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.memory.MemoryWorld;
import org.openaok.api.command.CommandLine;
import org.openaok.api.diag.Diagnostic;
import org.osgi.service.component.annotations.Component;

/**
 * {@code openaok ai [FILE.per] [--players N] [--advance SECONDS] [--trace]}: the computer players
 * (the script given, else the shipped {@code randomgame}) play in the memory world for the given
 * game time; with {@code --trace} or {@code AOE_AI_TRACE=1} each player's goals, strategic numbers
 * and fired rules are printed a minute at a time, as the original's trace does. Takes the checker's
 * seat options (--civ, --difficulty, --map-type, --population ...).
 */
@Component(service = CommandLine.class)
public class PlayCommand implements CommandLine {
    static final long TICK_MS = 250;

    @Override public String name() { return "ai"; }

    @Override
    public String summary() {
        return "ai [FILE.per] [--players N] [--advance SECONDS] [--trace]\n"
                + "                                                computer players play in the memory world; --trace\n"
                + "                                                (or AOE_AI_TRACE=1) prints their goals, numbers, rules";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Map<String, String> options = new LinkedHashMap<>();
        String file = null;
        boolean trace = TraceFormat.requested();
        boolean everyPass = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--trace")) trace = true;
            else if (a.equals("--every-pass")) everyPass = true;
            else if (a.startsWith("--") && i + 1 < args.size()) options.put(a.substring(2), args.get(++i));
            else if (!a.startsWith("--") && file == null) file = a;
            else {
                err.println("openaok ai: cannot read '" + a + "'; usage: " + summary().lines().findFirst().orElse(""));
                return 2;
            }
        }
        int players = number(options.remove("players"), 2, 1, 8, err, "--players");
        int advance = number(options.remove("advance"), 600, 1, 86_400, err, "--advance");
        if (players < 0 || advance < 0) return 2;

        List<Diagnostic> problems = new ArrayList<>();
        Seat base = PerScriptChecker.seatOf(file == null ? ComputerPlayer.MASTER : file, options, problems);
        for (Diagnostic d : problems) err.println(d.format());
        if (problems.stream().anyMatch(Diagnostic::isError)) return 2;
        ScriptSource source;
        String master;
        if (file == null) {
            source = ComputerPlayer.source();
            master = ComputerPlayer.MASTER;
        } else {
            Path abs = Path.of(file).toAbsolutePath().normalize();
            if (!Files.isRegularFile(abs)) {
                err.println("openaok ai: no script file " + file);
                return 1;
            }
            source = ScriptSource.folder(abs.getParent());
            master = abs.getFileName().toString();
        }

        MemoryWorld world = new MemoryWorld(Math.min(200, base.populationCap()));
        Brains brains = new Brains();
        for (int seat = 1; seat <= players; seat++) {
            Seat s = base.withPlayer(seat);
            Compilation c = ScriptCompiler.compile(source, master, s, Set.of(), null);
            // a rule with an error is dropped and the rest plays on: the count and the first error are told
            out.println("player " + seat + ": " + c.summary());
            world.addPlayer(seat, s.civ(), false);
            brains.add(s, c.program());
        }
        world.addChatListener((from, audience, to, text) -> brains.hear(world, from, audience, to, text));
        if (trace) TraceFormat.printTo(brains, out, !everyPass);
        for (long t = 0; t < advance * 1000L; t += TICK_MS) {
            brains.update(TICK_MS, world, world);
            // the executor's share of the work the memory world leaves: villagers divide as the rules ask
            for (Brain b : brains.all()) {
                Mind m = b.mind();
                world.setGatherShares(b.player(), m.strategic(117), m.strategic(120), m.strategic(119), m.strategic(118));
            }
            world.advance(TICK_MS);
        }
        out.println("after " + advance + " s of game time:");
        for (Brain b : brains.all()) {
            int p = b.player();
            out.println(String.format(java.util.Locale.ROOT, "  player %d: age %d, population %d (villagers %d, military %d), attacks ordered %d",
                    p, world.quantity(p, Quantity.CURRENT_AGE), world.quantity(p, Quantity.POPULATION),
                    world.quantity(p, Quantity.CIVILIAN_POPULATION), world.quantity(p, Quantity.MILITARY_POPULATION),
                    world.attackOrders(p)));
        }
        return 0;
    }

    private static int number(String v, int fallback, int min, int max, PrintStream err, String name) {
        if (v == null) return fallback;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= min && n <= max) return n;
        } catch (NumberFormatException ignored) {
            // said below
        }
        err.println("openaok ai: " + name + " must be " + min + " to " + max + ", not '" + v + "'");
        return -1;
    }
}
