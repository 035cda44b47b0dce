package org.openaok.mapgen.stages.state;

import org.openaok.api.random.RandomStream;

/**
 * The random streams of one map, as the design document gives them. The map's own stream
 * ({@code seed}) is shared, in stage order, by lands, terrains, forests and objects; hills,
 * cliffs and connections each have a stream of their own, seeded from the seed with a salt,
 * so adding a hill, a cliff or a path moves no draw of anything else.
 */
public final class MapStreams {
    /** The hills' salt. */
    public static final long HILLS_SALT = 0x41115EEDL;
    /** The cliffs' salt (the design's). */
    public static final long CLIFFS_SALT = 0xC11FF5EEEL;
    /** The connections' salt. */
    public static final long CONNECTIONS_SALT = 0xC0EEC7EDL;

    private final RandomStream map;
    private final RandomStream hills;
    private final RandomStream cliffs;
    private final RandomStream connections;

    public MapStreams(long seed) {
        map = new RandomStream(seed);
        hills = new RandomStream((seed ^ HILLS_SALT) | 1);
        cliffs = new RandomStream((seed ^ CLIFFS_SALT) | 1);
        connections = new RandomStream((seed ^ CONNECTIONS_SALT) | 1);
    }

    /** The map's own stream: lands, terrains, forests, objects and their art, in stage order. */
    public RandomStream map() { return map; }

    /** Hill clumps. */
    public RandomStream hills() { return hills; }

    /** Cliff count, walks and pieces. */
    public RandomStream cliffs() { return cliffs; }

    /** Each path tile's variance. */
    public RandomStream connections() { return connections; }
}
