package org.openaok.viewer;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.io.MapWindow;
import org.openaok.api.io.View;
import org.openaok.api.io.WindowRenderer;
import org.openaok.api.stage.Stage;
import org.openaok.external.ExternalGenerator;
import org.openaok.external.ImportStage;
import org.openaok.gamedata.AocGameData;
import org.openaok.mapgen.noise.ForestStage;
import org.openaok.mapgen.noise.HeightStage;
import org.openaok.mapgen.noise.MoistureStage;
import org.openaok.mapgen.noise.NoiseGenerator;
import org.openaok.mapgen.noise.SeaLevelStage;
import org.openaok.mapgen.noise.StartsStage;
import org.openaok.mapgen.noise.TerrainStage;
import org.openaok.render.GlWindowRenderer;
import org.openaok.scheduler.Engine;
import org.openaok.scheduler.StageCatalog;
import org.openaok.scheduler.StageRegistration;
import org.openaok.zeroad.MappingTable;

/**
 * The view command with the real engine (noise and external generators), real game data and
 * the real OpenGL window renderer: in a window when there is a display, else drawn off screen
 * on GLFW's null platform. Skips where there is no OpenGL at all.
 */
class ViewCommandTest {
    static final GameData DATA = AocGameData.load();
    static final Path EXAMPLE = Path.of("..", "examples", "external", "islands.py");
    private static String platformBefore;

    @TempDir
    Path dir;

    @BeforeAll
    static void openGl() {
        String display = System.getenv("DISPLAY");
        platformBefore = System.getProperty("openaok.gl.platform");
        if (display == null || display.isBlank()) System.setProperty("openaok.gl.platform", "null");
        try (MapWindow w = new GlWindowRenderer().open("probe", 64, 64, View.TOP_DOWN, null)) {
            w.draw();
        } catch (IOException | LinkageError e) {
            // CI installs Mesa: there a missing OpenGL is a failure, elsewhere a reason to skip
            if ("true".equals(System.getenv("CI"))) throw new AssertionError("CI installs OpenGL, yet: " + e.getMessage(), e);
            Assumptions.abort("no OpenGL here: " + e.getMessage());
        }
    }

    @AfterAll
    static void restore() {
        if (platformBefore == null) System.clearProperty("openaok.gl.platform");
        else System.setProperty("openaok.gl.platform", platformBefore);
    }

    static Engine engine(Path programs) {
        StageCatalog catalog = new StageCatalog();
        long id = 1;
        for (Stage s : List.of(new HeightStage(), new MoistureStage(), new SeaLevelStage(), new TerrainStage(),
                new ForestStage(), new StartsStage(), new ImportStage())) {
            catalog.add(StageRegistration.of(s, 0, id++, "test"));
        }
        MapGenerator noise = new NoiseGenerator();
        MapGenerator external = new ExternalGenerator(MappingTable.builtin(), programs);
        return new Engine(catalog, () -> List.of(new Engine.Provided<>(noise, "noise", 0, 100, "test"),
                new Engine.Provided<>(external, "external", 0, 101, "test")), List::of, () -> DATA, () -> null);
    }

    /** A command line run on a thread of its own, as the launcher runs it on the main thread. */
    static final class Running {
        final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        final AtomicInteger status = new AtomicInteger(-1);
        final Thread thread;

        Running(ViewCommand command, String... args) {
            PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
            thread = new Thread(() -> status.set(command.run(List.of(args), out, err)), "view under test");
            thread.start();
        }

        String out() { return outBytes.toString(StandardCharsets.UTF_8); }

        String err() { return errBytes.toString(StandardCharsets.UTF_8); }

        void await(String what, BooleanSupplier condition) throws InterruptedException {
            long end = System.nanoTime() + 30_000_000_000L;
            while (!condition.getAsBoolean()) {
                if (System.nanoTime() > end || !thread.isAlive() && !condition.getAsBoolean()) {
                    fail("waited for " + what + "; out:\n" + out() + "\nerr:\n" + err());
                }
                Thread.sleep(10);
            }
        }

        int count(String text) {
            String s = out();
            int n = 0;
            for (int at = s.indexOf(text); at >= 0; at = s.indexOf(text, at + 1)) n++;
            return n;
        }

        int stop() throws InterruptedException {
            thread.interrupt();
            thread.join(30_000);
            assertFalse(thread.isAlive(), "the view stopped");
            return status.get();
        }
    }

    static void addRenderer(ViewCommand c, WindowRenderer r, long serviceId) {
        c.addRenderer(r, Map.of("service.id", serviceId, "renderer", "gl"));
    }

    @Test
    void framesAreTimedAndTheScreenshotShowsTheMap() throws Exception {
        ViewCommand c = new ViewCommand(engine(dir), DATA);
        addRenderer(c, new GlWindowRenderer(), 1);
        Path shot = dir.resolve("shot.png");
        Running r = new Running(c, "--map", "noise", "--size", "tiny", "--seed", "3", "--frames", "4", "--window", "480x320",
                "--screenshot", shot.toString());
        r.thread.join(60_000);
        assertEquals(0, r.status.get(), r.out() + r.err());
        assertTrue(r.out().contains("view: 4 frames of a 120-tile map"), r.out());
        assertTrue(r.out().contains("window opened with renderer gl"), r.out());
        BufferedImage img = ImageIO.read(shot.toFile());
        assertEquals(480, img.getWidth());
        assertEquals(320, img.getHeight());
        assertNotEquals(img.getRGB(1, 160), img.getRGB(240, 160), "the map is in the middle, not the background");
    }

    @Test
    void noRendererIsAClearFailureAndBadOptionsAUsageError() throws Exception {
        ViewCommand c = new ViewCommand(engine(dir), DATA);
        Running r = new Running(c, "--map", "noise", "--size", "tiny", "--renderer", "vulkan");
        r.thread.join(20_000);
        assertEquals(1, r.status.get());
        assertTrue(r.err().contains("no window renderer 'vulkan' is installed"), r.err());
        Running bad = new Running(c, "--size", "enormous");
        bad.thread.join(5_000);
        assertEquals(2, bad.status.get());
        assertTrue(bad.err().contains("--size"), bad.err());
    }

    @Test
    void aNewerRendererTakesOverAndWhenItGoesTheViewReopensWithTheOneThereIs() throws Exception {
        ViewCommand c = new ViewCommand(engine(dir), DATA);
        WindowRenderer first = new GlWindowRenderer();
        WindowRenderer second = new GlWindowRenderer();
        addRenderer(c, first, 1);
        Running r = new Running(c, "--map", "noise", "--size", "tiny", "--seed", "5", "--window", "320x240");
        r.await("the first window", () -> r.out().contains("window opened with renderer gl from ? (service 1)"));
        r.await("the map", () -> r.out().contains("generated in"));

        addRenderer(c, second, 2);
        r.await("the newer renderer's window", () -> r.out().contains("window opened with renderer gl from ? (service 2)"));
        assertTrue(r.out().contains("(service 1) gives way to the newer renderer gl from ? (service 2)"), r.out());
        c.removeRenderer(second);
        // the unregistration returned only once the window was closed: the view moved back
        assertTrue(r.out().contains("renderer gl from ? (service 2) is going"), r.out());
        r.await("the first renderer again", () -> r.count("(service 1)") >= 2);

        c.removeRenderer(first);
        r.await("the view to wait for a renderer", () -> r.out().contains("waiting for one"));
        assertTrue(r.thread.isAlive(), "the view keeps running without a renderer");
        addRenderer(c, new GlWindowRenderer(), 3);
        r.await("a window with the renderer that came", () -> r.out().contains("(service 3)"));
        assertEquals(1, r.count("generated in"), "one map, shown in every window: " + r.out());
        assertEquals(0, r.stop());
    }

    @Test
    void watchRegeneratesOnSaveAndShowsAScriptsErrorsInsteadOfAStaleMap() throws Exception {
        Assumptions.assumeTrue(Files.exists(EXAMPLE), "the example program is not here");
        Assumptions.assumeTrue(new ProcessBuilder("python3", "--version").start().waitFor() == 0, "no python3 here");
        Path script = dir.resolve("islands.py");
        String good = Files.readString(EXAMPLE);
        Files.writeString(script, good);
        ViewCommand c = new ViewCommand(engine(dir), DATA);
        addRenderer(c, new GlWindowRenderer(), 1);
        Path shot = dir.resolve("errors.png");
        Running r = new Running(c, "--map", script.toString(), "--generator", "external", "--size", "64", "--seed", "2",
                "--watch", "--window", "480x320", "--screenshot", shot.toString());
        r.await("the first map", () -> r.out().contains("generated in"));

        Files.writeString(script, good + "\nthis is not python (\n");
        r.await("the broken script's diagnostics", () -> r.err().contains("external-crash"));
        r.await("the save noticed", () -> r.out().contains("islands.py saved"));

        Files.writeString(script, good.replace("radius = max(6,", "radius = max(7,"));
        r.await("the fixed script's map", () -> r.count("islands.py saved") >= 2);
        List<String> lines = new ArrayList<>(r.out().lines().filter(l -> l.contains("islands.py saved")).toList());
        assertTrue(lines.get(1).matches(".*generated in \\d+ ms, on screen \\d+ ms after the save"), lines.toString());

        Files.writeString(script, "raise SystemExit('no map today')\n");
        r.await("the second error", () -> r.count("islands.py saved") >= 3);
        assertEquals(0, r.stop());
        // the window's last picture: the diagnostics at the top, not the last good map
        BufferedImage img = ImageIO.read(shot.toFile());
        assertEquals(0x202028, img.getRGB(1, 1) & 0xffffff, "the diagnostics panel");
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) colours.add(img.getRGB(x, y));
        assertEquals(3, colours.size(), "panels, their text and the background: no map behind them");
    }
}
