package org.openaok.api.stage;

/**
 * An ordering a stage declares: it runs after (or before) another stage's runs of the given
 * reach. "Before" lets a new stage slot itself in ahead of an existing one without that one
 * changing. A required dependency on a stage nobody provides is an error; an optional one is
 * dropped.
 *
 * @param stage    the other stage's id
 * @param reach    which of the other stage's runs
 * @param before   true: this stage must finish before the other starts
 * @param soft     true: ignore it when the other stage is not installed
 */
public record Dependency(String stage, Reach reach, boolean before, boolean soft) {
    public Dependency {
        if (stage == null || stage.isBlank()) throw new IllegalArgumentException("dependency names no stage");
        if (reach == null) reach = Reach.SAME_ZONE;
    }

    /** Runs after the other stage (its run in the same zone, or its one run). */
    public static Dependency after(String stage) { return new Dependency(stage, Reach.SAME_ZONE, false, false); }

    /** Runs after every run of the other stage. */
    public static Dependency afterAll(String stage) { return new Dependency(stage, Reach.ALL_ZONES, false, false); }

    /** Runs after the other stage's runs in every zone of the same level. */
    public static Dependency afterLevel(String stage) { return new Dependency(stage, Reach.SAME_LEVEL, false, false); }

    /** Runs before the other stage (its run in the same zone, or its one run). */
    public static Dependency before(String stage) { return new Dependency(stage, Reach.SAME_ZONE, true, false); }

    /** Runs before every run of the other stage. */
    public static Dependency beforeAll(String stage) { return new Dependency(stage, Reach.ALL_ZONES, true, false); }

    /** The same ordering, kept only when the other stage is installed. */
    public Dependency optional() { return new Dependency(stage, reach, before, true); }

    @Override
    public String toString() {
        return (before ? "before " : "after ") + stage
                + (reach == Reach.ALL_ZONES ? " (all zones)" : reach == Reach.SAME_LEVEL ? " (same level)" : "")
                + (soft ? " (optional)" : "");
    }
}
