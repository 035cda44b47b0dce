package org.openaok.ai.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.RuleTable;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.GameMap;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.gamedata.AocRuleTables;
import org.openaok.mapgen.stages.AokGenerator;
import org.openaok.mapgen.stages.beach.BeachesStage;
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
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.build.BuildSystem;
import org.openaok.sim.internal.chat.ChatSystem;
import org.openaok.sim.internal.diplomacy.DiplomacySystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.gather.GatherSystem;
import org.openaok.sim.internal.herd.HerdSystem;
import org.openaok.sim.internal.market.MarketSystem;
import org.openaok.sim.internal.move.MovementSystem;
import org.openaok.sim.internal.orders.DeletionSystem;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openaok.sim.internal.production.ProductionSystem;
import org.openaok.sim.internal.score.ScoreSystem;
import org.openaok.sim.internal.sight.SightSystem;
import org.openaok.sim.internal.victory.VictorySystem;
import org.openaok.sim.internal.wildlife.WildlifeSystem;

/** Matches with the real systems, rules, map generator and the computer players, outside a framework. */
final class Matches {
    static final GameData DATA = AocGameData.load();
    static final String[] MAPS = {"OpenPlains", "RiverCrossing", "Bastions", "Amphitheatre", "Wanderers", "GoldenHeart", "Coastline",
            "InlandSea", "DeepWoods", "AlliedIsles", "Isles", "HighRidges"};

    private Matches() {}

    static List<GameSystem> systems(ComputerPlayersSystem players) {
        List<GameSystem> all = new ArrayList<>(List.of(new ProductionSystem(), new GatherSystem(), new BuildSystem(), new MovementSystem(),
                new SightSystem(), new HerdSystem(), new WildlifeSystem(), new VictorySystem(), new ScoreSystem(), new MarketSystem(),
                new DiplomacySystem(), new DeletionSystem(), new ChatSystem()));
        all.add(players);
        return all;
    }

    static org.openaok.sim.internal.service.Matches service(ComputerPlayersSystem players) {
        List<InstalledSystem> installed = new ArrayList<>();
        for (GameSystem s : systems(players)) installed.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "test")));
        Map<String, RuleTable> tables = new TreeMap<>();
        for (String n : AocRuleTables.NAMES) tables.put(n, AocRuleTables.bundled(n));
        return new org.openaok.sim.internal.service.Matches(() -> installed, () -> tables, () -> DATA);
    }

    static GameMap map(String name, int size, int players, long seed) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        List<Stage> stages = List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new CliffsStage(), new ObjectsStage(), new ClearingStage(),
                new StartingUnitsStage());
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "test"));
        MapGenerator g = new AokGenerator();
        Engine engine = new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "test")), List::of, () -> DATA, () -> null);
        GenerationResult r = engine.generate(GenerationRequest.builder().generator("aok").map(name).size(size).players(players).seed(seed).build(),
                RunOptions.defaults().withThreads(1));
        if (r.map() == null || r.failed()) throw new IllegalStateException("no map: " + r.diagnostics());
        return r.map();
    }

    /** A match whose seats are all played by the given computer players ({@code ai[i]} for seat i+1), at a difficulty. */
    static MatchEngine start(GameMap map, long seed, String[] ai, int difficulty, ComputerPlayersSystem players) {
        String[] civs = {"britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians"};
        List<SeatSettings> seats = new ArrayList<>();
        for (int p = 0; p < ai.length; p++) seats.add(new SeatSettings(p + 1, civs[p % civs.length], 0, p + 1, false, ai[p], "", difficulty));
        MatchSettings settings = MatchSettings.defaults(seed, List.of(civs).subList(0, ai.length)).withSeats(seats);
        try {
            return (MatchEngine) service(players).start(settings, map);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
