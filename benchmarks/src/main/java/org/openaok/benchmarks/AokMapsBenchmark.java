package org.openaok.benchmarks;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.generate.StageTiming;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.mapgen.stages.AokGenerator;
import org.openaok.mapgen.stages.beach.BeachesStage;
import org.openaok.mapgen.stages.check.BeachesCheck;
import org.openaok.mapgen.stages.check.CliffsCheck;
import org.openaok.mapgen.stages.check.ContinentsCheck;
import org.openaok.mapgen.stages.check.GroundCheck;
import org.openaok.mapgen.stages.check.IslandsCheck;
import org.openaok.mapgen.stages.check.ObjectsPlacedCheck;
import org.openaok.mapgen.stages.check.OneObjectPerTileCheck;
import org.openaok.mapgen.stages.check.StartsCheck;
import org.openaok.mapgen.stages.cliff.CliffsStage;
import org.openaok.mapgen.stages.connect.ConnectionsStage;
import org.openaok.mapgen.stages.elevation.ElevationStage;
import org.openaok.mapgen.stages.land.LandsStage;
import org.openaok.mapgen.stages.object.ObjectsStage;
import org.openaok.mapgen.stages.players.PlayersStage;
import org.openaok.mapgen.stages.start.ClearingStage;
import org.openaok.mapgen.stages.start.StartingUnitsStage;
import org.openaok.mapgen.stages.terrain.TerrainsStage;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * A whole Age of Kings map, warm, through the real engine on one thread: every stage (lands to
 * starting units) and the self-checks, at Giant (240) with 8 players (the 0 A.D. hash is made
 * only when asked for, and this asks only with {@code -p hash=true}). Maps: every
 * script OpenAoK ships, and the original game's 23 read from the folder OPENAOK_RMS_CORPUS names
 * (never shipped; pick some with {@code -p map=...}). Each call makes a new map (a new seed). At
 * the end of a trial the mean time of each stage over the measured calls is printed, from the
 * engine's own stage timers (the rest of a call is setup and self-checks), with the
 * process's CPU time per map: on a machine other work shares, that is the figure to compare.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AokMapsBenchmark {
    @Param({"OpenPlains", "DeepWoods", "Isles", "AlliedIsles", "RiverCrossing", "Coastline", "InlandSea", "HighRidges",
            "GoldenHeart", "Bastions", "Wanderers", "Amphitheatre",
            "original:Arabia", "original:Archipelago", "original:Arena", "original:Baltic", "original:Black Forest", "original:Coastal",
            "original:Continental", "original:Crater Lake", "original:Fortress", "original:Ghost Lake", "original:Gold Rush",
            "original:Highland", "original:Islands", "original:Mediterranean", "original:Migration", "original:Mongolia",
            "original:Nomad", "original:Oasis", "original:Rivers", "original:Salt Marsh", "original:Scandinavia",
            "original:Team Islands", "original:Yucatan"})
    public String map;

    /** Whether each call also makes the map's 0 A.D. hash (the export and its SHA-256). */
    @Param({"false"})
    public boolean hash;

    private static final GameData DATA = AocGameData.load();
    private Engine engine;
    private String mapArgument;
    private long seed;
    private boolean measuring;
    private final Map<String, double[]> stageMillis = new LinkedHashMap<>();
    private double totalMillis;
    private int calls;
    private long cpuNanos;
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    @Setup(Level.Trial)
    public void build() {
        if (map.startsWith("original:")) {
            String dir = System.getProperty("openaok.rms.corpus", System.getenv("OPENAOK_RMS_CORPUS"));
            if (dir == null) throw new IllegalStateException("set OPENAOK_RMS_CORPUS to the folder of the original scripts");
            Path file = Path.of(dir, map.substring("original:".length()) + ".rms");
            if (!Files.isRegularFile(file)) throw new IllegalStateException("no " + file);
            mapArgument = file.toString();
        } else {
            mapArgument = map;
        }
        engine = engine();
    }

    /** The real engine with every Age of Kings stage, the self-checks and the 0 A.D. hash writer. */
    static Engine engine() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new CliffsStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new ObjectsStage(), new ClearingStage(), new StartingUnitsStage())) {
            catalog.add(StageRegistration.of(s, 0, id++, "benchmark"));
        }
        List<Engine.Provided<MapCheck>> checks = new ArrayList<>();
        for (MapCheck c : List.of(new IslandsCheck(), new ContinentsCheck(), new BeachesCheck(), new StartsCheck(), new GroundCheck(),
                new OneObjectPerTileCheck(), new CliffsCheck(), new ObjectsPlacedCheck())) {
            checks.add(new Engine.Provided<>(c, c.id(), 0, id++, "benchmark"));
        }
        MapGenerator g = new AokGenerator();
        MappingTable mapping = MappingTable.builtin();
        MapWriter writer = new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(GameMap m, GameData d, OutputStream out) throws IOException {
                ZeroAdWriter.write(m, d, mapping, out);
            }
        };
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 1, "benchmark")), () -> checks, () -> DATA,
                () -> writer);
    }

    @Setup(Level.Iteration)
    public void iteration(IterationParams params) {
        measuring = params.getType() == IterationType.MEASUREMENT;
    }

    @Benchmark
    public GenerationResult generate() {
        seed++;
        long cpu = measuring ? OS.getProcessCpuTime() : 0;
        GenerationRequest r = GenerationRequest.builder().generator("aok").map(mapArgument).size(240).players(8).seed(seed).build();
        GenerationResult result = engine.generate(r, RunOptions.defaults().withThreads(1));
        if (result.failed()) throw new IllegalStateException(map + " seed " + seed + " failed: " + result.diagnostics());
        if (hash && result.hash().isEmpty()) throw new IllegalStateException(map + " seed " + seed + ": no hash");
        if (measuring) {
            cpuNanos += OS.getProcessCpuTime() - cpu;
            calls++;
            totalMillis += result.totalMillis();
            for (StageTiming t : result.timings()) stageMillis.computeIfAbsent(t.stage(), k -> new double[1])[0] += t.millis();
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void report() {
        if (calls == 0) return;
        StringBuilder b = new StringBuilder("\nper stage, ms (mean of " + calls + " measured maps) for " + map + ":");
        double stages = 0;
        for (Map.Entry<String, double[]> e : stageMillis.entrySet()) {
            b.append(String.format(" %s %.1f;", e.getKey(), e.getValue()[0] / calls));
            stages += e.getValue()[0];
        }
        b.append(String.format(" setup+checks %.1f; total %.1f (the hash, when asked, outside it); process CPU %.1f ms a map", (totalMillis - stages) / calls,
                totalMillis / calls, cpuNanos / 1e6 / calls));
        System.out.println(b);
    }
}
