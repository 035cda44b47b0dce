package org.openaok.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.RunOptions;
import org.openaok.scheduler.Engine;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A whole generation through the scheduler: a Giant noise map (6 stages, 4 of them per zone, 8
 * zones: 34 runs) with 1 and 2 threads, hash included.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SchedulerBenchmark {
    @Param({"1", "2"})
    public int threads;

    private final Engine engine = NoiseMaps.engine();
    private final GenerationRequest request = GenerationRequest.builder().generator("noise").size(240).players(8).seed(7).build();

    @Benchmark
    public GenerationResult giantNoiseMap() {
        return engine.generate(request, RunOptions.defaults().withThreads(threads));
    }
}
