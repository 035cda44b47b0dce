package org.openaok.mapgen.stages;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.mapgen.stages.beach.BeachesStage;
import org.openaok.mapgen.stages.connect.ConnectionsStage;
import org.openaok.mapgen.stages.elevation.ElevationStage;
import org.openaok.mapgen.stages.land.LandsStage;
import org.openaok.mapgen.stages.players.PlayersStage;
import org.openaok.mapgen.stages.terrain.TerrainsStage;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;

/**
 * Runs scripts through the real engine with the real stages of this bundle, the real game data
 * and the real 0 A.D. writer (what the hash is taken over).
 */
public final class Scripts {
    public static final GameData DATA = AocGameData.load();

    private Scripts() {}

    /** The stages this bundle provides (issue-5 stages are added here as they come). */
    public static List<Stage> stages() {
        return List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage());
    }

    public static Engine engine() { return engine(stages(), DATA); }

    public static Engine engine(List<Stage> stages, GameData data) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.mapgen.stages test"));
        MapGenerator g = new AokGenerator();
        MappingTable mapping = MappingTable.builtin();
        MapWriter writer = new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(GameMap map, GameData d, OutputStream out) throws IOException {
                ZeroAdWriter.write(map, d, mapping, out);
            }
        };
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "test")), List::of, () -> data,
                () -> writer);
    }

    /** Writes a script to a temporary file and returns its path. */
    public static Path file(String text) {
        try {
            Path p = Files.createTempFile("openaok-test", ".rms");
            p.toFile().deleteOnExit();
            Files.writeString(p, text, StandardCharsets.ISO_8859_1);
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static GenerationRequest.Builder request(String script) {
        return GenerationRequest.builder().generator("aok").map(file(script).toString());
    }

    public static GenerationResult run(GenerationRequest request) {
        return run(request, 1);
    }

    public static GenerationResult run(GenerationRequest request, int threads) {
        return engine().generate(request, RunOptions.defaults().withThreads(threads));
    }

    /** The scripts in the folder OPENAOK_RMS_CORPUS names, sorted; empty when unset. */
    public static List<Path> corpus() {
        String dir = System.getenv("OPENAOK_RMS_CORPUS");
        List<Path> out = new ArrayList<>();
        if (dir == null || dir.isBlank() || !Files.isDirectory(Path.of(dir))) return out;
        try (var s = Files.list(Path.of(dir))) {
            s.filter(p -> p.getFileName().toString().toLowerCase().endsWith(".rms")).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
