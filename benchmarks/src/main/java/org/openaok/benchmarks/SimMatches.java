package org.openaok.benchmarks;

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
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.build.BuildSystem;
import org.openaok.sim.internal.diplomacy.DiplomacySystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.gather.GatherSystem;
import org.openaok.sim.internal.herd.HerdSystem;
import org.openaok.sim.internal.market.MarketSystem;
import org.openaok.sim.internal.move.MovementSystem;
import org.openaok.sim.internal.orders.DeletionSystem;
import org.openaok.sim.internal.production.ProductionSystem;
import org.openaok.sim.internal.score.ScoreSystem;
import org.openaok.sim.internal.sight.SightSystem;
import org.openaok.sim.internal.victory.VictorySystem;
import org.openaok.sim.internal.wildlife.WildlifeSystem;

/** Matches for benchmarks: the real systems, rules and map generator, outside a framework. */
final class SimMatches {
    static final GameData DATA = AocGameData.load();

    private SimMatches() {}

    static List<GameSystem> systems() {
        return List.of(new ProductionSystem(), new GatherSystem(), new BuildSystem(), new MovementSystem(), new SightSystem(),
                new HerdSystem(), new WildlifeSystem(), new VictorySystem(), new ScoreSystem(), new MarketSystem(),
                new DiplomacySystem(), new DeletionSystem(), new org.openaok.sim.internal.players.ComputerPlayersSystem(),
                new org.openaok.sim.internal.combat.CombatSystem(), new org.openaok.sim.internal.combat.ProjectileSystem(),
                new org.openaok.sim.internal.garrison.GarrisonSystem(), new org.openaok.sim.internal.monks.MonkSystem(),
                new org.openaok.sim.internal.chat.ChatSystem());
    }

    static org.openaok.sim.internal.service.Matches service() {
        List<InstalledSystem> installed = new ArrayList<>();
        for (GameSystem s : systems()) installed.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "bench")));
        Map<String, RuleTable> tables = tables();
        return new org.openaok.sim.internal.service.Matches(() -> installed, () -> tables, () -> DATA);
    }

    static Map<String, RuleTable> tables() {
        Map<String, RuleTable> tables = new TreeMap<>();
        for (String n : AocRuleTables.NAMES) tables.put(n, AocRuleTables.bundled(n));
        return tables;
    }

    static GameMap map(String name, int size, int players, long seed) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        List<Stage> stages = List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new CliffsStage(), new ObjectsStage(), new ClearingStage(),
                new StartingUnitsStage());
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "bench"));
        MapGenerator g = new AokGenerator();
        Engine engine = new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "bench")), List::of, () -> DATA, () -> null);
        GenerationResult r = engine.generate(GenerationRequest.builder().generator("aok").map(name).size(size).players(players).seed(seed).build(),
                RunOptions.defaults().withThreads(1));
        if (r.map() == null || r.failed()) throw new IllegalStateException("no map: " + r.diagnostics());
        return r.map();
    }

    static MatchEngine start(GameMap map, long seed, int players) {
        List<String> civs = new ArrayList<>();
        String[] all = {"britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians"};
        for (int p = 0; p < players; p++) civs.add(all[p % all.length]);
        try {
            return (MatchEngine) service().start(MatchSettings.defaults(seed, civs), map);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
