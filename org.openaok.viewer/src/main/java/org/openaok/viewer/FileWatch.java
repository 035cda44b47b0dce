package org.openaok.viewer;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Tells when any of some files is saved. It watches their folders (an editor that saves by
 * writing a new file and renaming it replaces the file rather than changing it) and waits a
 * moment after the first event so that one save, however many writes it takes, is one change.
 */
final class FileWatch implements AutoCloseable {
    /** How long a save may go on writing after its first event. */
    static final long SETTLE_MILLIS = 40;

    private final WatchService service;
    private final Set<Path> files;
    private final Consumer<Path> changed;
    private final Thread thread;

    FileWatch(List<Path> files, Consumer<Path> changed) throws IOException {
        this.files = new LinkedHashSet<>(files);
        this.changed = changed;
        this.service = files.get(0).getFileSystem().newWatchService();
        Set<Path> dirs = new LinkedHashSet<>();
        for (Path f : files) dirs.add(f.getParent());
        for (Path d : dirs) d.register(service, ENTRY_CREATE, ENTRY_MODIFY);
        thread = new Thread(this::watch, "openaok-view-watch");
        thread.setDaemon(true);
        thread.start();
    }

    private void watch() {
        try {
            while (true) {
                Set<Path> hit = new LinkedHashSet<>();
                collect(service.take(), hit);
                if (hit.isEmpty()) continue;
                // the rest of the same save
                long end = System.nanoTime() + SETTLE_MILLIS * 1_000_000;
                for (long left; (left = end - System.nanoTime()) > 0; ) {
                    WatchKey more = service.poll(left, TimeUnit.NANOSECONDS);
                    if (more != null) collect(more, hit);
                }
                for (Path p : hit) changed.accept(p);
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed
        }
    }

    private void collect(WatchKey key, Set<Path> hit) {
        Path dir = (Path) key.watchable();
        for (WatchEvent<?> e : key.pollEvents()) {
            if (e.context() instanceof Path name) {
                Path p = dir.resolve(name);
                if (files.contains(p)) hit.add(p);
            }
        }
        key.reset();
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException ignored) {
            // nothing more to watch either way
        }
        thread.interrupt();
    }
}
