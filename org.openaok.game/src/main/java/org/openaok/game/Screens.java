package org.openaok.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.openaok.api.screen.ScreenRenderer;

/**
 * The screen renderer services installed now, and which a window uses: of those with the asked-for
 * id (any when none is asked for), the highest {@code service.ranking}, then the newest, so a
 * renderer bundle dropped in while a match is shown takes over from the one it replaces.
 */
final class Screens {
    record Entry(ScreenRenderer renderer, String id, long serviceId, int ranking, String bundle) {
        @Override
        public String toString() { return "renderer " + id + " from " + bundle + " (service " + serviceId + ")"; }
    }

    private static final Comparator<Entry> PREFERENCE = Comparator.comparingInt(Entry::ranking).thenComparingLong(Entry::serviceId);

    private final List<Entry> entries = new ArrayList<>();

    synchronized void add(Entry e) {
        entries.add(e);
        notifyAll();
    }

    synchronized void remove(ScreenRenderer r) {
        entries.removeIf(e -> e.renderer() == r);
        notifyAll();
    }

    synchronized Optional<Entry> best(String id) {
        return entries.stream().filter(e -> id == null || id.equals(e.id())).max(PREFERENCE);
    }

    synchronized List<Entry> all() { return List.copyOf(entries); }

    /** Waits up to the time given for a renderer with the id; empty when none came or it was told to stop. */
    synchronized Optional<Entry> await(String id, long timeoutMillis, BooleanSupplier stop) {
        long end = System.nanoTime() + timeoutMillis * 1_000_000;
        while (true) {
            Optional<Entry> e = best(id);
            if (e.isPresent() || stop.getAsBoolean()) return e;
            long left = (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) return Optional.empty();
            try {
                wait(Math.min(left, 100));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
    }
}
