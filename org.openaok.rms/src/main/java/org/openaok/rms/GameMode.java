package org.openaok.rms;

import java.util.Optional;

/** The lobby's game mode, as far as scripts can test it. */
public enum GameMode {
    /** A standard random map game: sets no label. */
    RANDOM_MAP(null),
    REGICIDE("REGICIDE"),
    DEATH_MATCH("DEATH_MATCH");

    private final String label;

    GameMode(String label) { this.label = label; }

    /** The label a script tests with {@code if}, if the mode has one. */
    public Optional<String> label() { return Optional.ofNullable(label); }
}
