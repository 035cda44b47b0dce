package org.openaok.rec.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.GameMap;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.rec.RecordedGame;

/**
 * Generates the recorded game's map again from its script, at its size, for its players and
 * teams, seed after seed, and keeps the maps of the recording's variant (the same dominant land
 * and forest) until it has as many as asked, then compares their measures with the recording's.
 * Seeds run in parallel, each map on one thread; the outcome is the same for any thread count.
 */
public final class Comparer {
    /** How many seeds are tried, at most, for each map kept (a variant one script rarely draws). */
    static final int TRIES_PER_MAP = 10;

    /**
     * What came out.
     *
     * @param seeds      the seeds whose maps were compared, ascending
     * @param tried      how many seeds were generated
     * @param variant    the recording's variant
     * @param matched    whether every compared map is of that variant (false: too few were, all were used)
     * @param comparison the measures compared
     * @param problems   what went wrong with seeds that did not generate
     */
    public record Outcome(List<Long> seeds, int tried, Variant variant, boolean matched, Comparison comparison,
                          List<String> problems) {}

    private final MapGenerationService engine;
    private final GameData data;
    private final MapAnalyzer analyzer;

    /** @param analyzer the fairness analyser, or null to leave the players' measures out */
    public Comparer(MapGenerationService engine, GameData data, MapAnalyzer analyzer) {
        this.engine = engine;
        this.data = data;
        this.analyzer = analyzer;
    }

    /** The measures of a map, the players' from the analyser when there is one. */
    public List<Measure> measure(GameMap map) {
        return MapMeasures.of(map, data, analyzer == null ? null : analyzer.analyze(map, data));
    }

    /**
     * @param map       what the generator reads: the script's path, or a name it knows
     * @param options   settings for the generator (e.g. {@code drs})
     * @param firstSeed the first seed tried; the next ones follow it
     * @param count     how many maps to compare
     */
    public Outcome compare(RecordedGame game, GameMap real, String map, Map<String, String> options, long firstSeed, int count,
                           int threads) throws InterruptedException {
        Variant want = Variant.of(real, data);
        List<Measure> realMeasures = measure(real);
        List<long[]> keptSeeds = new ArrayList<>();
        List<List<Measure>> kept = new ArrayList<>();
        List<Long> otherSeeds = new ArrayList<>();
        List<List<Measure>> others = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        int tried = 0;
        int limit = Math.max(count, count * TRIES_PER_MAP);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            long next = firstSeed;
            while (kept.size() < count && tried < limit) {
                int batch = Math.min(Math.max(1, threads), limit - tried);
                List<Future<Generated>> futures = new ArrayList<>();
                for (int k = 0; k < batch; k++) {
                    long seed = next++;
                    GenerationRequest r = GenerationRequest.builder().generator("aok").map(map).size(game.size())
                            .players(game.players().size()).teams(game.teams()).seed(seed).build();
                    GenerationRequest req = new GenerationRequest(r.generator(), r.map(), r.size(), r.levels(), r.seed(),
                            r.players(), r.teams(), options);
                    futures.add(pool.submit(() -> generate(req)));
                }
                for (Future<Generated> f : futures) {
                    Generated g;
                    try {
                        g = f.get();
                    } catch (java.util.concurrent.ExecutionException e) {
                        problems.add("a seed failed: " + e.getCause());
                        tried++;
                        continue;
                    }
                    tried++;
                    if (g.problem() != null) {
                        problems.add("seed " + g.seed() + ": " + g.problem());
                        continue;
                    }
                    if (kept.size() < count && g.variant().equals(want)) {
                        keptSeeds.add(new long[] {g.seed()});
                        kept.add(g.measures());
                    } else if (others.size() < count) {
                        otherSeeds.add(g.seed());
                        others.add(g.measures());
                    }
                }
                if (problems.size() >= count && kept.isEmpty() && others.isEmpty()) break;
            }
        } finally {
            pool.shutdownNow();
        }
        boolean matched = !kept.isEmpty();
        List<Long> seeds = new ArrayList<>();
        List<List<Measure>> used;
        if (matched) {
            for (long[] s : keptSeeds) seeds.add(s[0]);
            used = kept;
        } else {
            seeds.addAll(otherSeeds);
            used = others;
        }
        Edition edition = Edition.of(game);
        Comparison c = Comparison.of(realMeasures, used).explained(r -> edition.differs(r.name(), r.real(), game));
        return new Outcome(seeds, tried, want, matched, c, problems);
    }

    private record Generated(long seed, Variant variant, List<Measure> measures, String problem) {}

    private Generated generate(GenerationRequest request) {
        GenerationResult result = engine.generate(request, RunOptions.defaults().withThreads(1));
        if (result.failed() || result.map() == null) {
            String why = result.diagnostics().stream().filter(Diagnostic::isError).map(Diagnostic::format).findFirst()
                    .orElse("the map could not be generated");
            return new Generated(request.seed(), null, null, why);
        }
        return new Generated(request.seed(), Variant.of(result.map(), data), measure(result.map()), null);
    }
}
