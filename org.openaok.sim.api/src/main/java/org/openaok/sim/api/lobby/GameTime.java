package org.openaok.sim.api.lobby;

import org.openaok.launcher.options.UsageException;

/** A game time as a person writes it: {@code 20:00}, {@code 1:05:00}, {@code 90s}, {@code 90.5s} or {@code t600} (a tick). */
public final class GameTime {
    /** A day of game time: no match option asks more, and it keeps every figure within an int of ticks. */
    static final long MOST_SECONDS = 24 * 3600;

    private GameTime() {}

    /** The time in milliseconds of game time; {@code option} names the option in the message of a mistake. */
    public static long millis(String text, String option) throws UsageException {
        try {
            String t = text.strip();
            long ms;
            if (t.startsWith("t")) {
                ms = Math.multiplyExact(Long.parseLong(t.substring(1)), 100L);
            } else if (t.endsWith("s")) {
                // whole milliseconds: a tenth of a second is a tick, finer is rounded
                double seconds = Double.parseDouble(t.substring(0, t.length() - 1));
                if (!Double.isFinite(seconds)) throw new NumberFormatException();
                ms = Math.round(seconds * 1000);
            } else {
                String[] p = t.split(":");
                if (p.length > 3) throw new NumberFormatException();
                long sec = 0;
                for (String part : p) {
                    long v = Long.parseLong(part);
                    if (v < 0) throw new NumberFormatException();
                    sec = sec * 60 + v;
                }
                ms = sec * 1000;
            }
            if (ms < 0) throw new NumberFormatException();
            if (ms > MOST_SECONDS * 1000) throw new UsageException(option + " is at most 24:00:00 of game time, not '" + text + "'");
            return ms;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new UsageException(option + " takes a game time such as 20:00, 1:05:00, 90s or t600 (a tick), not '" + text + "'");
        }
    }

    /** The time as a tick of 100 ms. */
    public static int tick(String text, String option) throws UsageException {
        return (int) (millis(text, option) / 100);
    }
}
