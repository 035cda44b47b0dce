package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.lobby.GameTime;
import org.openaok.sim.api.lobby.LobbyOptions;
import org.openaok.sim.api.lobby.Seating;

/** The play command's lobby, and the camera's way between the map and the screen. */
class LobbyAndCameraTest {
    static final Rules RULES;

    static {
        try {
            RULES = GameFixtures.matches().rules();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static MatchSettings lobby(boolean spectate, String... words) throws UsageException {
        String[] line = new String[words.length + 1];
        line[0] = "play";
        System.arraycopy(words, 0, line, 1, words.length);
        Arguments a = Arguments.parse(line);
        GenerationRequest r = GameFixtures.request("OpenPlains", 120, 3, 1);
        return LobbyOptions.settings(a, r, RULES, r.seed(), new Seating(spectate ? 0 : a.intOption("seat", 1, 1, 8), "example"));
    }

    @Test
    void thePersonsSeatAndTheComputerPlayers() throws Exception {
        MatchSettings s = lobby(false, "--civ", "franks", "--ai", "2:randomgame:easy");
        assertTrue(s.seat(1).human());
        assertEquals("franks", s.seat(1).civ());
        assertEquals("", s.seat(1).ai());
        assertEquals("randomgame", s.seat(2).ai());
        assertEquals(3, s.seat(2).difficulty());
        assertEquals("example", s.seat(3).ai(), "a seat no --ai names gets the default player");
        MatchSettings two = lobby(false, "--seat", "2", "--civs", "britons,goths,mongols");
        assertTrue(two.seat(2).human());
        assertEquals("goths", two.seat(2).civ());
        assertFalse(two.seat(1).human());
        MatchSettings all = lobby(true);
        for (var seat : all.seats()) assertFalse(seat.human());
    }

    @Test
    void mistakesAreToldWithWhatIsKnown() {
        UsageException civ = assertThrows(UsageException.class, () -> lobby(false, "--civ", "martians"));
        assertTrue(civ.getMessage().contains("franks"), civ.getMessage());
        assertThrows(UsageException.class, () -> lobby(false, "--ai", "1:example"), "seat 1 is the person's");
        assertThrows(UsageException.class, () -> lobby(false, "--ai", "9:example"));
        assertEquals("franks", assertDoesNotThrow(() -> lobby(true, "--civ", "franks")).seat(1).civ(),
                "nobody at the window: --civ names the first seat's, as --civs would");
        assertThrows(UsageException.class, () -> lobby(false, "--human", "4"), "the map has three seats");
        assertThrows(UsageException.class, () -> GameTime.tick("soon", "--until"));
        assertEquals(12_000, assertDoesNotThrow(() -> GameTime.tick("20:00", "--until")));
        assertEquals(905, assertDoesNotThrow(() -> GameTime.tick("90.5s", "--seek")));
    }

    @Test
    void theCameraFindsTheMapPointUnderAPixelInBothViews() {
        for (boolean diamond : new boolean[] {false, true}) {
            Camera c = new Camera(120, diamond);
            c.fit(1280, 600);
            c.zoomAt(3.7, 400, 300);
            c.pan(13, -7);
            for (double[] p : new double[][] {{0, 0}, {119.5, 3.25}, {60, 60}, {7.125, 100}}) {
                double[] back = c.mapPoint(c.pixelX(p[0], p[1]), c.pixelY(p[0], p[1]));
                assertEquals(p[0], back[0], 1e-9);
                assertEquals(p[1], back[1], 1e-9);
            }
            double[] a = c.mapToPixel();
            assertEquals(c.pixelX(10, 20), a[0] * 10 + a[1] * 20 + a[2], 1e-9, "the frame's transform is the camera's");
            assertEquals(c.pixelY(10, 20), a[3] * 10 + a[4] * 20 + a[5], 1e-9);
            c.turn(640, 300);
            assertEquals(!diamond, c.diamond());
        }
    }
}
