package org.openaok.mapgen.stages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;
import org.openaok.api.stage.Stage;
import org.openaok.mapgen.stages.state.AokMapState;

/**
 * Runs the generator's setup and then the stages one by one on the calling thread, as the
 * scheduler would along the chain, and keeps the shared state for the test to look at.
 */
public final class Harness implements GenerationContext {
    private final GenerationRequest request;
    private final GameData data;
    private final Map<String, Object> board = new HashMap<>();
    private final Map<String, RandomStream> streams = new HashMap<>();
    public final List<Diagnostic> diagnostics = new ArrayList<>();
    private GameMap map;
    private String stage = "setup";
    private long ordinal;
    private long sequence;

    private Harness(GenerationRequest request, GameData data) {
        this.request = request;
        this.data = data;
    }

    /** Sets the map up from the script and runs every stage given, in order. */
    public static Harness run(String script, GenerationRequest.Builder request, List<Stage> stages) {
        return run(Scripts.request(script).build().map(), request, stages, Scripts.DATA);
    }

    public static Harness run(String mapFile, GenerationRequest.Builder request, List<Stage> stages, GameData data) {
        GenerationRequest r = request.generator("aok").map(mapFile).build();
        Harness h = new Harness(r, data);
        try {
            MapSetup setup = new AokGenerator().setup(r, h);
            h.map = new GameMap(setup.size(), setup.levels(), setup.zones());
            for (Stage s : stages) {
                h.stage = s.id();
                h.ordinal++;
                h.sequence = 0;
                s.run(h);
            }
        } catch (Exception e) {
            throw new AssertionError("stage " + h.stage + " failed: " + e, e);
        }
        return h;
    }

    /** Every stage of the bundle up to and including the one with that id. */
    public static List<Stage> upTo(String id) {
        List<Stage> out = new ArrayList<>();
        for (Stage s : Scripts.stages()) {
            out.add(s);
            if (s.id().equals(id)) return out;
        }
        throw new IllegalArgumentException("no stage " + id);
    }

    public AokMapState state() { return get(AokKeys.STATE); }

    public MapLevel level() { return map.surface(); }

    /** How many tiles have the terrain. */
    public int count(int terrain) {
        int n = 0;
        for (int i = 0; i < level().tiles(); i++) if (level().terrain(i) == terrain) n++;
        return n;
    }

    public boolean has(String code) {
        return diagnostics.stream().anyMatch(d -> d.code().equals(code));
    }

    @Override public String stageId() { return stage; }
    @Override public GameMap map() { return map; }
    @Override public Optional<Zone> zone() { return Optional.empty(); }
    @Override public RandomStream random() { return Seeds.stream(request.seed(), "stage:" + stage, -1); }
    @Override public void place(MapObject object) { map.objects().add((ordinal << 32) | sequence++, object); }
    @Override public List<MapObject> objects() { return map.objects().list(); }
    @Override public void tally(ObjectTally tally) { }
    @Override public void progress(int percent) { }
    @Override public void checkpoint() { }
    @Override public GenerationRequest request() { return request; }
    @Override public GameData data() { return data; }
    @Override public Diagnostics diagnostics() { return diagnostics::add; }
    @Override public RandomStream stream(String name) { return streams.computeIfAbsent(name, n -> Seeds.stream(request.seed(), n, -1)); }
    @Override public <T> void put(Key<T> key, T value) { board.put(key.name(), value); }
    @Override public <T> Optional<T> find(Key<T> key) { return Optional.ofNullable(board.get(key.name())).map(key.type()::cast); }
}
