package org.openaok.sim.api.command;

/**
 * Why a command was not carried out. Nothing changed.
 *
 * @param code    a stable word for programs ({@code cannot-afford}, {@code not-yours} ...)
 * @param message what a person reads
 */
public record Refusal(String code, String message) {
    public static final String NOT_YOURS = "not-yours";
    public static final String NO_SUCH = "no-such-thing";
    public static final String UNKNOWN = "unknown-word";
    public static final String CANNOT_AFFORD = "cannot-afford";
    public static final String POPULATION = "population";
    public static final String NOT_AVAILABLE = "not-available";
    public static final String QUEUE_FULL = "queue-full";
    public static final String PLACEMENT = "placement";
    public static final String BAD_TARGET = "bad-target";
    public static final String NOT_ABLE = "not-able";
    public static final String NOT_ALLOWED = "not-allowed";
    public static final String OUT_OF_GAME = "out-of-game";
    public static final String LIMIT = "limit";

    @Override
    public String toString() { return code + ": " + message; }
}
