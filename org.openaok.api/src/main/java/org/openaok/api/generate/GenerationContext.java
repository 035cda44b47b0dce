package org.openaok.api.generate;

import java.util.List;
import java.util.Optional;

import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;

/**
 * What one run of a stage sees: the map, its own random stream, its zone (for a per-zone
 * step), the shared results of earlier stages, and where progress, diagnostics and placement
 * reports go.
 */
public interface GenerationContext extends SetupContext {
    /** The id of the stage this run belongs to. */
    String stageId();

    GameMap map();

    /** The zone of a per-zone run; empty for a run over the whole map. */
    Optional<Zone> zone();

    /** This run's own stream, derived from the seed, the stage id and the zone. */
    RandomStream random();

    /**
     * Puts an object on the map. Objects keep the order of the stage runs that placed them
     * (the scheduler's order), then the order each run placed them in.
     */
    void place(MapObject object);

    /** The objects placed by this run and every run it depends on, directly or not, in order. */
    List<MapObject> objects();

    /** Records how a placement request went, for the report. */
    void tally(ObjectTally tally);

    /** Tells how far this run has got, 0-100. */
    void progress(int percent);

    /**
     * Returns at once unless the run has been cancelled or has run over its time limit, in which
     * case it throws a {@link java.util.concurrent.CancellationException}. Call it in long loops.
     */
    void checkpoint();
}
