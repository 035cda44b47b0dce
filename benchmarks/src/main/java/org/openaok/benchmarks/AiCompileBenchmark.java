package org.openaok.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ComputerPlayer;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptSource;
import org.openaok.ai.script.Seat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Compiling a seat's scripts, files read and all: the shipped randomgame, and the largest
 * master script of the corpus (ceevaaa+ElonUncle's ElonUncle.per, 14 files, 900 KB), read from
 * the folder the system property {@code openaok.shared} names (default {@code ../shared}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AiCompileBenchmark {
    @Param({"randomgame", "ElonUncle"})
    public String script;

    private ScriptSource source;
    private String master;

    @Setup
    public void setup() {
        if (script.equals("randomgame")) {
            source = ComputerPlayer.source();
            master = ComputerPlayer.MASTER;
            return;
        }
        Path root = Path.of(System.getProperty("openaok.shared", "../shared"), "corpus/per/ceevaaa+ElonUncle");
        if (!Files.isRegularFile(root.resolve("ElonUncle.per"))) {
            throw new IllegalStateException("no corpus at " + root.toAbsolutePath() + "; pass -Dopenaok.shared=...");
        }
        source = ScriptSource.folder(root);
        master = "ElonUncle.per";
    }

    @Benchmark
    public Compilation compile() {
        return ScriptCompiler.compile(source, master, Seat.defaults(1));
    }
}
