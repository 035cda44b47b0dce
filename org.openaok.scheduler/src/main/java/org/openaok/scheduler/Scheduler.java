package org.openaok.scheduler;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.RunOptions;

/**
 * Runs a {@link RunGraph}: each run starts as soon as everything it waits for has finished, on a
 * pool of the requested number of threads. One thread (the caller's) does all the bookkeeping,
 * so the order of starts among ready runs is always by ordinal, and nothing the runs leave
 * depends on which finished first.
 *
 * <p>A run that throws is reported with its stage and bundle, and every run that waits for it
 * is skipped; runs that do not are still carried out. A run over its time limit is asked to stop
 * (its next checkpoint throws, and its thread is interrupted); one that does not stop within a
 * grace period is abandoned and the generation fails.
 */
final class Scheduler {
    enum Status { WAITING, RUNNING, DONE, FAILED, SKIPPED, NOT_RUN }

    /** What became of every run. Arrays are indexed by ordinal (index 0 unused). */
    record Outcome(boolean failed, Status[] status, long[] nanos, StageRun[] runs, List<Diagnostic> diagnostics) {}

    private record Finished(int ordinal, long nanos, Throwable error) {}

    private static final class Running {
        final Future<?> future;
        final long started;
        final long deadline;
        long overrun;
        Running(Future<?> future, long started, long deadline) {
            this.future = future;
            this.started = started;
            this.deadline = deadline;
        }
    }

    /** How long a run asked to stop may take to do so before it is abandoned. */
    static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final AtomicInteger POOLS = new AtomicInteger();

    private final RunGraph graph;
    private final GenerationState state;
    private final RunOptions options;
    private final int n;
    private final Status[] status;
    private final long[] nanos;
    private final StageRun[] runs;
    private final int[] pending;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final long totalWeight;
    private long doneWeight;
    private int lastPercent = -1;

    Scheduler(RunGraph graph, GenerationState state, RunOptions options) {
        this.graph = graph;
        this.state = state;
        this.options = options;
        this.n = graph.size();
        this.status = new Status[n + 1];
        this.nanos = new long[n + 1];
        this.runs = new StageRun[n + 1];
        this.pending = new int[n + 1];
        long w = 0;
        for (RunNode node : graph.nodes()) {
            status[node.ordinal] = Status.WAITING;
            pending[node.ordinal] = node.predecessors;
            w += node.stage().weight();
        }
        this.totalWeight = Math.max(1, w);
    }

    Outcome run() {
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (RunNode node : graph.nodes()) if (node.predecessors == 0) ready.add(node.ordinal);
        BlockingQueue<Finished> finished = new LinkedBlockingQueue<>();
        Map<Integer, Running> running = new HashMap<>();
        int threads = Math.max(1, Math.min(options.threads(), Math.max(1, n)));
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemonThreads());
        boolean failed = false;
        boolean stopping = false;
        boolean abandoned = false;
        try {
            report();
            while (true) {
                if (!stopping && options.cancelled().getAsBoolean()) {
                    stopping = true;
                    failed = true;
                    diagnostics.add(Diagnostic.error("cancelled", "generation cancelled"));
                    for (Map.Entry<Integer, Running> e : running.entrySet()) {
                        runs[e.getKey()].stop("the run was cancelled");
                        e.getValue().overrun = System.nanoTime();
                    }
                }
                while (!stopping && running.size() < threads && !ready.isEmpty()) {
                    int o = ready.poll();
                    running.put(o, start(o, pool, finished));
                }
                if (running.isEmpty()) break;

                Finished f = finished.poll(20, TimeUnit.MILLISECONDS);
                if (f == null) {
                    abandoned |= watch(running);
                    if (abandoned) { failed = true; stopping = true; break; }
                    report();
                    continue;
                }
                running.remove(f.ordinal());
                nanos[f.ordinal()] = f.nanos();
                RunNode node = graph.nodes().get(f.ordinal() - 1);
                if (f.error() == null && runs[f.ordinal()].stopReason() == null) {
                    status[f.ordinal()] = Status.DONE;
                    doneWeight += node.stage().weight();
                    for (int s : node.successors) {
                        if (--pending[s] == 0 && status[s] == Status.WAITING) ready.add(s);
                    }
                } else {
                    failed = true;
                    status[f.ordinal()] = Status.FAILED;
                    runs[f.ordinal()].diagnostics().report(failure(node, f.error(), runs[f.ordinal()].stopReason()));
                    skipDependents(node);
                }
                report(node.stage().id());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed = true;
            diagnostics.add(Diagnostic.error("cancelled", "generation interrupted"));
        } finally {
            pool.shutdownNow();
        }
        for (int o = 1; o <= n; o++) {
            if (status[o] == Status.WAITING || status[o] == Status.RUNNING) status[o] = Status.NOT_RUN;
        }
        if (!failed) {
            doneWeight = totalWeight;
            report();
        }
        return new Outcome(failed, status, nanos, runs, diagnostics);
    }

    private Running start(int ordinal, ExecutorService pool, BlockingQueue<Finished> finished) {
        RunNode node = graph.nodes().get(ordinal - 1);
        StageRun run = new StageRun(state, node.stage().id(), node.zone(), ordinal, node.ancestors, options.cancelled());
        runs[ordinal] = run;
        status[ordinal] = Status.RUNNING;
        long limitMs = node.stage().timeLimit() > 0 ? node.stage().timeLimit() : options.stageTimeLimitMillis();
        long now = System.nanoTime();
        long deadline = limitMs > 0 ? now + TimeUnit.MILLISECONDS.toNanos(limitMs) : Long.MAX_VALUE;
        Future<?> future = pool.submit(() -> {
            long t0 = System.nanoTime();
            Throwable error = null;
            try {
                node.stage().stage().run(run);
            } catch (Throwable t) {    // a plugin's failure of any kind is reported, never let out
                error = t;
            }
            finished.add(new Finished(ordinal, System.nanoTime() - t0, error));
        });
        return new Running(future, now, deadline);
    }

    /** Stops runs over their limit; returns true when one would not stop and was abandoned. */
    private boolean watch(Map<Integer, Running> running) {
        long now = System.nanoTime();
        for (Map.Entry<Integer, Running> e : running.entrySet()) {
            int o = e.getKey();
            Running r = e.getValue();
            RunNode node = graph.nodes().get(o - 1);
            if (r.overrun == 0 && now > r.deadline) {
                long limitMs = TimeUnit.NANOSECONDS.toMillis(r.deadline - r.started);
                runs[o].stop("stage " + node.stage().describe() + where(node) + " ran over its time limit of " + limitMs + " ms");
                r.future.cancel(true);
                r.overrun = now;
            } else if (r.overrun != 0 && now - r.overrun > GRACE_NANOS) {
                String why = runs[o].stopReason();
                diagnostics.add(Diagnostic.error("stage-timeout", why + " and did not stop; the generation was abandoned"));
                status[o] = Status.FAILED;
                return true;
            }
        }
        return false;
    }

    private static String where(RunNode node) {
        return node.zone() == null ? "" : " in zone " + node.zone().id();
    }

    private static Diagnostic failure(RunNode node, Throwable error, String stopReason) {
        if (stopReason != null && (error == null || error instanceof CancellationException || error instanceof InterruptedException)) {
            String code = stopReason.contains("time limit") ? "stage-timeout" : "cancelled";
            return Diagnostic.error(code, stopReason);
        }
        StringBuilder sb = new StringBuilder("stage ").append(node.stage().describe()).append(where(node))
                .append(" failed: ").append(error);
        StackTraceElement[] trace = error.getStackTrace();
        if (trace.length > 0) sb.append(" at ").append(trace[0]);
        return Diagnostic.error("stage-failed", sb.toString());
    }

    /** Marks every run that waits for a failed one as skipped, and says which. */
    private void skipDependents(RunNode failed) {
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        for (int s : failed.successors) todo.add(s);
        java.util.TreeSet<String> skipped = new java.util.TreeSet<>();
        while (!todo.isEmpty()) {
            int o = todo.poll();
            if (status[o] == Status.SKIPPED) continue;
            status[o] = Status.SKIPPED;
            RunNode node = graph.nodes().get(o - 1);
            skipped.add(node.label());
            for (int s : node.successors) todo.add(s);
        }
        if (!skipped.isEmpty()) {
            runs[failed.ordinal].diagnostics().report(Diagnostic.warning("stage-skipped",
                    "skipped because " + failed.label() + " failed: " + String.join(", ", skipped)));
        }
    }

    private void report() { report(""); }

    private void report(String stage) {
        long partial = 0;
        for (RunNode node : graph.nodes()) {
            StageRun r = runs[node.ordinal];
            if (r != null && status[node.ordinal] == Status.RUNNING) partial += (long) node.stage().weight() * r.percent();
        }
        int percent = (int) Math.min(100, (doneWeight * 100 + partial) / totalWeight);
        if (percent > lastPercent) {
            lastPercent = percent;
            try {
                options.progress().progress(percent, stage);
            } catch (RuntimeException ignored) {
                // a listener's failure must not stop the map
            }
        }
    }

    private static ThreadFactory daemonThreads() {
        int pool = POOLS.incrementAndGet();
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "openaok-stages-" + pool + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
