package org.openaok.api.generate;

import java.util.function.BooleanSupplier;

/**
 * How to run a generation.
 *
 * @param threads          worker threads (1 runs every stage on the calling thread's pool of one)
 * @param progress         hears progress
 * @param cancelled        polled by stages' checkpoints; true stops the run
 * @param stageTimeLimitMillis default time limit of one stage run; 0 means none
 */
public record RunOptions(int threads, ProgressListener progress, BooleanSupplier cancelled, long stageTimeLimitMillis) {
    public RunOptions {
        if (threads < 1 || threads > 256) throw new IllegalArgumentException("threads must be 1-256, not " + threads);
        if (progress == null) progress = ProgressListener.NONE;
        if (cancelled == null) cancelled = () -> false;
        if (stageTimeLimitMillis < 0) throw new IllegalArgumentException("negative time limit");
    }

    /** One thread per core, no listener, a minute per stage run. */
    public static RunOptions defaults() {
        return new RunOptions(Runtime.getRuntime().availableProcessors(), ProgressListener.NONE, () -> false, 60_000);
    }

    public RunOptions withThreads(int n) { return new RunOptions(n, progress, cancelled, stageTimeLimitMillis); }

    public RunOptions withProgress(ProgressListener l) { return new RunOptions(threads, l, cancelled, stageTimeLimitMillis); }

    public RunOptions withCancel(BooleanSupplier c) { return new RunOptions(threads, progress, c, stageTimeLimitMillis); }

    public RunOptions withStageTimeLimit(long ms) { return new RunOptions(threads, progress, cancelled, ms); }
}
