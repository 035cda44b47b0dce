package org.openaok.mapgen.stages.object;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.mapgen.stages.FullChain;
import org.openaok.mapgen.stages.Scripts;

class ObjectsStageTest {
    private static final String LAND = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain GRASS
            create_player_lands { terrain_type DIRT land_percent 50 base_size 10 }
            create_land { terrain_type DESERT number_of_tiles 400 base_size 6 land_position 50 50 land_id 7 }
            <OBJECTS_GENERATION>
            """;

    private static GenerationResult run(String objects, int size, int players, long seed) {
        return FullChain.run(Scripts.request(LAND + objects).size(size).players(players).seed(seed).build());
    }

    private static List<MapObject> of(GenerationResult r, int type) {
        return r.map().objects().list().stream().filter(o -> o.type() == type).toList();
    }

    private static ObjectTally tally(GenerationResult r, String object) {
        return r.objects().stream().filter(t -> t.object().equals(object)).findFirst().orElseThrow();
    }

    private static long d2(MapObject o, PlayerStart s) {
        long dx = o.tileX() - s.x(), dy = o.tileY() - s.y();
        return dx * dx + dy * dy;
    }

    @Test
    void bracesAndAttributesOutsideABlockMakeTheMapTheGameMakes() {
        // The '{' after a command an if left out opens the last object's block (RMS116): GOLD
        // gets 9, STONE is never made; TUNA's attributes, its '{' forgotten, are dropped (RMS104):
        // one RELIC of the defaults; DEER's block is as written.
        GenerationResult r = run("""
                create_object GOLD { number_of_objects 2 set_gaia_object_only }
                if NOT_DEFINED_HERE
                create_object STONE
                endif
                {
                  number_of_objects 9
                }
                create_object RELIC
                  number_of_objects 5
                }
                create_object DEER { number_of_objects 4 set_gaia_object_only }
                """, 120, 2, 5);
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(9, of(r, 66).size(), "GOLD takes the block after the left-out STONE");
        assertEquals(0, of(r, 102).size(), "STONE is not made");
        assertEquals(1, of(r, 285).size(), "the RELIC's attributes outside a block are dropped, as in the game");
        assertEquals(4, of(r, 65).size());
    }

    @Test
    void loneObjectsGroupsVarianceAndScaling() {
        GenerationResult r = run("""
                create_object RELIC { number_of_objects 7 set_gaia_object_only }
                create_object GOLD { number_of_groups 3 number_of_objects 5 set_tight_grouping set_gaia_object_only min_distance_group_placement 6 }
                create_object STONE { number_of_objects 10 set_scaling_to_map_size set_gaia_object_only }
                create_object HAWK { number_of_objects 2 set_scaling_to_player_number }
                create_object DEER { number_of_groups 6 number_of_objects 4 group_variance 2 set_loose_grouping set_gaia_object_only }
                """, 200, 3, 11);
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(7, of(r, 285).size());
        assertEquals(15, of(r, 66).size());
        assertEquals(10 * 200 * 200 / 10000, of(r, 102).size());   // 40: scaled against a 100 x 100 map
        assertEquals(6, of(r, 96).size());                            // two lots per player
        ObjectTally deer = tally(r, "DEER");
        assertTrue(deer.requested() >= 6 * 2 && deer.requested() <= 6 * 5, "variance keeps each group between 2 and 5: " + deer);
        assertEquals(deer.requested(), deer.placed(), deer.toString());
        assertTrue(r.checksPassed(), r.checks().toString());
    }

    @Test
    void aTightGroupFillsTheNearestTilesALooseOneSpreadsWithinItsRadius() {
        GenerationResult r = run("""
                create_object GOLD { number_of_objects 9 set_tight_grouping set_gaia_object_only min_distance_to_players 30 }
                create_object FORAGE { number_of_objects 6 set_loose_grouping group_placement_radius 5 set_gaia_object_only min_distance_to_players 30 }
                """, 168, 2, 4);
        List<MapObject> gold = of(r, 66);
        assertEquals(9, gold.size());
        int minX = gold.stream().mapToInt(MapObject::tileX).min().orElseThrow(), maxX = gold.stream().mapToInt(MapObject::tileX).max().orElseThrow();
        int minY = gold.stream().mapToInt(MapObject::tileY).min().orElseThrow(), maxY = gold.stream().mapToInt(MapObject::tileY).max().orElseThrow();
        assertTrue(maxX - minX <= 3 && maxY - minY <= 3, "a tight group of nine fits in a small square: " + gold);
        List<MapObject> forage = of(r, 59);
        assertEquals(6, forage.size());
        MapObject first = forage.get(0);   // the centre
        for (MapObject f : forage) {
            long dx = f.tileX() - first.tileX(), dy = f.tileY() - first.tileY();
            assertTrue(dx * dx + dy * dy <= 25, "within the radius of 5: " + f);
        }
    }

    @Test
    void placedForEveryPlayerBetweenTheDistancesAndOwnedUnlessGaia() {
        GenerationResult r = run("""
                create_object SHEEP { number_of_objects 3 set_loose_grouping set_place_for_every_player min_distance_to_players 8 max_distance_to_players 11 }
                create_object DEER { number_of_objects 2 set_gaia_object_only set_place_for_every_player min_distance_to_players 14 max_distance_to_players 18 }
                create_object GOLD { number_of_objects 4 set_place_for_every_player min_distance_to_players 10 max_distance_to_players 14 }
                create_object WATCH_TOWER { set_place_for_every_player min_distance_to_players 12 max_distance_to_players 12 }
                """, 168, 4, 9);
        assertFalse(r.failed());
        List<PlayerStart> starts = r.map().starts();
        for (PlayerStart s : starts) {
            List<MapObject> sheep = of(r, 594).stream().filter(o -> o.owner() == s.player()).toList();
            assertEquals(3, sheep.size(), "sheep of player " + s.player());
            // a loose group's members stray up to its radius (3) from a centre 8-11 tiles out
            for (MapObject o : sheep) assertTrue(d2(o, s) >= 5 * 5 && d2(o, s) < 15 * 15, "sheep at " + o);
            List<MapObject> tower = of(r, 79).stream().filter(o -> o.owner() == s.player()).toList();
            assertEquals(1, tower.size());
            assertTrue(d2(tower.get(0), s) >= 144 && d2(tower.get(0), s) < 169, "12 whole tiles out: " + tower);
        }
        assertEquals(8, of(r, 65).size());
        assertTrue(of(r, 65).stream().allMatch(o -> o.owner() == 0));
        // gold a player cannot own: placed nowhere, and said so
        assertEquals(0, of(r, 66).size());
        assertEquals(16, tally(r, "GOLD").requested());
        assertTrue(tally(r, "GOLD").reason().contains("cannot own"), tally(r, "GOLD").toString());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("AOK102")));
    }

    @Test
    void onASpecificLandOnATerrainAndAwayFromThePlayers() {
        GenerationResult r = run("""
                create_object STONE { number_of_objects 12 set_gaia_object_only place_on_specific_land_id 7 }
                create_object FORAGE { number_of_objects 20 set_gaia_object_only terrain_to_place_on DIRT min_distance_to_players 15 max_distance_to_players 25 }
                create_object GOLD { number_of_objects 3 set_gaia_object_only place_on_specific_land_id 42 }
                """, 168, 2, 2);
        MapLevel level = r.map().surface();
        int desertLand = -1;
        for (var z : r.map().zones()) if (z.name().contains("land 7")) desertLand = z.id();
        assertTrue(desertLand >= 0, r.map().zones().toString());
        assertEquals(12, of(r, 102).size());
        for (MapObject o : of(r, 102)) assertEquals(desertLand, level.zone(o.tileX(), o.tileY()), "stone on the land with id 7");
        List<MapObject> forage = of(r, 59);
        assertEquals(20, forage.size());
        for (MapObject o : forage) {
            assertEquals(6, level.terrain(o.tileX(), o.tileY()), "on DIRT");
            long near = r.map().starts().stream().mapToLong(s -> d2(o, s)).min().orElseThrow();
            assertTrue(near >= 225 && near < 26 * 26, "15-25 tiles from the nearest start: " + o);
        }
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("AOK103") && d.message().contains("42")));
        assertEquals(0, tally(r, "GOLD").placed());
    }

    @Test
    void roomKeptByEarlierObjectsAndWithinTheCommand() {
        GenerationResult r = run("""
                create_object GOLD { number_of_objects 6 set_gaia_object_only min_distance_group_placement 12 }
                create_object STONE { number_of_objects 30 set_gaia_object_only }
                create_object RELIC { number_of_objects 8 set_gaia_object_only temp_min_distance_group_placement 15 }
                create_object DEER { number_of_objects 30 set_gaia_object_only }
                """, 200, 2, 6);
        List<MapObject> gold = of(r, 66);
        for (MapObject s : of(r, 102)) {
            for (MapObject g : gold) {
                long dx = s.tileX() - g.tileX(), dy = s.tileY() - g.tileY();
                assertTrue(dx * dx + dy * dy >= 144, "stone kept 12 from gold");
            }
        }
        List<MapObject> relics = of(r, 285);
        for (int a = 0; a < relics.size(); a++) {
            for (int b = a + 1; b < relics.size(); b++) {
                long dx = relics.get(a).tileX() - relics.get(b).tileX(), dy = relics.get(a).tileY() - relics.get(b).tileY();
                assertTrue(dx * dx + dy * dy >= 225, "relics 15 apart");
            }
        }
        // the temporary room is the command's own: deer may come close to relics
        boolean close = false;
        for (MapObject d : of(r, 65)) for (MapObject x : relics) {
            long dx = d.tileX() - x.tileX(), dy = d.tileY() - x.tileY();
            if (dx * dx + dy * dy < 225) close = true;
        }
        assertTrue(close, "deer keep no room from relics");
    }

    @Test
    void everyObjectOnItsGroundFishOffTheCoastAndNeverTwoOnATile() {
        String islands = """
                <PLAYER_SETUP>
                random_placement
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 40 base_size 8 other_zone_avoidance_distance 10 }
                <OBJECTS_GENERATION>
                create_object FISH { number_of_objects 40 set_gaia_object_only max_distance_to_other_zones 3 }
                create_object GOLD { number_of_objects 5 set_tight_grouping set_gaia_object_only set_place_for_every_player }
                create_object SHEEP { number_of_objects 60 set_gaia_object_only }
                """;
        GenerationResult r = FullChain.run(Scripts.request(islands).size(144).players(4).seed(8).build());
        assertFalse(r.failed());
        MapLevel level = r.map().surface();
        int size = 144;
        List<MapObject> fish = of(r, 53);
        assertEquals(40, fish.size());
        for (MapObject f : fish) {
            for (int dy = -2; dy <= 2; dy++) for (int dx = -2; dx <= 2; dx++) {
                int x = f.tileX() + dx, y = f.tileY() + dy;
                if (x < 0 || y < 0 || x >= size || y >= size) continue;
                assertTrue(Scripts.DATA.object(53).orElseThrow().canStandOn(level.terrain(x, y)), "fish 3 from any ground it may not stand on");
            }
        }
        // island gold stays on its player's island: the land holding it is the player's
        for (MapObject g : of(r, 66)) {
            int p = Sources.player(g.source());
            assertEquals(r.map().starts().get(p - 1).zone(), level.zone(g.tileX(), g.tileY()), "gold of player " + p + " on its island");
        }
        Set<Integer> tiles = new HashSet<>();
        for (MapObject o : r.map().objects().list()) {
            ObjectType t = Scripts.DATA.object(o.type()).orElseThrow();
            Footprint f = Footprint.of(t, o);
            for (int y = f.top(); y < f.top() + f.height(); y++) for (int x = f.left(); x < f.left() + f.width(); x++) {
                assertTrue(tiles.add(y * size + x), "two objects on " + x + "," + y);
                assertTrue(t.canStandOn(level.terrain(x, y)), t.name() + " on terrain " + level.terrain(x, y));
            }
        }
        assertTrue(r.checksPassed(), r.checks().toString());
    }

    @Test
    void eachPlayersIslandGetsItsOwnPerPlayerObjects() {
        String islands = """
                <PLAYER_SETUP>
                random_placement
                <LAND_GENERATION>
                base_terrain WATER
                create_player_lands { terrain_type GRASS land_percent 45 base_size 8 other_zone_avoidance_distance 10 }
                <OBJECTS_GENERATION>
                create_object GOLD { number_of_objects 4 set_tight_grouping set_gaia_object_only set_place_for_every_player min_distance_to_players 8 max_distance_to_players 40 }
                """;
        for (long seed = 1; seed <= 4; seed++) {
            GenerationResult r = FullChain.run(Scripts.request(islands).size(168).players(4).seed(seed).build());
            MapLevel level = r.map().surface();
            // every object placed for player p stands on p's island (source names the player)
            for (MapObject g : of(r, 66)) {
                int p = Sources.player(g.source());
                PlayerStart s = r.map().starts().get(p - 1);
                assertEquals(s.zone(), level.zone(g.tileX(), g.tileY()), "gold of player " + p + " on its own island");
            }
            assertEquals(16, of(r, 66).size());
        }
    }

    @Test
    void everyCommandIsTalliedWithWhyAnyWereMissing() {
        GenerationResult r = run("""
                create_object FISH { number_of_objects 5 set_gaia_object_only }
                create_object GOLD { number_of_objects 4 set_gaia_object_only }
                create_object 9999 { number_of_objects 2 }
                create_object TOWN_CENTER { set_place_for_every_player min_distance_to_players 0 max_distance_to_players 0 }
                """, 120, 2, 3);
        ObjectTally fish = tally(r, "FISH");
        assertEquals(5, fish.requested());
        assertEquals(0, fish.placed());   // no water on this map
        assertTrue(fish.reason().contains("no spot"), fish.reason());
        assertEquals(new ObjectTally(fish.file(), 9, "GOLD", 4, 4, ""), tally(r, "GOLD"));
        assertTrue(r.objects().stream().anyMatch(t -> t.object().equals("object 9999") && t.placed() == 0));
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("AOK100") && d.line() == 10));
        // the town centres asked for are placed by the starting units, and tallied there
        ObjectTally towns = tally(r, "TOWN_CENTER");
        assertEquals(2, towns.requested());
        assertEquals(2, towns.placed());
        assertEquals(11, towns.line());
        Set<Integer> owners = of(r, 109).stream().map(MapObject::owner).collect(Collectors.toSet());
        assertEquals(Set.of(1, 2), owners);
    }

    private static final String SMALL_LANDS = """
            <PLAYER_SETUP>
            random_placement
            <LAND_GENERATION>
            base_terrain GRASS
            create_player_lands { terrain_type DIRT land_percent 10 base_size 5 }
            <OBJECTS_GENERATION>
            """;

    /**
     * A relic on player 1's land keeps 40 tiles of room, which covers player 1's whole ring for
     * gold but none of player 2's: player 2 gets gold in the first round, player 1 none. A player
     * without the gold the others have would start poorer, so player 1's gold is placed in a
     * second round that gives up the room; where every player got none, nothing is forced.
     */
    @Test
    void aResourceOnePlayerGotNoneOfIsPlacedForThemInASecondRound() {
        String gold = "create_object GOLD { number_of_objects 5 set_tight_grouping set_gaia_object_only set_place_for_every_player "
                + "min_distance_to_players 10 max_distance_to_players 14 max_distance_to_other_zones 2 }\n";
        String relic = "create_object RELIC { set_gaia_object_only place_on_specific_land_id %d min_distance_group_placement 40 }\n";
        GenerationResult r = FullChain.run(Scripts.request(SMALL_LANDS + relic.formatted(1) + gold).size(120).players(2).seed(5).build());
        assertFalse(r.failed(), r.diagnostics().toString());
        assertTrue(r.checksPassed(), r.checks().toString());
        MapObject theRelic = of(r, 285).get(0);
        for (PlayerStart s : r.map().starts()) {
            List<MapObject> mine = of(r, 66).stream().filter(o -> d2(o, s) < 20 * 20).toList();
            assertEquals(5, mine.size(), "player " + s.player() + "'s gold");
            // the group's centre is 10-14 tiles out; its members fill the tiles nearest it
            assertTrue(mine.stream().anyMatch(o -> d2(o, s) >= 100 && d2(o, s) < 15 * 15), mine.toString());
            boolean inRoom = mine.stream().anyMatch(o -> {
                long dx = o.tileX() - theRelic.tileX(), dy = o.tileY() - theRelic.tileY();
                return dx * dx + dy * dy < 40 * 40;
            });
            assertEquals(s.player() == 1, inRoom, "only player 1's gold stands in the relic's room");
        }
        ObjectTally t = tally(r, "GOLD");
        assertEquals(10, t.placed());
        assertTrue(t.reason().contains("player 1 got none in the first round; placed in a second round (the room other objects keep given up)"),
                t.reason());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("AOK105") && d.message().contains("player 1 got none")),
                r.diagnostics().toString());

        // both players' rings taken by relics' room: neither gets gold, and nothing is forced
        GenerationResult none = FullChain.run(Scripts.request(SMALL_LANDS + relic.formatted(1) + relic.formatted(2) + gold)
                .size(120).players(2).seed(5).build());
        assertEquals(0, of(none, 66).size());
        assertFalse(none.diagnostics().stream().anyMatch(d -> d.code().equals("AOK105")));
        assertTrue(none.checksPassed(), none.checks().toString());
    }

    @Test
    void aScriptAskingForBillionsIsCutToTheLimitAndCountedRight() {
        // 99999999 x 99999999 overflowed the count: "placed 56398 of -127721 objects" (issue 20)
        GenerationResult r = run("""
                create_object GOLD { number_of_objects 99999999 number_of_groups 99999999 set_gaia_object_only }
                create_object FORAGE { number_of_objects 99999999 number_of_groups 99999999 set_place_for_every_player set_gaia_object_only }
                create_object STONE { number_of_objects 99999999 set_scaling_to_map_size set_gaia_object_only }
                """, 120, 8, 3);
        List<org.openaok.api.diag.Diagnostic> cut = r.diagnostics().stream().filter(d -> d.code().equals("AOK101")).toList();
        // the two that ask for 99999999 groups of 99999999; stone scaled to the map asks for 94371, under the limit
        assertEquals(2, cut.size(), r.diagnostics().toString());
        assertTrue(cut.get(0).message().contains("asks for 4294967296 objects; at most " + ObjectOrder.MAX_OBJECTS), cut.get(0).format());
        assertTrue(cut.get(1).message().contains("objects a player"), cut.get(1).format());
        assertEquals(8, cut.get(0).line());
        for (String object : List.of("GOLD", "FORAGE", "STONE")) {
            ObjectTally t = tally(r, object);
            assertTrue(t.requested() > 0 && t.requested() <= 8L * ObjectOrder.MAX_OBJECTS, t.toString());
            assertTrue(t.placed() > 0 && t.placed() <= t.requested(), t.toString());
        }
        assertTrue(r.checks().stream().noneMatch(c -> c.detail().matches("(?s).*[ (]-[0-9].*")), "no negative count: " + r.checks());
    }
}
