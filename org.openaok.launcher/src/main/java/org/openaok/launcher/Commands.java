package org.openaok.launcher;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openaok.api.command.CommandLine;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.generate.StageTiming;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.ScriptChecker;
import org.openaok.api.io.View;
import org.openaok.api.stage.StageScope;
import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.MapOptions;
import org.openaok.launcher.options.MapSize;
import org.openaok.launcher.options.Seeds;
import org.openaok.launcher.options.UsageException;

/**
 * The commands of the {@code openaok} program. Each returns the process's exit status: 0 done,
 * 1 the work failed (a generation error, a checked file with errors, a failed check under
 * --strict), 2 the command line was wrong.
 */
final class Commands {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    /** Options {@code generate} reads itself; any other --name value is a setting for the generator. */
    static final Set<String> GENERATE_OPTIONS = Set.of("map", "generator", "size", "players", "teams", "civs", "seed",
            "threads", "out", "png", "report", "repeat", "view", "scale", "renderer", "level", "time-limit");

    private final Toolbox tools;
    private final PrintStream out;
    private final PrintStream err;

    Commands(Toolbox tools, PrintStream out, PrintStream err) {
        this.tools = tools;
        this.out = out;
        this.err = err;
    }

    /** The commands this class carries out; any other is looked for among the bundles' commands. */
    static final Set<String> BUILT_IN = Set.of("maps", "stages", "generate", "check", "survey", "help");

    int run(String[] args) {
        // a bundle's command reads its own options: hand them over as typed, before any parsing here
        String first = Arrays.stream(args).filter(s -> !s.startsWith("-")).findFirst().orElse(null);
        if (first != null && !BUILT_IN.contains(first)) {
            Optional<CommandLine> c = contributed(first);
            if (c.isPresent()) return runContributed(c.get(), args);
        }
        try {
            Arguments a = Arguments.parse(args);
            if (a.command == null || a.command.equals("help") || (a.flag("help") && contributed(a.command).isEmpty())) {
                usage(out);
                for (CommandLine c : tools.commands()) out.println("  " + c.summary());
                return a.command == null && !a.flag("help") ? USAGE : OK;
            }
            return switch (a.command) {
                case "maps" -> maps();
                case "stages" -> stages(a);
                case "generate" -> generate(a);
                case "check" -> check(a);
                case "survey" -> survey(a);
                default -> {
                    Optional<CommandLine> c = contributed(a.command);
                    if (c.isEmpty()) {
                        throw new UsageException("unknown command '" + a.command + "'; try: maps, stages, generate, check, survey"
                                + tools.commands().stream().map(x -> ", " + x.name()).reduce("", String::concat));
                    }
                    yield runContributed(c.get(), args);
                }
            };
        } catch (UsageException e) {
            err.println("openaok: " + e.getMessage());
            err.println("run 'openaok help' for the commands and their options");
            return USAGE;
        } catch (IOException e) {
            err.println("openaok: " + e.getMessage());
            return FAILED;
        } catch (RuntimeException e) {
            // a plugin's bug must not end in a stack trace: say what failed
            err.println("openaok: internal error: " + e);
            return FAILED;
        }
    }

    private Optional<CommandLine> contributed(String name) {
        return tools.commands().stream().filter(c -> name.equals(c.name())).findFirst();
    }

    /** A bundle's command gets the words after its name, as typed. */
    private int runContributed(CommandLine c, String[] args) {
        int at = Arrays.asList(args).indexOf(c.name());
        List<String> rest = Arrays.asList(args).subList(at + 1, args.length);
        try {
            return c.run(rest, out, err);
        } catch (Exception | LinkageError e) {
            err.println("openaok: the " + c.name() + " command failed: " + e);
            return FAILED;
        }
    }

    static void usage(PrintStream out) {
        out.println("""
                usage: openaok COMMAND [options]

                  maps                          the generators and the maps/templates each offers
                  stages --generator ID         the stages a generator runs, in order, with their bundles
                  generate [options]            generate a map
                      --map NAME|FILE           a map 'maps' lists, or a script/template file
                      --generator ID            default: from the file type or map name
                      --size SIZE               tiny small medium normal large giant (120-240 tiles),
                                                s m l xl h xh g (+u: with an underground), or tiles
                      --players N --teams 1,2,1,2 --seed N (default: from the clock)
                      --civs britons,franks     each seat's civilisation (the lobby's names, or 0 A.D.'s)
                      --threads N               worker threads (default: one per core)
                      --out FILE.json           0 A.D. map data (the surface, or --level N)
                      --png FILE.png [--view top|diamond] [--scale N] [--renderer png|gl]
                      --report FILE.json        diagnostics, timings, objects, checks, hash
                      --repeat N                N more runs for warm timings
                      --stats                   fairness statistics per player (also in the report)
                      --strict                  exit 1 when the map has errors or fails a check
                      --NAME VALUE              any other setting goes to the generator
                  check FILE... [--json]        static diagnostics, compiler style; exit 1 on any error
                      --strict                  exit 1 on any warning too
                  survey --map X --seeds 1..1000 [--size S --players N] [--csv FILE.csv] [--plot FILE.png]
                                                many seeds in parallel: fairness per seed and player,
                                                a summary with the least fair seeds, distributions
                  shell                         a Gogo shell (also --shell); openaok:generate and friends
                """);
    }

    // --- maps ------------------------------------------------------------------------------

    int maps() {
        List<MapGenerator> generators = tools.engine().generators();
        if (generators.isEmpty()) {
            out.println("no generators are installed");
            return FAILED;
        }
        for (MapGenerator g : generators) {
            String ext = g.fileExtensions().isEmpty() ? "" : " (reads " + String.join(", ", g.fileExtensions()) + ")";
            out.println(g.id() + ": " + g.description() + ext);
            List<MapEntry> maps;
            try {
                maps = g.maps();
            } catch (RuntimeException e) {
                out.println("    (its maps cannot be listed: " + e + ")");
                continue;
            }
            int width = maps.stream().mapToInt(m -> m.name().length()).max().orElse(0);
            for (MapEntry m : maps) {
                out.println("    " + pad(m.name(), width) + "  " + m.description()
                        + (m.origin().isEmpty() ? "" : "  [" + m.origin() + "]"));
            }
        }
        return OK;
    }

    // --- stages ----------------------------------------------------------------------------

    int stages(Arguments a) throws UsageException {
        String generator = a.option("generator", a.positional.isEmpty() ? null : a.positional.get(0));
        if (generator == null) throw new UsageException("stages needs --generator ID (see 'openaok maps')");
        if (tools.engine().generator(generator).isEmpty()) {
            err.println("openaok: no generator '" + generator + "' is installed");
            return FAILED;
        }
        if (!a.flag("watch")) return printPlan(generator);
        // --watch: print the run order again whenever it changes (a plugin came or went)
        String last = null;
        while (!Thread.currentThread().isInterrupted()) {
            String now = planText(generator);
            if (!now.equals(last)) {
                out.println(java.time.LocalTime.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS) + "  " + now);
                out.flush();
                last = now;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return OK;
            }
        }
        return OK;
    }

    private int printPlan(String generator) {
        try {
            List<PlannedStage> plan = tools.engine().plan(generator);
            out.println("run order for generator '" + generator + "' (" + plan.size() + " stages):");
            int idw = plan.stream().mapToInt(p -> p.id().length()).max().orElse(2);
            int bw = plan.stream().mapToInt(p -> p.bundle().length()).max().orElse(6);
            int n = 1;
            for (PlannedStage p : plan) {
                String deps = p.dependencies().isEmpty() ? "-" : String.join(", ", p.dependencies().stream().map(Object::toString).toList());
                out.println(String.format(Locale.ROOT, "%3d  %s  %-4s  %s  %s%s", n++, pad(p.id(), idw),
                        p.scope() == StageScope.ZONE ? "zone" : "map", pad(p.bundle(), bw), deps,
                        p.replaces().isEmpty() ? "" : "  (replaces " + String.join(", ", p.replaces()) + ")"));
            }
            return OK;
        } catch (GenerationException e) {
            for (Diagnostic d : e.diagnostics()) err.println(d.format());
            return FAILED;
        }
    }

    private String planText(String generator) {
        try {
            return String.join(" -> ", tools.engine().plan(generator).stream().map(p -> p.id()
                    + (p.bundle().startsWith("org.openaok.") ? "" : " [" + p.bundle() + "]")).toList());
        } catch (GenerationException e) {
            return "cannot order the stages: " + e.getMessage();
        }
    }

    // --- generate --------------------------------------------------------------------------

    int generate(Arguments a) throws UsageException, IOException {
        if (!a.positional.isEmpty()) throw new UsageException("generate takes options only; did you mean --map " + a.positional.get(0) + "?");
        GenerationRequest request = MapOptions.request(a, GENERATE_OPTIONS);
        boolean seedGiven = MapOptions.seedGiven(a);
        int threads = a.intOption("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        int repeat = a.intOption("repeat", 0, 0, 10_000);
        int scale = a.intOption("scale", 2, 1, 32);
        int timeLimit = a.intOption("time-limit", 60, 1, 86_400);
        View view = MapOptions.view(a);
        String png = a.option("png", null);
        String rendererId = a.option("renderer", "png");
        MapRenderer renderer = null;
        if (png != null) {
            renderer = tools.renderer(rendererId).orElse(null);
            if (renderer == null) {
                err.println("openaok: no renderer '" + rendererId + "' is installed in this feature set");
                return FAILED;
            }
        }
        RunOptions options = RunOptions.defaults().withThreads(threads).withStageTimeLimit(timeLimit * 1000L)
                .withProgress(ProgressBar.forTerminal(err, "generating", a.flag("quiet")));

        GenerationResult result = tools.engine().generate(request, options);
        List<Double> warm = new ArrayList<>();
        for (int i = 0; i < repeat && !result.failed(); i++) {
            warm.add(tools.engine().generate(request, options.withProgress(null)).totalMillis());
        }

        GenerationRequest done = result.request();
        out.println("generator " + (done.generator() == null ? "?" : done.generator()) + ", map "
                + (done.map().isEmpty() ? "(default)" : done.map()) + ", seed " + done.seed()
                + (seedGiven ? "" : " (from the clock)") + ", size " + done.size()
                + (result.map() != null && result.map().levels().size() > 1 ? "+" + (result.map().levels().size() - 1) + " underground" : "")
                + ", " + done.players() + " player" + (done.players() == 1 ? "" : "s")
                + (done.teams().stream().anyMatch(t -> t != 0) ? " (teams " + done.teams() + ")" : "")
                + ", " + threads + " thread" + (threads == 1 ? "" : "s"));
        for (Diagnostic d : result.diagnostics()) (d.isError() ? err : out).println(d.format());
        if (result.failed()) {
            err.println("openaok: the map could not be generated");
            return FAILED;
        }
        out.println(timings(result));
        if (!warm.isEmpty()) {
            out.println(String.format(Locale.ROOT, "warm: min %.1f ms, median %.1f ms over %d runs",
                    Stats.min(warm), Stats.median(warm), warm.size()));
        }
        long failedChecks = result.checks().stream().filter(c -> !c.passed()).count();
        if (!result.checks().isEmpty()) {
            out.println("checks: " + (result.checks().size() - failedChecks) + " passed, " + failedChecks + " failed");
            for (CheckResult c : result.checks()) {
                if (!c.passed() || a.flag("verbose")) out.println("  " + (c.passed() ? "pass " : "FAIL ") + c.name() + ": " + c.detail());
            }
        }
        out.println("hash " + (result.hash().isEmpty() ? "(none: no 0 A.D. writer is installed, or the map could not be exported)" : result.hash()));
        MapStats stats = null;
        if (a.flag("stats") || a.options.containsKey("report")) {
            stats = tools.analyzer().map(an -> an.analyze(result.map(), tools.data().orElseThrow())).orElse(null);
            if (a.flag("stats")) {
                if (stats == null) err.println("openaok: no fairness analyser is installed in this feature set");
                else printStats(stats);
            }
        }

        if (a.options.containsKey("out")) {
            MapWriter writer = tools.writer("0ad").orElse(null);
            if (writer == null) {
                err.println("openaok: no 0 A.D. map writer is installed");
                return FAILED;
            }
            Path p = Path.of(a.option("out", ""));
            int levels = result.map().levels().size();
            int level = a.intOption("level", 0, 0, levels - 1);
            // 0 A.D. has one level: the surface, or the level asked for as a map of its own
            var shown = level == 0 ? result.map() : result.map().levelAsMap(level);
            // written whole before the file is touched: a map the writer refuses leaves no half a file
            var bytes = new java.io.ByteArrayOutputStream();
            writer.write(shown, tools.data().orElseThrow(), bytes);
            Files.write(p, bytes.toByteArray());
            out.println("wrote " + p + (levels > 1 ? " (level " + level + " of " + levels + ")" : ""));
            if (levels > 1 && level == 0) {
                out.println("note: 0 A.D. shows one level; the underground is not in its map (it is kept for OpenAoK only): "
                        + "export it with --level 1" + (levels > 2 ? " to " + (levels - 1) : ""));
            }
        }
        if (png != null) {
            Path p = Path.of(png);
            int level = a.intOption("level", 0, 0, result.map().levels().size() - 1);
            RenderOptions ro = new RenderOptions(view, scale, true, done.generator() != null && done.generator().equals("zones"), level);
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(p))) {
                renderer.renderPng(result.map(), tools.data().orElseThrow(), ro, o);
            }
            out.println("wrote " + p);
        }
        if (a.options.containsKey("report")) {
            Path p = Path.of(a.option("report", ""));
            try (Writer w = new OutputStreamWriter(Files.newOutputStream(p), StandardCharsets.UTF_8)) {
                Report.write(w, result, threads, warm, stats);
            }
            out.println("wrote " + p);
        }
        boolean strictFail = a.flag("strict") && (failedChecks > 0 || result.hasErrors());
        if (strictFail) err.println("openaok: --strict: the map has errors or failed checks");
        return strictFail ? FAILED : OK;
    }

    private void printStats(MapStats stats) {
        List<String> m = PlayerStats.MEASURES;
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-14s", "fairness"));
        for (PlayerStats p : stats.players()) head.append(String.format(Locale.ROOT, " %8s", "p" + p.player()));
        out.println(head.append(String.format(Locale.ROOT, " %8s", "spread")));
        for (String name : m) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-14s", name));
            for (PlayerStats p : stats.players()) row.append(String.format(Locale.ROOT, " %8d", p.measure(name)));
            out.println(row.append(String.format(Locale.ROOT, " %8d", stats.spread().getOrDefault(name, 0))));
        }
    }

    // --- survey ----------------------------------------------------------------------------

    static final Set<String> SURVEY_OPTIONS = Set.of("map", "generator", "size", "players", "teams", "civs", "seeds", "csv",
            "plot", "threads", "time-limit");

    int survey(Arguments a) throws UsageException, IOException {
        if (!a.positional.isEmpty()) throw new UsageException("survey takes options only");
        var analyzer = tools.analyzer().orElse(null);
        if (analyzer == null) {
            err.println("openaok: no fairness analyser is installed in this feature set");
            return FAILED;
        }
        List<Long> seeds = Seeds.parse(a.option("seeds", "1..100"));
        int threads = a.intOption("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        int timeLimit = a.intOption("time-limit", 60, 1, 86_400);
        GenerationRequest base = MapOptions.request(a, SURVEY_OPTIONS).withSeed(seeds.get(0));
        int players = base.players();
        int tiles = base.size();
        out.println("survey of " + (base.map().isEmpty() ? "the default map" : base.map()) + ", size " + tiles
                + ", " + players + " players, " + seeds.size() + " seeds, " + threads + " thread" + (threads == 1 ? "" : "s"));
        long t0 = System.nanoTime();
        List<Survey.Outcome> outcomes = Survey.run(tools.engine(), analyzer, tools.data().orElseThrow(), base, seeds, threads,
                timeLimit * 1000L, ProgressBar.forTerminal(err, "surveying", a.flag("quiet")));
        double seconds = (System.nanoTime() - t0) / 1e9;
        Survey.summary(out, outcomes, PlayerStats.MEASURES, seconds);
        if (a.options.containsKey("csv")) {
            Path p = Path.of(a.option("csv", ""));
            Survey.writeCsv(p, outcomes, PlayerStats.MEASURES);
            out.println("wrote " + p);
        }
        if (a.options.containsKey("plot")) {
            Path p = Path.of(a.option("plot", ""));
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(p))) {
                Survey.plot(o, "survey: " + base.map() + " size " + tiles + ", " + players + " players, "
                        + seeds.size() + " seeds (values per player)", outcomes, PlayerStats.MEASURES);
            }
            out.println("wrote " + p);
        }
        return outcomes.stream().allMatch(o -> o.stats() != null) ? OK : FAILED;
    }

    private static String timings(GenerationResult r) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "generated in %.1f ms:", r.totalMillis()));
        for (StageTiming t : r.timings()) {
            sb.append(String.format(Locale.ROOT, " %s %.1f", t.stage(), t.millis()));
            if (t.runs() > 1) sb.append("/").append(t.runs());
        }
        return sb.toString();
    }

    // --- check -----------------------------------------------------------------------------

    int check(Arguments a) throws IOException, UsageException {
        if (a.positional.isEmpty()) throw new UsageException("check needs one or more files");
        Map<String, String> options = a.rest(Set.of());
        List<Diagnostic> all = new ArrayList<>();
        for (String f : a.positional) {
            Path file = Path.of(f);
            if (!Files.isRegularFile(file)) {
                all.add(new Diagnostic(org.openaok.api.diag.Severity.ERROR, "file-not-found", f, 0, 0, "no such file"));
                continue;
            }
            Optional<ScriptChecker> checker = tools.checkers().stream().filter(c -> safeAccepts(c, file)).findFirst();
            if (checker.isEmpty()) {
                all.add(new Diagnostic(org.openaok.api.diag.Severity.ERROR, "no-checker", f, 0, 0,
                        "no installed checker reads this kind of file (checkers: "
                                + String.join(", ", tools.checkers().stream().map(c -> c.id() + " " + c.fileExtensions()).toList()) + ")"));
                continue;
            }
            try {
                all.addAll(checker.get().check(file, options));
            } catch (RuntimeException e) {
                all.add(new Diagnostic(org.openaok.api.diag.Severity.ERROR, "checker-failed", f, 0, 0,
                        "the " + checker.get().id() + " checker failed: " + e));
            }
        }
        if (a.flag("json")) {
            Report.diagnostics(new OutputStreamWriter(out, StandardCharsets.UTF_8), all);
        } else {
            for (Diagnostic d : all) out.println(d.format());
            long errors = all.stream().filter(Diagnostic::isError).count();
            long warnings = all.size() - errors;
            out.println(a.positional.size() + " file" + (a.positional.size() == 1 ? "" : "s") + " checked: "
                    + errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings + " other diagnostic" + (warnings == 1 ? "" : "s"));
        }
        out.flush();
        // Warnings are mistakes the game shrugs off (the map is what the game makes of them):
        // they fail only under --strict, which asks for a clean script.
        boolean failed = a.flag("strict")
                ? all.stream().anyMatch(d -> d.severity() != org.openaok.api.diag.Severity.INFO)
                : all.stream().anyMatch(Diagnostic::isError);
        return failed ? FAILED : OK;
    }

    private static boolean safeAccepts(ScriptChecker c, Path file) {
        try {
            return c.accepts(file);
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    /** For messages: the arguments as typed. */
    static String join(String[] args) {
        return String.join(" ", Arrays.asList(args));
    }
}
