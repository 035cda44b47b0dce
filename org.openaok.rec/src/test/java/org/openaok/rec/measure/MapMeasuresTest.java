package org.openaok.rec.measure;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.rec.Engines;

/** The measures on a map laid out by hand, where every answer is known. */
class MapMeasuresTest {
    static final GameData DATA = Engines.DATA;

    private static int id(String name) { return DATA.object(name).orElseThrow().id(); }

    private static Map<String, Measure> measure(GameMap map) {
        Map<String, Measure> out = new HashMap<>();
        for (Measure m : MapMeasures.of(map, DATA, null)) out.put(m.name(), m);
        return out;
    }

    @Test
    void aHandMadeMapMeasuresAsLaidOut() {
        int size = 100;
        GameMap map = new GameMap(size);
        MapLevel l = map.surface();
        int grass = DATA.terrain("GRASS").orElseThrow().id();
        int water = DATA.terrain("WATER").orElseThrow().id();
        int forest = DATA.terrain("FOREST").orElseThrow().id();
        for (int i = 0; i < l.tiles(); i++) l.paint(i, grass, 0);
        for (int x = 0; x < 10; x++) for (int y = 0; y < 10; y++) l.paint(y * size + x, water, 0);        // 1%
        for (int x = 90; x < 100; x++) for (int y = 0; y < 20; y++) l.paint(y * size + x, forest, 0);     // 2%
        for (int x = 40; x < 60; x++) for (int y = 40; y < 45; y++) l.setElevation(y * size + x, 3);    // 1% at 3
        map.addStart(new PlayerStart(1, 0, 20, 50, 0, MapLevel.NO_ZONE));
        map.addStart(new PlayerStart(2, 0, 80, 50, 0, MapLevel.NO_ZONE));
        map.objects().add(MapObject.atTile(id("TOWN_CENTER"), 1, 20, 50, -1).withOwner(1));
        // a Town Center stands on its tile's corner: put one exactly at (80, 50)
        map.objects().add(new MapObject(id("TOWN_CENTER"), 2, 80 * 256, 50 * 256, 0, 0, 0, -1));
        // three trees 4.5 tiles from the second Town Center, one 10 away
        for (int[] t : new int[][] {{84, 50}, {75, 50}, {80, 54}, {90, 50}}) map.objects().add(MapObject.atTile(id("OAKTREE"), 0, t[0], t[1], -1));
        // a pile of three gold 50 tiles from both, a pile of four by the first
        for (int[] t : new int[][] {{50, 0}, {51, 0}, {52, 0}}) map.objects().add(MapObject.atTile(id("GOLD"), 0, t[0], t[1], -1));
        for (int[] t : new int[][] {{30, 50}, {31, 50}, {30, 51}, {31, 51}}) map.objects().add(MapObject.atTile(id("GOLD"), 0, t[0], t[1], -1));
        map.objects().add(MapObject.atTile(id("WOLF"), 0, 60, 90, -1));
        map.objects().add(MapObject.atTile(id("HAWK"), 0, 61, 90, -1));
        map.objects().add(MapObject.atTile(id("SHORE_FISH"), 0, 5, 5, -1));
        map.objects().add(new MapObject(264, 0, 50 * 256 + 128, 70 * 256 + 128, 0, 0, 0, -1));   // a cliff piece on grass

        Map<String, Measure> m = measure(map);
        assertEquals(1.0, m.get("elevation.3").value(), 1e-9);
        assertEquals(99.0, m.get("elevation.0").value(), 1e-9);
        assertEquals(1.0, m.get("land.water").value(), 1e-9);
        assertEquals(2.0, m.get("land.forest").value(), 1e-9);
        assertEquals(2.0, m.get("terrain.FOREST").value(), 1e-9);
        assertEquals(7, m.get("objects.gold").value());
        assertEquals(1, m.get("extras.gold.piles").value(), "the pile far from both towns, not the one by the first");
        assertEquals(3, m.get("extras.gold.objects").value());
        assertEquals("piles of 3", m.get("extras.gold.piles").detail());
        assertEquals(0.5, m.get("animals.predators").value(), 1e-9, "one wolf for two players");
        assertEquals(0.5, m.get("animals.birds").value(), 1e-9);
        assertEquals(1, m.get("fish.all").value());
        assertEquals(1, m.get("fish.shore").value());
        assertEquals(1.5, m.get("starts.trees").value(), 1e-9, "three trees by the second Town Center, none by the first");
        assertEquals(0, m.get("starts.trees_min").value());
        assertEquals(60.0, m.get("starts.nearest").value(), 1.0);
        // the nearest forest tile's centre is (90.5, 19.5): 76.56 tiles from the first Town Center (20.5, 50.5), 32.26 from the second (80, 50)
        assertEquals((Math.hypot(70, 31) + Math.hypot(10.5, 30.5)) / 2, m.get("starts.woods").value(), 1e-9);
        assertEquals(Math.hypot(10.5, 30.5), m.get("starts.woods_min").value(), 1e-9);
        assertEquals(1, m.get("cliffs.pieces").value());
        assertEquals(0.25, m.get("cliffs.beside").value(), 1e-9, "five by five tiles round the piece");
        assertEquals(0.25, m.get("cliffs.beside.GRASS").value(), 1e-9);
    }

    @Test
    void aMapWithoutForestHasNoWoodsMeasure() {
        GameMap map = new GameMap(40);
        map.addStart(new PlayerStart(1, 0, 20, 20, 0, MapLevel.NO_ZONE));
        Map<String, Measure> m = measure(map);
        assertNull(m.get("starts.woods"));
        assertNull(m.get("starts.woods_min"));
        assertNotNull(m.get("starts.centre"));
    }

    @Test
    void aValueOutsideTheWidenedRangeIsFlaggedAndOneInsideIsNot() {
        List<Measure> real = List.of(new Measure("a", "a", Unit.PERCENT, 10.0, ""), new Measure("b", "b", Unit.COUNT, 3, ""),
                new Measure("c", "c", Unit.TILES, 50, ""), new Measure("d", "d", Unit.PERCENT, 20.0, ""));
        List<List<Measure>> generated = List.of(
                List.of(new Measure("a", "a", Unit.PERCENT, 5.0, ""), new Measure("b", "b", Unit.COUNT, 1, ""), new Measure("c", "c", Unit.TILES, 60, ""),
                        new Measure("d", "d", Unit.PERCENT, 10.0, "")),
                List.of(new Measure("a", "a", Unit.PERCENT, 6.0, ""), new Measure("b", "b", Unit.COUNT, 1, ""), new Measure("c", "c", Unit.TILES, 62, ""),
                        new Measure("d", "d", Unit.PERCENT, 18.0, ""), new Measure("e", "e", Unit.COUNT, 4, "")));
        Comparison c = Comparison.of(real, generated);
        // a: 10 against 5..6, widened by max(0.5, 0.6, 0.25) to 6.6: flagged
        assertTrue(c.row("a").orElseThrow().flagged());
        // b: 3 against 1..1, widened by 1 (a count's margin) to 2: flagged
        assertTrue(c.row("b").orElseThrow().flagged());
        // c: 50 against 60..62, widened by 6 (a tenth of 60) down to 54: flagged
        assertTrue(c.row("c").orElseThrow().flagged());
        // d: 20 against 10..18, widened by max(1.8, 2) (a quarter of the width 8) to 20: inside
        assertFalse(c.row("d").orElseThrow().flagged());
        // e: only one generated map has it; the other and the recording count 0 there
        Comparison.Row e = c.row("e").orElseThrow();
        assertEquals(0, e.min());
        assertEquals(4, e.max());
        assertFalse(e.flagged());
        assertEquals(3, c.flagged().size());
        assertTrue(Unit.rule().contains("25%"));
    }
}
