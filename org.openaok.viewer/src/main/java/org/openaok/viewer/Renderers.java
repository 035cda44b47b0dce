package org.openaok.viewer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.openaok.api.io.WindowRenderer;

/**
 * The window renderer services installed now, and which one a view uses: of those with the
 * asked-for id (any, when none is asked for), the highest {@code service.ranking}, then the
 * newest, so a renderer bundle dropped in while a view is open takes over from the one it replaces.
 */
final class Renderers {
    /** A renderer service and what the framework says of it. */
    record Entry(WindowRenderer renderer, String id, long serviceId, int ranking, String bundle) {
        @Override
        public String toString() { return "renderer " + id + " from " + bundle + " (service " + serviceId + ")"; }
    }

    private static final Comparator<Entry> PREFERENCE =
            Comparator.comparingInt(Entry::ranking).thenComparingLong(Entry::serviceId);

    private final List<Entry> entries = new ArrayList<>();

    synchronized void add(Entry e) {
        entries.add(e);
        notifyAll();
    }

    /** Removes a service; returns its entry, if it was here. */
    synchronized Optional<Entry> remove(WindowRenderer r) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).renderer() == r) {
                Entry e = entries.remove(i);
                notifyAll();
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    synchronized Optional<Entry> best(String id) {
        return entries.stream().filter(e -> id == null || id.equals(e.id())).max(PREFERENCE);
    }

    synchronized List<Entry> all() { return List.copyOf(entries); }

    /**
     * Waits up to the time given (0: no limit) for a renderer with the id; empty when none came or
     * the thread was interrupted.
     */
    synchronized Optional<Entry> await(String id, long timeoutMillis, java.util.function.BooleanSupplier stop) {
        long end = System.nanoTime() + timeoutMillis * 1_000_000;
        while (true) {
            Optional<Entry> e = best(id);
            if (e.isPresent() || stop.getAsBoolean()) return e;
            long left = timeoutMillis == 0 ? 250 : (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) return Optional.empty();
            try {
                wait(Math.min(left, 250));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
    }
}
