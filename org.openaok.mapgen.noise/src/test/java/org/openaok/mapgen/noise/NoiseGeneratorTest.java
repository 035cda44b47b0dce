package org.openaok.mapgen.noise;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Stage;
import org.openaok.gamedata.AocGameData;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;

class NoiseGeneratorTest {
    private static final GameData DATA = AocGameData.load();

    private static Engine engine() {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : List.of(new HeightStage(), new MoistureStage(), new SeaLevelStage(), new TerrainStage(),
                new ForestStage(), new StartsStage())) {
            catalog.add(StageRegistration.of(s, 0, id++, "org.openaok.mapgen.noise test"));
        }
        MapGenerator g = new NoiseGenerator();
        MappingTable mapping = MappingTable.builtin();
        org.openaok.api.io.MapWriter writer = new org.openaok.api.io.MapWriter() {
            @Override public String format() { return "0ad"; }
            @Override public String extension() { return ".json"; }
            @Override public void write(org.openaok.api.map.GameMap map, GameData data, java.io.OutputStream out) throws java.io.IOException {
                ZeroAdWriter.write(map, data, mapping, out);
            }
        };
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(g, "noise", 0, 100, "test")), List::of, () -> DATA, () -> writer);
    }

    private static GenerationRequest request(long seed, int players) {
        return GenerationRequest.builder().generator("noise").size(120).seed(seed).players(players).build();
    }

    @Test
    void runsEndToEndAndPlacesEveryStartOnDryLand() {
        GenerationResult r = engine().generate(request(11, 4), RunOptions.defaults().withThreads(2));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(64, r.hash().length());
        List<PlayerStart> starts = r.map().starts();
        assertEquals(4, starts.size());
        MapLevel level = r.map().surface();
        for (PlayerStart s : starts) {
            assertEquals(TerrainRole.LAND, DATA.terrain(level.terrain(s.x(), s.y())).orElseThrow().role(), "start " + s);
        }
        long towns = r.map().objects().list().stream().filter(o -> o.type() == 109).count();
        assertEquals(4, towns);
        assertEquals(List.of("noise.height", "noise.moisture", "noise.sea", "noise.terrain", "noise.forest", "noise.starts"),
                r.timings().stream().map(t -> t.stage()).toList());
    }

    @Test
    void waterCoversAboutTheAskedShareAndTreesStandOnlyOnForest() {
        GenerationRequest req = GenerationRequest.builder().generator("noise").size(144).seed(5).option("water", "40").build();
        GenerationResult r = engine().generate(req, RunOptions.defaults().withThreads(1));
        MapLevel level = r.map().surface();
        int water = 0;
        for (int i = 0; i < level.tiles(); i++) if (DATA.terrain(level.terrain(i)).orElseThrow().water()) water++;
        int percent = water * 100 / level.tiles();
        assertTrue(percent >= 35 && percent <= 45, "water " + percent + "%");
        for (MapObject o : r.map().objects().list()) {
            if (DATA.object(o.type()).orElseThrow().kind() != ObjectKind.TREE) continue;
            assertTrue(DATA.terrain(level.terrain(o.tileX(), o.tileY())).orElseThrow().forest(), "tree off the forest at " + o);
            assertTrue(level.has(level.indexOf(o.tileX(), o.tileY()), MapLevel.BLOCKED));
        }
    }

    @Test
    void theSameSeedGivesTheSameHashForOneTwoAndEightThreads() {
        Set<String> hashes = new TreeSet<>();
        for (int threads : new int[] {1, 2, 8}) {
            GenerationResult r = engine().generate(request(2024, 3), RunOptions.defaults().withThreads(threads));
            assertFalse(r.failed());
            hashes.add(r.hash());
        }
        assertEquals(1, hashes.size(), hashes.toString());
        assertNotEquals(hashes.iterator().next(), engine().generate(request(2025, 3), RunOptions.defaults()).hash());
    }

    @Test
    void aBadOptionIsAWarningAndTheMapIsStillMade() {
        GenerationRequest req = GenerationRequest.builder().generator("noise").size(64).seed(1).option("water", "lots").build();
        GenerationResult r = engine().generate(req, RunOptions.defaults());
        assertFalse(r.failed());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("noise-option") && d.message().contains("water=lots")));
    }
}
