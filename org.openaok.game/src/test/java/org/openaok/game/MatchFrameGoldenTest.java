package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Screen;
import org.openaok.render.GlScreenRenderer;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchRecorder;
import org.openaok.sim.internal.cli.ReplayCommand;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.Recorder;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.service.Matches;

/**
 * A frame of a match, drawn by OpenGL off screen, compared pixel for pixel with a stored image: a
 * fixed record (two example players on the project's OpenPlains, 40 s) replayed to a fixed tick,
 * seen by each way the window shows it (no fog and top-down; seat 1's fog in the diamond).
 * The record replays first, every tick checked against its hashes. After an intended change of the
 * simulation, the example player or the drawing, make both again and look at the images:
 * {@code ./mvnw -pl org.openaok.game -am verify -Dtest=MatchFrameGoldenTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dopenaok.golden.update=src/test/resources}.
 */
class MatchFrameGoldenTest {
    static final String RECORD = "match/example-duel.rec";
    static final int TICK = 300;

    @AfterEach
    void offscreenOff() { System.clearProperty("openaok.gl.platform"); }

    /** The record: a match of two example players, played and recorded as {@code openaok play --spectate} does. */
    static byte[] record() throws Exception {
        GenerationRequest request = GameFixtures.request("OpenPlains", 120, 2, 11);
        GenerationResult gen = GameFixtures.generate(request);
        Matches matches = GameFixtures.matches();
        var settings = org.openaok.sim.api.match.MatchSettings.defaults(11, List.of("franks", "britons"));
        settings = settings.withSeats(List.of(settings.seat(1).withAi("example", 0), settings.seat(2).withAi("example", 0)));
        Match m = matches.start(settings, gen.map());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MatchRecorder.Recording r = new Recorder().record(m, gen.request(), gen.map(), List.of("org.openaok.game test"), bytes)) {
            for (int t = 0; t < 400; t++) m.step();
        }
        return bytes.toByteArray();
    }

    private static byte[] stored(String name) throws IOException {
        try (InputStream in = MatchFrameGoldenTest.class.getResourceAsStream("/" + name)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    @Test
    void aFrameOfARecordedMatchMatchesTheStoredImages() throws Exception {
        String update = System.getProperty("openaok.golden.update");
        if (update != null) {
            Path p = Path.of(update, RECORD);
            Files.createDirectories(p.getParent());
            Files.write(p, record());
        }
        OpenGl.assumeOffscreen();
        byte[] rec = update != null ? Files.readAllBytes(Path.of(update, RECORD)) : stored(RECORD);
        assertNotNull(rec, "no " + RECORD + "; make it with -Dopenaok.golden.update=src/test/resources");
        MatchRecord record = RecordReader.read(new ByteArrayInputStream(rec));
        GenerationResult gen = GameFixtures.generate(record.map());
        var replay = new ReplayCommand.RecordedReplay("example-duel.rec", record, gen.map(), GameFixtures.matches(), ReplayCommand.notes(rec));
        assertTrue(replay.notes().stream().anyMatch(n -> n.startsWith("0 seat 1: played by example")), "the record names who plays: " + replay.notes());

        for (Object[] look : new Object[][] {{"top-nofog", false, 0}, {"diamond-fog1", true, 1}}) {
            ReplayClock clock = new ReplayClock(replay);
            GameScreen game = new GameScreen("replay", GameScreen.Role.REPLAY, clock, gen.map(), GameFixtures.DATA, 0, (int) look[2],
                    (boolean) look[1], "example-duel.rec", null, null);
            clock.seek(TICK);
            clock.finishSeek();
            assertEquals(TICK, clock.match().tick());
            assertEquals(-1, clock.firstBadTick(), "the record replays tick for tick: else the simulation changed since it was made; make it again (see the class)");
            clock.setPaused(true);
            game.quiet();
            byte[] png;
            try (Screen s = new GlScreenRenderer().open("golden", 800, 600)) {
                Frame f = game.frame(s.width(), s.height());
                if ((int) look[2] > 0) lookAtTown(game, (int) look[2], s.width(), s.height());
                game.quiet();
                f = game.frame(s.width(), s.height());
                ByteArrayOutputStream o = new ByteArrayOutputStream();
                s.screenshot(f, o);
                png = o.toByteArray();
            }
            String name = "golden/example-duel-t" + TICK + "-" + look[0] + ".png";
            if (update != null) {
                Path p = Path.of(update, name);
                Files.createDirectories(p.getParent());
                try (OutputStream o = Files.newOutputStream(p)) {
                    o.write(png);
                }
                continue;
            }
            byte[] golden = stored(name);
            assertNotNull(golden, "no " + name + "; make it with -Dopenaok.golden.update=src/test/resources");
            compare(name, golden, png);
        }
    }

    /** Near the seat's Town Center, its villagers and what they gather in sight. */
    static void lookAtTown(GameScreen game, int seat, int w, int h) {
        var m = game.clock().match().context();
        var e = m.entities();
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == seat && m.rules().type(e.type(id)).word().equals("town-center")) {
                game.camera().zoomAt(20 / game.camera().zoom(), w / 2.0, h / 2.0);
                game.camera().centreOn(e.x(id) / 1000.0, e.y(id) / 1000.0, w / 2.0, h / 2.0);
                return;
            }
        }
        fail("seat " + seat + " has no Town Center");
    }

    static void compare(String name, byte[] golden, byte[] png) throws IOException {
        if (java.util.Arrays.equals(golden, png)) return;
        BufferedImage a = ImageIO.read(new ByteArrayInputStream(golden));
        BufferedImage b = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(a.getWidth() + "x" + a.getHeight(), b.getWidth() + "x" + b.getHeight(), name);
        int differ = 0;
        String first = "";
        for (int y = 0; y < a.getHeight(); y++)
            for (int x = 0; x < a.getWidth(); x++)
                if ((a.getRGB(x, y) & 0xffffff) != (b.getRGB(x, y) & 0xffffff)) {
                    if (differ++ == 0) first = x + "," + y;
                }
        if (differ > 0) fail(name + ": " + differ + " pixels differ from the stored image, the first at " + first);
    }
}
