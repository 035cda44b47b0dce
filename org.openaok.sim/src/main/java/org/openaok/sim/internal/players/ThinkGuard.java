package org.openaok.sim.internal.players;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a computer player's code (a start, a think) on a worker thread while the match's thread
 * waits, and gives up on it when it throws or runs past its limit. The limit is first of all CPU
 * time, so a loaded machine does not cut off a player that is merely waiting for a core; a wall
 * clock limit, much longer, catches a player that blocks without computing. Java cannot stop a
 * thread safely: a player given up on is interrupted and left to itself, and its seat makes sure
 * nothing it does afterwards reaches the match.
 */
final class ThinkGuard {
    /**
     * @param cpuMs  CPU time one call may take
     * @param wallMs elapsed time one call may take, whatever it does
     */
    record Limits(long cpuMs, long wallMs) {
        /** A think: a second of game time must not cost a second of a core. */
        static final Limits THINK = new Limits(Long.getLong("openaok.think.cpu-ms", 1000), Long.getLong("openaok.think.wall-ms", 10_000));
        /** A start compiles a script and may read many files. */
        static final Limits START = new Limits(Long.getLong("openaok.start.cpu-ms", 10_000), Long.getLong("openaok.start.wall-ms", 60_000));

        String text() { return String.format(Locale.ROOT, "%d ms of CPU time (%d ms in all)", cpuMs, wallMs); }
    }

    /** Something the guarded code does; may throw anything. */
    interface Call { void run() throws Exception; }

    private static final long POLL_MS = 20;
    private final AtomicLong spent = new AtomicLong();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final AtomicInteger WORKERS = new AtomicInteger();

    /** Threads come and go with the work: none is kept once idle for a few seconds. */
    private final ExecutorService pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
        Thread t = new Thread(r, "openaok computer player " + WORKERS.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    /**
     * Runs {@code call} within {@code limits}.
     *
     * @return null when it returned in time, else why it was given up on
     */
    String run(Call call, Limits limits) {
        AtomicLong worker = new AtomicLong(-1), cpuAtStart = new AtomicLong(-1);
        Future<?> f;
        try {
            f = pool.submit(() -> {
                // a pooled thread may have run earlier calls: only what it spends from here counts
                long self = Thread.currentThread().getId(), at = cpuNs(self);
                cpuAtStart.set(at);
                worker.set(self);
                try {
                    call.run();
                } finally {
                    if (at >= 0) spent.addAndGet(cpuNs(self) - at);
                }
                return null;
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return "no thread to think on: " + e.getMessage();
        }
        long startNs = System.nanoTime();
        while (true) {
            try {
                f.get(POLL_MS, TimeUnit.MILLISECONDS);
                return null;
            } catch (ExecutionException e) {
                Throwable c = e.getCause() == null ? e : e.getCause();
                return "threw " + c.getClass().getSimpleName() + (c.getMessage() == null ? "" : ": " + c.getMessage()) + where(c);
            } catch (InterruptedException e) {
                f.cancel(true);
                Thread.currentThread().interrupt();
                return "interrupted while it thought";
            } catch (TimeoutException e) {
                long wallMs = (System.nanoTime() - startNs) / 1_000_000;
                long now = cpuNs(worker.get()), at = cpuAtStart.get();
                long cpuMs = now < 0 || at < 0 ? -1 : (now - at) / 1_000_000;
                if (cpuMs > limits.cpuMs() || wallMs > limits.wallMs()) {
                    f.cancel(true);
                    return String.format(Locale.ROOT, "did not return within %s: cut off after %d ms%s", limits.text(), wallMs,
                            cpuMs >= 0 ? String.format(Locale.ROOT, " (%d ms of CPU time)", cpuMs) : "");
                }
            }
        }
    }

    private static long cpuNs(long thread) {
        if (thread < 0 || !THREADS.isThreadCpuTimeSupported()) return -1;
        try {
            return THREADS.getThreadCpuTime(thread);
        } catch (UnsupportedOperationException e) {
            return -1;
        }
    }

    /** The player's own frame that threw, so an author sees where. */
    private static String where(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if (!e.getClassName().startsWith("java.")) return " (at " + e + ")";
        }
        return "";
    }

    /** CPU time the guarded calls have taken on their workers, in all (what a benchmark adds to the match thread's). */
    long cpuNanos() { return spent.get(); }

    /** Lets idle workers go now (a player stuck in a loop keeps its thread; nothing can stop it). */
    void close() { pool.shutdown(); }
}
