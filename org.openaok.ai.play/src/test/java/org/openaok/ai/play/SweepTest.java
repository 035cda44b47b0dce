package org.openaok.ai.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The long sweeps, run with AOE_AI_SWEEP=1 (AOE_AI_SEEDS=N seeds, 3 by default): randomgame
 * against itself at Hardest on every shipped map for 60 game minutes, and each original-vocabulary
 * script of the shared corpus against randomgame; a line per match (age-up times, idle villager
 * time, stuck units, failed thinks, the result) and the totals.
 */
class SweepTest {
    /** Matches run on AOE_AI_THREADS threads (1 by default), reported in order. */
    static List<MatchProbe> run(List<java.util.function.Supplier<MatchProbe>> matches) {
        int threads = Integer.parseInt(System.getenv().getOrDefault("AOE_AI_THREADS", "1"));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<java.util.concurrent.Future<MatchProbe>> fs = new ArrayList<>();
            for (var m : matches) fs.add(pool.submit(m::get));
            List<MatchProbe> out = new ArrayList<>();
            for (var f : fs) {
                MatchProbe p = f.get();
                System.out.println(p.line());
                for (String l : p.failures) System.out.println("  " + l.lines().findFirst().orElse(""));
                out.add(p);
            }
            return out;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void everyShippedMapOverSeeds() {
        Assumptions.assumeTrue("1".equals(System.getenv("AOE_AI_SWEEP")), "AOE_AI_SWEEP=1 runs the sweep");
        int seeds = Integer.parseInt(System.getenv().getOrDefault("AOE_AI_SEEDS", "3"));
        int first = Integer.parseInt(System.getenv().getOrDefault("AOE_AI_FIRST_SEED", "1"));
        List<String> maps = System.getenv("AOE_AI_MAPS") == null ? List.of(Matches.MAPS) : List.of(System.getenv("AOE_AI_MAPS").split(","));
        List<java.util.function.Supplier<MatchProbe>> all = new ArrayList<>();
        for (String map : maps)
            for (long seed = first; seed < first + seeds; seed++) {
                long sd = seed;
                all.add(() -> new MatchProbe(map, 120, sd, new String[] {"randomgame", "randomgame"}, 0).run(60 * 60_000));
            }
        int feudal = 0, castle = 0, decided = 0, idleOk = 0, n = 0, failures = 0, stuck = 0, eaten = 0, islands = 0, islandsDecided = 0;
        for (MatchProbe p : run(all)) {
            n++;
            for (int s = 1; s <= 2; s++) {
                if (p.timeline.ageUp(s, 2) >= 0 && p.timeline.ageUp(s, 2) <= 13 * 60_000) feudal++;
                if (p.timeline.ageUp(s, 3) >= 0 && p.timeline.ageUp(s, 3) <= 22 * 60_000) castle++;
                if (p.timeline.idlePerMille(s) < 50) idleOk++;
            }
            if (p.match.outcome().over()) decided++;
            if (p.map.equals("AlliedIsles") || p.map.equals("Isles")) {
                islands++;
                if (p.match.outcome().over()) islandsDecided++;
            }
            failures += p.failures.size();
            stuck += p.stuck;
            eaten += p.eatenVillagers;
            for (String u : p.stuckUnits.subList(0, Math.min(3, p.stuckUnits.size()))) System.out.println("  stuck: " + u);
        }
        System.out.printf("randomgame sweep: %d matches; seats in Feudal by 13:00 %d/%d, in Castle by 22:00 %d/%d, idle under 5%% %d/%d;"
                + " decided within 60:00 %d/%d (island maps %d/%d); stuck units %d; villagers killed by animals %d; failed thinks %d%n", n, feudal, 2 * n, castle, 2 * n, idleOk, 2 * n,
                decided, n, islandsDecided, islands, stuck, eaten, failures);
    }

    /**
     * Every script of the shared corpus a player would pick (the ones no other script loads): the
     * original vocabulary's (Mabel, the sample, the formatter's examples) and, to see that they
     * too play without a fault, the later versions' (ElonUncle, Binary), each against randomgame
     * on a land map and a water map.
     */
    static List<Path> corpusScripts(Path corpus) throws java.io.IOException {
        List<Path> out = new ArrayList<>(RealScriptsTest.originalScripts(corpus));
        try (var files = java.nio.file.Files.list(corpus.resolve("ks07+aoe2-ai-fmt/examples"))) {
            files.filter(f -> f.getFileName().toString().endsWith(".input.per")).sorted().forEach(out::add);
        }
        out.add(corpus.resolve("ceevaaa+ElonUncle/ElonUncle.per"));
        out.add(corpus.resolve("01010100b+AoE2/Binary/Test/Binary.per"));
        out.removeIf(f -> !java.nio.file.Files.isRegularFile(f));
        return out;
    }

    @Test
    void theCorpusScriptsPlayWholeMatches() throws java.io.IOException {
        Assumptions.assumeTrue("1".equals(System.getenv("AOE_AI_SWEEP")), "AOE_AI_SWEEP=1 runs the sweep");
        Path corpus = RealScriptsTest.corpus();
        Assumptions.assumeTrue(corpus != null, "no shared corpus");
        List<String> maps = System.getenv("AOE_AI_MAPS") == null ? List.of("OpenPlains", "Coastline") : List.of(System.getenv("AOE_AI_MAPS").split(","));
        int n = 0, failures = 0, stuck = 0;
        for (Path script : corpusScripts(corpus))
            for (String map : maps) {
                MatchProbe p = new MatchProbe(map, 120, 2, new String[] {script.toString(), "randomgame"}, 0).run(60 * 60_000);
                System.out.println(corpus.relativize(script) + ": " + p.line());
                for (String c : p.compiled) System.out.println("  " + c);
                for (String f : p.failures) System.out.println("  " + f.lines().findFirst().orElse(""));
                for (String u : p.stuckUnits.subList(0, Math.min(3, p.stuckUnits.size()))) System.out.println("  stuck: " + u);
                n++;
                failures += p.failures.size();
                stuck += p.stuck;
            }
        System.out.printf("corpus sweep: %d matches; stuck units %d; failed thinks or seats that cannot play %d%n", n, stuck, failures);
    }
}
