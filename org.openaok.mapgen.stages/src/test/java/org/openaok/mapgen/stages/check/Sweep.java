package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.mapgen.stages.FullChain;

/** Generates maps over lobby sizes and player counts and collects what every self-check said. */
final class Sweep {
    static final int[] SIZES = {120, 144, 168, 200, 220, 240};
    static final int[] PLAYERS = {2, 4, 8};

    /** One map that failed a check (or failed to generate). */
    record Failure(String map, int size, int players, long seed, String check, String detail) {
        @Override
        public String toString() { return map + " " + size + "/" + players + "p seed " + seed + ": " + check + ": " + detail; }
    }

    final List<Failure> failures = new ArrayList<>();
    /** map -> check -> passed/total. */
    final Map<String, Map<String, int[]>> table = new TreeMap<>();
    int maps;

    void run(String name, Function<GenerationRequest.Builder, GenerationRequest.Builder> map, int[] sizes, int[] players, long seed) {
        for (int size : sizes) {
            for (int p : players) {
                GenerationRequest r = map.apply(GenerationRequest.builder().generator("aok").size(size).players(p).seed(seed)).build();
                GenerationResult res = FullChain.run(r);
                maps++;
                Map<String, int[]> row = table.computeIfAbsent(name, k -> new TreeMap<>());
                if (res.failed() || res.checks().isEmpty()) {
                    failures.add(new Failure(name, size, p, seed, "generate", res.diagnostics().toString()));
                    row.computeIfAbsent("generate", k -> new int[2])[1]++;
                    continue;
                }
                for (CheckResult c : res.checks()) {
                    int[] cell = row.computeIfAbsent(c.name(), k -> new int[2]);
                    cell[1]++;
                    if (c.passed()) cell[0]++;
                    else failures.add(new Failure(name, size, p, seed, c.name(), c.detail()));
                }
            }
        }
    }

    /** The table as text: a row per map, a column per check, passed/run in each cell. */
    String table() {
        List<String> checks = new ArrayList<>();
        for (Map<String, int[]> row : table.values()) for (String c : row.keySet()) if (!checks.contains(c)) checks.add(c);
        StringBuilder b = new StringBuilder(String.format("%-18s", "map"));
        for (String c : checks) b.append(String.format(" %-8s", abbreviation(c)));
        b.append('\n');
        for (Map.Entry<String, Map<String, int[]>> e : table.entrySet()) {
            b.append(String.format("%-18s", e.getKey()));
            for (String c : checks) {
                int[] cell = e.getValue().get(c);
                b.append(String.format(" %-8s", cell == null ? "-" : cell[0] + "/" + cell[1]));
            }
            b.append('\n');
        }
        b.append("columns: ");
        for (String c : checks) b.append(abbreviation(c)).append('=').append(c).append(' ');
        return b.toString();
    }

    private static String abbreviation(String check) {
        StringBuilder b = new StringBuilder();
        for (String w : check.split("-")) if (!w.isEmpty()) b.append(w.charAt(0));
        return b.toString();
    }
}
