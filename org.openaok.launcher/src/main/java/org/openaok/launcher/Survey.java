package org.openaok.launcher;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.ProgressListener;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.openaok.preview.Histograms;
import org.openaok.preview.PngEncoder;

/**
 * Many seeds of one map: each generated on a thread of its own (every map is deterministic
 * whatever runs beside it), measured, and written one CSV row per seed and player in seed order;
 * then a summary with the least fair seeds, and the distributions plotted.
 */
final class Survey {
    /** The CSV's columns before the measures. */
    static final List<String> HEAD = List.of("seed", "player", "team", "x", "y");

    /** One seed's outcome. */
    record Outcome(long seed, MapStats stats, String hash, String error) {}

    private Survey() {}

    static List<Outcome> run(MapGenerationService engine, MapAnalyzer analyzer, GameData data, GenerationRequest base,
                             List<Long> seeds, int threads, long stageTimeLimitMillis, ProgressListener progress) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "openaok-survey");
            t.setDaemon(true);
            return t;
        });
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            RunOptions one = RunOptions.defaults().withThreads(1).withStageTimeLimit(stageTimeLimitMillis);
            for (long seed : seeds) {
                futures.add(pool.submit(() -> {
                    Outcome o;
                    try {
                        GenerationResult r = engine.generate(base.withSeed(seed), one);
                        o = r.failed() ? new Outcome(seed, null, "", firstError(r))
                                : new Outcome(seed, analyzer.analyze(r.map(), data), r.hash(), null);
                    } catch (RuntimeException e) {
                        o = new Outcome(seed, null, "", e.toString());
                    }
                    progress.progress(done.incrementAndGet() * 100 / seeds.size(), "seed " + seed);
                    return o;
                }));
            }
            List<Outcome> out = new ArrayList<>();
            for (Future<Outcome> f : futures) out.add(f.get());
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("survey interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static String firstError(GenerationResult r) {
        return r.diagnostics().stream().filter(d -> d.isError()).findFirst().map(d -> d.format()).orElse("failed");
    }

    static List<String> columns(List<String> measures) {
        List<String> c = new ArrayList<>(HEAD);
        c.addAll(measures);
        c.add("hash");
        return c;
    }

    static void writeCsv(Path file, List<Outcome> outcomes, List<String> measures)
            throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(String.join(",", columns(measures)));
            w.newLine();
            for (Outcome o : outcomes) {
                if (o.stats() == null) continue;
                for (PlayerStats p : o.stats().players()) {
                    StringBuilder sb = new StringBuilder();
                    sb.append(o.seed()).append(',').append(p.player()).append(',').append(p.team()).append(',')
                            .append(p.x()).append(',').append(p.y());
                    for (String m : measures) sb.append(',').append(p.measure(m));
                    sb.append(',').append(o.hash());
                    w.write(sb.toString());
                    w.newLine();
                }
            }
        }
    }

    /** Per seed, how unfair: the sum over measures of its spread over that measure's mean spread. */
    static Map<Long, Double> unfairness(List<Outcome> outcomes, List<String> measures) {
        Map<String, Double> mean = new LinkedHashMap<>();
        long n = outcomes.stream().filter(o -> o.stats() != null).count();
        for (String m : measures) {
            double sum = 0;
            for (Outcome o : outcomes) if (o.stats() != null) sum += o.stats().spread().getOrDefault(m, 0);
            mean.put(m, n == 0 ? 0 : sum / n);
        }
        Map<Long, Double> score = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            if (o.stats() == null) continue;
            double s = 0;
            for (String m : measures) {
                double avg = mean.get(m);
                if (avg > 0) s += o.stats().spread().getOrDefault(m, 0) / avg;
            }
            score.put(o.seed(), s / measures.size());
        }
        return score;
    }

    static void summary(PrintStream out, List<Outcome> outcomes, List<String> measures, double seconds) {
        long ok = outcomes.stream().filter(o -> o.stats() != null).count();
        out.println(String.format(Locale.ROOT, "%d maps in %.1f s (%.1f maps/s); %d failed", outcomes.size(), seconds,
                outcomes.size() / Math.max(seconds, 1e-9), outcomes.size() - ok));
        outcomes.stream().filter(o -> o.error() != null).limit(5)
                .forEach(o -> out.println("  seed " + o.seed() + " failed: " + o.error()));
        out.println(String.format(Locale.ROOT, "%-14s %9s %9s %9s %12s", "measure", "min", "mean", "max", "mean spread"));
        for (String m : measures) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            double sum = 0;
            double spread = 0;
            long count = 0;
            for (Outcome o : outcomes) {
                if (o.stats() == null) continue;
                spread += o.stats().spread().getOrDefault(m, 0);
                for (PlayerStats p : o.stats().players()) {
                    int v = p.measure(m);
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                    sum += v;
                    count++;
                }
            }
            if (count == 0) continue;
            out.println(String.format(Locale.ROOT, "%-14s %9d %9.1f %9d %12.1f", m, min, sum / count, max, spread / ok));
        }
        Map<Long, Double> score = unfairness(outcomes, measures);
        List<Map.Entry<Long, Double>> worst = new ArrayList<>(score.entrySet());
        worst.sort(Map.Entry.<Long, Double>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        out.print("least fair seeds (spread over the mean spread, averaged over measures):");
        for (Map.Entry<Long, Double> e : worst.subList(0, Math.min(10, worst.size()))) {
            out.print(String.format(Locale.ROOT, " %d (%.2f)", e.getKey(), e.getValue()));
        }
        out.println();
    }

    static void plot(OutputStream out, String title, List<Outcome> outcomes, List<String> measures) throws IOException {
        Map<String, List<Integer>> series = new LinkedHashMap<>();
        for (String m : measures) {
            List<Integer> v = new ArrayList<>();
            for (Outcome o : outcomes) if (o.stats() != null) for (PlayerStats p : o.stats().players()) v.add(p.measure(m));
            series.put(m, v);
        }
        PngEncoder.write(Histograms.draw(title, series, 6), out);
    }
}
