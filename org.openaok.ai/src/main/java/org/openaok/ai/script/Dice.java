package org.openaok.ai.script;

import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;

/** The die {@code load-random} rolls: a number from 0 to 99. */
@FunctionalInterface
public interface Dice {
    int roll();

    /**
     * The seat's own die, seeded from the game's seed and the seat, so the same game loads
     * the same files for the same seat on every machine.
     */
    static Dice of(Seat seat) {
        RandomStream stream = Seeds.stream(seat.seed(), "ai/load-random", seat.player());
        return () -> stream.nextInt(100);
    }

    /** Always the same number: a check can walk every file a load-random can pick. */
    static Dice fixed(int value) {
        if (value < 0 || value > 99) throw new IllegalArgumentException("a roll is 0 to 99: " + value);
        return () -> value;
    }
}
