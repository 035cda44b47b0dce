package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.gamedata.AocGameData;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

/** What the writer produces against the map-data schema the bundle ships, checked by an independent validator. */
class ZeroAdSchemaTest {
    private final GameData data = AocGameData.load();
    private final ObjectMapper json = new ObjectMapper();

    private JsonSchema schema() throws Exception {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("schema/zeroad-map-data.schema.json")) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    private JsonNode written(GameMap map) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ZeroAdWriter.write(map, data, MappingTable.builtin(), out);
        return json.readTree(out.toByteArray());
    }

    private GameMap map(int levels) {
        GameMap map = new GameMap(24, levels, List.of(new Zone(0, levels - 1, "z", "")));
        map.setCivs(List.of("teutons"));
        for (MapLevel l : map.levels()) {
            for (int i = 0; i < l.tiles(); i++) {
                var t = data.terrains().get(i % data.terrains().size());
                l.paint(i, t.id(), t.movement());
                l.setElevation(i, i % 5);
            }
        }
        map.objects().add(MapObject.atTile(66, 0, 3, 4, -1));
        map.objects().add(new MapObject(109, 2, 1000, 2000, 0, 16384, 0, -1));
        if (levels > 1) map.objects().add(new MapObject(102, 0, 500, 500, 1, 0, 0, -1));
        return map;
    }

    @Test
    void writtenMapsMatchTheSchema() throws Exception {
        for (int levels : new int[] {1, 2}) {
            JsonNode doc = written(map(levels));
            Set<ValidationMessage> errors = schema().validate(doc);
            assertTrue(errors.isEmpty(), errors.toString());
            int n = doc.get("size").asInt();
            assertEquals(32, n, "24 tiles and the off-world edge: two patches");
            assertEquals((n + 1) * (n + 1), doc.get("height").size());
            assertEquals(n * n, doc.get("tileData").get("index").size());
            assertEquals(n * n, doc.get("tileData").get("priority").size());
            assertEquals(24 * 24, doc.get("OpenAoK").get("elevation").size());
            assertEquals(levels - 1, doc.get("OpenAoK").get("levels").size());
        }
    }

    @Test
    void theSchemaRejectsWhatIsNotMapData() throws Exception {
        JsonNode good = written(map(1));
        assertTrue(schema().validate(good).isEmpty());
        String text = good.toString();
        String[] bad = {
                "{\"size\": 16}",
                text.replace("\"size\":32", "\"size\":24"),
                text.replace("\"id\":150", "\"id\":1"),
                text.replace("\"Environment\":{", "\"Environments\":{"),
                text.replaceFirst("\"player\":\\d+,", ""),
        };
        for (String b : bad) {
            assertNotEquals(text, b, "the case changes the map");
            assertFalse(schema().validate(json.readTree(b)).isEmpty(), b.substring(0, Math.min(80, b.length())));
        }
    }
}
