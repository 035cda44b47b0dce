package org.openaok.rec.command;

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
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.api.stats.MapStats;
import org.openaok.json.JsonWriter;
import org.openaok.launcher.report.StatsJson;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.MapOptions;
import org.openaok.launcher.options.UsageException;
import org.openaok.rec.RecReadResult;
import org.openaok.rec.RecReader;
import org.openaok.rec.RecordedGame;
import org.openaok.rec.RecordedMaps;
import org.openaok.rec.measure.MapMeasures;
import org.openaok.rec.measure.Measure;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * {@code openaok rec game.mgx}: a recorded game's map viewed, exported and measured like a
 * generated one: what the recording holds, {@code --png} (drawn by a map renderer), {@code --out}
 * (0 A.D. map data), {@code --report} (JSON: the lobby, the measures, the fairness statistics),
 * {@code --stats} (fairness per player, as {@code generate --stats} prints it).
 */
@Component(service = CommandLine.class)
public class RecCommand implements CommandLine {
    static final Set<String> OPTIONS = Set.of("png", "out", "report", "view", "scale", "renderer");

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MapAnalyzer analyzer;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<MapRenderer> renderers = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<MapWriter> writers = new CopyOnWriteArrayList<>();

    public RecCommand() {}

    /** Outside a framework (tests). */
    RecCommand(GameData data, MapAnalyzer analyzer, List<MapRenderer> renderers, List<MapWriter> writers) {
        this.data = data;
        this.analyzer = analyzer;
        this.renderers.addAll(renderers);
        this.writers.addAll(writers);
    }

    @Override public String name() { return "rec"; }

    @Override
    public String summary() {
        return "rec GAME.mgx [--png F] [--out F.json] [--report F.json] [--stats]   a recorded game's map, drawn, exported, measured";
    }

    static final String USAGE = """
            usage: openaok rec GAME [options]
              GAME                  a recorded game: .mgl (The Age of Kings), .mgx (The Conquerors),
                                    .mgz (UserPatch), .aoe2record (HD)
              --png FILE.png        draw its map [--view top|diamond] [--scale N] [--renderer png|gl]
              --out FILE.json       its map as 0 A.D. map data
              --report FILE.json    the lobby, the map's measures and the fairness statistics
              --stats               fairness per player (resources within 10/20/30 tiles, walking distances)
            It prints the recording's version, map, size and players, and the map's measures.
            """;

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        Arguments a;
        try {
            List<String> all = new ArrayList<>(List.of("rec"));
            all.addAll(args);
            a = Arguments.parse(all.toArray(String[]::new));
            if (a.flag("help")) {
                out.print(USAGE);
                return 0;
            }
            if (a.positional.size() != 1) throw new UsageException("rec takes one recorded game");
            for (String o : a.options.keySet()) if (!OPTIONS.contains(o)) throw new UsageException("rec has no option --" + o);
        } catch (UsageException e) {
            err.println("openaok rec: " + e.getMessage());
            err.println("run 'openaok rec --help' for its options");
            return 2;
        }
        GameData d = data;
        if (d == null) {
            err.println("openaok rec: no game data is installed");
            return 1;
        }
        RecReadResult read = RecReader.read(Path.of(a.positional.get(0)));
        for (Diagnostic x : read.diagnostics()) (x.isError() ? err : out).println(x.format());
        if (read.failed()) return 1;
        RecordedGame game = read.game().get();
        GameMap map = RecordedMaps.toGameMap(game, d);
        out.println(Output.title(game));
        Output.players(out, game);
        MapAnalyzer an = analyzer;
        MapStats stats = an == null ? null : an.analyze(map, d);
        List<Measure> measures = MapMeasures.of(map, d, stats);
        Output.measures(out, measures);
        if (a.flag("stats")) {
            if (stats == null) err.println("openaok rec: no fairness analyser is installed in this feature set");
            else Output.stats(out, stats);
        }
        try {
            if (a.options.containsKey("png")) {
                String id = a.option("renderer", "png");
                MapRenderer r = renderers.stream().filter(x -> id.equals(x.id())).findFirst().orElse(null);
                if (r == null) {
                    err.println("openaok rec: no renderer '" + id + "' is installed in this feature set");
                    return 1;
                }
                RenderOptions ro = new RenderOptions(MapOptions.view(a), a.intOption("scale", 2, 1, 32), true, false, 0);
                Path p = Path.of(a.option("png", ""));
                try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(p))) {
                    r.renderPng(map, d, ro, o);
                }
                out.println("wrote " + p);
            }
        } catch (UsageException e) {
            err.println("openaok rec: " + e.getMessage());
            return 2;
        }
        if (a.options.containsKey("out")) {
            MapWriter w = writers.stream().filter(x -> "0ad".equals(x.format())).findFirst().orElse(null);
            if (w == null) {
                err.println("openaok rec: no 0 A.D. map writer is installed");
                return 1;
            }
            Path p = Path.of(a.option("out", ""));
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(p))) {
                w.write(map, d, o);
            }
            out.println("wrote " + p);
        }
        if (a.options.containsKey("report")) {
            Path p = Path.of(a.option("report", ""));
            try (Writer wr = new OutputStreamWriter(Files.newOutputStream(p), StandardCharsets.UTF_8);
                 JsonWriter w = new JsonWriter(wr, true)) {
                w.beginObject();
                Output.game(w, game);
                w.name("diagnostics").beginArray();
                for (Diagnostic x : read.diagnostics()) w.value(x.format());
                w.endArray();
                w.name("measures");
                Output.measures(w, measures);
                if (stats != null) {
                    w.name("stats");
                    StatsJson.write(w, stats);
                }
                w.endObject();
            }
            out.println("wrote " + p);
        }
        return 0;
    }
}
