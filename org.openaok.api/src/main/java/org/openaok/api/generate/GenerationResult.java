package org.openaok.api.generate;

import java.util.List;
import java.util.function.Supplier;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.map.GameMap;

/**
 * What a generation produced.
 *
 * <p>The hash is made when it is first asked for, once: exporting a map to 0 A.D. data and
 * hashing it costs more than many stages (5 MB for a forest map), and a finished map does not
 * need it. Ask for it before changing the map.
 *
 * @param request     what was asked for (the generator filled in)
 * @param map         the map; partial when a stage failed, null when setup failed
 * @param failed      true when a stage failed, ran over time, or the run was cancelled
 * @param diagnostics setup diagnostics, then each stage run's, in the scheduler's order
 * @param timings     per stage, in run order
 * @param totalMillis wall-clock time of the whole generation (the hash is not made in it)
 * @param objects     placement tallies, in the scheduler's order
 * @param checks      self-check results
 * @param hashing     makes {@link #hash()}; called at most once, whatever thread asks
 */
public record GenerationResult(GenerationRequest request, GameMap map, boolean failed, List<Diagnostic> diagnostics,
                               List<StageTiming> timings, double totalMillis, List<ObjectTally> objects,
                               List<CheckResult> checks, Supplier<String> hashing) {
    public GenerationResult {
        diagnostics = List.copyOf(diagnostics);
        timings = List.copyOf(timings);
        objects = List.copyOf(objects);
        checks = List.copyOf(checks);
        hashing = hashing == null ? Once.DONE : hashing instanceof Once o ? o : new Once(hashing);
    }

    /** A result whose hash is already made ("" when there is none). */
    public GenerationResult(GenerationRequest request, GameMap map, boolean failed, List<Diagnostic> diagnostics,
                            List<StageTiming> timings, double totalMillis, List<ObjectTally> objects,
                            List<CheckResult> checks, String hash) {
        this(request, map, failed, diagnostics, timings, totalMillis, objects, checks, new Once(hash == null ? "" : hash));
    }

    /**
     * SHA-256 (hex) of the map exported as 0 A.D. map data, or "" if no writer was present or
     * the map could not be exported; made on the first call, the same value on every call.
     */
    public String hash() { return hashing.get(); }

    public boolean hasErrors() { return diagnostics.stream().anyMatch(Diagnostic::isError); }

    public boolean checksPassed() { return checks.stream().allMatch(CheckResult::passed); }

    /** Runs a supplier on the first call and keeps its value. */
    private static final class Once implements Supplier<String> {
        static final Once DONE = new Once("");
        private Supplier<String> source;
        private volatile String value;

        Once(Supplier<String> source) { this.source = source; }

        Once(String value) { this.value = value; }

        @Override
        public String get() {
            String v = value;
            if (v != null) return v;
            synchronized (this) {
                if (value == null) {
                    String made = source.get();
                    value = made == null ? "" : made;
                    source = null;
                }
                return value;
            }
        }
    }
}
