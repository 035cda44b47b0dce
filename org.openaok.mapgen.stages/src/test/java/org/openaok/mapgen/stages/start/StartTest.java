package org.openaok.mapgen.stages.start;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.FullChain;
import org.openaok.mapgen.stages.Scripts;
import org.openaok.mapgen.stages.object.Footprint;

class StartTest {
    private static final int TOWN_CENTER = 109, VILLAGER = 83, VILLAGER_FEMALE = 293, SCOUT = 448, CASTLE = 82, KING = 434;

    private static final String FOREST_MAP = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain FOREST
            create_player_lands { terrain_type FOREST land_percent 60 base_size 12 }
            <OBJECTS_GENERATION>
            create_object TOWN_CENTER { set_place_for_every_player min_distance_to_players 0 max_distance_to_players 0 }
            create_object VILLAGER { set_place_for_every_player min_distance_to_players 6 max_distance_to_players 6 }
            create_object SCOUT { set_place_for_every_player min_distance_to_players 7 max_distance_to_players 9 }
            create_object OAKTREE { number_of_objects 400 set_gaia_object_only }
            """;

    private static List<MapObject> owned(GenerationResult r, int player, int type) {
        return r.map().objects().list().stream().filter(o -> o.owner() == player && o.type() == type).toList();
    }

    @Test
    void theStandardStartTownCenterVillagersScout() {
        GenerationResult r = FullChain.run(Scripts.request(FOREST_MAP).size(144).players(3).seed(21).build());
        assertFalse(r.failed(), r.diagnostics().toString());
        for (PlayerStart s : r.map().starts()) {
            int p = s.player();
            List<MapObject> tc = owned(r, p, TOWN_CENTER);
            assertEquals(1, tc.size());
            // a 4 by 4 building centred on the corner of the start tile
            assertEquals(s.x() * 256, tc.get(0).x());
            assertEquals(s.y() * 256, tc.get(0).y());
            assertEquals(2, owned(r, p, VILLAGER).size(), "men");
            assertEquals(1, owned(r, p, VILLAGER_FEMALE).size(), "women");
            assertEquals(1, owned(r, p, SCOUT).size());
            for (MapObject v : r.map().objects().list()) {
                if (v.owner() != p || v.type() == TOWN_CENTER) continue;
                long dx = v.tileX() - s.x(), dy = v.tileY() - s.y();
                assertTrue(dx * dx + dy * dy <= 5 * 5 * 2, "unit near the Town Center: " + v);
            }
            assertTrue(owned(r, p, CASTLE).isEmpty() && owned(r, p, KING).isEmpty(), "no Castle or King outside Regicide");
        }
        // the tallies of the start name the script's lines
        assertTrue(r.objects().stream().anyMatch(t -> t.object().equals("VILLAGER/VILLAGER_FEMALE") && t.requested() == 9 && t.placed() == 9
                && t.line() == 8));
        enclosedByForest(r);
    }

    /**
     * Every check passes: with no connection, a forest map walls each clearing in, which the
     * continents check reports as parting on purpose (the script's own forest), not as a failure.
     */
    private static void enclosedByForest(GenerationResult r) {
        for (var c : r.checks()) assertTrue(c.passed(), c.toString());
        var continents = r.checks().stream().filter(c -> c.name().equals("continents-are-one")).findFirst().orElseThrow();
        assertTrue(continents.detail().contains("parted on purpose") && continents.detail().contains("by a forest the script laid"),
                continents.detail());
    }

    @Test
    void clearingTakesGaiaAwayByTheTownCenterAndFellsTheForestWithinSixTiles() {
        GenerationResult r = FullChain.run(Scripts.request(FOREST_MAP).size(144).players(3).seed(21).build());
        MapLevel level = r.map().surface();
        for (PlayerStart s : r.map().starts()) {
            for (int y = s.y() - 6; y <= s.y() + 6; y++) {
                for (int x = s.x() - 6; x <= s.x() + 6; x++) {
                    long dx = x - s.x(), dy = y - s.y();
                    if (dx * dx + dy * dy >= 49) continue;
                    assertFalse(Scripts.DATA.terrain(level.terrain(x, y)).orElseThrow().forest(), "forest floor left at " + x + "," + y);
                }
            }
            for (MapObject o : r.map().objects().list()) {
                if (o.owner() != 0) continue;
                // the tile's centre against the Town Center's (the start tile's corner), in half tiles
                long dx = 2L * (o.tileX() - s.x()) + 1, dy = 2L * (o.tileY() - s.y()) + 1;
                assertTrue(dx * dx + dy * dy >= 49, "Gaia object within three and a half tiles of a Town Center: " + o);
            }
        }
    }

    @Test
    void regicideAddsACastleSevenToSixteenOutAndAKing() {
        GenerationResult r = FullChain.run(Scripts.request(FOREST_MAP.replace("base_terrain FOREST", "base_terrain GRASS")
                .replace("terrain_type FOREST", "terrain_type GRASS")).size(168).players(2).seed(4).option("mode", "regicide").build());
        assertFalse(r.failed());
        for (PlayerStart s : r.map().starts()) {
            List<MapObject> castle = owned(r, s.player(), CASTLE);
            assertEquals(1, castle.size());
            long dx = castle.get(0).tileX() - s.x(), dy = castle.get(0).tileY() - s.y();
            assertTrue(dx * dx + dy * dy >= 49 && dx * dx + dy * dy < 17 * 17, "castle " + castle);
            assertEquals(1, owned(r, s.player(), KING).size());
        }
        assertTrue(r.checksPassed(), r.checks().toString());
    }

    @Test
    void aScriptWithoutStartUnitsGetsTheWholeStartANomadScriptNoTownCenter() {
        String bare = """
                <LAND_GENERATION>
                base_terrain GRASS
                create_player_lands { terrain_type DIRT land_percent 50 }
                """;
        GenerationResult r = FullChain.run(Scripts.request(bare).size(120).players(2).seed(1).option("villagers", "5").build());
        for (int p = 1; p <= 2; p++) {
            assertEquals(1, owned(r, p, TOWN_CENTER).size());
            assertEquals(3, owned(r, p, VILLAGER).size());
            assertEquals(2, owned(r, p, VILLAGER_FEMALE).size());
            assertEquals(1, owned(r, p, SCOUT).size());
        }
        assertTrue(r.objects().stream().anyMatch(t -> t.file().equals("start-units.tsv") && t.object().equals("TOWN_CENTER")));
        String nomad = bare + """
                <OBJECTS_GENERATION>
                create_object VILLAGER { set_place_for_every_player }
                if REGICIDE
                create_object KING { set_place_for_every_player min_distance_to_players 25 }
                endif
                """;
        r = FullChain.run(Scripts.request(nomad).size(120).players(2).seed(1).option("mode", "regicide").build());
        for (int p = 1; p <= 2; p++) {
            assertTrue(owned(r, p, TOWN_CENTER).isEmpty() && owned(r, p, CASTLE).isEmpty(), "a nomad has no Town Center nor Castle");
            assertEquals(3, owned(r, p, VILLAGER).size() + owned(r, p, VILLAGER_FEMALE).size());
            assertEquals(1, owned(r, p, KING).size());
        }
        r = FullChain.run(Scripts.request(bare).size(120).players(2).seed(1).option("villagers", "lots").build());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("AOK003") && d.message().contains("lots")));
        assertEquals(3, owned(r, 1, VILLAGER).size() + owned(r, 1, VILLAGER_FEMALE).size());
    }

    @Test
    void theStartTableIsDataAndRejectsBadLines() throws Exception {
        StartTable t = StartTable.bundled();
        assertEquals(List.of(StartRole.TOWN_CENTER, StartRole.VILLAGER, StartRole.SCOUT, StartRole.CASTLE, StartRole.KING),
                t.rows().stream().map(StartTable.Row::role).toList());
        assertEquals(3, t.rows().get(1).count());
        assertEquals(List.of("VILLAGER", "VILLAGER_FEMALE"), t.rows().get(1).objects());
        assertTrue(t.rows().get(3).regicide());
        for (String bad : List.of("TOWN_CENTER\tTOWN_CENTER\t1\n", "MAYOR\tKING\t1\tall\n", "KING\tKING\tone\tall\n", "KING\tKING\t1\tsometimes\n")) {
            assertThrows(java.io.IOException.class, () -> StartTable.parse(new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8))), bad);
        }
        List<org.openaok.api.diag.Diagnostic> out = new java.util.ArrayList<>();
        StartTable mod = StartTable.parse(new ByteArrayInputStream("VILLAGER\tVILLAGER,NO_SUCH_UNIT\t4\tall\n".getBytes(StandardCharsets.UTF_8)));
        var units = mod.resolve(Scripts.DATA, out::add);
        assertEquals(1, units.get(StartRole.VILLAGER).types().size());
        assertEquals("AOK122", out.get(0).code());
    }

    @Test
    void unitsStandOnFreeGroundNextToNothingElse() {
        GenerationResult r = FullChain.run(Scripts.request(FOREST_MAP).size(120).players(8).seed(3).build());
        MapLevel level = r.map().surface();
        for (MapObject o : r.map().objects().list()) {
            if (o.owner() == 0) continue;
            ObjectType t = Scripts.DATA.object(o.type()).orElseThrow();
            Footprint f = Footprint.of(t, o);
            assertTrue(f.inside(120));
            assertTrue(level.has(f.top() * 120 + f.left(), MapLevel.OCCUPIED));
        }
        enclosedByForest(r);
    }
}
