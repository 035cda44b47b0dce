package org.openaok.features;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game feature set from its exported jar: a spectated match in a window (on the display CI's
 * X server gives, else drawn off screen), its record replayed and checked, the same record watched
 * in a window at a tick of it; and the feature sets without a window stay without it.
 */
class GameIT {
    @TempDir
    Path dir;

    static String glMissing;

    @BeforeAll
    static void probe(@TempDir Path tmp) throws Exception {
        ViewerIT.Run r = ViewerIT.run(tmp, List.of(), "viewer", "generate", "--map", "noise", "--size", "16", "--seed", "1", "--png", "probe.png",
                "--renderer", "gl");
        glMissing = r.status() == 0 ? null : r.err();
    }

    static void assumeOpenGl() {
        if (glMissing != null && "true".equals(System.getenv("CI"))) fail("CI installs OpenGL, yet: " + glMissing);
        Assumptions.assumeTrue(glMissing == null, () -> "no OpenGL here: " + glMissing);
    }

    @Test
    void aSpectatedMatchIsRecordedReplayedAndWatchedAgainAtATick() throws Exception {
        assumeOpenGl();
        ViewerIT.Run play = ViewerIT.run(dir, ViewerIT.windowOptions(), "game", "play", "--spectate", "--map", "OpenPlains", "--size", "tiny",
                "--players", "2", "--seed", "4", "--ai", "1:example", "--ai", "2:example", "--speed", "16", "--until", "0:40",
                "--window", "800x600", "--record", "game.rec", "--screenshot", "play.png");
        assertEquals(0, play.status(), play.out() + play.err());
        assertTrue(play.out().contains("seat 1: played by example (org.openaok.example.player "), play.out());
        assertTrue(Files.size(dir.resolve("game.rec")) > 0);
        BufferedImage shot = ImageIO.read(dir.resolve("play.png").toFile());
        assertEquals(800, shot.getWidth());

        ViewerIT.Run replay = ViewerIT.run(dir, List.of(), "game", "replay", "game.rec");
        assertEquals(0, replay.status(), replay.out() + replay.err());
        assertTrue(replay.out().contains("every hash agrees with the record"), replay.out());

        ViewerIT.Run view = ViewerIT.run(dir, ViewerIT.windowOptions(), "game", "replay", "game.rec", "--view", "--seek", "0:20", "--speed", "0",
                "--fog", "2", "--frames", "3", "--window", "640x480", "--screenshot", "replay.png");
        assertEquals(0, view.status(), view.out() + view.err());
        assertTrue(view.out().contains("3 frames of a 120-tile match, 2 players"), view.out());
        assertTrue(view.out().contains("replay: note at 0:00: seat 1: played by example"), view.out());
        BufferedImage r = ImageIO.read(dir.resolve("replay.png").toFile());
        assertEquals(640, r.getWidth());
        assertEquals(480, r.getHeight());
    }

    @Test
    void badOptionsAreToldWithoutAWindow() throws Exception {
        ViewerIT.Run r = ViewerIT.run(dir, List.of(), "game", "play", "--map", "OpenPlains", "--size", "tiny", "--civ", "vikings-of-mars");
        assertEquals(2, r.status(), r.out() + r.err());
        assertTrue(r.err().contains("no civilisation 'vikings-of-mars'"), r.err());
        Files.writeString(dir.resolve("bad.rec"), "not a record\n");
        ViewerIT.Run v = ViewerIT.run(dir, List.of(), "game", "replay", "bad.rec", "--view");
        assertEquals(1, v.status(), v.out() + v.err());
        assertTrue(v.err().contains("not an OpenAoK record"), v.err());
    }

    @Test
    void theFullSetPlaysAndTheHeadlessSetsHaveNoWindow() throws Exception {
        ViewerIT.Run help = ViewerIT.run(dir, List.of(), "full", "play", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().contains("--spectate"), help.out());
        for (String feature : List.of("mapgen")) {
            List<String> window = new ArrayList<>();
            try (JarFile j = new JarFile(CommandLineIT.jar(feature).toFile())) {
                j.stream().map(e -> e.getName()).filter(n -> n.matches("jar/org\\.openaok\\.(game|sim|sim\\.api|render|lwjgl|example\\.player)-.*"))
                        .forEach(window::add);
            }
            assertEquals(List.of(), window, feature + " stays headless and small");
        }
    }
}
