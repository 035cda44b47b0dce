package org.openaok.rec.command;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.map.GameMap;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.json.JsonWriter;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.rec.RecReadResult;
import org.openaok.rec.RecReader;
import org.openaok.rec.RecordedGame;
import org.openaok.rec.RecordedMaps;
import org.openaok.rec.measure.Comparer;
import org.openaok.rec.measure.Edition;
import org.openaok.rec.measure.Unit;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * {@code openaok compare game.mgx [--map script.rms] --seeds 20}: the recorded map beside the same
 * script generated at the same size, for the same players and teams, in the same variant, over
 * many seeds; every measure whose recorded value lies outside the generated range is flagged.
 * Without {@code --map} the script is found by the map's name in {@code --scripts DIR} (or the
 * folder {@code OPENAOK_RMS_CORPUS} names), else read from the archive {@code --drs} names.
 */
@Component(service = CommandLine.class)
public class CompareCommand implements CommandLine {
    static final Set<String> OPTIONS = Set.of("map", "seeds", "first-seed", "scripts", "threads");

    @Reference
    private MapGenerationService engine;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MapAnalyzer analyzer;

    public CompareCommand() {}

    /** Outside a framework (tests). */
    CompareCommand(MapGenerationService engine, GameData data, MapAnalyzer analyzer) {
        this.engine = engine;
        this.data = data;
        this.analyzer = analyzer;
    }

    @Override public String name() { return "compare"; }

    @Override
    public String summary() {
        return "compare GAME.mgx [--map F.rms] [--seeds 20] [--json]   a recorded map beside its script generated over many seeds";
    }

    static final String USAGE = """
            usage: openaok compare GAME [options]
              GAME                  a recorded game (.mgl, .mgx, .mgz, .aoe2record)
              --map FILE|NAME       the script to generate (default: the one the recording's map is named after,
                                    from --scripts DIR, the folder OPENAOK_RMS_CORPUS names, or --drs FILE)
              --seeds N             how many maps of the recording's variant to compare (default 20)
              --first-seed N        the first seed tried (default 1); the next ones follow
              --threads N           maps generated at once (default: one per core)
              --json                the comparison as JSON
              --strict              exit 1 when any measure lies outside the generated range (one the
                                    recording's edition is known to differ on, reported as such, aside)
              --NAME VALUE          any other setting goes to the generator (e.g. --drs gamedata.drs)
            Each map is generated at the recording's size, for its players and teams; maps of another
            variant (dominant land and forest terrain) are left out.
            """;

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        Arguments a;
        int count;
        long first;
        int threads;
        try {
            List<String> all = new ArrayList<>(List.of("compare"));
            all.addAll(args);
            a = Arguments.parse(all.toArray(String[]::new));
            if (a.flag("help")) {
                out.print(USAGE);
                return 0;
            }
            if (a.positional.size() != 1) throw new UsageException("compare takes one recorded game");
            count = a.intOption("seeds", 20, 1, 10_000);
            first = Long.parseLong(a.option("first-seed", "1").trim());
            threads = a.intOption("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        } catch (UsageException e) {
            err.println("openaok compare: " + e.getMessage());
            err.println("run 'openaok compare --help' for its options");
            return 2;
        } catch (NumberFormatException e) {
            err.println("openaok compare: --first-seed must be a whole number");
            return 2;
        }
        GameData d = data;
        if (d == null) {
            err.println("openaok compare: no game data is installed");
            return 1;
        }
        RecReadResult read = RecReader.read(Path.of(a.positional.get(0)));
        for (Diagnostic x : read.diagnostics()) (x.isError() ? err : out).println(x.format());
        if (read.failed()) return 1;
        RecordedGame game = read.game().get();
        Map<String, String> options = new java.util.TreeMap<>(a.rest(OPTIONS));
        // the engine whose maps to make: where UserPatch's differ (the ground under cliffs), the stages follow it
        options.putIfAbsent("game", game(game));
        Optional<String> script = script(a, game, options, err);
        if (script.isEmpty()) return 1;
        GameMap real = RecordedMaps.toGameMap(game, d);
        Comparer.Outcome o = new Comparer(engine, d, analyzer).compare(game, real, script.get(), options, first, count, threads);
        for (String p : o.problems()) err.println("openaok compare: " + p);
        if (o.seeds().isEmpty()) {
            err.println("openaok compare: no map of " + script.get() + " could be generated");
            return 1;
        }
        String seeds = o.seeds().size() + " seed" + (o.seeds().size() == 1 ? "" : "s") + " (" + o.seeds().get(0) + ".."
                + o.seeds().get(o.seeds().size() - 1) + " of " + o.tried() + " tried)";
        if (a.flag("json")) {
            try (JsonWriter w = new JsonWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true)) {
                w.beginObject();
                w.name("recording").beginObject();
                Output.game(w, game);
                w.endObject();
                w.name("script").value(script.get());
                w.name("variant").value(o.variant().toString());
                w.name("variant_matched").value(o.matched());
                w.name("seeds").beginArray();
                for (long s : o.seeds()) w.value(s);
                w.endArray();
                w.name("tried").value(o.tried());
                w.name("tolerance").value(Unit.rule());
                w.name("measures");
                Output.comparison(w, o.comparison());
                w.name("edition").value(Edition.of(game).name());
                w.name("flagged").value(o.comparison().flagged().size());
                w.name("edition_differs").value(o.comparison().editionDiffers().size());
                w.endObject();
            }
            out.println();
        } else {
            out.println(Output.title(game));
            out.println("beside " + script.get() + " generated at " + game.size() + " tiles for " + game.players().size()
                    + " players" + (game.teams().stream().anyMatch(t -> t != 0) ? " (teams " + game.teams() + ")" : "")
                    + " over " + seeds + "; variant " + o.variant()
                    + (o.matched() ? "" : " NOT drawn by any seed tried: maps of every variant compared"));
            out.println("tolerance: " + Unit.rule());
            Output.comparison(out, o.comparison(), a.flag("verbose"));
            List<String> flagged = o.comparison().unexplained().stream().map(r -> r.name()).toList();
            List<String> edition = o.comparison().editionDiffers().stream().map(r -> r.name()).toList();
            out.println(String.format(Locale.ROOT, "%d of %d measures outside the generated range%s", flagged.size() + edition.size(),
                    o.comparison().rows().size(), flagged.isEmpty() ? "" : ": " + String.join(", ", flagged)));
            if (!edition.isEmpty()) {
                out.println("  of them " + edition.size() + " where the recording's edition (" + Edition.of(game).name()
                        + ") is known to differ from the scripts generated: " + String.join(", ", edition));
            }
        }
        out.flush();
        return a.flag("strict") && !o.comparison().unexplained().isEmpty() ? 1 : 0;
    }

    /** The generator's name for the game that wrote a recording. */
    static String game(RecordedGame g) {
        if (g.version().userPatch()) return "up";
        return switch (g.version()) {
            case HD -> "hd";
            case AOK -> "aok";
            default -> "aoc";
        };
    }

    /** The script to generate: --map, else the one named like the recording's map. */
    private Optional<String> script(Arguments a, RecordedGame game, Map<String, String> options, PrintStream err) throws IOException {
        String map = a.option("map", null);
        if (map != null) return Optional.of(map);
        if (game.mapName().isEmpty()) {
            err.println("openaok compare: the recording names no map; give its script with --map FILE");
            return Optional.empty();
        }
        String folder = a.option("scripts", System.getenv("OPENAOK_RMS_CORPUS"));
        if (folder != null && !folder.isBlank()) {
            Optional<Path> found = ScriptFinder.find(Path.of(folder), game.mapName());
            if (found.isPresent()) return Optional.of(found.get().toString());
            if (a.options.containsKey("scripts")) {
                err.println("openaok compare: " + folder + " holds no script named like the map '" + game.mapName() + "'");
                return Optional.empty();
            }
        }
        if (options.containsKey("drs")) return Optional.of(game.mapName());
        err.println("openaok compare: the recording's map is '" + game.mapName() + "'; name its script with --map FILE, a folder of "
                + "the original scripts with --scripts DIR (or OPENAOK_RMS_CORPUS), or the game's archive with --drs gamedata.drs");
        return Optional.empty();
    }
}
