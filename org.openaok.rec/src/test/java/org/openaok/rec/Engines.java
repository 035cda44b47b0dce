package org.openaok.rec;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapCheck;
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
import org.openaok.preview.PngRenderer;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.stats.FairnessAnalyzer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;

/**
 * The real pieces the commands use in the framework, put together by hand: the Age of Kings
 * generator with every stage and self-check, the game data, the 0 A.D. writer, the PNG renderer
 * and the fairness analyser.
 */
public final class Engines {
    public static final GameData DATA = AocGameData.load();

    private Engines() {}

    public static Engine aok() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new CliffsStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new ObjectsStage(), new ClearingStage(), new StartingUnitsStage())) {
            catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.mapgen.stages"));
        }
        List<Engine.Provided<MapCheck>> checks = new ArrayList<>();
        long sid = 1000;
        for (MapCheck c : List.of(new IslandsCheck(), new ContinentsCheck(), new BeachesCheck(), new StartsCheck(), new GroundCheck(),
                new OneObjectPerTileCheck(), new CliffsCheck(), new ObjectsPlacedCheck())) {
            checks.add(new Engine.Provided<>(c, c.id(), 0, sid++, "org.openaok.mapgen.stages"));
        }
        MapWriter writer = writer();
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(new AokGenerator(), "aok", 0, 100, "org.openaok.mapgen.stages")),
                () -> checks, () -> DATA, () -> writer);
    }

    public static FairnessAnalyzer analyzer() { return new FairnessAnalyzer(); }

    public static PngRenderer renderer() { return new PngRenderer(); }

    /** The 0 A.D. writer, with the built-in mapping (what the framework's writer service does). */
    public static MapWriter writer() {
        MappingTable mapping = MappingTable.builtin();
        return new MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(GameMap map, GameData data, java.io.OutputStream out) throws java.io.IOException {
                ZeroAdWriter.write(map, data, mapping, out);
            }
        };
    }
}
