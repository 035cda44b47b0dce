package org.openaok.ai.mind;

import java.util.List;

/**
 * What one rules pass of one computer player did, for {@code AOE_AI_TRACE}-style output.
 *
 * @param player     the seat
 * @param timeMs     game time of the pass
 * @param fired      the rules whose facts held, in the order they ran
 * @param factTests  how many facts were tested
 * @param goals      goals 1 to 512 after the pass (index 0 unused)
 * @param strategic  every strategic number after the pass
 * @param escrow     the escrow per resource after the pass
 * @param log        lines the rules wrote with log, log-trace, chat-trace and trace-fact
 */
public record PassTrace(int player, long timeMs, int[] fired, long factTests, int[] goals, int[] strategic,
                        int[] escrow, List<String> log) {
}
