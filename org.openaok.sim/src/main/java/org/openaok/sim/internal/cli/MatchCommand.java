package org.openaok.sim.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.openaok.api.command.CommandLine;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.MapOptions;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.timeline.Timeline;
import org.openaok.sim.internal.timeline.TimelinePlot;
import org.openaok.sim.internal.service.MatchServiceComponent;
import org.openaok.sim.internal.service.Matches;
import org.openaok.sim.api.lobby.GameTime;
import org.openaok.sim.api.lobby.LobbyOptions;
import org.openaok.sim.api.lobby.Seating;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code openaok match}: a match played headless on a generated map, driven by a file of timed
 * commands, recorded, until a game time or its end; prints how it stands at the end.
 */
@Component(service = CommandLine.class)
public class MatchCommand implements CommandLine {
    static final String USAGE = """
            openaok match --map NAME|FILE [--size S --players N --teams 1,2 --seed N] [lobby] [run]
              the lobby:  --civs franks,britons  --resources standard|low|medium|high|deathmatch
                          --ai 2:randomgame  --ai 1:path/to/script.per:hard   (a seat's computer player[:difficulty])
                          --difficulty hardest|hard|moderate|easy|easiest
                          --version aoc|up|de   the language level of the .per players (else told from each script;
                                                a seat's own: --ai 2:script.per:up)
                          --age dark|feudal|castle|imperial|post-imperial  --pop 200
                          --reveal normal|explored|all-visible  --mode random-map|regicide|death-match
                          --victory conquest  --lock-teams  --allied-sight  --names A,B
              the run:    --commands orders.txt   timed commands: TIME SEAT VERB key=value ... a line
                          --until 20:00           game time to stop at (default 60:00, or the end)
                          --record game.rec       every command and every tick's hash, for replay
                          --timeline tl.json      per player and minute: villagers, soldiers, resources gathered,
                                                  age, buildings; the age-up times and idle villager time (.csv for CSV)
                          --plot tl.png           the timeline as a picture
              many:       --matches N             N matches, seeds SEED .. SEED+N-1 (map and match), in one process
                          --jobs J                on J threads (default: the cores, at most N); each comes out as alone
                          --results out.csv       a row per match; --record DIR writes DIR/match-SEED.rec
              AOE_AI_TRACE=1 traces each computer player's goals, gatherer shares, escrow and town a minute at a time
              any other --NAME VALUE goes to the map generator, as with generate
            """;

    @Reference
    private MapGenerationService generator;

    @Reference
    private MatchService matchService;

    @Reference(cardinality = org.osgi.service.component.annotations.ReferenceCardinality.MULTIPLE,
            policyOption = org.osgi.service.component.annotations.ReferencePolicyOption.GREEDY)
    private volatile List<GameSystem> systems = new ArrayList<>();

    private BundleContext context;

    @Activate
    void activate(BundleContext context) { this.context = context; }

    @Override public String name() { return "match"; }

    @Override
    public String summary() {
        return "match --map NAME [--civs A,B] [--ai 1:randomgame] [--commands FILE] [--until 20:00] [--record game.rec]\n"
                + "      [--timeline tl.json|tl.csv] [--plot tl.png]\n"
                + "                                                a match played headless (match --help)";
    }

    @Override
    public int run(List<String> argv, PrintStream out, PrintStream err) {
        try {
            Arguments a = Arguments.parse(argv.toArray(new String[0]));
            if (a.flag("help")) {
                out.print(USAGE);
                return 0;
            }
            Matches matches = ((MatchServiceComponent) matchService).matches();
            Set<String> own = new HashSet<>(MapOptions.NAMES);
            own.addAll(LobbyOptions.NAMES);
            own.addAll(Set.of("commands", "until", "record", "threads", "timeline", "plot", "matches", "jobs", "results"));
            GenerationRequest request = MapOptions.request(a, own);
            Map<String, String> genOptions = new TreeMap<>(request.options());
            String mode = a.option("mode", "");
            if (!mode.isEmpty()) genOptions.put("mode", mode);
            String res = a.option("resources", "");
            if (!res.isEmpty() && !res.equals("deathmatch")) genOptions.put("resources", res.equals("standard") ? "default" : res);
            request = new GenerationRequest(request.generator(), request.map(), request.size(), request.levels(), request.seed(),
                    request.players(), request.teams(), genOptions);
            if (!MapOptions.seedGiven(a)) out.println("seed " + request.seed());
            MatchSettings settings = LobbyOptions.settings(a, request, matches.rules(), request.seed(), Seating.headless());
            long until = GameTime.millis(a.option("until", "60:00"), "--until");
            CommandFile commands = null;
            String cf = a.option("commands", null);
            if (cf != null) {
                Path p = Path.of(cf);
                if (!Files.isRegularFile(p)) throw new UsageException("no command file " + cf);
                try (Reader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                    commands = CommandFile.read(cf, r);
                }
            }
            if (a.option("matches", null) != null) return many(a, request, matches, commands, until, out);
            GenerationResult gen = generator.generate(request, RunOptions.defaults().withThreads(a.intOption("threads", 1, 1, 64)));
            for (Diagnostic d : gen.diagnostics()) if (d.isError()) err.println(d.format());
            if (gen.map() == null || gen.failed()) {
                err.println("openaok match: the map could not be generated");
                return 1;
            }
            Path record = a.option("record", null) == null ? null : Path.of(a.option("record", null));
            String timelineFile = a.option("timeline", null), plotFile = a.option("plot", null);
            Timeline[] timeline = new Timeline[1];
            tracePlayers("1".equals(System.getenv("AOE_AI_TRACE")) ? out : null);
            HeadlessMatch.Run run = HeadlessMatch.run(matches, gen.map(), gen.request(), settings, commands, until, record, bundles(), err,
                    timelineFile == null && plotFile == null ? null : m -> {
                        timeline[0] = new Timeline(m.context());
                        m.addTickListener(timeline[0]);
                    });
            tracePlayers(null);
            for (String r : run.refused()) err.println((cf == null ? "" : cf + ": ") + "refused: " + r);
            HeadlessMatch.summary(run.match(), out);
            if (record != null) out.println("wrote " + record);
            if (timeline[0] != null) {
                for (int p = 1; p <= timeline[0].players(); p++)
                    out.printf(java.util.Locale.ROOT, "  player %d: feudal %s, castle %s, imperial %s, villagers idle %.1f%%%n", p,
                            clock(timeline[0].ageUp(p, 2)), clock(timeline[0].ageUp(p, 3)), clock(timeline[0].ageUp(p, 4)), timeline[0].idlePerMille(p) / 10.0);
                if (timelineFile != null) {
                    Path tp = Path.of(timelineFile);
                    if (tp.getParent() != null) Files.createDirectories(tp.getParent());
                    try (java.io.Writer w = Files.newBufferedWriter(tp, StandardCharsets.UTF_8)) {
                        if (timelineFile.toLowerCase(java.util.Locale.ROOT).endsWith(".csv")) timeline[0].writeCsv(w);
                        else timeline[0].writeJson(w);
                    }
                    out.println("wrote " + tp);
                }
                if (plotFile != null) {
                    Path pp = Path.of(plotFile);
                    if (pp.getParent() != null) Files.createDirectories(pp.getParent());
                    TimelinePlot.write(timeline[0], pp);
                    out.println("wrote " + pp);
                }
            }
            if (run.failure() != null) {
                err.println("openaok match: " + run.failure().getMessage());
                return 1;
            }
            return 0;
        } catch (UsageException e) {
            err.println("openaok match: " + e.getMessage());
            err.println("run 'openaok match --help' for its options");
            return 2;
        } catch (CommandFormatException e) {
            err.println("openaok match: " + e.getMessage());
            return 2;
        } catch (MatchException e) {
            err.println("openaok match: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("openaok match: " + e.getMessage());
            return 1;
        }
    }

    /** {@code --matches N}: the set, its lines in seed order, the summary, the CSV. */
    private int many(Arguments a, GenerationRequest request, Matches matches, CommandFile commands, long until, PrintStream out)
            throws UsageException, IOException, MatchException {
        int n = a.intOption("matches", 1, 1, 100_000);
        int jobs = a.intOption("jobs", Math.min(n, Runtime.getRuntime().availableProcessors()), 1, 256);
        if (a.option("timeline", null) != null || a.option("plot", null) != null)
            throw new UsageException("--timeline and --plot are for one match; --results writes a row per match of a set");
        // every seed's lobby as the command line gives it, read once now so a mistake stops the set before it starts
        LobbyOptions.settings(a, request, matches.rules(), request.seed(), Seating.headless());
        java.util.function.LongFunction<MatchSettings> lobby = seed -> {
            try {
                return LobbyOptions.settings(a, request, matches.rules(), seed, Seating.headless());
            } catch (UsageException | MatchException e) {
                throw new IllegalStateException(e); // read once above without a fault: cannot happen here
            }
        };
        Path records = a.option("record", null) == null ? null : Path.of(a.option("record", null));
        List<Tournament.Game> games;
        try {
            games = Tournament.play(generator, matches, request, n, jobs, lobby, commands, until, records, bundles(), out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        Tournament.summary(games, request.players(), out);
        String results = a.option("results", null);
        if (results != null) {
            Path rp = Path.of(results);
            if (rp.getParent() != null) Files.createDirectories(rp.getParent());
            try (java.io.Writer w = Files.newBufferedWriter(rp, StandardCharsets.UTF_8)) {
                Tournament.writeCsv(games, request.players(), w);
            }
            out.println("wrote " + rp);
        }
        if (records != null) out.println("wrote " + n + " records in " + records);
        return games.stream().anyMatch(g -> g.failure() != null) ? 1 : 0;
    }

    private static String clock(long ms) {
        return ms < 0 ? "not reached" : String.format(java.util.Locale.ROOT, "%d:%02d", ms / 60_000, ms / 1000 % 60);
    }

    /** The computer players' trace lines go to {@code out} (null: nowhere). */
    private void tracePlayers(PrintStream to) {
        for (GameSystem g : systems) {
            if (g instanceof ComputerPlayersSystem c) c.trace(to == null ? null : to::println);
        }
    }

    /** The installed bundles, for the record. */
    List<String> bundles() {
        List<String> out = new ArrayList<>();
        if (context == null) return out;
        for (Bundle b : context.getBundles()) {
            if (b.getBundleId() == 0) continue;
            out.add(b.getSymbolicName() + " " + b.getVersion());
        }
        out.sort(null);
        return out;
    }
}
