package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.gamedata.AocGameData;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Maps holding every object of the game data, each player's of its civilisation, so that the
 * real-client check loads every template of the table in the game: 0 A.D.'s fourteen
 * civilisations over four maps of up to four players (and Gaia's), on a plain with a sea down its
 * east side for fish and ships. Each player has a band across the map, out of sight of the next:
 * its buildings, spread so they do not overlap, then its units.
 */
class CatalogueMapsTest {
    static final int SIZE = 240;
    static final int SEA_FROM = 200;
    static final int BAND = 46;

    private final GameData data = AocGameData.load();
    private final MappingTable mapping = MappingTable.builtin();
    private final ZeroAdNames game = ZeroAdNames.load();

    static GameMap catalogue(GameData data, List<String> civs) {
        GameMap map = new GameMap(SIZE);
        MapLevel s = map.surface();
        var grass = data.terrain("GRASS").orElseThrow();
        var sea = data.terrain("DEEP_WATER").orElseThrow();
        for (int i = 0; i < s.tiles(); i++) {
            var t = s.x(i) >= SEA_FROM ? sea : grass;
            s.paint(i, t.id(), t.movement());
        }
        map.setCivs(civs);
        for (int p = 0; p <= civs.size(); p++) {
            // Gaia's band last, below the players'
            int band = (p == 0 ? civs.size() : p - 1) * BAND + 4;
            int building = 0, unit = 0, ship = 0, gaia = 0;
            for (ObjectType o : data.objects()) {
                boolean owned = o.kind() == ObjectKind.BUILDING || o.kind() == ObjectKind.UNIT;
                if (o.kind() == ObjectKind.CLIFF || (p > 0 && !owned)) continue;
                boolean naval = o.name().equals("GALLEY") || o.name().equals("FISHING_SHIP") || o.kind() == ObjectKind.FISH;
                int x, y;
                if (naval) {
                    x = SEA_FROM + 8 + (ship % 4) * 6;
                    y = band + (ship++ / 4) * 6;
                } else if (o.kind() == ObjectKind.BUILDING) {
                    // 0 A.D.'s largest buildings are some 40 m across: ten tiles apart
                    x = 8 + (building % 19) * 10;
                    y = band + 5 + (building++ / 19) * 10;
                } else if (p > 0 || o.kind() == ObjectKind.UNIT) {
                    x = 8 + (unit % 60) * 3;
                    y = band + 16 + (unit++ / 60) * 3;
                } else {
                    x = 8 + (gaia % 45) * 4;
                    y = band + 20 + (gaia++ / 45) * 4;
                }
                map.objects().add(new MapObject(o.id(), p, x * 256 + 128, y * 256 + 128, 0, (o.id() * 4099) & 0xffff, 0, -1));
            }
        }
        return map;
    }

    @Test
    void everyObjectOfEveryCivilisationIsShownWithATemplateOfTheGame() throws Exception {
        List<String> all = mapping.civs();
        assertEquals(14, all.size());
        List<List<String>> maps = List.of(all.subList(0, 4), all.subList(4, 8), all.subList(8, 12), all.subList(12, 14));
        for (int k = 0; k < maps.size(); k++) {
            GameMap map = catalogue(data, maps.get(k));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ZeroAdWriter.write(map, data, mapping, out);
            JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(out.toString(StandardCharsets.UTF_8), "catalogue");
            assertEquals(List.of(), CheckMaps.missing(o, game));
            List<String> templates = new ArrayList<>();
            for (JsonValue v : o.array("entities").orElseThrow().items()) templates.add(((JsonValue.Obj) v).string("templateName").orElseThrow());
            for (String civ : maps.get(k)) {
                assertTrue(templates.contains("structures/" + civ + "/civil_centre"), civ);
                assertTrue(templates.stream().anyMatch(t -> t.startsWith("units/" + civ + "/hero_")), civ + "'s king");
            }
            assertTrue(templates.contains("units/gaul/catafalque"), "the relic, Gaia's");
            ZeroAdGround ground = new ZeroAdGround(o);
            for (JsonValue v : o.array("entities").orElseThrow().items()) {
                JsonValue.Obj e = (JsonValue.Obj) v;
                double x = e.object("position").orElseThrow().number("x").orElseThrow().asDouble();
                double z = e.object("position").orElseThrow().number("z").orElseThrow().asDouble();
                String t = e.string("templateName").orElseThrow();
                boolean wet = t.contains("ship") || t.contains("fish") || t.contains("whale");
                assertEquals(wet, ground.depth(x, z) > 0, t + " at " + x + "," + z);
            }
            GameMap back = ZeroAdReader.read(new ByteArrayInputStream(out.toByteArray()), "catalogue", data, mapping);
            assertEquals(map.objects().size(), back.objects().size());
            CheckMaps.export("catalogue-" + (k + 1) + ".json", out.toByteArray());
        }
    }
}
