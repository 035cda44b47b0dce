package org.openaok.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.MapLevel;
import org.openaok.scheduler.Engine;

/**
 * What a change to map generation does to every map, quicker than a JMH run over all 35: the
 * shipped scripts and the originals in a folder (never shipped).
 *
 * <ul>
 * <li>{@code hashes DIR [threads]}: each map at several sizes, player counts and seeds, its 0 A.D.
 * hash, a fingerprint of what the export leaves out (zones, passability, elevation), its
 * diagnostics and failed checks, one line each: two runs must print the same bytes.</li>
 * <li>{@code cpu DIR [maps]}: Giant, 8 players, one thread, warm; the CPU time of the generating
 * process over the maps (seeds 1 to maps) a map: the stages run on a thread of their own and the
 * collector's work counts, and the process's clock ticks only every 10 ms, so it is a mean; the
 * wall time's median and minimum beside it, one line a script.</li>
 * </ul>
 * Run: {@code java -cp benchmarks/target/benchmarks.jar org.openaok.benchmarks.AokMapsProbe cpu /tmp/rms}.
 */
public final class AokMapsProbe {
    static final List<String> SHIPPED = List.of("OpenPlains", "DeepWoods", "Isles", "AlliedIsles", "RiverCrossing", "Coastline",
            "InlandSea", "HighRidges", "GoldenHeart", "Bastions", "Wanderers", "Amphitheatre");
    private static final int[][] LOBBIES = {{240, 8, 1}, {240, 8, 2}, {200, 4, 1}, {144, 4, 7}, {120, 2, 3}, {168, 6, 11}};

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: AokMapsProbe hashes|cpu DIR [threads|maps] [script-name-filter]");
            System.exit(2);
        }
        List<String> maps = new ArrayList<>(SHIPPED);
        try (Stream<Path> files = Files.list(Path.of(args[1]))) {
            files.filter(f -> f.toString().endsWith(".rms")).sorted().forEach(f -> maps.add(f.toString()));
        }
        if (args.length > 3) maps.removeIf(m -> !m.contains(args[3]));
        Engine engine = AokMapsBenchmark.engine();
        int n = args.length > 2 ? Integer.parseInt(args[2]) : args[0].equals("cpu") ? 15 : 1;
        if (args[0].equals("hashes")) hashes(engine, maps, n);
        else cpu(engine, maps, n);
    }

    private static void hashes(Engine engine, List<String> maps, int threads) {
        for (String m : maps) {
            for (int[] lobby : LOBBIES) {
                GenerationResult r = run(engine, m, lobby[0], lobby[1], lobby[2], threads);
                StringBuilder b = new StringBuilder(name(m)).append(' ').append(lobby[0]).append('/').append(lobby[1]).append('/')
                        .append(lobby[2]).append(' ').append(r.failed() ? "FAILED" : r.hash());
                if (!r.failed()) b.append(' ').append(Long.toHexString(fingerprint(r.map().surface())));
                r.diagnostics().forEach(d -> b.append(" [").append(d).append(']'));
                r.checks().stream().filter(c -> !c.passed()).forEach(c -> b.append(" check-failed:").append(c));
                System.out.println(b);
            }
        }
    }

    private static void cpu(Engine engine, List<String> maps, int count) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (String m : maps) {
            for (int s = 0; s < Math.max(8, count / 2); s++) run(engine, m, 240, 8, 1000 + s, 1);   // warm
            long[] wall = new long[count];
            long t0 = os.getProcessCpuTime();
            for (int s = 0; s < count; s++) {
                long w0 = System.nanoTime();
                run(engine, m, 240, 8, s + 1, 1);
                wall[s] = System.nanoTime() - w0;
            }
            double cpu = (os.getProcessCpuTime() - t0) / 1e6 / count;
            Arrays.sort(wall);
            System.out.printf("%-16s CPU %6.1f ms a map  wall median %6.1f ms  min %6.1f ms  (Giant 8p, %d maps)%n", name(m), cpu,
                    wall[count / 2] / 1e6, wall[0] / 1e6, count);
        }
    }

    private static GenerationResult run(Engine engine, String map, int size, int players, long seed, int threads) {
        GenerationRequest r = GenerationRequest.builder().generator("aok").map(map).size(size).players(players).seed(seed).build();
        return engine.generate(r, RunOptions.defaults().withThreads(threads));
    }

    private static String name(String map) {
        String f = Path.of(map).getFileName().toString();
        return f.endsWith(".rms") ? f.substring(0, f.length() - 4).replace(' ', '_') : f;
    }

    /** What the 0 A.D. export leaves out: zones, passability and elevation tile by tile. */
    static long fingerprint(MapLevel l) {
        long h = 1469598103934665603L;
        for (int i = 0; i < l.tiles(); i++) {
            h = (h ^ l.zone(i)) * 1099511628211L;
            h = (h ^ l.passable(i)) * 1099511628211L;
            h = (h ^ l.elevation(i)) * 1099511628211L;
        }
        return h;
    }
}
