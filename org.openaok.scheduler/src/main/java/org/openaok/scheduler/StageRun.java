package org.openaok.scheduler;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.openaok.api.data.GameData;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Diagnostics;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.Zone;
import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;

/**
 * The context of one run of a stage. What the run reports (diagnostics, tallies, objects) is
 * kept under the run's ordinal, so the result reads the same whatever order runs finished in.
 */
final class StageRun implements GenerationContext {
    private final GenerationState state;
    private final String stageId;
    private final Zone zone;
    private final int ordinal;
    private final BitSet ancestors;
    private final BooleanSupplier runCancelled;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<ObjectTally> tallies = new ArrayList<>();
    private RandomStream random;
    private long sequence;
    private volatile int percent;
    private volatile String stopReason;

    /**
     * @param ordinal   the run's place in the order (objects sort by it); Integer.MAX_VALUE sees every object
     * @param ancestors ordinals of the runs it waits for, or null to see everything
     */
    StageRun(GenerationState state, String stageId, Zone zone, int ordinal, BitSet ancestors, BooleanSupplier runCancelled) {
        this.state = state;
        this.stageId = stageId;
        this.zone = zone;
        this.ordinal = ordinal;
        this.ancestors = ancestors;
        this.runCancelled = runCancelled;
    }

    @Override public String stageId() { return stageId; }

    @Override public GameMap map() { return state.map(); }

    @Override public Optional<Zone> zone() { return Optional.ofNullable(zone); }

    @Override
    public RandomStream random() {
        if (random == null) random = Seeds.stream(state.seed(), "stage:" + stageId, zone == null ? -1 : zone.id());
        return random;
    }

    @Override
    public void place(MapObject object) {
        state.map().objects().add(((long) ordinal << 32) | sequence++, object);
    }

    @Override
    public List<MapObject> objects() {
        if (ancestors == null) return state.map().objects().list();
        return state.map().objects().list(key -> {
            int o = (int) (key >>> 32);
            return o == 0 || o == ordinal || ancestors.get(o);
        });
    }

    @Override
    public void tally(ObjectTally tally) {
        synchronized (tallies) {
            tallies.add(tally);
        }
    }

    @Override
    public void progress(int p) {
        percent = Math.max(0, Math.min(100, p));
    }

    int percent() { return percent; }

    @Override
    public void checkpoint() {
        String why = stopReason;
        if (why == null && runCancelled.getAsBoolean()) why = "the run was cancelled";
        if (why != null) throw new CancellationException(why);
    }

    /** Makes the next checkpoint throw. */
    void stop(String reason) { stopReason = reason; }

    String stopReason() { return stopReason; }

    @Override public GenerationRequest request() { return state.request(); }

    @Override public GameData data() { return state.data(); }

    @Override
    public Diagnostics diagnostics() {
        return d -> {
            synchronized (diagnostics) {
                diagnostics.add(d);
            }
        };
    }

    List<Diagnostic> reportedDiagnostics() {
        synchronized (diagnostics) {
            return List.copyOf(diagnostics);
        }
    }

    List<ObjectTally> reportedTallies() {
        synchronized (tallies) {
            return List.copyOf(tallies);
        }
    }

    @Override public RandomStream stream(String name) { return state.stream(name); }

    @Override public <T> void put(Key<T> key, T value) { state.put(key, value); }

    @Override public <T> Optional<T> find(Key<T> key) { return state.find(key); }
}
