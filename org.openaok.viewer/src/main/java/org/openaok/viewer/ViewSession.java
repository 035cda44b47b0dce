package org.openaok.viewer;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapWindow;
import org.openaok.api.io.WindowRenderer;

/**
 * One {@code openaok view}: a window on the thread that runs it, maps generated beside it, and
 * the hand-over when the window's renderer goes away or a better one arrives (close the window
 * on this thread, reopen with the renderer there is now, show the same map).
 */
final class ViewSession implements MapWindow.Listener {
    /** How long a view waits at the start for a renderer (FileInstall may still be installing one). */
    static final long FIRST_RENDERER_WAIT_MILLIS = 3000;
    /** How long a departing renderer's unregistration waits for the window to close. */
    static final long CLOSE_WAIT_MILLIS = 5000;

    private final ViewOptions options;
    private final MapGenerationService engine;
    private final Supplier<GameData> data;
    private final Renderers renderers;
    private final PrintStream out;
    private final PrintStream err;
    private final AtomicReference<Generations.Outcome> pending = new AtomicReference<>();
    private GenerationRequest request;
    private Generations generations;

    // shared with the framework's threads: guarded by this
    private Thread owner;
    private Renderers.Entry using;
    private MapWindow window;
    private WindowRenderer leaving;
    private boolean stopped;

    ViewSession(ViewOptions options, MapGenerationService engine, Supplier<GameData> data, Renderers renderers,
                PrintStream out, PrintStream err) {
        this.options = options;
        this.engine = engine;
        this.data = data;
        this.renderers = renderers;
        this.out = out;
        this.err = err;
        this.request = options.request();
    }

    /** Runs the view until the user closes it, its frames are drawn, or it is stopped; the exit status. */
    int run() {
        synchronized (this) {
            owner = Thread.currentThread();
        }
        RunOptions run = RunOptions.defaults().withThreads(options.threads()).withStageTimeLimit(options.stageTimeLimitMillis());
        generations = new Generations(engine, run, this::generated);
        FileWatch watch = null;
        try {
            if (options.watch()) {
                List<Path> files = options.watchedFiles();
                if (files.isEmpty()) {
                    err.println("openaok view: --watch: no file to watch (--map names no file that exists)");
                    return 2;
                }
                watch = new FileWatch(files, this::saved);
                out.println("view: watching " + String.join(", ", files.stream().map(Path::toString).toList()));
            }
            out.println("view: " + describe(request) + (options.seedGiven() ? "" : " (seed from the clock)"));
            generations.submit(request, null, 0);
            return loop();
        } catch (IOException e) {
            err.println("openaok view: " + e.getMessage());
            return 1;
        } finally {
            if (watch != null) watch.close();
            generations.close();
            synchronized (this) {
                owner = null;
                notifyAll();
            }
        }
    }

    private int loop() throws IOException {
        GenerationResult showing = null;
        boolean first = true;
        while (true) {
            if (!first && renderers.best(options.renderer()).isEmpty()) {
                out.println("view: no window renderer now; waiting for one (e.g. a renderer bundle dropped into plugins/)");
            }
            Optional<Renderers.Entry> chosen = renderers.await(options.renderer(), first ? FIRST_RENDERER_WAIT_MILLIS : 0, this::stopping);
            if (stopping()) return 0;
            if (chosen.isEmpty()) {
                err.println("openaok view: no window renderer" + (options.renderer() == null ? "" : " '" + options.renderer() + "'")
                        + " is installed (installed: " + renderers.all() + "); the 'viewer' and 'full' feature sets have one");
                return 1;
            }
            first = false;
            Renderers.Entry entry = chosen.get();
            synchronized (this) {
                // from here a departing renderer waits for this window, even while it opens
                using = entry;
                leaving = null;
            }
            MapWindow w = null;
            try {
                try {
                    w = entry.renderer().open(title(showing), options.width(), options.height(), options.view(), this);
                } catch (IOException | RuntimeException | LinkageError e) {
                    if (gone(entry)) continue;   // it went while opening: take the next one
                    throw e instanceof IOException io ? io : new IOException("the " + entry + " failed: " + e, e);
                }
                synchronized (this) {
                    window = w;
                }
                out.println("view: window opened with " + entry);
                if (showing != null) show(w, showing, null, 0);
                Ending end = drive(w, entry, showing);
                showing = end.showing;
                if (end.status >= 0) {
                    if (options.screenshot() != null) screenshot(w, options.screenshot());
                    return end.status;
                }
                out.println("view: " + entry + end.why + "; the window closes and reopens with the renderer there is next");
            } finally {
                if (w != null) w.close();
                synchronized (this) {
                    window = null;
                    using = null;
                    notifyAll();
                }
            }
        }
    }

    /** Whether a renderer is going or gone. */
    private boolean gone(Renderers.Entry entry) {
        synchronized (this) {
            if (leaving == entry.renderer()) return true;
        }
        return renderers.all().stream().noneMatch(e -> e.serviceId() == entry.serviceId());
    }

    /** How driving a window ended: an exit status, or -1 to reopen with another renderer (and why). */
    private record Ending(int status, GenerationResult showing, String why) {
        Ending(int status, GenerationResult showing) { this(status, showing, ""); }
    }

    private Ending drive(MapWindow w, Renderers.Entry entry, GenerationResult showing) throws IOException {
        List<Double> frameMillis = new ArrayList<>();
        while (true) {
            if (stopping()) return new Ending(0, showing);
            synchronized (this) {
                if (leaving == entry.renderer()) return new Ending(-1, showing, " is going");
            }
            // gone, or a newer one is here
            Optional<Renderers.Entry> best = renderers.best(options.renderer());
            if (best.isEmpty()) return new Ending(-1, showing, " is going");
            if (best.get().serviceId() != entry.serviceId()) return new Ending(-1, showing, " gives way to the newer " + best.get());
            Generations.Outcome o = pending.getAndSet(null);
            if (o != null) {
                showing = o.result();
                show(w, showing, o.changed(), o.savedMillis());
            }
            if (options.frames() > 0 && showing != null) {
                // timing: every frame drawn whether or not anything changed
                long t0 = System.nanoTime();
                w.draw();
                frameMillis.add((System.nanoTime() - t0) / 1e6);
                if (!w.update(0)) return new Ending(0, showing);
                if (frameMillis.size() >= options.frames()) {
                    out.println(frameReport(frameMillis, showing));
                    return new Ending(showing.map() == null || showing.failed() ? 1 : 0, showing);
                }
                continue;
            }
            if (!w.update(50)) return new Ending(0, showing);
        }
    }

    private void show(MapWindow w, GenerationResult r, Path changed, long savedMillis) {
        GameData d = data.get();
        List<Diagnostic> diagnostics = new ArrayList<>(r.diagnostics());
        if (d == null) diagnostics.add(Diagnostic.error("no-game-data", "no game data is installed"));
        // a map from a failed run, or from a script with errors, is not the script's map
        boolean usable = r.map() != null && d != null && !r.failed() && !r.hasErrors();
        w.show(title(r), usable ? r.map() : null, d, diagnostics);
        w.draw();
        if (changed != null) {
            long now = System.currentTimeMillis();
            out.println(String.format(Locale.ROOT, "view: %s saved; generated in %.0f ms, on screen %d ms after the save",
                    changed.getFileName(), r.totalMillis(), Math.max(0, now - savedMillis)));
        }
    }

    private String title(GenerationResult r) {
        GenerationRequest q = r == null ? request : r.request();
        return "OpenAoK view: " + describe(q) + (r == null ? " (generating)" : r.failed() || r.hasErrors() ? " (errors)" : "");
    }

    static String describe(GenerationRequest q) {
        String name = q.map().isEmpty() ? (q.generator() == null ? "default map" : q.generator()) : Path.of(q.map()).getFileName().toString();
        return name + ", seed " + q.seed() + ", " + q.size() + " tiles, " + q.players() + " player" + (q.players() == 1 ? "" : "s");
    }

    private static String frameReport(List<Double> ms, GenerationResult r) {
        List<Double> sorted = new ArrayList<>(ms);
        sorted.sort(null);
        return String.format(Locale.ROOT, "view: %d frames of a %d-tile map with %d objects: median %.2f ms, min %.2f ms, max %.2f ms",
                ms.size(), r.request().size(), r.map() == null ? 0 : r.map().objects().size(), sorted.get(sorted.size() / 2),
                sorted.get(0), sorted.get(sorted.size() - 1));
    }

    private void screenshot(MapWindow w, Path file) throws IOException {
        try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(file))) {
            w.screenshot(o);
        }
        out.println("wrote " + file);
    }

    /** A generation finished (on the generator's thread): the window picks it up on its own. */
    private void generated(Generations.Outcome o) {
        GenerationResult r = o.result();
        out.println(String.format(Locale.ROOT, "view: %s: %s in %.0f ms", describe(r.request()),
                r.failed() ? "failed" : r.hasErrors() ? "generated with errors" : "generated", r.totalMillis()));
        for (Diagnostic d : r.diagnostics()) (d.isError() ? err : out).println(d.format());
        pending.set(o);
        wake();
    }

    /** A watched file was saved (on the watcher's thread). */
    private void saved(Path file) {
        long savedMillis;
        try {
            savedMillis = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            savedMillis = System.currentTimeMillis();
        }
        GenerationRequest q;
        synchronized (this) {
            q = request;
        }
        generations.submit(q, file, savedMillis);
    }

    @Override
    public void newSeed() {
        GenerationRequest q;
        synchronized (this) {
            request = request.withSeed(ThreadLocalRandom.current().nextLong(1_000_000_000L));
            q = request;
        }
        out.println("view: new seed " + q.seed());
        generations.submit(q, null, 0);
    }

    @Override
    public void regenerate() {
        GenerationRequest q;
        synchronized (this) {
            q = request;
        }
        generations.submit(q, null, 0);
    }

    private void wake() {
        MapWindow w;
        synchronized (this) {
            w = window;
        }
        if (w != null) w.wake();
    }

    private synchronized boolean stopping() {
        return stopped || owner == null || owner.isInterrupted();
    }

    /**
     * A renderer service is going away (on the framework's thread). When this view's window is
     * one of its windows, the view closes it on its own thread; this waits until it has, so
     * nothing of the departing bundle runs after its service is gone.
     */
    void rendererGone(WindowRenderer r) {
        MapWindow w;
        synchronized (this) {
            if (using == null || using.renderer() != r) return;
            leaving = r;
            w = window;
        }
        if (w != null) w.wake();
        awaitClosed(r);
    }

    /** Another renderer arrived: the view looks whether it should move to it. */
    void renderersChanged() { wake(); }

    /** Ends the view (its command's component is going); waits until its window is closed. */
    void stop() {
        synchronized (this) {
            stopped = true;
        }
        wake();
        awaitClosed(null);
    }

    private synchronized void awaitClosed(WindowRenderer r) {
        if (Thread.currentThread() == owner) return;
        long end = System.nanoTime() + CLOSE_WAIT_MILLIS * 1_000_000;
        while (r == null ? window != null : using != null && using.renderer() == r) {
            long left = (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                err.println("openaok view: the window did not close in " + CLOSE_WAIT_MILLIS + " ms");
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
