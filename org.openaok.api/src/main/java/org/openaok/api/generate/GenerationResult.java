package org.openaok.api.generate;

import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.map.GameMap;

/**
 * What a generation produced.
 *
 * @param request     what was asked for (the generator filled in)
 * @param map         the map; partial when a stage failed, null when setup failed
 * @param failed      true when a stage failed, ran over time, or the run was cancelled
 * @param diagnostics setup diagnostics, then each stage run's, in the scheduler's order
 * @param timings     per stage, in run order
 * @param totalMillis wall-clock time of the whole generation
 * @param objects     placement tallies, in the scheduler's order
 * @param checks      self-check results
 * @param hash        SHA-256 (hex) of the map exported as 0 A.D. map data, or "" if no writer was present
 */
public record GenerationResult(GenerationRequest request, GameMap map, boolean failed, List<Diagnostic> diagnostics,
                               List<StageTiming> timings, double totalMillis, List<ObjectTally> objects,
                               List<CheckResult> checks, String hash) {
    public GenerationResult {
        diagnostics = List.copyOf(diagnostics);
        timings = List.copyOf(timings);
        objects = List.copyOf(objects);
        checks = List.copyOf(checks);
        if (hash == null) hash = "";
    }

    public boolean hasErrors() { return diagnostics.stream().anyMatch(Diagnostic::isError); }

    public boolean checksPassed() { return checks.stream().allMatch(CheckResult::passed); }
}
