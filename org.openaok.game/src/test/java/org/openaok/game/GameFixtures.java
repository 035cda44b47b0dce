package org.openaok.game;

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
import org.openaok.api.stage.Stage;
import org.openaok.example.player.ExamplePlayer;
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
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.players.ComputerPlayersSystem;
import org.openaok.sim.internal.service.Matches;

/** The real parts outside a framework: the bundled rules and map data, every system with the example player, the real map generator. */
final class GameFixtures {
    static final GameData DATA = AocGameData.load();

    private GameFixtures() {}

    static List<GameSystem> systems() {
        return List.of(new org.openaok.sim.internal.production.ProductionSystem(), new org.openaok.sim.internal.gather.GatherSystem(),
                new org.openaok.sim.internal.build.BuildSystem(), new org.openaok.sim.internal.move.MovementSystem(),
                new org.openaok.sim.internal.sight.SightSystem(), new org.openaok.sim.internal.herd.HerdSystem(),
                new org.openaok.sim.internal.wildlife.WildlifeSystem(), new org.openaok.sim.internal.victory.VictorySystem(),
                new org.openaok.sim.internal.score.ScoreSystem(), new org.openaok.sim.internal.market.MarketSystem(),
                new org.openaok.sim.internal.diplomacy.DiplomacySystem(), new org.openaok.sim.internal.orders.DeletionSystem(),
                new ComputerPlayersSystem(List.of(new ExamplePlayer())), new org.openaok.sim.internal.combat.CombatSystem(),
                new org.openaok.sim.internal.combat.ProjectileSystem(), new org.openaok.sim.internal.garrison.GarrisonSystem(),
                new org.openaok.sim.internal.monks.MonkSystem(), new org.openaok.sim.internal.chat.ChatSystem());
    }

    static Matches matches() {
        Map<String, RuleTable> tables = new TreeMap<>();
        for (String n : AocRuleTables.NAMES) tables.put(n, AocRuleTables.bundled(n));
        return matches(tables);
    }

    static Matches matches(Map<String, RuleTable> tables) {
        List<InstalledSystem> installed = new ArrayList<>();
        for (GameSystem s : systems()) installed.add(new InstalledSystem(s, new SystemInfo(s.id(), "org.openaok.sim", "test")));
        return new Matches(() -> installed, () -> tables, () -> DATA);
    }

    /** The bundled tables with one row of one table given one more trait (the last column's). */
    record Tables(String table, String row, String trait) {
        Map<String, RuleTable> changed() throws java.io.IOException {
            Map<String, RuleTable> tables = new TreeMap<>();
            for (String n : AocRuleTables.NAMES) tables.put(n, AocRuleTables.bundled(n));
            String text;
            try (java.io.InputStream in = tables.get(table).open()) {
                text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
            StringBuilder b = new StringBuilder();
            for (String line : text.split("\n", -1)) {
                String[] c = line.split("\t", -1);
                if (!line.startsWith("#") && c.length > 3 && c[1].equals(row)) {
                    c[c.length - 1] = (c[c.length - 1].equals("-") ? "" : c[c.length - 1] + " ") + trait;
                    line = String.join("\t", c);
                }
                b.append(line).append('\n');
            }
            byte[] bytes = b.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
            tables.put(table, new RuleTable() {
                @Override public String name() { return table; }
                @Override public String origin() { return "test:" + table + "-" + row + "-" + trait; }
                @Override public java.io.InputStream open() { return new java.io.ByteArrayInputStream(bytes); }
            });
            return tables;
        }
    }

    static Engine mapEngine() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        List<Stage> stages = List.of(new PlayersStage(), new LandsStage(), new ElevationStage(), new TerrainsStage(),
                new ConnectionsStage(), new BeachesStage(), new CliffsStage(), new ObjectsStage(), new ClearingStage(),
                new StartingUnitsStage());
        for (Stage s : stages) catalog.add(StageRegistration.of(s, 0, id++, "test"));
        MapGenerator g = new AokGenerator();
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "aok", 0, 100, "test")), List::of, () -> DATA, () -> null);
    }

    static GenerationRequest request(String map, int size, int players, long seed) {
        return GenerationRequest.builder().generator("aok").map(map).size(size).players(players).seed(seed).build();
    }

    static GenerationResult generate(GenerationRequest r) {
        GenerationResult g = mapEngine().generate(r, RunOptions.defaults().withThreads(1));
        if (g.map() == null || g.failed()) throw new IllegalStateException("the map did not generate: " + g.diagnostics());
        return g;
    }

    /** A generated OpenPlains of 120 tiles and a match on it: seat 1 a person, seat 2 left to the computer. */
    record PersonDuel(GenerationResult gen, Match match) {}

    static PersonDuel personDuel(long seed) throws org.openaok.sim.api.match.MatchException {
        GenerationResult gen = generate(request("OpenPlains", 120, 2, seed));
        MatchSettings s = MatchSettings.defaults(seed, List.of("franks", "britons"));
        s = s.withSeats(List.of(s.seat(1).withHuman(true), s.seat(2)));
        return new PersonDuel(gen, matches().start(s, gen.map()));
    }
}
