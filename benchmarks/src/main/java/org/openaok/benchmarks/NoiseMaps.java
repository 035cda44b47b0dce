package org.openaok.benchmarks;

import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.io.MapWriter;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.mapgen.noise.ForestStage;
import org.openaok.mapgen.noise.HeightStage;
import org.openaok.mapgen.noise.MoistureStage;
import org.openaok.mapgen.noise.NoiseGenerator;
import org.openaok.mapgen.noise.SeaLevelStage;
import org.openaok.mapgen.noise.StartsStage;
import org.openaok.mapgen.noise.TerrainStage;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;

/** An engine with the noise generator's stages and the real writer, outside a framework. */
final class NoiseMaps {
    static final GameData DATA = AocGameData.load();

    private NoiseMaps() {}

    static Engine engine() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : List.of(new HeightStage(), new MoistureStage(), new SeaLevelStage(), new TerrainStage(),
                new ForestStage(), new StartsStage())) {
            catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.mapgen.noise"));
        }
        MapGenerator g = new NoiseGenerator();
        MappingTable mapping = MappingTable.builtin();
        MapWriter writer = new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(org.openaok.api.map.GameMap map, GameData data, java.io.OutputStream out) throws java.io.IOException {
                ZeroAdWriter.write(map, data, mapping, out);
            }
        };
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "noise", 0, 100, "org.openaok.mapgen.noise")),
                List::of, () -> DATA, () -> writer);
    }
}
