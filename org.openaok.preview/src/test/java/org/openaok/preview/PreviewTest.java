package org.openaok.preview;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.gamedata.AocGameData;

class PreviewTest {
    private final GameData data = AocGameData.load();

    /** Grass on the left half, water on the right, a gold mine and player 2's start. */
    private GameMap map() {
        GameMap map = new GameMap(20);
        MapLevel l = map.surface();
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                var t = data.terrain(x < 10 ? "GRASS" : "WATER").orElseThrow();
                l.paint(l.indexOf(x, y), t.id(), t.movement());
            }
        }
        map.objects().add(MapObject.atTile(66, 0, 2, 2, -1));
        map.addStart(new PlayerStart(2, 0, 5, 14, 0, -1));
        return map;
    }

    private static BufferedImage decode(byte[] png) throws Exception {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private byte[] render(RenderOptions o) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PngRenderer().renderPng(map(), data, o, out);
        return out.toByteArray();
    }

    @Test
    void drawsTerrainObjectsAndStartsTopDown() throws Exception {
        BufferedImage img = decode(render(RenderOptions.defaults().withScale(3)));
        assertEquals(60, img.getWidth());
        assertEquals(60, img.getHeight());
        assertEquals(data.terrain("GRASS").orElseThrow().rgb(), img.getRGB(3 * 7, 3 * 7) & 0xffffff);
        assertEquals(data.terrain("WATER").orElseThrow().rgb(), img.getRGB(3 * 15, 3 * 7) & 0xffffff);
        assertEquals(0xffd700, img.getRGB(3 * 2 + 1, 3 * 2 + 1) & 0xffffff, "the gold mine");
        assertEquals(TileColours.PLAYER[1], img.getRGB(3 * 5, 3 * 11) & 0xffffff, "player 2's start marker, red");
    }

    @Test
    void drawsTheDiamondMinimap() throws Exception {
        BufferedImage img = decode(render(RenderOptions.defaults().withScale(2).withView(View.DIAMOND)));
        assertEquals(80, img.getWidth());
        assertEquals(40, img.getHeight());
        assertEquals(0, img.getRGB(0, 0) & 0xffffff, "outside the diamond");
        assertEquals(0, img.getRGB(79, 39) & 0xffffff, "outside the diamond");
        // tile (0, 0) is at the top corner, the grass half lies to the lower left... x grows to the lower right
        int grass = data.terrain("GRASS").orElseThrow().rgb();
        int water = data.terrain("WATER").orElseThrow().rgb();
        assertEquals(grass, img.getRGB(40 - 10, 20) & 0xffffff, "left of the centre: small x, large y: grass");
        assertEquals(water, img.getRGB(40 + 10, 20) & 0xffffff, "right of the centre: large x: water");
    }

    @Test
    void theSameMapGivesTheSameImage() throws Exception {
        assertArrayEquals(render(RenderOptions.defaults()), render(RenderOptions.defaults()));
    }

    @Test
    void zoneBordersAreDrawn() throws Exception {
        GameMap m = map();
        MapLevel l = m.surface();
        for (int i = 0; i < l.tiles(); i++) l.setZone(i, l.y(i) < 10 ? 0 : 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PngRenderer().renderPng(m, data, RenderOptions.defaults().withScale(1).withZoneBorders(true), out);
        BufferedImage img = decode(out.toByteArray());
        assertNotEquals(data.terrain("GRASS").orElseThrow().rgb(), img.getRGB(7, 9) & 0xffffff, "row 9 borders zone 1");
        assertEquals(data.terrain("GRASS").orElseThrow().rgb(), img.getRGB(7, 8) & 0xffffff);
    }
}
