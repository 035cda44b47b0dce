package org.openaok.scheduler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.map.GameMap;
import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;

/**
 * What every run of one generation shares: the request, the game data, the map, the values
 * stages leave one another and the named random streams. The generator's setup sees it as
 * its {@link SetupContext}.
 */
final class GenerationState implements SetupContext {
    private final GenerationRequest request;
    private final GameData data;
    private final Map<String, Object> board = new ConcurrentHashMap<>();
    private final Map<String, RandomStream> streams = new ConcurrentHashMap<>();
    private final List<Diagnostic> setupDiagnostics = new ArrayList<>();
    private volatile GameMap map;

    GenerationState(GenerationRequest request, GameData data) {
        this.request = request;
        this.data = data;
    }

    @Override public GenerationRequest request() { return request; }

    @Override public GameData data() { return data; }

    @Override
    public Diagnostics diagnostics() {
        return d -> {
            synchronized (setupDiagnostics) {
                setupDiagnostics.add(d);
            }
        };
    }

    List<Diagnostic> setupDiagnostics() {
        synchronized (setupDiagnostics) {
            return List.copyOf(setupDiagnostics);
        }
    }

    @Override
    public RandomStream stream(String name) {
        return streams.computeIfAbsent(name, n -> Seeds.stream(request.seed(), "stream:" + n, -1));
    }

    @Override
    public <T> void put(Key<T> key, T value) {
        if (value == null) board.remove(key.name());
        else board.put(key.name(), key.type().cast(value));
    }

    @Override
    public <T> Optional<T> find(Key<T> key) {
        Object v = board.get(key.name());
        return key.type().isInstance(v) ? Optional.of(key.type().cast(v)) : Optional.empty();
    }

    GameMap map() { return map; }

    void map(GameMap m) { map = m; }
}
