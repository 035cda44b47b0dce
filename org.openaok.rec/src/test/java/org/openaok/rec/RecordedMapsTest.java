package org.openaok.rec;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;

/** A recording's map in the map model: every tile, every object, starts on the Town Centers, blockers blocking. */
class RecordedMapsTest {
    @Test
    void theRecordedMapIsTheModelsTileForTileAndObjectForObject() {
        List<Path> recs = Recordings.all();
        Assumptions.assumeFalse(recs.isEmpty(), "../shared/corpus/recs is absent");
        for (Path p : recs) {
            RecordedGame g = RecReader.read(p).game().orElseThrow();
            GameMap map = RecordedMaps.toGameMap(g, Engines.DATA);
            MapLevel l = map.surface();
            assertEquals(g.size(), map.size());
            for (int y = 0; y < g.size(); y++) {
                for (int x = 0; x < g.size(); x++) {
                    assertEquals(g.terrain(x, y), l.terrain(x, y));
                    assertEquals(g.elevation(x, y), l.elevation(x, y));
                }
            }
            assertEquals(g.objects().size(), map.objects().size(), p + ": every object");
            assertEquals(g.players().size(), map.starts().size());
            // each seat keeps its civilisation: The Conquerors' numbers 1-18 by the lobby's words
            List<String> conquerors = List.of("britons", "franks", "goths", "teutons", "japanese", "chinese", "byzantines", "persians",
                    "saracens", "turks", "vikings", "mongols", "celts", "spanish", "aztecs", "mayans", "huns", "koreans");
            for (RecPlayer rp : g.players()) {
                int c = rp.civilization();
                assertEquals(c >= 1 && c <= 18 ? conquerors.get(c - 1) : "", map.civ(rp.number()), p + ": seat " + rp.number() + "'s civilisation " + c);
            }
            for (PlayerStart s : map.starts()) {
                MapObject tc = map.objects().list().stream().filter(o -> o.owner() == s.player() && o.type() == RecordedMaps.TOWN_CENTER)
                        .findFirst().orElseThrow();
                assertEquals(tc.x() / MapObject.UNITS_PER_TILE, s.x(), "the start is the Town Center's");
                assertEquals(tc.y() / MapObject.UNITS_PER_TILE, s.y());
            }
            // a gold mine's tile is blocked, a tree's too; open grass is not
            for (MapObject o : map.objects().list()) {
                var t = Engines.DATA.object(o.type()).orElse(null);
                if (t != null && t.blocks() && t.width() == 1) assertTrue(l.has(o.tileY() * g.size() + o.tileX(), MapLevel.BLOCKED), o.toString());
            }
        }
    }
}
