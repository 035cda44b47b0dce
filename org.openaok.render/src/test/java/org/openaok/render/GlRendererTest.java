package org.openaok.render;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.MapWindow;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;
import org.openaok.gamedata.AocGameData;
import org.openaok.preview.Raster;
import org.openaok.preview.TileColours;

/** The OpenGL renderer on this machine's OpenGL (Mesa's software renderer in CI), off screen and in a window. */
class GlRendererTest {
    static final GameData DATA = AocGameData.load();
    static final GameMap MAP = TestMaps.sampler(DATA);

    static byte[] png(RenderOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new GlPngRenderer().renderPng(MAP, DATA, options, out);
        return out.toByteArray();
    }

    static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /**
     * The image the renderer drew is the committed one, byte for byte. After an intended change,
     * write new ones with -Dopenaok.golden.update=src/test/resources/golden and look at them.
     */
    static void assertGolden(String name, byte[] png) throws IOException {
        String update = System.getProperty("openaok.golden.update");
        if (update != null && !update.isBlank()) {
            Files.write(Path.of(update).resolve(name), png);
            return;
        }
        byte[] golden;
        try (InputStream in = GlRendererTest.class.getResourceAsStream("/golden/" + name)) {
            assertNotNull(in, "no golden image " + name + "; write it with -Dopenaok.golden.update=src/test/resources/golden");
            golden = in.readAllBytes();
        }
        if (java.util.Arrays.equals(golden, png)) return;
        BufferedImage a = decode(golden);
        BufferedImage b = decode(png);
        assertEquals(a.getWidth() + "x" + a.getHeight(), b.getWidth() + "x" + b.getHeight(), name + ": size");
        int differ = 0;
        String first = null;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    if (first == null) first = "(" + x + ", " + y + "): " + Integer.toHexString(a.getRGB(x, y)) + " now " + Integer.toHexString(b.getRGB(x, y));
                    differ++;
                }
            }
        }
        fail(name + ": " + differ + " pixels differ from the golden image, first at " + first);
    }

    @Test
    void topDownMatchesItsGoldenImage() throws IOException {
        OpenGl.assumeOffscreen();
        byte[] png = png(RenderOptions.defaults().withScale(4));
        BufferedImage img = decode(png);
        assertEquals(48 * 4, img.getWidth());
        assertEquals(48 * 4, img.getHeight());
        assertGolden("sampler-top-4.png", png);
    }

    @Test
    void diamondMatchesItsGoldenImage() throws IOException {
        OpenGl.assumeOffscreen();
        byte[] png = png(RenderOptions.defaults().withView(View.DIAMOND).withScale(3).withZoneBorders(true));
        BufferedImage img = decode(png);
        assertEquals(2 * 48 * 3, img.getWidth());
        assertEquals(48 * 3, img.getHeight());
        assertGolden("sampler-diamond-3.png", png);
    }

    @Test
    void tilesNoSpriteTouchesShowThePreviewsTerrainColourExactly() throws IOException {
        OpenGl.assumeOffscreen();
        int scale = 5;
        Raster r = OffscreenImage.draw(MAP, DATA, RenderOptions.defaults().withScale(scale));
        int[] terrain = TileColours.of(MAP, DATA, 0, false, false);
        boolean[] touched = new boolean[48 * 48];
        Sprites s = Sprites.of(MAP, DATA, 0);
        for (int k = 0; k < s.count(); k++) {
            float x = s.geometry[k * Sprites.FLOATS];
            float y = s.geometry[k * Sprites.FLOATS + 1];
            float rad = s.geometry[k * Sprites.FLOATS + 2];
            for (int ty = (int) Math.floor(y - rad); ty <= (int) Math.floor(y + rad); ty++) {
                for (int tx = (int) Math.floor(x - rad); tx <= (int) Math.floor(x + rad); tx++) {
                    if (tx >= 0 && ty >= 0 && tx < 48 && ty < 48) touched[ty * 48 + tx] = true;
                }
            }
        }
        int checked = 0;
        for (int t = 0; t < touched.length; t++) {
            if (touched[t]) continue;
            int tx = t % 48;
            int ty = t / 48;
            for (int py = 0; py < scale; py++) {
                for (int px = 0; px < scale; px++) {
                    assertEquals(Integer.toHexString(terrain[t]), Integer.toHexString(r.get(tx * scale + px, ty * scale + py)),
                            "tile (" + tx + ", " + ty + ")");
                }
            }
            checked++;
        }
        assertTrue(checked > 1500, checked + " tiles checked");
        // and a sprite covers its tile: a gold mine's centre is the mine's colour
        int gold = DATA.object("GOLD").orElseThrow().rgb();
        assertEquals(Integer.toHexString(gold), Integer.toHexString(r.get(14 * scale + 2, 20 * scale + 2)));
    }

    @Test
    void anImageDrawnInPiecesIsTheSameAsOneDrawnWhole() throws IOException {
        OpenGl.assumeOffscreen();
        RenderOptions o = RenderOptions.defaults().withView(View.DIAMOND).withScale(2);
        Raster whole = OffscreenImage.draw(MAP, DATA, o);
        Raster pieces = OffscreenImage.draw(MAP, DATA, o, 37);
        assertArrayEquals(whole.pixels(), pieces.pixels());
    }

    @Test
    void aMissingLevelIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> png(RenderOptions.defaults().withLevel(1)));
    }

    @Test
    void aWindowShowsTheMapTheStatusAndDiagnosticsInsteadOfAMissingMap() throws IOException {
        OpenGl.assumeDisplay();
        List<String> asked = new java.util.ArrayList<>();
        GlMapWindow w = (GlMapWindow) new GlWindowRenderer().open("test", 640, 400, View.TOP_DOWN, new MapWindow.Listener() {
            @Override public void newSeed() { asked.add("new seed"); }
            @Override public void regenerate() { asked.add("again"); }
        });
        try {
            // what the window cannot do alone goes to its listener
            w.key(org.lwjgl.glfw.GLFW.GLFW_KEY_N);
            w.key(org.lwjgl.glfw.GLFW.GLFW_KEY_R);
            assertEquals(List.of("new seed", "again"), asked);

            w.show("sampler, seed 1", MAP, DATA, List.of());
            assertTrue(w.update(0));
            BufferedImage top = decode(shot(w));
            assertEquals(640, top.getWidth());
            assertEquals(400, top.getHeight());
            int background = top.getRGB(2, 200) & 0xffffff;
            // the map fills the middle: the water on its west edge and the desert to the north
            int water = DATA.terrain("WATER").orElseThrow().rgb();
            assertEquals(Integer.toHexString(background), Integer.toHexString(top.getRGB(639, 200) & 0xffffff), "background on both sides");
            assertNotEquals(background, top.getRGB(320, 200) & 0xffffff);
            assertTrue(count(top, water) > 0 || countNear(top, water) > 1000, "water is drawn");
            assertEquals(TextPanel.BACKGROUND, top.getRGB(1, 399) & 0xffffff, "the status panel at the bottom");

            w.key(org.lwjgl.glfw.GLFW.GLFW_KEY_V);
            w.update(0);
            BufferedImage diamond = decode(shot(w));
            assertNotEquals(top.getRGB(320, 40), diamond.getRGB(320, 40), "turned into a diamond, the top middle changes");

            w.show("broken.rms", null, null, List.of(Diagnostic.error("syntax", "unexpected }")));
            w.update(0);
            BufferedImage diag = decode(shot(w));
            assertEquals(TextPanel.BACKGROUND, diag.getRGB(1, 1) & 0xffffff, "the diagnostics panel at the top");
            assertEquals(background, diag.getRGB(320, 200) & 0xffffff, "and no map");
        } finally {
            w.close();
        }
    }

    private static byte[] shot(MapWindow w) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.screenshot(out);
        return out.toByteArray();
    }

    private static int count(BufferedImage img, int rgb) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) if ((img.getRGB(x, y) & 0xffffff) == rgb) n++;
        return n;
    }

    /** Pixels within a shade of the colour (elevation shading darkens and lightens it). */
    private static int countNear(BufferedImage img, int rgb) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs(((p >> 16) & 255) - ((rgb >> 16) & 255)) < 40 && Math.abs(((p >> 8) & 255) - ((rgb >> 8) & 255)) < 40
                        && Math.abs((p & 255) - (rgb & 255)) < 40) n++;
            }
        }
        return n;
    }
}
