package org.openaok.api.generate;

import java.util.List;
import java.util.Set;

/**
 * A self-check run on every generated map: what a player would notice (islands that are
 * islands, a start on every player's land). Registered as a service; results go into the
 * report's {@code checks}.
 */
public interface MapCheck {
    String id();

    /** The generators it applies to; {@code "*"} for all. */
    Set<String> generators();

    /** Checks the finished map; the context's {@link GenerationContext#objects()} are all of them. */
    List<CheckResult> check(GenerationContext context);
}
