package org.openaok.zones;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationResult;
import org.openaok.zones.template.SizeCode;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateFile;
import org.openaok.zones.template.TemplateReader;

/**
 * Every template of VCMI's corpus (../shared/corpus/vcmi/templates, skipped when absent) generates
 * and passes every map check. By default each template once, at its smallest size and fewest
 * players, and once at its largest size and most players; with OPENAOK_SWEEP=1, at every size
 * code and level count it allows, for every player count it allows.
 */
class CorpusSweepTest {
    static boolean full() { return "1".equals(System.getenv("OPENAOK_SWEEP")); }

    static Stream<Arguments> cases() throws IOException {
        Path dir = Zones.corpus();
        if (!Files.isDirectory(dir)) return Stream.of(Arguments.of(Named.of("corpus absent", null), null, 0));
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        List<Arguments> out = new ArrayList<>();
        for (Path f : files) {
            TemplateFile tf = TemplateReader.read(f);
            for (Template t : tf.templates()) {
                List<SizeCode> sizes = t.sizeCodes();
                List<Integer> players = new ArrayList<>();
                for (int p : t.players().numbers()) if (p >= 1 && p <= t.startOwners().size()) players.add(p);
                if (full()) {
                    for (SizeCode s : sizes) for (int p : players) out.add(args(f, t, s, p));
                } else {
                    out.add(args(f, t, sizes.get(0), players.get(0)));
                    out.add(args(f, t, sizes.get(sizes.size() - 1), players.get(players.size() - 1)));
                }
            }
        }
        return out.stream();
    }

    /** The seed of a case: fixed by its size, levels and players, so a failure can be run again alone. */
    static long seed(int code) { return 1000 + code; }

    private static Arguments args(Path f, Template t, SizeCode s, int players) {
        return Arguments.of(Named.of(t.name() + " " + s + " " + players + "p", f), t.name(), s.width() * 1000 + s.levels() * 100 + players);
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"symmetric/8xm8.json, 180, 2, 8", "heroes3/dwarvenTunnels.json, 144, 2, 4",
            "symmetric/6lm10a.json, 180, 2, 6"})
    void largeMapsAreByteIdenticalForOneTwoAndEightThreads(String file, int size, int levels, int players) {
        Path f = Zones.corpus().resolve(file);
        Assumptions.assumeTrue(Files.isRegularFile(f), "the VCMI corpus is not at " + Zones.corpus());
        java.util.Set<String> hashes = new java.util.TreeSet<>();
        for (int threads : new int[] {1, 2, 8}) {
            GenerationResult r = Zones.generate(Zones.request(f.toString(), size, levels, players, 77).build(), threads);
            assertFalse(r.failed(), () -> r.diagnostics().toString());
            assertTrue(r.checksPassed(), () -> r.checks().toString());
            hashes.add(r.hash());
        }
        assertEquals(1, hashes.size(), hashes.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void generatesAndPassesEveryCheck(Path file, String template, int code) {
        Assumptions.assumeTrue(file != null, "the VCMI corpus is not at " + Zones.corpus());
        int size = code / 1000, levels = code / 100 % 10, players = code % 100;
        GenerationResult r = Zones.generate(Zones.request(file.toString(), size, levels, players, seed(code))
                .option("template", template).build(), 2);
        String name = template + " " + SizeCode.square(size, levels) + " " + players + "p seed " + seed(code);
        assertFalse(r.failed(), () -> name + ": " + r.diagnostics());
        assertFalse(r.hasErrors(), () -> name + ": " + r.diagnostics());
        List<CheckResult> failed = r.checks().stream().filter(c -> !c.passed()).toList();
        assertEquals(List.of(), failed, name);
        assertEquals(7, r.checks().size());
        assertEquals(levels, r.map().levels().size());
        assertEquals(players, r.map().starts().size());
    }
}
