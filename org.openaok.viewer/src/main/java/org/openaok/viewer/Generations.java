package org.openaok.viewer;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;

/**
 * Generates maps for a view on a thread of its own. A newer request cancels the one running
 * (through the run's cancel check) and drops any older result, so the window only ever shows
 * the latest map; the window stays live meanwhile.
 */
final class Generations implements AutoCloseable {
    /**
     * A finished generation.
     *
     * @param changed     the watched file whose saving asked for it, or null
     * @param savedMillis when that file was saved (its modification time), or 0
     */
    record Outcome(GenerationResult result, Path changed, long savedMillis) {}

    private final MapGenerationService engine;
    private final RunOptions options;
    private final Consumer<Outcome> done;
    private final AtomicLong latest = new AtomicLong();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "openaok-view-generate");
        t.setDaemon(true);
        return t;
    });

    Generations(MapGenerationService engine, RunOptions options, Consumer<Outcome> done) {
        this.engine = engine;
        this.options = options;
        this.done = done;
    }

    void submit(GenerationRequest request, Path changed, long savedMillis) {
        long n = latest.incrementAndGet();
        thread.execute(() -> {
            if (n != latest.get()) return;
            GenerationResult r = engine.generate(request, options.withCancel(() -> n != latest.get()));
            if (n == latest.get()) done.accept(new Outcome(r, changed, savedMillis));
        });
    }

    @Override
    public void close() {
        latest.incrementAndGet();
        thread.shutdownNow();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
