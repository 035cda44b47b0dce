package org.openaok.gamedata;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.map.MovementClass;

class GameDataTest {
    private final TableGameData data = AocGameData.load();

    @Test
    void looksTerrainsAndObjectsUpByIdAndByName() {
        TerrainType forest = data.terrain("forest").orElseThrow();
        assertEquals(10, forest.id());
        assertTrue(forest.forest());
        assertEquals("FOREST_TREE", data.object(forest.tree()).orElseThrow().name());
        assertEquals(forest, data.terrain(10).orElseThrow());
        TerrainType shallow = data.terrain("SHALLOW").orElseThrow();
        assertTrue(shallow.passable(MovementClass.LAND) && shallow.passable(MovementClass.WATER), "shallows are both");
        assertFalse(data.terrain("DEEP_WATER").orElseThrow().passable(MovementClass.LAND));
        assertEquals(TerrainRole.BEACH, data.terrain(2).orElseThrow().role());

        ObjectType gold = data.object(66).orElseThrow();
        assertEquals(ObjectKind.MINE, gold.kind());
        assertEquals(ResourceKind.GOLD, gold.resource());
        assertEquals(800, gold.amount());
        assertTrue(gold.canStandOn(0));
        assertFalse(gold.canStandOn(1), "no gold in the water");
        assertFalse(gold.canStandOn(2), "nor on the beach");
        ObjectType tree = data.object("OAKTREE").orElseThrow();
        assertFalse(tree.canStandOn(2), "trees keep off the beach");
        ObjectType fish = data.object("FISH").orElseThrow();
        assertTrue(fish.canStandOn(1) && fish.canStandOn(22) && !fish.canStandOn(0) && !fish.canStandOn(4));
        assertEquals(4, data.object("TOWN_CENTER").orElseThrow().width());
        assertTrue(data.terrain(999).isEmpty());
        assertTrue(data.object("NOTHING").isEmpty());
    }

    @Test
    void everyScriptConstantForATerrainOrObjectWeKnowHasTheGamesValue() throws Exception {
        Path table = Path.of(System.getProperty("openaok.shared", "../../shared"), "reference", "aoc-random-map-constants.tsv");
        Assumptions.assumeTrue(Files.exists(table), "../shared is not here");
        int checked = 0;
        for (String line : Files.readAllLines(table)) {
            if (line.startsWith("#") || line.startsWith("name\t")) continue;
            String[] c = line.split("\t");
            int value = Integer.parseInt(c[1]);
            switch (c[2]) {
                case "TERRAIN TYPES" -> {
                    assertEquals(value, data.terrain(c[0]).orElseThrow(() -> new AssertionError("no terrain " + c[0])).id(), c[0]);
                    checked++;
                }
                case "GAIA", "UNITS", "BUILDINGS" -> {
                    assertEquals(value, data.object(c[0]).orElseThrow(() -> new AssertionError("no object " + c[0])).id(), c[0]);
                    checked++;
                }
                default -> { }
            }
        }
        assertEquals(25 + 38 + 11 + 13, checked, "every terrain, gaia object, unit and building constant");
    }

    @Test
    void aBrokenTableNamesFileAndLine() {
        String terrains = "0\tGRASS\t#00ff00\tLAND\t-\t-\n1\tWATER\tblue\tWATER\t-\t-\n";
        DataFormatException e = assertThrows(DataFormatException.class, () -> DataTables.read("x", "t.tsv",
                new ByteArrayInputStream(terrains.getBytes(StandardCharsets.UTF_8)), "o.tsv", new ByteArrayInputStream(new byte[0])));
        assertTrue(e.getMessage().startsWith("t.tsv:2:"), e.getMessage());
        String objects = "66\tGOLD\tMINE\t1x1\tyes\tGOLD\t800\t#ffd700\tLAVA\n";
        e = assertThrows(DataFormatException.class, () -> DataTables.read("x", "t.tsv",
                new ByteArrayInputStream("0\tGRASS\t#00ff00\tLAND\t-\t-\n".getBytes(StandardCharsets.UTF_8)), "o.tsv",
                new ByteArrayInputStream(objects.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("o.tsv:1") && e.getMessage().contains("LAVA"), e.getMessage());
    }

    @Test
    void idsAreUnique() {
        List<Integer> ids = data.objects().stream().map(ObjectType::id).toList();
        assertEquals(ids.size(), ids.stream().distinct().count());
    }
}
