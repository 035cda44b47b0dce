package org.openaok.mapgen.stages;

/**
 * The ids of the Age of Kings stages, in one place. No stage list exists: each stage declares
 * what it runs after, and the scheduler orders them. The chain is
 * players, lands, elevation, (cliffs), terrains, connections, beaches, then (objects, clearing,
 * starting units); the ids in brackets are kept for the stages that slot themselves in.
 */
public final class AokStages {
    private AokStages() {}

    /** The generator every stage here serves. */
    public static final String GENERATOR = "aok";

    /** {@code <PLAYER_SETUP>}: where each player starts (random_placement, grouped_by_team). */
    public static final String PLAYERS = "aok.players";
    /** {@code <LAND_GENERATION>}: base terrain, player lands and other lands, grown together. */
    public static final String LANDS = "aok.lands";
    /** {@code <ELEVATION_GENERATION>}: hills, from a stream of their own. */
    public static final String ELEVATION = "aok.elevation";
    /** {@code <CLIFF_GENERATION>}: after elevation, before terrains (not provided here). */
    public static final String CLIFFS = "aok.cliffs";
    /** {@code <TERRAIN_GENERATION>}: clumps of terrain laid over terrain; forests plant trees. */
    public static final String TERRAINS = "aok.terrains";
    /** {@code <CONNECTION_GENERATION>}: least-cost paths between lands. */
    public static final String CONNECTIONS = "aok.connections";
    /** Shores: every land tile touching water becomes beach, except under forest. */
    public static final String BEACHES = "aok.beaches";
    /** {@code <OBJECTS_GENERATION>}: after beaches (not provided here). */
    public static final String OBJECTS = "aok.objects";
    /** Clearing round the starts: after objects (not provided here). */
    public static final String CLEARING = "aok.clearing";
    /** The players' own units: after clearing (not provided here). */
    public static final String STARTING_UNITS = "aok.starting-units";
}
