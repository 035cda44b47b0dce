package org.openaok.sim;

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
import org.openaok.sim.api.rules.Rules;
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
import org.openaok.sim.internal.service.Matches;
import org.openaok.sim.internal.sight.SightSystem;
import org.openaok.sim.internal.victory.VictorySystem;

/** The real parts outside a framework: the bundled rules and map data, every system, the real map generator. */
public final class Fixtures {
    public static final GameData DATA = AocGameData.load();

    private Fixtures() {}

    public static List<GameSystem> systemServices() {
        return List.of(new ProductionSystem(), new GatherSystem(), new BuildSystem(), new MovementSystem(), new SightSystem(),
                new HerdSystem(), new org.openaok.sim.internal.wildlife.WildlifeSystem(), new VictorySystem(), new ScoreSystem(), new MarketSystem(), new DiplomacySystem(),
                new DeletionSystem(), new org.openaok.sim.internal.players.ComputerPlayersSystem(),
                new org.openaok.sim.internal.combat.CombatSystem(), new org.openaok.sim.internal.combat.ProjectileSystem(),
                new org.openaok.sim.internal.garrison.GarrisonSystem(), new org.openaok.sim.internal.monks.MonkSystem(),
                new org.openaok.sim.internal.chat.ChatSystem());
    }

    public static List<InstalledSystem> systems() { return installed(systemServices()); }

    public static List<InstalledSystem> installed(List<GameSystem> services) {
        List<InstalledSystem> out = new ArrayList<>();
        for (GameSystem s : services) out.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "test")));
        return out;
    }

    public static Map<String, RuleTable> tables() {
        Map<String, RuleTable> t = new TreeMap<>();
        for (String n : AocRuleTables.NAMES) t.put(n, AocRuleTables.bundled(n));
        return t;
    }

    public static Matches matches() { return matches(systems()); }

    public static Matches matches(List<InstalledSystem> systems) { return new Matches(() -> systems, Fixtures::tables, () -> DATA); }

    private static Matches shared;

    /**
     * One {@link Matches} for many matches, as the framework's service is: the same systems and
     * tables each time, so the rules are read once (the fuzz targets start a match an input).
     */
    public static synchronized Matches shared() {
        if (shared == null) {
            List<InstalledSystem> systems = systems();
            Map<String, RuleTable> tables = tables();
            shared = new Matches(() -> systems, () -> tables, () -> DATA);
        }
        return shared;
    }

    private static Rules rules;

    public static synchronized Rules rules() {
        if (rules == null) {
            try {
                rules = matches().rules();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return rules;
    }

    public static Engine mapEngine() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        List<Stage> stages = List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new CliffsStage(), new ObjectsStage(), new ClearingStage(),
                new StartingUnitsStage());
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "test"));
        MapGenerator g = new AokGenerator();
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "test")), List::of, () -> DATA, () -> null);
    }

    public static GenerationRequest request(String map, int size, int players, long seed) {
        return GenerationRequest.builder().generator("aok").map(map).size(size).players(players).seed(seed).build();
    }

    public static GameMap map(String name, int size, int players, long seed) { return map(name, size, players, seed, 1); }

    public static GameMap map(String name, int size, int players, long seed, int threads) {
        GenerationResult r = mapEngine().generate(request(name, size, players, seed), RunOptions.defaults().withThreads(threads));
        if (r.map() == null || r.failed()) throw new IllegalStateException("the map did not generate: " + r.diagnostics());
        return r.map();
    }

    public static MatchSettings settings(long seed, String... civs) { return MatchSettings.defaults(seed, List.of(civs)); }

    public static MatchEngine start(GameMap map, MatchSettings settings) { return start(matches(), map, settings); }

    public static MatchEngine start(Matches matches, GameMap map, MatchSettings settings) {
        try {
            return (MatchEngine) matches.start(settings, map);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Two seats on a flat field of the size, their Town Centers in opposite corners. */
    public static MatchEngine field(int size) {
        return start(TestMap.flat(size, 2).put("TOWN_CENTER", 1, 1, 1).put("TOWN_CENTER", 2, size - 5, size - 5).map(),
                settings(4, "britons", "franks"));
    }

    /** A unit of the type put in the match, failing the test where there is no room for it. */
    public static int spawn(MatchEngine m, String word, int owner, int x, int y) {
        int id = m.lifecycle().spawnUnit(m.rules().typeIndex(word), owner, x, y);
        if (id == 0) throw new AssertionError("no room for a " + word);
        return id;
    }

    public static void steps(MatchEngine m, int n) { for (int i = 0; i < n; i++) m.step(); }
}
