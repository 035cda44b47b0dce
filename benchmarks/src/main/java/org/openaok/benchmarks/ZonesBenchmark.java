package org.openaok.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zones.ZonesGenerator;
import org.openaok.zones.check.AreasCheck;
import org.openaok.zones.check.BoundsCheck;
import org.openaok.zones.check.ConnectionsCheck;
import org.openaok.zones.check.LandLinksCheck;
import org.openaok.zones.check.MinesCheck;
import org.openaok.zones.check.OpenGroundCheck;
import org.openaok.zones.check.StartsCheck;
import org.openaok.zones.fill.ConnectionStage;
import org.openaok.zones.fill.MaskStage;
import org.openaok.zones.fill.MineStage;
import org.openaok.zones.fill.ObstacleStage;
import org.openaok.zones.fill.PathStage;
import org.openaok.zones.fill.RiverStage;
import org.openaok.zones.fill.RoadStage;
import org.openaok.zones.fill.TerrainStage;
import org.openaok.zones.fill.TownStage;
import org.openaok.zones.fill.TreasureStage;
import org.openaok.zones.placement.PlacementStage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The zone generator on the largest template of VCMI's corpus, 8XM8 (48 zones, 52 connections),
 * at g+u (252 x 252 x 2) for 8 players, with 1 and 2 threads: every stage through the scheduler,
 * then (checks=true) the seven map checks too. No hash: the export is benchmarked elsewhere.
 * The template is read from ../shared/corpus/vcmi/templates (system property openaok.shared);
 * without it the bundle's own Four Winds stands in, and the name says so.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 4)
@Measurement(iterations = 5, time = 4)
@Fork(value = 1, jvmArgs = {"-Xmx4g"})
public class ZonesBenchmark {
    @Param({"1", "2"})
    public int threads;

    @Param({"false", "true"})
    public boolean checks;

    private Engine engine;
    private GenerationRequest request;

    @Setup
    public void setUp() {
        Path template = Path.of(System.getProperty("openaok.shared", "../shared"), "corpus", "vcmi", "templates", "symmetric", "8xm8.json");
        String map = Files.isRegularFile(template) ? template.toString() : "OpenAoK Four Winds";
        request = GenerationRequest.builder().generator(ZonesGenerator.ID).map(map).size(252).levels(2).players(8).seed(2024).build();
        List<Stage> stages = List.of(new PlacementStage(), new TerrainStage(), new MaskStage(), new ConnectionStage(), new TownStage(),
                new MineStage(), new PathStage(), new TreasureStage(), new RiverStage(), new ObstacleStage(), new RoadStage());
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.zones"));
        List<Engine.Provided<MapCheck>> provided = new ArrayList<>();
        if (checks) {
            for (MapCheck c : List.of(new ConnectionsCheck(), new LandLinksCheck(), new StartsCheck(), new AreasCheck(), new MinesCheck(),
                    new BoundsCheck(), new OpenGroundCheck())) {
                provided.add(new Engine.Provided<>(c, c.id(), 0, id++, "org.openaok.zones"));
            }
        }
        MapGenerator generator = new ZonesGenerator();
        var data = AocGameData.load();
        engine = new Engine(catalog, () -> List.of(new Engine.Provided<>(generator, ZonesGenerator.ID, 0, 100, "org.openaok.zones")),
                () -> provided, () -> data, () -> null);
        GenerationResult r = engine.generate(request, RunOptions.defaults().withThreads(threads));
        if (r.failed() || !r.checksPassed()) throw new IllegalStateException("the benchmark's map does not generate cleanly: " + r.diagnostics() + r.checks());
    }

    @Benchmark
    public GenerationResult largestTemplateGiantWithUnderground() {
        return engine.generate(request, RunOptions.defaults().withThreads(threads));
    }
}
