package org.openaok.itest;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import java.util.Set;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;

/** Stages the tests register as services from this bundle, as a third-party bundle would. */
final class TestStages {
    interface Body { void run(GenerationContext ctx) throws Exception; }

    private TestStages() {}

    static Stage stage(String id, String generator, Body body, Dependency... deps) {
        List<Dependency> d = List.of(deps);
        return new Stage() {
            @Override public String id() { return id; }
            @Override public Set<String> generators() { return Set.of(generator); }
            @Override public List<Dependency> dependencies() { return d; }
            @Override public void run(GenerationContext ctx) throws Exception { body.run(ctx); }
        };
    }

    static ServiceRegistration<Stage> register(BundleContext context, Stage stage, int ranking) {
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("service.ranking", ranking);
        return context.registerService(Stage.class, stage, props);
    }
}
