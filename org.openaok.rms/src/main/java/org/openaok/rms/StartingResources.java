package org.openaok.rms;

/** The lobby's starting resources; each sets the label a script can test. */
public enum StartingResources {
    DEFAULT("DEFAULT_RESOURCES"),
    LOW("LOW_RESOURCES"),
    MEDIUM("MEDIUM_RESOURCES"),
    HIGH("HIGH_RESOURCES");

    private final String label;

    StartingResources(String label) { this.label = label; }

    public String label() { return label; }
}
