package org.openaok.render;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.preview.TileColours;

class SpritesTest {
    @Test
    void objectsThenStartsWithShapesColoursAndSizesByKind() {
        GameMap map = TestMaps.sampler(GlRendererTest.DATA);
        Sprites s = Sprites.of(map, GlRendererTest.DATA, 0);
        int objects = map.objects().size();
        assertEquals(objects + 2, s.count());
        // the first object is a forest tree on tile (27+, ...): a disc of half a tile at the tile's centre
        assertEquals(Sprites.CIRCLE, (int) s.geometry[3]);
        assertEquals(0.5f, s.geometry[2]);
        assertEquals(s.geometry[0] - (float) Math.floor(s.geometry[0]), 0.5f);
        // the last two are the starts: rings in the players' colours, on top
        int last = s.count() - 1;
        assertEquals(Sprites.RING, (int) s.geometry[last * Sprites.FLOATS + 3]);
        assertEquals(TileColours.PLAYER[1], s.colours[last]);
        assertEquals(TileColours.PLAYER[0], s.colours[last - 1]);
        // a town centre: a square of its 4 x 4 footprint in its owner's colour
        boolean townCentre = false;
        for (int k = 0; k < objects; k++) {
            if (s.geometry[k * Sprites.FLOATS + 2] == 2f) {
                townCentre = true;
                assertEquals(Sprites.SQUARE, (int) s.geometry[k * Sprites.FLOATS + 3]);
                assertTrue(s.colours[k] == TileColours.PLAYER[0] || s.colours[k] == TileColours.PLAYER[1]);
            }
        }
        assertTrue(townCentre);
        assertEquals(0, Sprites.of(map, GlRendererTest.DATA, 1).count(), "nothing stands on a level the map lacks");
    }
}
