package org.openaok.scheduler;

import java.io.IOException;
import java.io.OutputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.generate.StageTiming;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.Zone;

/**
 * Generates maps from whatever generators, stages and checks are registered: plain Java, so
 * it is tested without a framework; {@link GenerationEngine} feeds it the services.
 */
public class Engine implements MapGenerationService {
    /** A registered generator or check and the bundle it came from. */
    public record Provided<T>(T service, String id, int ranking, long serviceId, String bundle) {}

    private final StageCatalog stages;
    private final Supplier<List<Provided<MapGenerator>>> generators;
    private final Supplier<List<Provided<MapCheck>>> checks;
    private final Supplier<GameData> data;
    private final Supplier<MapWriter> hashWriter;

    public Engine(StageCatalog stages, Supplier<List<Provided<MapGenerator>>> generators,
                  Supplier<List<Provided<MapCheck>>> checks, Supplier<GameData> data, Supplier<MapWriter> hashWriter) {
        this.stages = stages;
        this.generators = generators;
        this.checks = checks;
        this.data = data;
        this.hashWriter = hashWriter;
    }

    /** One generator per id: the highest ranking, then the oldest service. */
    private Map<String, Provided<MapGenerator>> generatorsById() {
        List<Provided<MapGenerator>> all = new ArrayList<>(generators.get());
        all.sort(Comparator.comparing((Provided<MapGenerator> p) -> p.id())
                .thenComparing(Comparator.comparingInt((Provided<MapGenerator> p) -> p.ranking()).reversed())
                .thenComparingLong(Provided::serviceId));
        Map<String, Provided<MapGenerator>> out = new LinkedHashMap<>();
        for (Provided<MapGenerator> p : all) out.putIfAbsent(p.id(), p);
        return out;
    }

    @Override
    public List<MapGenerator> generators() {
        return generatorsById().values().stream().map(Provided::service).toList();
    }

    @Override
    public Optional<MapGenerator> generator(String id) {
        return Optional.ofNullable(generatorsById().get(id)).map(Provided::service);
    }

    /** The bundle a generator came from, for listings. */
    public Optional<String> bundleOf(String generatorId) {
        return Optional.ofNullable(generatorsById().get(generatorId)).map(Provided::bundle);
    }

    @Override
    public MapGenerator generatorFor(GenerationRequest request) throws GenerationException {
        Map<String, Provided<MapGenerator>> byId = generatorsById();
        if (request.generator() != null && !request.generator().isEmpty()) {
            Provided<MapGenerator> g = byId.get(request.generator());
            if (g == null) {
                throw new GenerationException("no generator '" + request.generator() + "' is installed; installed: "
                        + String.join(", ", byId.keySet()));
            }
            return g.service();
        }
        String map = request.map();
        String lower = map.toLowerCase(Locale.ROOT);
        for (Provided<MapGenerator> g : byId.values()) {
            for (String ext : safe(() -> g.service().fileExtensions(), java.util.Set.<String>of())) {
                if (lower.endsWith(ext.toLowerCase(Locale.ROOT))) return g.service();
            }
        }
        for (Provided<MapGenerator> g : byId.values()) {
            boolean offers = safe(() -> g.service().maps(), List.<org.openaok.api.generate.MapEntry>of()).stream()
                    .anyMatch(m -> m.name().equalsIgnoreCase(map));
            if (offers) return g.service();
        }
        if (map.isEmpty()) {
            Provided<MapGenerator> fallback = byId.get("noise");
            if (fallback != null) return fallback.service();
        }
        throw new GenerationException("no installed generator offers the map '" + map
                + "'; name a script or template file, a map 'openaok maps' lists, or --generator");
    }

    private static <T> T safe(Supplier<T> s, T fallback) {
        try {
            T v = s.get();
            return v == null ? fallback : v;
        } catch (RuntimeException e) {
            return fallback;
        }
    }

    @Override
    public List<PlannedStage> plan(String generatorId) throws GenerationException {
        List<StageCatalog.Choice> chosen = stages.select(generatorId);
        RunGraph graph = graph(chosen, List.of(new Zone(0, 0, "zone", "")), generatorId);
        Map<String, StageCatalog.Choice> byId = new LinkedHashMap<>();
        for (StageCatalog.Choice c : chosen) byId.put(c.registration().id(), c);
        List<PlannedStage> out = new ArrayList<>();
        for (RunNode node : graph.nodes()) {
            StageCatalog.Choice c = byId.get(node.stage().id());
            StageRegistration r = c.registration();
            out.add(new PlannedStage(r.id(), r.scope(), r.bundle(), r.ranking(), r.dependencies(),
                    c.shadowed().stream().map(StageRegistration::bundle).toList()));
        }
        return out;
    }

    private static RunGraph graph(List<StageCatalog.Choice> chosen, List<Zone> zones, String generatorId)
            throws GenerationException {
        try {
            return RunGraph.build(chosen.stream().map(StageCatalog.Choice::registration).toList(), zones, generatorId);
        } catch (GraphException e) {
            throw new GenerationException(e.getMessage(),
                    e.problems().stream().map(p -> Diagnostic.error("stage-graph", p)).toList());
        }
    }

    @Override
    public GenerationResult generate(GenerationRequest request, RunOptions options) {
        long t0 = System.nanoTime();
        GameData gameData = data.get();
        if (gameData == null) {
            return failed(request, t0, List.of(Diagnostic.error("no-game-data", "no game data service is installed")));
        }
        MapGenerator generator;
        try {
            generator = generatorFor(request);
        } catch (GenerationException e) {
            return failed(request, t0, e.diagnostics());
        }
        request = request.withGenerator(generator.id());
        GenerationState state = new GenerationState(request, gameData);

        MapSetup setup;
        try {
            setup = generator.setup(request, state);
        } catch (GenerationException e) {
            List<Diagnostic> d = new ArrayList<>(state.setupDiagnostics());
            d.addAll(e.diagnostics());
            Optional<String> stand = e.fallback().filter(f -> !f.equals(generator.id()) && generator(f).isPresent());
            if (stand.isPresent()) {
                // the input cannot be read: another generator stands in, and says why
                GenerationResult r = generate(request.withGenerator(stand.get()), options);
                List<Diagnostic> all = new ArrayList<>(d.stream().map(Engine::asWarning).toList());
                all.add(Diagnostic.warning("fallback", "generator '" + generator.id() + "' could not read its input; '"
                        + stand.get() + "' stands in"));
                all.addAll(r.diagnostics());
                return new GenerationResult(r.request(), r.map(), r.failed(), all, r.timings(), millis(t0), r.objects(),
                        r.checks(), r.hashing());
            }
            return failed(request, t0, d);
        } catch (RuntimeException | LinkageError e) {
            List<Diagnostic> d = new ArrayList<>(state.setupDiagnostics());
            d.add(Diagnostic.error("generator-failed", "generator '" + generator.id() + "' ("
                    + bundleOf(generator.id()).orElse("?") + ") failed while setting the map up: " + e));
            return failed(request, t0, d);
        }
        if (setup == null) {
            return failed(request, t0, List.of(Diagnostic.error("generator-failed",
                    "generator '" + generator.id() + "' returned no map setup")));
        }
        GameMap map;
        try {
            map = new GameMap(setup.size(), setup.levels(), setup.zones());
        } catch (IllegalArgumentException e) {
            return failed(request, t0, List.of(Diagnostic.error("generator-failed",
                    "generator '" + generator.id() + "' set up an impossible map: " + e.getMessage())));
        }
        map.setCivs(request.civs());
        state.map(map);

        RunGraph graph;
        try {
            graph = graph(stages.select(generator.id()), setup.zones(), generator.id());
        } catch (GenerationException e) {
            List<Diagnostic> d = new ArrayList<>(state.setupDiagnostics());
            d.addAll(e.diagnostics());
            return new GenerationResult(request, map, true, d, List.of(), millis(t0), List.of(), List.of(), "");
        }

        Scheduler.Outcome outcome = new Scheduler(graph, state, options).run();

        List<Diagnostic> diagnostics = new ArrayList<>(state.setupDiagnostics());
        for (String why : stages.rejected()) diagnostics.add(Diagnostic.warning("stage-rejected", why));
        List<ObjectTally> tallies = new ArrayList<>();
        Map<String, double[]> time = new LinkedHashMap<>();   // stage -> {runs, millis}
        for (RunNode node : graph.nodes()) {
            StageRun run = outcome.runs()[node.ordinal()];
            if (run == null) continue;
            diagnostics.addAll(run.reportedDiagnostics());
            tallies.addAll(run.reportedTallies());
            double[] t = time.computeIfAbsent(node.stage().id(), k -> new double[2]);
            t[0]++;
            t[1] += outcome.nanos()[node.ordinal()] / 1e6;
        }
        diagnostics.addAll(outcome.diagnostics());
        List<StageTiming> timings = new ArrayList<>();
        time.forEach((id, t) -> timings.add(new StageTiming(id, (int) t[0], t[1])));

        List<CheckResult> checkResults = outcome.failed() ? List.of() : runChecks(generator.id(), state, diagnostics);
        // the export is not part of the finished map: made when the hash is asked for
        MapWriter writer = outcome.failed() ? null : hashWriter.get();
        Supplier<String> hash = writer == null ? () -> "" : () -> hash(writer, map, gameData);
        return new GenerationResult(request, map, outcome.failed(), diagnostics, timings, millis(t0), tallies,
                checkResults, hash);
    }

    private List<CheckResult> runChecks(String generatorId, GenerationState state, List<Diagnostic> diagnostics) {
        List<Provided<MapCheck>> all = new ArrayList<>(checks.get());
        all.sort(Comparator.comparing((Provided<MapCheck> p) -> p.id()).thenComparingLong(Provided::serviceId));
        List<CheckResult> out = new ArrayList<>();
        StageRun view = new StageRun(state, "checks", null, Integer.MAX_VALUE, null, () -> false);
        for (Provided<MapCheck> p : all) {
            MapCheck check = p.service();
            try {
                if (!check.generators().contains("*") && !check.generators().contains(generatorId)) continue;
                List<CheckResult> results = check.check(view);
                if (results != null) out.addAll(results);
            } catch (RuntimeException | LinkageError e) {
                out.add(CheckResult.fail(p.id(), "check '" + p.id() + "' (bundle " + p.bundle() + ") failed: " + e));
            }
        }
        diagnostics.addAll(view.reportedDiagnostics());
        return out;
    }

    /** SHA-256 (hex) of the map as the writer exports it; "" when it cannot be exported. */
    private static String hash(MapWriter writer, GameMap map, GameData gameData) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            try (OutputStream out = new DigestOutputStream(OutputStream.nullOutputStream(), sha)) {
                writer.write(map, gameData, out);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException | RuntimeException | NoSuchAlgorithmException e) {
            return "";
        }
    }

    private static Diagnostic asWarning(Diagnostic d) {
        return d.isError() ? new Diagnostic(org.openaok.api.diag.Severity.WARNING, d.code(), d.file(), d.line(), d.column(), d.message()) : d;
    }

    private static GenerationResult failed(GenerationRequest request, long t0, List<Diagnostic> diagnostics) {
        return new GenerationResult(request, null, true, diagnostics, List.of(), millis(t0), List.of(), List.of(), "");
    }

    private static double millis(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
