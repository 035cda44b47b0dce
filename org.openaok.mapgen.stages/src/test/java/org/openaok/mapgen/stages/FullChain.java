package org.openaok.mapgen.stages;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.api.stage.Stage;
import org.openaok.mapgen.stages.check.BeachesCheck;
import org.openaok.mapgen.stages.check.CliffsCheck;
import org.openaok.mapgen.stages.check.ContinentsCheck;
import org.openaok.mapgen.stages.check.GroundCheck;
import org.openaok.mapgen.stages.check.IslandsCheck;
import org.openaok.mapgen.stages.check.ObjectsPlacedCheck;
import org.openaok.mapgen.stages.check.OneObjectPerTileCheck;
import org.openaok.mapgen.stages.check.StartsCheck;
import org.openaok.mapgen.stages.cliff.CliffsStage;
import org.openaok.mapgen.stages.object.ObjectsStage;
import org.openaok.mapgen.stages.start.ClearingStage;
import org.openaok.mapgen.stages.start.StartingUnitsStage;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;

/**
 * The whole Age of Kings chain through the real engine: every stage of this bundle (the shaping
 * stages and cliffs, objects, clearing and starting units), every self-check, the real game data
 * and the real 0 A.D. writer for the hash.
 */
public final class FullChain {
    private FullChain() {}

    public static List<Stage> stages() {
        List<Stage> all = new ArrayList<>(Scripts.stages());
        all.add(new CliffsStage());
        all.add(new ObjectsStage());
        all.add(new ClearingStage());
        all.add(new StartingUnitsStage());
        return all;
    }

    public static List<MapCheck> checks() {
        return List.of(new IslandsCheck(), new ContinentsCheck(), new BeachesCheck(), new StartsCheck(), new GroundCheck(),
                new OneObjectPerTileCheck(), new CliffsCheck(), new ObjectsPlacedCheck());
    }

    public static Engine engine() { return engine(Scripts.DATA); }

    public static Engine engine(GameData data) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : stages()) catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.mapgen.stages test"));
        MapGenerator g = new AokGenerator();
        MappingTable mapping = MappingTable.builtin();
        MapWriter writer = new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(GameMap map, GameData d, OutputStream out) throws IOException {
                ZeroAdWriter.write(map, d, mapping, out);
            }
        };
        List<Engine.Provided<MapCheck>> checks = new ArrayList<>();
        long sid = 1000;
        for (MapCheck c : checks()) checks.add(new Engine.Provided<>(c, c.id(), 0, sid++, "test"));
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "test")), () -> checks, () -> data,
                () -> writer);
    }

    public static GenerationResult run(GenerationRequest request) { return run(request, 1); }

    public static GenerationResult run(GenerationRequest request, int threads) {
        return engine().generate(request, RunOptions.defaults().withThreads(threads));
    }
}
