package org.openaok.api.generate;

import java.util.List;

import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.StageScope;

/**
 * A stage as the scheduler will run it.
 *
 * @param id           the stage id
 * @param scope        once for the map or per zone
 * @param bundle       the bundle that provides it ({@code symbolic-name version})
 * @param ranking      its service ranking
 * @param dependencies what it declared
 * @param replaces     the bundles whose stages of the same id it shadows (lower ranking)
 */
public record PlannedStage(String id, StageScope scope, String bundle, int ranking, List<Dependency> dependencies,
                           List<String> replaces) {
    public PlannedStage {
        dependencies = List.copyOf(dependencies);
        replaces = List.copyOf(replaces);
    }
}
