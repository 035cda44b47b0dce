package org.openaok.features;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The feature sets with a window and the OpenGL renderer, run from their exported jars: PNGs
 * drawn by OpenGL off screen compared with stored images, and {@code openaok view} in a window
 * (under the display CI's X server gives) or, with no display, drawn on GLFW's null platform.
 * Where OpenGL is missing these skip; CI (CI=true) installs it, and there they must run.
 */
class ViewerIT {
    record Run(int status, String out, String err) {}

    @TempDir
    Path dir;

    static String glMissing;

    /** Whether the exported viewer set can draw with OpenGL here. */
    @BeforeAll
    static void probe(@TempDir Path tmp) throws Exception {
        Run r = run(tmp, List.of(), "viewer", "generate", "--map", "noise", "--size", "16", "--seed", "1", "--png", "probe.png",
                "--renderer", "gl");
        glMissing = r.status() == 0 ? null : r.err();
    }

    static void assumeOpenGl() {
        if (glMissing != null && "true".equals(System.getenv("CI"))) fail("CI installs OpenGL, yet: " + glMissing);
        Assumptions.assumeTrue(glMissing == null, () -> "no OpenGL here: " + glMissing);
    }

    static Run run(Path dir, List<String> jvm, String feature, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfelix.fileinstall.dir=" + dir.resolve("plugins")));
        cmd.addAll(jvm);
        cmd.addAll(List.of("-jar", CommandLineIT.jar(feature).toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("openaok " + String.join(" ", args) + " did not finish");
        }
        return new Run(p.exitValue(), Files.readString(dir.resolve("out.txt")), Files.readString(dir.resolve("err.txt")));
    }

    /** A window on the display when there is one, else drawn off screen. */
    static List<String> windowOptions() {
        String display = System.getenv("DISPLAY");
        return display == null || display.isBlank() ? List.of("-Dopenaok.gl.platform=null") : List.of();
    }

    /**
     * A fixed map drawn by the OpenGL renderer, compared pixel for pixel with the images stored in
     * the repository (drawn by Mesa's software OpenGL; see golden/README.md to make them again).
     */
    @Test
    void openGlPreviewsMatchTheGoldenImagesPixelForPixel() throws Exception {
        assumeOpenGl();
        for (String view : List.of("top", "diamond")) {
            String name = "noise-tiny-seed1-gl-" + view + ".png";
            Run r = run(dir, List.of(), "viewer", "generate", "--map", "noise", "--size", "tiny", "--players", "4", "--seed", "1",
                    "--png", name, "--view", view, "--scale", "3", "--renderer", "gl");
            assertEquals(0, r.status(), r.err());
            BufferedImage got = ImageIO.read(dir.resolve(name).toFile());
            BufferedImage want;
            try (var in = getClass().getResourceAsStream("/golden/" + name)) {
                assertNotNull(in, "no golden image " + name);
                want = ImageIO.read(in);
            }
            assertEquals(want.getWidth() + "x" + want.getHeight(), got.getWidth() + "x" + got.getHeight(), name);
            int differ = 0;
            for (int y = 0; y < want.getHeight(); y++) {
                for (int x = 0; x < want.getWidth(); x++) if (want.getRGB(x, y) != got.getRGB(x, y)) differ++;
            }
            assertEquals(0, differ, name + ": pixels that differ from the golden image");
        }
    }

    @Test
    void viewOpensAWindowTimesItsFramesAndWritesWhatItShows() throws Exception {
        assumeOpenGl();
        for (String feature : List.of("viewer", "full")) {
            Run r = run(dir, windowOptions(), feature, "view", "--map", "noise", "--size", "tiny", "--seed", "6", "--frames", "5",
                    "--window", "640x400", "--view", "diamond", "--screenshot", feature + ".png");
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("window opened with renderer gl from org.openaok.render"), r.out());
            assertTrue(r.out().contains("view: 5 frames of a 120-tile map"), r.out());
            BufferedImage img = ImageIO.read(dir.resolve(feature + ".png").toFile());
            assertEquals(640, img.getWidth());
            assertEquals(400, img.getHeight());
            // the diamond's middle is map, its corners the window's background
            assertNotEquals(img.getRGB(2, 2), img.getRGB(320, 180), feature);
            assertEquals(img.getRGB(2, 2), img.getRGB(637, 2), feature);
        }
    }

    @Test
    void theCommandsAreListedAndTheHeadlessSetHasNoWindow() throws Exception {
        Run help = run(dir, List.of(), "viewer", "help");
        assertEquals(0, help.status());
        assertTrue(help.out().contains("view [--map NAME|FILE] [--watch]"), help.out());
        Run usage = run(dir, List.of(), "viewer", "view", "--help");
        assertEquals(0, usage.status());
        assertTrue(usage.out().contains("--watch"), usage.out());
        Run bad = run(dir, List.of(), "viewer", "view", "--size", "enormous");
        assertEquals(2, bad.status());
        Run mapgen = run(dir, List.of(), "mapgen", "view");
        assertEquals(2, mapgen.status(), "no view in the headless set");
        assertTrue(mapgen.err().contains("unknown command 'view'"), mapgen.err());
        Run noGl = run(dir, List.of(), "mapgen", "generate", "--map", "noise", "--size", "tiny", "--png", "x.png", "--renderer", "gl");
        assertEquals(1, noGl.status());
        assertTrue(noGl.err().contains("no renderer 'gl'"), noGl.err());
    }

    @Test
    void watchRedrawsWhenTheScriptIsSaved() throws Exception {
        assumeOpenGl();
        Path example = Path.of(System.getProperty("openaok.features", "target"), "..", "..", "examples", "external", "islands.py");
        Assumptions.assumeTrue(Files.exists(example), "the example program is here");
        Assumptions.assumeTrue(new ProcessBuilder("python3", "--version").start().waitFor() == 0, "python3 is here");
        Path script = dir.resolve("islands.py");
        String good = Files.readString(example);
        Files.writeString(script, good);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfelix.fileinstall.dir=" + dir.resolve("plugins")));
        cmd.addAll(windowOptions());
        cmd.addAll(List.of("-jar", CommandLineIT.jar("viewer").toString(), "view", "--map", script.toString(), "--generator",
                "external", "--size", "96", "--seed", "3", "--watch", "--window", "480x320"));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            await(p, "the first map", () -> out().contains("generated in"));
            Files.writeString(script, good + "\nnot python (\n");
            await(p, "the diagnostics", () -> Files.readString(dir.resolve("err.txt")).contains("external-crash"));
            Files.writeString(script, good.replace("radius = max(6,", "radius = max(8,"));
            await(p, "the map again", () -> out().split("islands.py saved", -1).length - 1 >= 2);
            assertTrue(out().lines().anyMatch(l -> l.matches("view: islands.py saved; generated in \\d+ ms, on screen \\d+ ms after the save")), out());
            assertTrue(p.isAlive(), "still running");
        } finally {
            p.destroy();
            p.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private String out() throws IOException { return Files.readString(dir.resolve("out.txt")); }

    interface Check { boolean ok() throws IOException; }

    private void await(Process p, String what, Check c) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (!c.ok()) {
            if (System.nanoTime() > end || !p.isAlive()) fail("waited for " + what + ":\n" + out() + Files.readString(dir.resolve("err.txt")));
            Thread.sleep(20);
        }
    }
}
