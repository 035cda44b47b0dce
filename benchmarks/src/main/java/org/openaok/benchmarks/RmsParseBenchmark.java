package org.openaok.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.openaok.rms.BuiltInFiles;
import org.openaok.rms.IncludeResolver;
import org.openaok.rms.LobbySettings;
import org.openaok.rms.RmsReadResult;
import org.openaok.rms.RmsReader;
import org.openaok.rms.script.RmsScript;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How long reading a random map script takes, warm: a script of 1 MB (the goal is under 50 ms) and
 * the largest of the original built-in scripts. The scripts come from the folder OPENAOK_RMS_CORPUS
 * names (the original maps, repeated to 1 MB); without it, from OpenAoK's own include files and a
 * generated script of every section, repeated the same way.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RmsParseBenchmark {
    private static final int MEGABYTE = 1 << 20;

    private String megabyte;
    private String largest;
    private String largestName;
    private LobbySettings lobby;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        lobby = LobbySettings.builder().seed(42).players(8).mapSize(200).build();
        List<String> texts = new ArrayList<>();
        String dir = System.getenv("OPENAOK_RMS_CORPUS");
        if (dir != null && Files.isDirectory(Path.of(dir))) {
            List<Path> files;
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                files = s.filter(p -> p.toString().toLowerCase().endsWith(".rms")).sorted().toList();
            }
            for (Path p : files) texts.add(new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1));
            Path big = files.stream().max(Comparator.comparingLong(RmsParseBenchmark::size)).orElseThrow();
            largest = new String(Files.readAllBytes(big), StandardCharsets.ISO_8859_1);
            largestName = big.getFileName().toString();
        } else {
            for (String name : BuiltInFiles.names()) {
                if (name.endsWith(".inc")) texts.add("<OBJECTS_GENERATION>\n" + BuiltInFiles.text(name).orElseThrow());
            }
            texts.add(synthetic());
            largest = texts.get(texts.size() - 1);
            largestName = "synthetic";
        }
        StringBuilder sb = new StringBuilder(MEGABYTE + 64 * 1024);
        while (sb.length() < MEGABYTE) {
            for (String t : texts) sb.append(t).append('\n');
        }
        megabyte = sb.toString();
        RmsReadResult r = RmsReader.read("megabyte.rms", megabyte, lobby, IncludeResolver.none());
        System.out.printf("%n1 MB script: %d chars, %d commands, %d diagnostics; largest script: %s, %d chars%n",
                megabyte.length(), r.script().commandCount(), r.diagnostics().size(), largestName, largest.length());
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** A script of every section, with conditions, random blocks and constants. */
    private static String synthetic() {
        StringBuilder sb = new StringBuilder();
        sb.append("#const MAIN_TREE 349\n<PLAYER_SETUP>\nrandom_placement\n<LAND_GENERATION>\nbase_terrain GRASS\n");
        sb.append("create_player_lands\n{\n  terrain_type DIRT\n  land_percent 40\n  base_size 9\n  border_fuzziness 15\n}\n");
        for (int i = 0; i < 40; i++) {
            sb.append("/* land ").append(i).append(" */\nstart_random\n  percent_chance 50 #define WET").append(i)
                    .append("\nend_random\nif WET").append(i).append("\ncreate_land\n{\n  terrain_type WATER\n  land_percent 2\n")
                    .append("  land_position ").append(i * 2 % 100).append(' ').append(i * 7 % 100).append("\n}\nendif\n");
        }
        sb.append("<TERRAIN_GENERATION>\n");
        for (int i = 0; i < 40; i++) {
            sb.append("create_terrain FOREST\n{\n  base_terrain GRASS\n  land_percent 3\n  number_of_clumps 8\n")
                    .append("  spacing_to_other_terrain_types 2\n  set_avoid_player_start_areas\n  set_scale_by_groups\n}\n");
        }
        sb.append("<OBJECTS_GENERATION>\n");
        for (int i = 0; i < 60; i++) {
            sb.append("create_object MAIN_TREE\n{\n  if TINY_MAP number_of_objects 3 else number_of_objects 5 endif\n")
                    .append("  set_gaia_object_only\n  set_scaling_to_map_size\n  min_distance_to_players 12\n")
                    .append("  max_distance_to_players 40\n}\n");
        }
        return sb.toString();
    }

    @Benchmark
    public RmsScript readOneMegabyte() {
        return RmsReader.read("megabyte.rms", megabyte, lobby, IncludeResolver.none()).script();
    }

    @Benchmark
    public RmsReadResult checkOneMegabyteEveryBranch() {
        return RmsReader.check("megabyte.rms", megabyte, lobby, IncludeResolver.none());
    }

    @Benchmark
    public RmsScript readLargestScript() {
        return RmsReader.read(largestName, largest, lobby, IncludeResolver.none()).script();
    }
}
