package org.openaok.scheduler;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapWriter;
import org.openaok.api.stage.Stage;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The map generation service. It tracks the stage, generator and check services as bundles
 * come and go, and hands each generation a snapshot of them.
 */
@Component(service = MapGenerationService.class)
public class GenerationEngine implements MapGenerationService {
    private final StageCatalog catalog = new StageCatalog();
    private final List<Engine.Provided<MapGenerator>> generators = new CopyOnWriteArrayList<>();
    private final List<Engine.Provided<MapCheck>> checks = new CopyOnWriteArrayList<>();

    @Reference(policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    /** The 0 A.D. map-data writer, when installed: the map's hash is taken over its output. */
    @Reference(target = "(format=0ad)", cardinality = ReferenceCardinality.OPTIONAL,
            policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MapWriter zeroAd;

    private final Engine engine = new Engine(catalog, () -> List.copyOf(generators), () -> List.copyOf(checks),
            () -> data, () -> zeroAd);

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addStage(Stage stage, ServiceReference<Stage> ref) {
        long id = serviceId(ref);
        try {
            catalog.add(StageRegistration.of(stage, ranking(ref), id, bundle(ref)));
        } catch (IllegalArgumentException e) {
            catalog.reject(id, e.getMessage());
        }
    }

    void removeStage(Stage stage, ServiceReference<Stage> ref) {
        catalog.remove(serviceId(ref));
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addGenerator(MapGenerator generator, ServiceReference<MapGenerator> ref) {
        String id;
        try {
            id = generator.id();
        } catch (RuntimeException e) {
            return;   // a generator that cannot name itself cannot be asked for
        }
        generators.add(new Engine.Provided<>(generator, id, ranking(ref), serviceId(ref), bundle(ref)));
    }

    void removeGenerator(MapGenerator generator, ServiceReference<MapGenerator> ref) {
        long id = serviceId(ref);
        generators.removeIf(p -> p.serviceId() == id);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void addCheck(MapCheck check, ServiceReference<MapCheck> ref) {
        String id;
        try {
            id = check.id();
        } catch (RuntimeException e) {
            id = check.getClass().getName();
        }
        checks.add(new Engine.Provided<>(check, id, ranking(ref), serviceId(ref), bundle(ref)));
    }

    void removeCheck(MapCheck check, ServiceReference<MapCheck> ref) {
        long id = serviceId(ref);
        checks.removeIf(p -> p.serviceId() == id);
    }

    private static long serviceId(ServiceReference<?> ref) {
        return (Long) ref.getProperty(Constants.SERVICE_ID);
    }

    private static int ranking(ServiceReference<?> ref) {
        Object r = ref.getProperty(Constants.SERVICE_RANKING);
        return r instanceof Integer i ? i : 0;
    }

    private static String bundle(ServiceReference<?> ref) {
        Bundle b = ref.getBundle();
        return b == null ? "?" : b.getSymbolicName() + " " + b.getVersion();
    }

    @Override public List<MapGenerator> generators() { return engine.generators(); }

    @Override public Optional<MapGenerator> generator(String id) { return engine.generator(id); }

    @Override
    public MapGenerator generatorFor(GenerationRequest request) throws GenerationException {
        return engine.generatorFor(request);
    }

    @Override
    public List<PlannedStage> plan(String generatorId) throws GenerationException {
        return engine.plan(generatorId);
    }

    @Override
    public GenerationResult generate(GenerationRequest request, RunOptions options) {
        return engine.generate(request, options);
    }
}
