package org.openaok.scheduler;

import java.util.List;
import java.util.Set;

import org.openaok.api.generate.GenerationContext;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Stage;
import org.openaok.api.stage.StageScope;

/** A stage for tests: an id, a scope, dependencies and a body. */
final class TestStage implements Stage {
    interface Body { void run(GenerationContext ctx) throws Exception; }

    private final String id;
    private final StageScope scope;
    private final List<Dependency> deps;
    private final Body body;
    long timeLimit;

    TestStage(String id, StageScope scope, Body body, Dependency... deps) {
        this.id = id;
        this.scope = scope;
        this.deps = List.of(deps);
        this.body = body;
    }

    static TestStage map(String id, Body body, Dependency... deps) { return new TestStage(id, StageScope.MAP, body, deps); }

    static TestStage zone(String id, Body body, Dependency... deps) { return new TestStage(id, StageScope.ZONE, body, deps); }

    @Override public String id() { return id; }
    @Override public Set<String> generators() { return Set.of("test"); }
    @Override public StageScope scope() { return scope; }
    @Override public List<Dependency> dependencies() { return deps; }
    @Override public long timeLimitMillis() { return timeLimit; }
    @Override public void run(GenerationContext ctx) throws Exception { body.run(ctx); }
}
