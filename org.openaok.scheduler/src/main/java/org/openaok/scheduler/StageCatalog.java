package org.openaok.scheduler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The stage services present now. Bundles come and go at run time, so every run takes a
 * snapshot with {@link #select(String)}; a change afterwards affects the next run only.
 */
public final class StageCatalog {
    /** A stage chosen for a run, and the same-id stages of lower ranking it shadows. */
    public record Choice(StageRegistration registration, List<StageRegistration> shadowed) {}

    private final List<StageRegistration> registrations = new ArrayList<>();
    private final Map<Long, String> rejected = new TreeMap<>();

    public synchronized void add(StageRegistration r) {
        registrations.removeIf(x -> x.serviceId() == r.serviceId());
        registrations.add(r);
    }

    public synchronized void remove(long serviceId) {
        registrations.removeIf(x -> x.serviceId() == serviceId);
        rejected.remove(serviceId);
    }

    /** Notes a stage service that could not be registered (its declarations threw), so runs can say so. */
    public synchronized void reject(long serviceId, String why) {
        rejected.put(serviceId, why);
    }

    /** Why each rejected stage service was left out. */
    public synchronized List<String> rejected() {
        return List.copyOf(rejected.values());
    }

    public synchronized List<StageRegistration> all() {
        return List.copyOf(registrations);
    }

    /**
     * The stages that serve a generator, one per id (highest ranking, then oldest service),
     * sorted by id so the graph is built the same way every time.
     */
    public synchronized List<Choice> select(String generator) {
        Map<String, List<StageRegistration>> byId = new TreeMap<>();
        for (StageRegistration r : registrations) {
            if (r.serves(generator)) byId.computeIfAbsent(r.id(), k -> new ArrayList<>()).add(r);
        }
        List<Choice> out = new ArrayList<>();
        Comparator<StageRegistration> best = Comparator.comparingInt(StageRegistration::ranking).reversed()
                .thenComparingLong(StageRegistration::serviceId);
        for (List<StageRegistration> same : byId.values()) {
            same.sort(best);
            out.add(new Choice(same.get(0), List.copyOf(same.subList(1, same.size()))));
        }
        return out;
    }
}
