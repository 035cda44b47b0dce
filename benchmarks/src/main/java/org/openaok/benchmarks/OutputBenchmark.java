package org.openaok.benchmarks;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;
import org.openaok.api.stats.MapStats;
import org.openaok.preview.PngEncoder;
import org.openaok.preview.Previews;
import org.openaok.stats.FairnessAnalyzer;
import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a generated Giant (240 x 240) map becomes: the 0 A.D. map data (also what the hash is
 * taken over), PNG previews at 2 pixels a tile, and the fairness statistics. The map is made
 * once by the noise generator for 8 players.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class OutputBenchmark {
    private GameMap map;
    private final MappingTable mapping = MappingTable.builtin();

    @Setup
    public void generate() {
        map = NoiseMaps.engine().generate(GenerationRequest.builder().generator("noise").size(240).players(8).seed(7).build(),
                RunOptions.defaults().withThreads(1)).map();
    }

    /** Counts bytes and throws them away. */
    static final class Sink extends OutputStream {
        long bytes;
        @Override public void write(int b) { bytes++; }
        @Override public void write(byte[] b, int off, int len) { bytes += len; }
    }

    @Benchmark
    public long exportZeroAd() throws IOException {
        Sink s = new Sink();
        ZeroAdWriter.write(map, NoiseMaps.DATA, mapping, s);
        return s.bytes;
    }

    @Benchmark
    public long renderTopDownPng() throws IOException {
        Sink s = new Sink();
        PngEncoder.write(Previews.draw(map, NoiseMaps.DATA, RenderOptions.defaults().withScale(2)), s);
        return s.bytes;
    }

    @Benchmark
    public long renderDiamondPng() throws IOException {
        Sink s = new Sink();
        PngEncoder.write(Previews.draw(map, NoiseMaps.DATA, RenderOptions.defaults().withScale(2).withView(View.DIAMOND)), s);
        return s.bytes;
    }

    @Benchmark
    public MapStats fairness() {
        return new FairnessAnalyzer().analyze(map, NoiseMaps.DATA);
    }
}
