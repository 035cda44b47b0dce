package org.openaok.api.stage;

/**
 * Which runs of another stage a dependency waits for (the three kinds VCMI's fill steps use).
 * For a stage that runs once for the map every reach means all of the other's runs.
 */
public enum Reach {
    /** The other stage's run in the same zone (or its one run, if it is a map stage). */
    SAME_ZONE,
    /** Every run of the other stage, in every zone. */
    ALL_ZONES,
    /** The other stage's runs in every zone on the same map level. */
    SAME_LEVEL
}
