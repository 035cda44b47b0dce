package org.openaok.scheduler;

import java.util.List;
import java.util.Set;

import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;

/**
 * A stage service as the scheduler knows it: what it declared, read once when it arrived (so a
 * plugin that misbehaves later cannot change the graph under a run), and where it came from.
 *
 * @param stage        the service
 * @param id           its id
 * @param generators   the generators it serves
 * @param scope        map or zone
 * @param dependencies what it declared
 * @param weight       share of progress
 * @param timeLimit    its own time limit per run in ms, 0 for the run's default
 * @param ranking      service ranking: the highest of several stages with one id wins
 * @param serviceId    service id: breaks ranking ties (the older service wins)
 * @param bundle       {@code symbolic-name version} of the bundle that registered it
 */
public record StageRegistration(Stage stage, String id, Set<String> generators, StageScope scope,
                                List<Dependency> dependencies, int weight, long timeLimit,
                                int ranking, long serviceId, String bundle) {

    /** Reads a stage's declarations; throws {@link IllegalArgumentException} naming the bundle if they are unusable. */
    public static StageRegistration of(Stage stage, int ranking, long serviceId, String bundle) {
        String id;
        try {
            id = stage.id();
            if (id == null || id.isBlank()) throw new IllegalArgumentException("a stage of bundle " + bundle + " has no id");
            Set<String> generators = Set.copyOf(stage.generators());
            StageScope scope = stage.scope() == null ? StageScope.MAP : stage.scope();
            List<Dependency> deps = List.copyOf(stage.dependencies());
            int weight = Math.max(1, stage.weight());
            long limit = Math.max(0, stage.timeLimitMillis());
            return new StageRegistration(stage, id, generators, scope, deps, weight, limit, ranking, serviceId, bundle);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("stage " + stage.getClass().getName() + " of bundle " + bundle
                    + " failed to declare itself: " + e, e);
        }
    }

    public boolean serves(String generator) {
        return generators.contains(generator) || generators.contains("*");
    }

    /** {@code 'id' (bundle b 1.0.0)}, for messages. */
    public String describe() {
        return "'" + id + "' (bundle " + bundle + ")";
    }
}
