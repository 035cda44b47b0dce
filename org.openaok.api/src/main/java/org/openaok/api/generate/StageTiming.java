package org.openaok.api.generate;

/**
 * Time spent in one stage: the sum over its runs (all zones of a per-zone step).
 *
 * @param stage  the stage id
 * @param runs   how many runs it had
 * @param millis milliseconds, summed over runs
 */
public record StageTiming(String stage, int runs, double millis) {}
