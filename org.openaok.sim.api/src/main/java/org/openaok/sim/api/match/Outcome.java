package org.openaok.sim.api.match;

import java.util.List;

/**
 * How a match ended, or stands.
 *
 * @param over     whether it has ended
 * @param tick     the tick it ended at (or the tick now)
 * @param winners  the winning seats
 * @param reason   {@code conquest}, {@code resignation}, {@code regicide}, {@code wonder}, {@code relics},
 *                 {@code time-limit}, {@code score}, {@code stopped} ...
 * @param scores   each seat's score, seat 1 first
 */
public record Outcome(boolean over, int tick, List<Integer> winners, String reason, List<Integer> scores) {
    public Outcome {
        winners = List.copyOf(winners);
        scores = List.copyOf(scores);
    }
}
