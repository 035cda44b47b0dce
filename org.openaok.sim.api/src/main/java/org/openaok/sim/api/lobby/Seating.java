package org.openaok.sim.api.lobby;

/**
 * Who sits where before the options are read.
 *
 * @param person    the seat a person plays in this process's window, or 0 for none (a match run
 *                  headless or watched)
 * @param defaultAi the computer player of a seat no {@code --ai} names ({@code ""}: nobody drives it)
 */
public record Seating(int person, String defaultAi) {
    public Seating {
        if (person < 0 || person > 8) throw new IllegalArgumentException("seat " + person + " is not 0-8");
        if (defaultAi == null) defaultAi = "";
    }

    /** No person at the window; seats no {@code --ai} names are idle. */
    public static Seating headless() {
        return new Seating(0, "");
    }
}
