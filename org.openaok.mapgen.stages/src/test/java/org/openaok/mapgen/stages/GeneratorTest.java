package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.data.GameData;
import org.openaok.api.random.RandomStream;
import org.openaok.drs.DrsWriter;
import org.openaok.mapgen.stages.land.LandPlan;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.RmsScript;

class GeneratorTest {
    /** A setup context with nothing behind it but a board and a diagnostics list. */
    static final class Setup implements SetupContext {
        final GenerationRequest request;
        final List<Diagnostic> diagnostics = new ArrayList<>();
        final Map<String, Object> board = new java.util.HashMap<>();

        Setup(GenerationRequest request) { this.request = request; }

        @Override public GenerationRequest request() { return request; }
        @Override public GameData data() { return Scripts.DATA; }
        @Override public Diagnostics diagnostics() { return diagnostics::add; }
        @Override public RandomStream stream(String name) { return new RandomStream(1); }
        @Override public <T> void put(Key<T> key, T value) { board.put(key.name(), value); }
        @Override public <T> java.util.Optional<T> find(Key<T> key) {
            return java.util.Optional.ofNullable(board.get(key.name())).map(key.type()::cast);
        }
    }

    private static final String TWO_LANDS = """
            <PLAYER_SETUP>
              random_placement
            <LAND_GENERATION>
            base_terrain WATER
            create_player_lands { terrain_type GRASS land_percent 40 }
            create_land { terrain_type DIRT land_percent 5 land_id 7 }
            create_land { terrain_type DESERT land_percent 5 assign_to_player 6 }
            bogus_command 3
            """;

    @Test
    void setupReadsTheScriptLeavesStateAndGivesOneZonePerLand() throws Exception {
        GenerationRequest r = Scripts.request(TWO_LANDS).size(144).players(3).seed(5).build();
        Setup ctx = new Setup(r);
        MapSetup setup = new AokGenerator().setup(r, ctx);
        assertEquals(144, setup.size());
        assertEquals(1, setup.levels());
        // three player lands, one create_land; the land for player 6 is not made in a 3-player game
        assertEquals(4, setup.zones().size());
        assertEquals("player 2 land", setup.zones().get(1).name());
        assertTrue(ctx.find(AokKeys.SCRIPT).isPresent());
        assertTrue(ctx.find(AokKeys.STATE).isPresent());
        LandPlan plan = ctx.find(AokKeys.LAND_PLAN).orElseThrow();
        assertEquals(1, plan.baseTerrain());
        assertEquals(144 * 144 * 40 / 100 / 3, plan.specs().get(0).budget());
        assertEquals(7, plan.specs().get(3).landId());
        assertTrue(ctx.diagnostics.stream().anyMatch(d -> d.code().equals("RMS100") && d.line() == 8), ctx.diagnostics.toString());
        assertTrue(ctx.diagnostics.stream().anyMatch(d -> d.code().equals("AOK020") && d.line() == 7), ctx.diagnostics.toString());
    }

    @Test
    void lobbyOptionsBecomeLabels() throws Exception {
        String script = """
                <LAND_GENERATION>
                if REGICIDE
                base_terrain DESERT
                elseif MY_LABEL
                base_terrain SNOW
                endif
                """;
        GenerationRequest r = Scripts.request(script).option("mode", "regicide").build();
        Setup ctx = new Setup(r);
        new AokGenerator().setup(r, ctx);
        RmsScript s = ctx.find(AokKeys.SCRIPT).orElseThrow();
        assertTrue(s.hasLabel("REGICIDE"));
        assertEquals(14, ctx.find(AokKeys.STATE).orElseThrow().baseTerrain());

        r = Scripts.request(script).option("define", " OTHER, MY_LABEL ").option("resources", "high").build();
        ctx = new Setup(r);
        new AokGenerator().setup(r, ctx);
        assertEquals(32, ctx.find(AokKeys.STATE).orElseThrow().baseTerrain());
        assertTrue(ctx.find(AokKeys.SCRIPT).orElseThrow().hasLabel("HIGH_RESOURCES"));

        r = Scripts.request(script).option("mode", "chess").build();
        ctx = new Setup(r);
        new AokGenerator().setup(r, ctx);
        assertTrue(ctx.diagnostics.stream().anyMatch(d -> d.code().equals("AOK003") && d.message().contains("chess")));
    }

    @Test
    void anUnreadableScriptLetsTheNoiseGeneratorStandIn() {
        GenerationRequest r = GenerationRequest.builder().generator("aok").map("/no/such/dir/none.rms").build();
        GenerationException e = assertThrows(GenerationException.class, () -> new AokGenerator().setup(r, new Setup(r)));
        assertEquals("noise", e.fallback().orElseThrow());
        assertEquals("AOK001", e.diagnostics().get(0).code());

        GenerationRequest arabia = GenerationRequest.builder().generator("aok").map("Arabia").build();
        e = assertThrows(GenerationException.class, () -> new AokGenerator().setup(arabia, new Setup(arabia)));
        assertEquals("noise", e.fallback().orElseThrow());
        assertTrue(e.getMessage().contains("--drs"), e.getMessage());
    }

    @Test
    void anOriginalMapIsReadFromTheArchiveByNameOrIdWithItsIncludes() throws Exception {
        String script = """
                #include_drs random_map.def 54000
                <LAND_GENERATION>
                base_terrain DESERT
                <OBJECTS_GENERATION>
                #include_drs special.inc 60001
                """;
        byte[] drs = new DrsWriter().add(54204, script).add(60001, "create_object GOLD { number_of_objects 2 }").toBytes();
        java.nio.file.Path file = java.nio.file.Files.createTempFile("openaok", ".drs");
        file.toFile().deleteOnExit();
        java.nio.file.Files.write(file, drs);
        for (String name : List.of("BlackForest", "black forest", "BLACK_FOREST", "54204")) {
            GenerationRequest r = GenerationRequest.builder().generator("aok").map(name).option("drs", file.toString()).build();
            Setup ctx = new Setup(r);
            new AokGenerator().setup(r, ctx);
            RmsScript s = ctx.find(AokKeys.SCRIPT).orElseThrow();
            assertEquals("black_forest.rms", s.file(), name);
            assertEquals(14, ctx.find(AokKeys.STATE).orElseThrow().baseTerrain());
            assertEquals(1, s.commands(org.openaok.rms.script.Section.OBJECTS_GENERATION, "create_object").size(), ctx.diagnostics.toString());
        }
        GenerationRequest missing = GenerationRequest.builder().generator("aok").map("Arabia").option("drs", file.toString()).build();
        GenerationException e = assertThrows(GenerationException.class, () -> new AokGenerator().setup(missing, new Setup(missing)));
        assertTrue(e.getMessage().contains("54201"), e.getMessage());
    }

    @Test
    void listsTheOriginalMapsAndReadsRmsFiles() {
        AokGenerator g = new AokGenerator();
        assertEquals("aok", g.id());
        assertTrue(g.fileExtensions().contains(".rms"));
        List<String> names = g.maps().stream().map(MapEntry::name).toList();
        assertTrue(names.containsAll(List.of("Arabia", "BlackForest", "Islands", "TeamIslands", "Nomad")), names.toString());
    }

    @Test
    void theStagesChainByTheirDependencies() throws Exception {
        List<String> order = Scripts.engine().plan("aok").stream().map(PlannedStage::id).toList();
        assertEquals(List.of(AokStages.PLAYERS, AokStages.LANDS, AokStages.ELEVATION, AokStages.TERRAINS,
                AokStages.CONNECTIONS, AokStages.BEACHES), order);
    }

    @Test
    void aScriptRunsEndToEnd() {
        GenerationResult r = Scripts.run(Scripts.request(TWO_LANDS).size(120).players(3).seed(9).build());
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(3, r.map().starts().size());
        assertEquals(64, r.hash().length());
        assertNotNull(AokMapState.class);
    }
}
