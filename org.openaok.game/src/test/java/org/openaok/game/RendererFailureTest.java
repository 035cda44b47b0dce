package org.openaok.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Screen;
import org.openaok.api.screen.ScreenRenderer;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;

/**
 * A renderer that dies while it shows a match is named, and the match goes on without a window;
 * the next renderer to come (a fixed build dropped into plugins/) shows the same match, further on.
 */
class RendererFailureTest {
    /** A screen kept in memory: it counts what it is given, and one kind throws at its n-th frame. */
    static final class MemoryScreen implements Screen {
        final AtomicInteger frames = new AtomicInteger();
        final int throwAt, closeAfter;
        volatile int lastTick = -1;
        final Match match;

        MemoryScreen(Match match, int throwAt, int closeAfter) {
            this.match = match;
            this.throwAt = throwAt;
            this.closeAfter = closeAfter;
        }

        @Override public int width() { return 640; }
        @Override public int height() { return 400; }
        @Override public List<Input> poll(long waitMillis) {
            try {
                Thread.sleep(Math.min(waitMillis, 20));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return List.of();
        }
        @Override public boolean closeRequested() { return closeAfter > 0 && frames.get() >= closeAfter; }

        @Override
        public void draw(Frame frame) {
            if (frames.incrementAndGet() == throwAt) throw new IllegalStateException("the renderer's bug");
            lastTick = match.tick();
        }

        @Override public void screenshot(Frame frame, OutputStream png) {}
        @Override public void setTitle(String title) {}
        @Override public void wake() {}
        @Override public void close() {}
    }

    record Renderer(MemoryScreen screen) implements ScreenRenderer {
        @Override public String id() { return "memory"; }
        @Override public Screen open(String title, int width, int height) { return screen; }
    }

    @Test
    void aRendererThatThrowsLeavesTheMatchRunningAndTheNextOneShowsIt() throws Exception {
        GenerationResult gen = GameFixtures.generate(GameFixtures.request("OpenPlains", 120, 2, 4));
        Match match = GameFixtures.matches().start(MatchSettings.defaults(4, List.of("franks", "britons")), gen.map());
        Clock clock = new Clock.Live(match, -1);
        clock.setSpeed(16);
        GameScreen game = new GameScreen("play", GameScreen.Role.SPECTATE, clock, gen.map(), GameFixtures.DATA, 0, 0, false, "test", null, null);
        Screens screens = new Screens();
        MemoryScreen dying = new MemoryScreen(match, 3, 0), fixed = new MemoryScreen(match, 0, 5);
        screens.add(new Screens.Entry(new Renderer(dying), "memory", 1, 0, "test.renderer 1.0.0"));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        WindowOptions options = new WindowOptions(640, 400, false, null, 0, null, 16, 0, 0);
        Session session = new Session(game, options, screens, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        int[] status = {-1};
        int atFailure;
        Thread t = new Thread(() -> status[0] = session.run(), "session");
        t.start();
        try {
            String said = waitFor(err, "failed while it showed the match");
            assertTrue(said.contains("renderer memory from test.renderer 1.0.0 (service 1) failed while it showed the match (java.lang.IllegalStateException: the renderer's bug)"), said);
            assertTrue(said.contains("the match goes on"), said);
            assertEquals(3, dying.frames.get(), "the dying renderer is not given the window again");
            atFailure = match.tick();
            // no window now, yet the match ticks on
            for (int i = 0; i < 500 && match.tick() < atFailure + 20; i++) Thread.sleep(10);
            assertTrue(match.tick() >= atFailure + 20, "the match went on unseen: " + atFailure + " -> " + match.tick());
            screens.add(new Screens.Entry(new Renderer(fixed), "memory", 2, 0, "test.renderer 1.0.1"));
            t.join(30_000);
        } finally {
            session.stop();
            t.join(10_000);
        }
        assertEquals(0, status[0], "the session ended as the user closed the fixed renderer's window: " + err);
        assertEquals(5, fixed.frames.get());
        assertTrue(fixed.lastTick >= atFailure + 20, "the fixed renderer showed the match further on: " + fixed.lastTick);
        assertEquals(3, dying.frames.get());
    }

    private static String waitFor(ByteArrayOutputStream s, String text) throws InterruptedException {
        for (int i = 0; i < 1000; i++) {
            String now = s.toString(StandardCharsets.UTF_8);
            if (now.contains(text)) return now;
            Thread.sleep(10);
        }
        return s.toString(StandardCharsets.UTF_8);
    }
}
