package org.openaok.mapgen.stages.cliff;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Stage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.Harness;
import org.openaok.mapgen.stages.Scripts;
import org.openaok.rms.LobbySettings;
import org.openaok.rms.RmsReader;

class CliffsStageTest {
    private static final String FLAT = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain GRASS
            create_player_lands { terrain_type GRASS land_percent 60 base_size 8 }
            """;

    private static List<Stage> upToCliffs() {
        List<Stage> s = new java.util.ArrayList<>(Harness.upTo(AokStages.ELEVATION));
        s.add(new CliffsStage());
        return s;
    }

    private static Harness run(String script, int size, int players, long seed) {
        return Harness.run(script, GenerationRequest.builder().size(size).players(players).seed(seed), upToCliffs());
    }

    @Test
    void theDefaultsAreTheDesignsAndALeftOutSectionLaysNone() {
        CliffSettings d = CliffSettings.of(RmsReader.read("m.rms", "<CLIFF_GENERATION>\ncliff_curliness 36\n", LobbySettings.defaults()).script());
        assertEquals(new CliffSettings(3, 9, 5, 9, 36, 2, 2), d);
        assertNull(CliffSettings.of(RmsReader.read("m.rms", "<LAND_GENERATION>\nbase_terrain GRASS\n", LobbySettings.defaults()).script()));
        CliffSettings odd = CliffSettings.of(RmsReader.read("m.rms", """
                <CLIFF_GENERATION>
                min_number_of_cliffs 7
                max_number_of_cliffs 2
                min_length_of_cliff 4
                cliff_curliness 250
                min_distance_cliffs -3
                """, LobbySettings.defaults()).script());
        assertEquals(new CliffSettings(7, 7, 4, 9, 100, 0, 2), odd);
        Harness none = run(FLAT, 144, 2, 1);
        assertEquals(0, none.map().objects().list().stream().filter(o -> o.type() >= 264 && o.type() <= 273).count());
    }

    @Test
    void cliffsAreRunsOfPiecesThreeTilesApartOnTheFramesLattice() {
        Harness h = run(FLAT + "<CLIFF_GENERATION>\nmin_number_of_cliffs 5\nmax_number_of_cliffs 8\n", 200, 2, 7);
        LaidCliffs laid = h.get(LaidCliffs.KEY);
        assertTrue(laid.drawn() >= 5 && laid.drawn() <= 8, "drawn " + laid.drawn());
        assertTrue(laid.cliffs().size() >= 3, "laid " + laid.cliffs().size());
        DatFrame frame = new DatFrame(200);
        int pieces = 0;
        MapLevel level = h.level();
        for (LaidCliffs.Cliff c : laid.cliffs()) {
            assertTrue(c.cells().size() >= 3 && c.cells().size() <= 9, "length " + c.cells().size());
            for (int k = 0; k + 1 < c.cells().size(); k++) {
                int a = c.cells().get(k), b = c.cells().get(k + 1);
                int n = 200 / 3;
                assertEquals(1, Math.abs(a / n - b / n) + Math.abs(a % n - b % n), "cells " + a + " and " + b + " are neighbours");
            }
            pieces += c.cells().size();
        }
        List<MapObject> objects = h.map().objects().list().stream()
                .filter(o -> Scripts.DATA.object(o.type()).orElseThrow().kind() == ObjectKind.CLIFF).toList();
        assertEquals(pieces, objects.size());
        for (MapObject o : objects) {
            assertEquals(0, o.owner());
            assertEquals(DatFrame.TURN, o.angle());
            // the centre of a 3 by 3 cell of the frame: 1.5 tiles past a multiple of three, both ways
            assertEquals(384, frame.unitsU(o.x(), o.y()) % 768);
            assertEquals(384, frame.unitsV(o.x(), o.y()) % 768);
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int i = (o.tileY() + dy) * 200 + o.tileX() + dx;
                    assertTrue(level.has(i, MapLevel.CLIFF) && level.has(i, MapLevel.BLOCKED) && level.has(i, MapLevel.OCCUPIED));
                }
            }
        }
        // kept from the starts: nothing within seven cells (21 tiles) of one
        for (PlayerStart s : h.map().starts()) {
            for (MapObject o : objects) {
                assertTrue(Math.max(Math.abs(o.tileX() - s.x()), Math.abs(o.tileY() - s.y())) >= 3 * CliffLattice.START_ROOM - 3,
                        "piece at " + o.tileX() + "," + o.tileY() + " near start " + s);
            }
        }
    }

    @Test
    void aCliffRunsOverGroundOfItsOwnGrassOrUserPatchsOther() {
        String desert = FLAT.replace("GRASS", "DIRT") + "<CLIFF_GENERATION>\nmin_number_of_cliffs 6\nmax_number_of_cliffs 6\n";
        int grass = Scripts.DATA.terrain("GRASS").orElseThrow().id();
        int other = Scripts.DATA.terrain("GRASS_OTHER").orElseThrow().id();
        for (String game : new String[] {"", "up"}) {
            GenerationRequest.Builder b = GenerationRequest.builder().size(144).players(2).seed(3);
            if (!game.isEmpty()) b.option("game", game);
            Harness h = Harness.run(desert, b, upToCliffs());
            int want = game.isEmpty() ? grass : other;
            List<MapObject> pieces = h.map().objects().list().stream()
                    .filter(o -> Scripts.DATA.object(o.type()).orElseThrow().kind() == ObjectKind.CLIFF).toList();
            assertFalse(pieces.isEmpty());
            MapLevel level = h.level();
            int painted = 0;
            for (int i = 0; i < level.tiles(); i++) if (level.terrain(i) == want) painted++;
            for (MapObject o : pieces) assertEquals(want, level.terrain(o.tileX(), o.tileY()), "the tile under a piece's middle");
            // the middle of each piece and the tiles towards its neighbours: two for an end, three for the rest
            long ends = 2L * h.get(LaidCliffs.KEY).cliffs().size();
            assertEquals(3 * pieces.size() - ends, painted, game + ": the ground along the cliffs");
        }
    }

    @Test
    void cliffsKeepOffWaterAndHillsides() {
        String lake = FLAT + """
                create_land { terrain_type WATER land_percent 12 land_position 50 50 base_size 8 }
                <ELEVATION_GENERATION>
                create_elevation 5 { base_terrain GRASS number_of_clumps 6 number_of_tiles 3000 }
                <CLIFF_GENERATION>
                min_number_of_cliffs 20
                max_number_of_cliffs 20
                min_terrain_distance 3
                """;
        Harness h = run(lake, 168, 2, 3);
        MapLevel level = h.level();
        int size = 168;
        int found = 0;
        for (MapObject o : h.map().objects().list()) {
            if (o.type() < 264 || o.type() > 273) continue;
            found++;
            int e = level.elevation(o.tileX(), o.tileY());
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) assertEquals(e, level.elevation(o.tileX() + dx, o.tileY() + dy), "one elevation under a piece");
            }
            // water closes the cells within three cells of it: no water within 3*3 - 1 tiles of a piece's centre
            for (int dy = -8; dy <= 8; dy++) {
                for (int dx = -8; dx <= 8; dx++) {
                    int x = o.tileX() + dx, y = o.tileY() + dy;
                    if (x < 0 || y < 0 || x >= size || y >= size) continue;
                    assertFalse(h.state().terrains().water(level.terrain(x, y)), "water by the piece at " + o.tileX() + "," + o.tileY());
                }
            }
        }
        assertTrue(found > 0);
    }

    @Test
    void cliffsShorterThanThreeAreNotLaidAndCliffsDrawFromTheirOwnStream() {
        Harness none = run(FLAT + "<CLIFF_GENERATION>\nmin_length_of_cliff 1\nmax_length_of_cliff 2\n", 144, 2, 5);
        assertEquals(0, none.get(LaidCliffs.KEY).cliffs().size());
        assertTrue(none.get(LaidCliffs.KEY).drawn() >= 3);
        // the map's own stream is where the lands left it, with or without cliffs
        Harness with = run(FLAT + "<CLIFF_GENERATION>\nmin_number_of_cliffs 6\n", 144, 2, 5);
        Harness without = Harness.run(FLAT, GenerationRequest.builder().size(144).players(2).seed(5), Harness.upTo(AokStages.ELEVATION));
        assertFalse(with.get(LaidCliffs.KEY).cliffs().isEmpty());
        assertEquals(without.state().random().state(), with.state().random().state());
        assertEquals(without.state().streams().hills().state(), with.state().streams().hills().state());
    }
}
