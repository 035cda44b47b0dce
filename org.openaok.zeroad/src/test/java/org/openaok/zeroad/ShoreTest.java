package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.gamedata.AocGameData;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Shores as 0 A.D. sees them: the middle of every water tile under water and of every land tile
 * above it (where fish and trees stand), for the shapes maps make: straight and bent shores,
 * ponds of one and two tiles, inlets and strips a tile wide, with and without beaches.
 */
class ShoreTest {
    private final GameData data = AocGameData.load();

    /** {@code ~} deep water, {@code w} water, {@code s} shallows, {@code b} beach, {@code .} grass, {@code i} ice beach. */
    private void assertShore(String... rows) throws Exception {
        int size = 16;
        GameMap map = new GameMap(size);
        for (int i = 0; i < map.surface().tiles(); i++) {
            int x = map.surface().x(i), y = map.surface().y(i);
            char c = y < rows.length && x < rows[y].length() ? rows[y].charAt(x) : rows[Math.min(y, rows.length - 1)].charAt(rows[Math.min(y, rows.length - 1)].length() - 1);
            String t = switch (c) {
                case '~' -> "DEEP_WATER";
                case 'w' -> "WATER";
                case 's' -> "SHALLOW";
                case 'b' -> "BEACH";
                case 'i' -> "ICE_BEACH";
                default -> "GRASS";
            };
            map.surface().paint(i, data.terrain(t).orElseThrow().id(), 0);
            if (c == '^') map.surface().setElevation(i, 3);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ZeroAdWriter.write(map, data, MappingTable.builtin(), out);
        JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(out.toString(StandardCharsets.UTF_8), "shore");
        int margin = PatchGrid.of(size).margin();
        ZeroAdGround ground = new ZeroAdGround(o);
        StringBuilder wrong = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                boolean water = data.terrain(map.surface().terrain(x, y)).orElseThrow().water();
                double depth = ground.depth(x + margin + 0.5, y + margin + 0.5);
                if (water != depth > 0) wrong.append(String.format(" (%d,%d) %s %.2f m deep", x, y, water ? "water" : "land", depth));
            }
        }
        assertEquals("", wrong.toString(), String.join("/", rows));
    }

    @Test
    void shoresOfEveryShapeKeepWaterAndLandApart() throws Exception {
        assertShore("~~~~~~~~", "~~~~~~~~", "bbbbbbbb", "........");                // a straight coast with a beach
        assertShore("wwwwwwww", "wwwwwwww", "........");                             // and without one
        assertShore("........", "...w....", "........");                             // a pond of one tile
        assertShore("iiiii...", "iiwii...", "iiiii...");                             // on ice (a recorded Scandinavia)
        assertShore("........", "..ww....", "........");                             // of two
        assertShore("wwwwwwww", "www.wwww", "bbb.bbbb", "........");                 // an inlet a tile wide
        assertShore("wwwwwwww", "wwwwwwww", "........", "wwwwwwww", "wwwwwwww");   // a strip of land a tile wide
        assertShore("wwwwwwww", "wwwwbwww", "wwwwbwww", "bbbbbbbb", "........");     // a spit of beach
        assertShore("~~~~....", "~~~~....", "~~~~....", "........");                 // a bay's corner
        assertShore("....~~~~", "....~~~~", "....~~~~", "~~~~~~~~");                 // a headland
        assertShore("ssssssss", "ssssssss", "bbbbbbbb", "^^^^^^^^");                 // shallows before a hill
        assertShore("wwwwwwww", "w.wwwwww", "........");                             // a point of land a tile wide (a zone map's forest)
        assertShore("........", "....w...", "....w...", "....w...", "........");     // a channel a tile wide
        // a point of land a tile wide beside inlets a tile wide (zone maps' coasts, as 0 A.D. found them)
        assertShore(".....www", ".....www", "..w.wwww", ".wwwwwww", ".wwwwwww");
        assertShore("wwwwwwww", "wwwwwwww", ".wwwwbbb", "..w.wb..", "....bb..", "........");
    }
}
