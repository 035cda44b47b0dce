package org.openaok.game;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Screen;
import org.openaok.api.screen.ScreenRenderer;

/**
 * One window on a match, on the thread that runs it: the match ticks there between frames, input
 * is handled there, frames are drawn there. When the screen's renderer goes away or a newer one
 * arrives, the screen closes and reopens with the renderer there is then, on the same match, the
 * camera and selection where they were; while there is none the match goes on unseen.
 */
final class Session {
    static final long FIRST_RENDERER_WAIT_MILLIS = 3000;
    static final long CLOSE_WAIT_MILLIS = 5000;
    static final long FRAME_NANOS = 16_000_000;

    private final GameScreen game;
    private final WindowOptions options;
    private final Screens screens;
    private final PrintStream out;
    private final PrintStream err;
    private final List<double[]> frameTimes = new ArrayList<>();
    private Frame lastFrame;

    // shared with the framework's threads: guarded by this
    private Thread owner;
    private Screens.Entry using;
    private Screen screen;
    private ScreenRenderer leaving;
    private boolean stopped;

    Session(GameScreen game, WindowOptions options, Screens screens, PrintStream out, PrintStream err) {
        this.game = game;
        this.options = options;
        this.screens = screens;
        this.out = out;
        this.err = err;
    }

    static String clockTime(int tick) {
        long s = (long) tick * 100 / 1000;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    int run() {
        synchronized (this) {
            owner = Thread.currentThread();
        }
        try {
            return loop();
        } catch (IOException e) {
            err.println("openaok " + game.command() + ": " + e.getMessage());
            return 1;
        } finally {
            game.close();
            synchronized (this) {
                owner = null;
                notifyAll();
            }
        }
    }

    private int loop() throws IOException {
        boolean first = true;
        while (true) {
            Optional<Screens.Entry> chosen = screens.best(options.renderer());
            if (chosen.isEmpty()) {
                if (first) chosen = screens.await(options.renderer(), FIRST_RENDERER_WAIT_MILLIS, this::stopping);
                if (chosen.isEmpty() && first) {
                    err.println("openaok " + game.command() + ": no screen renderer" + (options.renderer() == null ? "" : " '" + options.renderer() + "'")
                            + " is installed (installed: " + screens.all() + "); the 'game' and 'full' feature sets have one");
                    return 1;
                }
                if (chosen.isEmpty()) {
                    out.println(game.command() + ": no screen renderer now; the match goes on unseen until one comes (e.g. dropped into plugins/)");
                    chosen = unseen();
                    if (chosen.isEmpty()) return 0;
                }
            }
            if (stopping()) return 0;
            first = false;
            Screens.Entry entry = chosen.get();
            synchronized (this) {
                using = entry;
                leaving = null;
            }
            Screen s = null;
            try {
                try {
                    s = entry.renderer().open(game.title(), options.width(), options.height());
                } catch (IOException | RuntimeException | LinkageError e) {
                    if (gone(entry)) continue;
                    throw e instanceof IOException io ? io : new IOException("the " + entry + " failed: " + e, e);
                }
                synchronized (this) {
                    screen = s;
                }
                out.println(game.command() + ": window opened with " + entry + " at " + clockTime(game.clock().match().tick()));
                String why = drive(s, entry);
                if (why == null) {
                    if (options.screenshot() != null && lastFrame != null) screenshot(s);
                    return 0;
                }
                out.println(game.command() + ": " + entry + why + "; the window closes and reopens on the match with the renderer there is next");
            } finally {
                if (s != null) s.close();
                synchronized (this) {
                    screen = null;
                    using = null;
                    notifyAll();
                }
            }
        }
    }

    /** Runs the match with no window until a renderer comes (or the session stops). */
    private Optional<Screens.Entry> unseen() {
        while (!stopping()) {
            game.clock().advance(System.nanoTime());
            Optional<Screens.Entry> e = screens.await(options.renderer(), 20, this::stopping);
            if (e.isPresent()) return e;
        }
        return Optional.empty();
    }

    private boolean gone(Screens.Entry entry) {
        synchronized (this) {
            if (leaving == entry.renderer()) return true;
        }
        return screens.all().stream().noneMatch(e -> e.serviceId() == entry.serviceId());
    }

    /** Drives a screen until the user closes it (null) or its renderer must give way (why). */
    private String drive(Screen s, Screens.Entry entry) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        String title = "";
        while (true) {
            if (stopping()) return null;
            synchronized (this) {
                if (leaving == entry.renderer()) return " is going";
            }
            Optional<Screens.Entry> best = screens.best(options.renderer());
            if (best.isEmpty()) return " is going";
            if (best.get().serviceId() != entry.serviceId()) return " gives way to the newer " + best.get();
            long frameStart = System.nanoTime();
            boolean timing = options.frames() > 0;
            List<Input> inputs = s.poll(timing ? 0 : Math.max(0, (FRAME_NANOS - (System.nanoTime() - frameStart)) / 1_000_000));
            for (Input in : inputs) game.input(in, s.width(), s.height());
            if (s.closeRequested() || game.quit()) return null;
            game.clock().advance(System.nanoTime());
            long c0 = cpu ? mx.getCurrentThreadCpuTime() : 0;
            long t0 = System.nanoTime();
            Frame f = game.frame(s.width(), s.height());
            long t1 = System.nanoTime();
            s.draw(f);
            long t2 = System.nanoTime();
            long c2 = cpu ? mx.getCurrentThreadCpuTime() : 0;
            lastFrame = f;
            String t = game.title();
            if (!t.equals(title)) {
                s.setTitle(t);
                title = t;
            }
            if (timing && !game.clock().busy()) {
                frameTimes.add(new double[] {(t2 - t0) / 1e6, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (c2 - c0) / 1e6,
                        game.clock().tickNanos / 1e6 / Math.max(1, game.clock().ticksRun), game.clock().ticksRun, game.drawn()});
                if (frameTimes.size() >= options.frames()) {
                    out.println(report());
                    return null;
                }
            }
        }
    }

    /** Frame times: whole, building the frame, drawing it; CPU time of the thread; the ticks between frames. */
    String report() {
        int n = frameTimes.size();
        double[][] cols = new double[7][n];
        for (int i = 0; i < n; i++) for (int k = 0; k < 7; k++) cols[k][i] = frameTimes.get(i)[k];
        for (double[] c : cols) java.util.Arrays.sort(c);
        int ticks = 0;
        List<Double> perTick = new ArrayList<>();
        for (double[] f : frameTimes) {
            ticks += (int) f[5];
            if (f[5] > 0) perTick.add(f[4]);
        }
        perTick.sort(null);
        double tickMedian = perTick.isEmpty() ? 0 : perTick.get(perTick.size() / 2);
        return String.format(Locale.ROOT,
                "%s: %d frames of a %d-tile match, %d players, %.0f sprites a frame (median): frame median %.2f ms (build %.2f, draw %.2f), "
                        + "min %.2f, 90th %.2f, max %.2f ms, CPU %.2f ms; %d ticks ran between them, median %.2f ms a tick (frames with ticks); game time %s",
                game.command(), n, game.clock().match().context().grid().size(), game.clock().match().settings().players(), cols[6][n / 2],
                cols[0][n / 2], cols[1][n / 2], cols[2][n / 2], cols[0][0], cols[0][Math.min(n - 1, n * 9 / 10)], cols[0][n - 1],
                cols[3][n / 2], ticks, tickMedian, clockTime(game.clock().match().tick()));
    }

    private void screenshot(Screen s) throws IOException {
        try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(options.screenshot()))) {
            s.screenshot(game.frame(s.width(), s.height()), o);
        }
        out.println("wrote " + options.screenshot());
    }

    private synchronized boolean stopping() {
        return stopped || owner == null || owner.isInterrupted();
    }

    /** A renderer is going (on the framework's thread): its screen closes on the session's thread first. */
    void rendererGone(ScreenRenderer r) {
        Screen s;
        synchronized (this) {
            if (using == null || using.renderer() != r) return;
            leaving = r;
            s = screen;
        }
        if (s != null) s.wake();
        awaitClosed(r);
    }

    void renderersChanged() {
        Screen s;
        synchronized (this) {
            s = screen;
        }
        if (s != null) s.wake();
    }

    void stop() {
        synchronized (this) {
            stopped = true;
        }
        renderersChanged();
        awaitClosed(null);
    }

    private synchronized void awaitClosed(ScreenRenderer r) {
        if (Thread.currentThread() == owner) return;
        long end = System.nanoTime() + CLOSE_WAIT_MILLIS * 1_000_000;
        while (r == null ? screen != null : using != null && using.renderer() == r) {
            long left = (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                err.println("openaok " + game.command() + ": the window did not close in " + CLOSE_WAIT_MILLIS + " ms");
                return;
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
