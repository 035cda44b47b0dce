package org.openaok.api.stage;

/** Whether a stage runs once for the map or once for every zone. */
public enum StageScope {
    /** One run for the whole map. */
    MAP,
    /** One run per zone of the map (a fill step); runs for different zones may go in parallel. */
    ZONE
}
