package org.openaok.sim.internal.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.service.Matches;

/**
 * Many matches in one process ({@code openaok match --matches N}): seeds {@code seed .. seed+N-1},
 * each its own map and match, played on a pool of threads. A match depends on nothing but its
 * seed and settings, so each comes out as it would alone; the lines are printed in seed order.
 */
final class Tournament {
    /** How one match of the set ended. */
    record Game(long seed, Outcome outcome, int ticks, long hash, String failure, List<String> refused) {
        String line() {
            String how = failure != null ? "failed: " + failure
                    : outcome.over() ? outcome.reason() + ", won by " + (outcome.winners().isEmpty() ? "nobody" : outcome.winners()) : "still going";
            long s = ticks / 10L;
            return String.format(Locale.ROOT, "seed %d: %s after %d:%02d:%02d, scores %s, hash %016x", seed, how, s / 3600, s / 60 % 60, s % 60,
                    outcome.scores(), hash);
        }
    }

    private Tournament() {}

    /**
     * Plays the set.
     *
     * @param settingsFor the lobby of the match of a seed
     * @param records     where match records go ({@code DIR/match-SEED.rec}), or null
     */
    static List<Game> play(MapGenerationService generator, Matches matches, GenerationRequest first, int count, int jobs,
                           LongFunction<MatchSettings> settingsFor, CommandFile commands, long untilMs, Path records,
                           List<String> bundles, PrintStream out) throws IOException, InterruptedException {
        if (records != null) Files.createDirectories(records);
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "openaok-match");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Game>> games = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long seed = first.seed() + i;
                games.add(pool.submit(() -> one(generator, matches, first, seed, settingsFor.apply(seed), commands, untilMs,
                        records == null ? null : records.resolve("match-" + seed + ".rec"), bundles)));
            }
            List<Game> done = new ArrayList<>();
            for (Future<Game> f : games) {
                Game g;
                try {
                    g = f.get();
                } catch (ExecutionException e) {
                    // one() catches what a match can throw; this is a fault of the set's own
                    throw new IOException("a match of the set could not be played: " + e.getCause(), e.getCause());
                }
                done.add(g);
                out.println(g.line());
                out.flush();
            }
            return done;
        } finally {
            pool.shutdownNow();
        }
    }

    private static Game one(MapGenerationService generator, Matches matches, GenerationRequest first, long seed, MatchSettings settings,
                            CommandFile commands, long untilMs, Path record, List<String> bundles) {
        GenerationRequest request = new GenerationRequest(first.generator(), first.map(), first.size(), first.levels(), seed, first.players(),
                first.teams(), first.options());
        GenerationResult gen = generator.generate(request, RunOptions.defaults().withThreads(1));
        if (gen.map() == null || gen.failed())
            return new Game(seed, new Outcome(false, 0, List.of(), "", List.of()), 0, 0, "the map could not be generated", List.of());
        try {
            HeadlessMatch.Run run = HeadlessMatch.run(matches, gen.map(), gen.request(), settings, commands, untilMs, record, bundles,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            return new Game(seed, run.outcome(), run.match().tick(), run.match().hash(),
                    run.failure() == null ? null : run.failure().getMessage(), run.refused());
        } catch (Exception e) {
            return new Game(seed, new Outcome(false, 0, List.of(), "", List.of()), 0, 0, String.valueOf(e.getMessage()), List.of());
        }
    }

    /** Wins per seat, how the matches ended, and their mean length. */
    static void summary(List<Game> games, int players, PrintStream out) {
        int[] wins = new int[players + 1];
        Map<String, Integer> how = new TreeMap<>();
        long ticks = 0;
        int failed = 0;
        for (Game g : games) {
            ticks += g.ticks;
            if (g.failure != null) {
                failed++;
                continue;
            }
            how.merge(g.outcome.over() ? g.outcome.reason() : "still going", 1, Integer::sum);
            for (int w : g.outcome.winners()) if (w >= 1 && w <= players) wins[w]++;
        }
        StringBuilder w = new StringBuilder();
        for (int p = 1; p <= players; p++) w.append(p == 1 ? "" : ", ").append("seat ").append(p).append(' ').append(wins[p]);
        long mean = games.isEmpty() ? 0 : ticks / games.size() / 10;
        out.printf(Locale.ROOT, "%d matches: wins %s; %s%s; mean length %d:%02d; peak heap %d MiB%n", games.size(), w, how,
                failed == 0 ? "" : "; " + failed + " failed", mean / 60, mean % 60, peakHeapMiB());
    }

    /** The results as CSV, a row per match. */
    static void writeCsv(List<Game> games, int players, Writer w) throws IOException {
        StringBuilder head = new StringBuilder("seed,ended,reason,winners,seconds,hash");
        for (int p = 1; p <= players; p++) head.append(",score").append(p);
        w.write(head.append('\n').toString());
        for (Game g : games) {
            StringBuilder b = new StringBuilder();
            b.append(g.seed).append(',').append(g.outcome.over()).append(',')
                    .append(g.failure != null ? "failed" : g.outcome.over() ? g.outcome.reason() : "").append(',');
            for (int i = 0; i < g.outcome.winners().size(); i++) b.append(i == 0 ? "" : " ").append(g.outcome.winners().get(i));
            b.append(',').append(g.ticks / 10).append(',').append(String.format(Locale.ROOT, "%016x", g.hash));
            for (int p = 0; p < players; p++) b.append(',').append(p < g.outcome.scores().size() ? g.outcome.scores().get(p) : 0);
            w.write(b.append('\n').toString());
        }
    }

    /** The most heap the process has held, over the collector's pools. */
    static long peakHeapMiB() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) if (pool.getType() == MemoryType.HEAP) peak += pool.getPeakUsage().getUsed();
        return peak >> 20;
    }
}
