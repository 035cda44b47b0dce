package org.openaok.api.stage;

import java.util.List;
import java.util.Set;

import org.openaok.api.generate.GenerationContext;

/**
 * A generation stage, or a per-zone fill step: a DS service the scheduler finds, orders by its
 * declared {@link #dependencies()} and runs. No list of stages exists anywhere else: a bundle
 * adds a stage by registering one, replaces one by registering the same {@link #id()} with a
 * higher {@code service.ranking}, and slots one in between two others by declaring
 * {@link Dependency#after} the one and {@link Dependency#before} the other.
 *
 * <p>Rules a stage keeps so the map comes out the same for any number of threads:
 * draw only from {@link GenerationContext#random()} or a named stream the stage's
 * dependencies order; a {@link StageScope#ZONE} stage writes only its own zone's tiles;
 * read only what stages it depends on have finished.
 */
public interface Stage {
    /** A unique, stable id, e.g. {@code aok.lands}. */
    String id();

    /** The generators it serves (their ids); {@code "*"} for all. */
    Set<String> generators();

    /** Once for the map, or once per zone. */
    default StageScope scope() { return StageScope.MAP; }

    /** What must finish before it (or what must wait for it). */
    default List<Dependency> dependencies() { return List.of(); }

    /** Its share of the run for progress reports, relative to other stages (default 1). */
    default int weight() { return 1; }

    /** How long one run may take, in milliseconds; 0 takes the run's default limit. */
    default long timeLimitMillis() { return 0; }

    /** Does the work. Long loops call {@link GenerationContext#checkpoint()}. */
    void run(GenerationContext context) throws Exception;
}
