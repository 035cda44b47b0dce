package org.openaok.zones;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.map.GameMap;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.preview.PngEncoder;
import org.openaok.preview.Previews;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;
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

/** The zone generator run as the framework would: its real stages and checks on the real engine, game data and 0 A.D. writer. */
final class Zones {
    static final GameData DATA = AocGameData.load();

    private Zones() {}

    static List<Stage> stages() {
        return List.of(new PlacementStage(), new TerrainStage(), new MaskStage(), new ConnectionStage(), new TownStage(),
                new MineStage(), new PathStage(), new TreasureStage(), new RiverStage(), new ObstacleStage(), new RoadStage());
    }

    static List<MapCheck> checks() {
        return List.of(new ConnectionsCheck(), new LandLinksCheck(), new StartsCheck(), new AreasCheck(), new MinesCheck(),
                new BoundsCheck(), new OpenGroundCheck());
    }

    static Engine engine() { return engine(stages()); }

    static Engine engine(List<Stage> stages) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.zones test"));
        MapGenerator g = new ZonesGenerator();
        MappingTable mapping = MappingTable.builtin();
        MapWriter writer = new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(GameMap map, GameData data, OutputStream out) throws IOException {
                ZeroAdWriter.write(map, data, mapping, out);
            }
        };
        List<Engine.Provided<MapCheck>> checks = new ArrayList<>();
        List<MapCheck> all = new ArrayList<>(checks());
        if (Boolean.getBoolean("zones.debug")) all.add(new org.openaok.zones.fill.DebugCheck());
        for (MapCheck c : all) checks.add(new Engine.Provided<>(c, c.id(), 0, id++, "org.openaok.zones test"));
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, ZonesGenerator.ID, 0, 100, "test")), () -> checks,
                () -> DATA, () -> writer);
    }

    static GenerationRequest.Builder request(String map, int size, int levels, int players, long seed) {
        return GenerationRequest.builder().generator(ZonesGenerator.ID).map(map).size(size).levels(levels).players(players).seed(seed);
    }

    static GenerationResult generate(GenerationRequest request, int threads) {
        return engine().generate(request, RunOptions.defaults().withThreads(threads).withStageTimeLimit(120_000));
    }

    /** Draws every level with zone borders into files named {@code prefix-L.png}. */
    static void png(GenerationResult r, Path dir, String prefix, int scale) throws IOException {
        Files.createDirectories(dir);
        for (int l = 0; l < r.map().levels().size(); l++) {
            RenderOptions o = RenderOptions.defaults().withScale(scale).withZoneBorders(true).withLevel(l);
            try (OutputStream out = Files.newOutputStream(dir.resolve(prefix + "-" + l + ".png"))) {
                PngEncoder.write(Previews.draw(r.map(), DATA, o), out);
            }
            // without objects the borders show through the forests
            RenderOptions bare = new RenderOptions(o.view(), scale, false, true, l);
            try (OutputStream out = Files.newOutputStream(dir.resolve(prefix + "-" + l + "-zones.png"))) {
                PngEncoder.write(Previews.draw(r.map(), DATA, bare), out);
            }
        }
    }

    /** The VCMI corpus templates folder, from the openaok.shared property (set by surefire). */
    static Path corpus() {
        return Path.of(System.getProperty("openaok.shared", "../shared"), "corpus", "vcmi", "templates");
    }
}
