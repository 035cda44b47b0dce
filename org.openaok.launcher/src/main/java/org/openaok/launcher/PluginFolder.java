package org.openaok.launcher;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * The plugins folder that Felix FileInstall watches. FileInstall installs what is there on its own
 * thread; a one-shot command waits for that first scan so a plugin dropped in before the run is
 * part of it.
 */
final class PluginFolder {
    static final String PROPERTY = "felix.fileinstall.dir";

    private PluginFolder() {}

    /** Waits until every jar in the folder is installed and active, or the time is up. */
    static void awaitInstalled(BundleContext context, long timeoutMillis) {
        String dir = context.getProperty(PROPERTY);
        if (dir == null) return;
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(Path.of(dir), "*.jar")) {
            for (Path p : s) jars.add(p.toAbsolutePath().normalize());
        } catch (IOException e) {
            return;
        }
        long end = System.nanoTime() + timeoutMillis * 1_000_000;
        while (System.nanoTime() < end) {
            if (jars.stream().allMatch(j -> active(context, j))) return;
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static boolean active(BundleContext context, Path jar) {
        String name = jar.getFileName().toString();
        for (Bundle b : context.getBundles()) {
            String loc = b.getLocation();
            if (loc != null && loc.endsWith(name) && (b.getState() == Bundle.ACTIVE || b.getState() == Bundle.RESOLVED
                    && b.getHeaders().get("Fragment-Host") != null)) {
                return true;
            }
        }
        return false;
    }
}
