package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Constants;
import org.openaok.rms.script.Section;

class BuiltInFilesTest {
    @Test
    void theConstantsAreThe391OfTheOriginal() {
        Constants c = BuiltInFiles.constants();
        assertEquals(391, c.size());
        // A sample of each group.
        assertEquals(9, c.value("ARABIA").getAsInt());
        assertEquals(1, c.value("WATER").getAsInt());
        assertEquals(22, c.value("DEEP_WATER").getAsInt());
        assertEquals(66, c.value("GOLD").getAsInt());
        assertEquals(102, c.value("STONE").getAsInt());
        assertEquals(109, c.value("TOWN_CENTER").getAsInt());
        assertEquals(83, c.value("VILLAGER").getAsInt());
        assertEquals(448, c.value("SCOUT").getAsInt());
        assertEquals(434, c.value("KING").getAsInt());
        assertEquals(594, c.value("SHEEP").getAsInt());
    }

    @Test
    void theConstantsMatchTheReferenceTable() throws IOException {
        Path table = Path.of(System.getProperty("openaok.shared", "../../shared"), "reference", "aoc-random-map-constants.tsv");
        Assumptions.assumeTrue(Files.isRegularFile(table), "no reference table at " + table);
        Constants c = BuiltInFiles.constants();
        int rows = 0;
        for (String line : Files.readAllLines(table)) {
            if (line.startsWith("#") || line.startsWith("name\t") || line.isBlank()) continue;
            String[] f = line.split("\t");
            rows++;
            assertTrue(c.contains(f[0]), f[0]);
            assertEquals(Integer.parseInt(f[1].trim()), c.value(f[0]).getAsInt(), f[0]);
        }
        assertEquals(rows, c.size());
    }

    @Test
    void theFilesAreListedWithTheOriginalNamesAndIds() {
        assertEquals(List.of("random_map.def", "std_resources.inc", "land_and_water_resources.inc", "land_resources.inc"),
                BuiltInFiles.names());
        assertEquals(54000, BuiltInFiles.id("random_map.def").getAsInt());
        assertEquals(54101, BuiltInFiles.id("STD_RESOURCES.INC").getAsInt());
        assertEquals(54102, BuiltInFiles.id("land_and_water_resources.inc").getAsInt());
        assertEquals(54103, BuiltInFiles.id("land_resources.inc").getAsInt());
        assertEquals("land_resources.inc", BuiltInFiles.nameOf(54103).orElseThrow());
        assertTrue(BuiltInFiles.text("nothing.inc").isEmpty());
    }

    @Test
    void randomMapDefReadsAsAScriptOfConstants() {
        String def = BuiltInFiles.text("random_map.def").orElseThrow();
        assertEquals(391, def.lines().filter(l -> l.startsWith("#const ")).count());
        // Read as a script of its own with no constants to begin with, it defines them all: every line
        // would redefine a predefined constant, so every one is a warning and nothing else is said.
        RmsReadResult r = Rms.read(def);
        assertEquals(391, Rms.withCode(r, RmsCode.CONSTANT_REDEFINED).size());
        assertEquals(391, r.diagnostics().size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"std_resources.inc", "land_resources.inc", "land_and_water_resources.inc"})
    void eachResourceFileParsesCleanlyAndPlacesAStandardStart(String file) {
        String script = "<OBJECTS_GENERATION>\n#include_drs " + file + " " + BuiltInFiles.id(file).getAsInt() + "\n";
        for (GameMode mode : GameMode.values()) {
            LobbySettings lobby = LobbySettings.builder().gameMode(mode).players(4).build();
            RmsReadResult r = RmsReader.read("map.rms", script, lobby);
            assertTrue(r.diagnostics().isEmpty(), file + ": " + r.diagnostics());
            assertTrue(RmsReader.check("map.rms", script, lobby, IncludeResolver.none()).diagnostics().isEmpty());
            Map<Integer, String> byId = Map.of(109, "TOWN_CENTER", 83, "VILLAGER", 448, "SCOUT", 594, "SHEEP", 59, "FORAGE",
                    66, "GOLD", 102, "STONE", 65, "DEER", 48, "BOAR", 126, "WOLF");
            Set<Integer> placed = new HashSet<>(Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
            for (Map.Entry<Integer, String> e : byId.entrySet()) assertTrue(placed.contains(e.getKey()), file + " places no " + e.getValue());
            assertTrue(placed.contains(285), file + " places no relics");
            assertEquals(mode == GameMode.REGICIDE, placed.contains(434), "King in " + mode);
            assertEquals(mode == GameMode.REGICIDE, placed.contains(82), "Castle in " + mode);
            assertFalse(placed.contains(53), "no fish but the script's own");
            assertFalse(placed.contains(69), "no shore fish but the script's own");
            assertTrue(placed.contains(96), file + " places no hawks");
            // The start comes from std_resources.inc, which the other two include; each place names its file.
            Command townCenter = r.script().first(Section.OBJECTS_GENERATION, "create_object").orElseThrow();
            assertEquals(109, townCenter.arg(-1));
            assertEquals("std_resources.inc", townCenter.location().file());
            if (!file.startsWith("std")) {
                // the open map's gold comes from land_resources.inc, which land_and_water_resources.inc includes
                Command extra = r.script().commands(Section.OBJECTS_GENERATION).stream()
                        .filter(c -> c.arg(-1) == 66 && !c.has("set_place_for_every_player")).findFirst().orElseThrow();
                assertEquals("land_resources.inc", extra.location().file());
            }
        }
    }

    @Test
    void theStartIsPlacedForEveryPlayerAndTheResourcesAreGaias() {
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs std_resources.inc 54101\n", LobbySettings.defaults());
        int mapWide = 0;
        for (Command c : r.script().commands(Section.OBJECTS_GENERATION, "create_object")) {
            int object = c.arg(-1);
            boolean own = object == 109 || object == 83 || object == 448;
            // relics, the roaming wolves and the hawks are the map's; everything else each player's
            boolean map = object == 285 || object == 96 || (object == 126 && c.has("set_scaling_to_map_size"));
            if (map) mapWide++;
            assertEquals(!map, c.has("set_place_for_every_player"), c.toString());
            assertEquals(!own, c.has("set_gaia_object_only"), c.toString());
        }
        assertEquals(3, mapWide, "relics, roaming wolves, hawks");
        Command gold = r.script().commands(Section.OBJECTS_GENERATION, "create_object").stream()
                .filter(c -> c.arg(-1) == 66).findFirst().orElseThrow();
        assertEquals(7, gold.intValue("number_of_objects", 0));
    }

    /**
     * The standard start's gold and stone keep the community's rings wherever each player has
     * room (every 2-player game, 4 players from Normal up), and come closer in, with less room
     * round each pile and nearer the water, where the lobby's size and player count leave less;
     * the counts never change.
     */
    @Test
    void theStandardGoldAndStoneFitTheRoomEachPlayerHas() {
        int[] sizes = {120, 144, 168, 200, 220, 240};
        for (int size : sizes) {
            for (int players = 1; players <= 8; players++) {
                List<int[]> piles = piles(size, players);
                assertEquals(List.of(7, 4, 4, 5, 4), piles.stream().map(p -> p[0]).toList(), size + "/" + players);
                int[] mainGold = piles.get(0);
                int room = size * size / players;
                if (players <= 2 || room > 8000) {
                    assertArrayEquals(new int[] {7, 12, 16, 7, 7}, mainGold, "the standard start at " + size + "/" + players);
                    assertArrayEquals(new int[] {4, 25, 33, 7, 7}, piles.get(2));
                    assertArrayEquals(new int[] {4, 20, 27, 7, 7}, piles.get(4));
                } else {
                    assertTrue(mainGold[1] < 12 && piles.get(2)[2] < 33 && mainGold[4] < 7, "closer in at " + size + "/" + players);
                }
                if (room < 4000) assertArrayEquals(new int[] {7, 9, 12, 4, 3}, mainGold, "crowded at " + size + "/" + players);
            }
        }
    }

    /** number_of_objects, the two distances, min_distance_group_placement and max_distance_to_other_zones of each gold and stone pile. */
    private static List<int[]> piles(int size, int players) {
        String script = "<OBJECTS_GENERATION>\n#include_drs std_resources.inc 54101\n";
        LobbySettings lobby = LobbySettings.builder().mapSize(size).players(players).build();
        RmsReadResult r = RmsReader.read("map.rms", script, lobby);
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
        return r.script().commands(Section.OBJECTS_GENERATION, "create_object").stream()
                .filter(c -> (c.arg(-1) == 66 || c.arg(-1) == 102) && c.has("set_place_for_every_player"))
                .map(c -> new int[] {c.intValue("number_of_objects", 1), c.intValue("min_distance_to_players", -1),
                        c.intValue("max_distance_to_players", -1), c.intValue("min_distance_group_placement", -1),
                        c.intValue("max_distance_to_other_zones", -1)})
                .toList();
    }
}
