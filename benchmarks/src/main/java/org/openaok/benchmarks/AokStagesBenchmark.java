package org.openaok.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.mapgen.stages.AokGenerator;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.beach.BeachesStage;
import org.openaok.mapgen.stages.connect.ConnectionsStage;
import org.openaok.mapgen.stages.elevation.ElevationStage;
import org.openaok.mapgen.stages.land.LandsStage;
import org.openaok.mapgen.stages.players.PlayersStage;
import org.openaok.mapgen.stages.terrain.TerrainsStage;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Each Age of Kings stage, warm, on a Giant (240) 8-player map of three original scripts: a land
 * map (Arabia), a forest map (Black Forest) and an island map (Islands). Before each call the
 * setup runs the generator and every stage before the one measured; the call runs that stage
 * alone. The scripts are the game's: they are read from the folder OPENAOK_RMS_CORPUS names
 * (the system property openaok.rms.corpus also works) and never shipped.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class AokStagesBenchmark {
    @Param({"Arabia", "Black Forest", "Islands"})
    public String script;

    @Param({AokStages.PLAYERS, AokStages.LANDS, AokStages.ELEVATION, AokStages.TERRAINS, AokStages.CONNECTIONS,
            AokStages.BEACHES})
    public String stage;

    private static final GameData DATA = AocGameData.load();
    private final List<Stage> chain = List.of(new PlayersStage(), new LandsStage(), new ElevationStage(),
            new TerrainsStage(), new ConnectionsStage(), new BeachesStage());
    private Path file;
    private long seed;
    private Context ctx;
    private Stage measured;

    @Setup(Level.Trial)
    public void findScript() {
        String dir = System.getProperty("openaok.rms.corpus", System.getenv("OPENAOK_RMS_CORPUS"));
        if (dir == null) throw new IllegalStateException("set OPENAOK_RMS_CORPUS to the folder of the original scripts");
        file = Path.of(dir, script + ".rms");
        if (!Files.isRegularFile(file)) throw new IllegalStateException("no " + file);
    }

    /** A fresh map (a new seed each call), set up and run up to the stage measured. */
    @Setup(Level.Invocation)
    public void prepare() throws Exception {
        seed++;
        GenerationRequest r = GenerationRequest.builder().generator("aok").map(file.toString()).size(240).players(8)
                .seed(seed).build();
        ctx = new Context(r);
        MapSetup setup = new AokGenerator().setup(r, ctx);
        ctx.map = new GameMap(setup.size(), setup.levels(), setup.zones());
        for (Stage s : chain) {
            if (s.id().equals(stage)) {
                measured = s;
                return;
            }
            s.run(ctx);
        }
        throw new IllegalStateException("no stage " + stage);
    }

    @Benchmark
    public GameMap stage() throws Exception {
        measured.run(ctx);
        return ctx.map;
    }

    /** The least a stage needs to run outside the scheduler. */
    static final class Context implements GenerationContext {
        final GenerationRequest request;
        final Map<String, Object> board = new HashMap<>();
        GameMap map;
        long sequence;

        Context(GenerationRequest request) { this.request = request; }

        @Override public String stageId() { return "benchmark"; }
        @Override public GameMap map() { return map; }
        @Override public Optional<Zone> zone() { return Optional.empty(); }
        @Override public RandomStream random() { return Seeds.stream(request.seed(), "benchmark", -1); }
        @Override public void place(MapObject object) { map.objects().add(sequence++, object); }
        @Override public List<MapObject> objects() { return map.objects().list(); }
        @Override public void tally(ObjectTally tally) { }
        @Override public void progress(int percent) { }
        @Override public void checkpoint() { }
        @Override public GenerationRequest request() { return request; }
        @Override public GameData data() { return DATA; }
        @Override public Diagnostics diagnostics() { return d -> { }; }
        @Override public RandomStream stream(String name) { return Seeds.stream(request.seed(), name, -1); }
        @Override public <T> void put(Key<T> key, T value) { board.put(key.name(), value); }
        @Override public <T> Optional<T> find(Key<T> key) { return Optional.ofNullable(board.get(key.name())).map(key.type()::cast); }
    }
}
