package org.openaok.zones;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.zones.template.SizeCode;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateReader;

/**
 * Writes the sweep over VCMI's corpus as a table (a report, not a test of its own: the cases and
 * seeds are CorpusSweepTest's). Set OPENAOK_SWEEP_TABLE to the file to write.
 */
class SweepTableTest {
    @Test
    void table() throws IOException {
        String out = System.getenv("OPENAOK_SWEEP_TABLE");
        Assumptions.assumeTrue(out != null && Files.isDirectory(Zones.corpus()), "set OPENAOK_SWEEP_TABLE (and have ../shared)");
        List<Path> files;
        try (Stream<Path> s = Files.walk(Zones.corpus())) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        StringBuilder rows = new StringBuilder("| template | file | size | players | passed | ms (largest case) |\n|---|---|---|---|---|---|\n");
        StringBuilder fails = new StringBuilder();
        int total = 0, passed = 0;
        for (Path f : files) {
            for (Template t : TemplateReader.read(f).templates()) {
                List<Integer> players = new ArrayList<>();
                for (int p : t.players().numbers()) if (p >= 1 && p <= t.startOwners().size()) players.add(p);
                Map<String, int[]> bySize = new LinkedHashMap<>();
                for (SizeCode s : t.sizeCodes()) {
                    int ok = 0;
                    long slowest = 0;
                    for (int p : players) {
                        int code = s.width() * 1000 + s.levels() * 100 + p;
                        long t0 = System.nanoTime();
                        GenerationResult r = Zones.generate(Zones.request(f.toString(), s.width(), s.levels(), p, CorpusSweepTest.seed(code))
                                .option("template", t.name()).build(), 2);
                        slowest = Math.max(slowest, (System.nanoTime() - t0) / 1_000_000);
                        boolean good = !r.failed() && !r.hasErrors() && r.checksPassed() && r.checks().size() == 7;
                        total++;
                        if (good) {
                            ok++;
                            passed++;
                        } else {
                            fails.append("- ").append(t.name()).append(' ').append(s).append(' ').append(p).append("p: ")
                                    .append(r.failed() ? r.diagnostics() : r.checks().stream().filter(c -> !c.passed()).toList()).append('\n');
                        }
                    }
                    bySize.put(s.toString(), new int[] {ok, players.size(), (int) slowest});
                }
                for (Map.Entry<String, int[]> e : bySize.entrySet()) {
                    rows.append("| ").append(t.name()).append(" | ").append(Zones.corpus().relativize(f)).append(" | ").append(e.getKey())
                            .append(" | ").append(players.get(0)).append('-').append(players.get(players.size() - 1)).append(" | ")
                            .append(e.getValue()[0]).append('/').append(e.getValue()[1]).append(" | ").append(e.getValue()[2]).append(" |\n");
                }
            }
        }
        String text = "Sweep: " + passed + " of " + total + " generations pass every check.\n\n" + rows + (fails.length() > 0 ? "\nFailures:\n" + fails : "");
        Files.writeString(Path.of(out), text);
        System.out.println(text);
    }
}
