package org.openaok.render;

import java.io.File;

import org.lwjgl.system.Configuration;
import org.osgi.framework.BundleContext;

/**
 * Where LWJGL puts the native libraries it unpacks from its bundle: this bundle's own data
 * folder (always writable), unless the user named a folder with LWJGL's own system property.
 */
final class Natives {
    private Natives() {}

    static void configure(BundleContext context) {
        if (System.getProperty("org.lwjgl.system.SharedLibraryExtractPath") != null
                || System.getProperty("org.lwjgl.system.SharedLibraryExtractDirectory") != null) {
            return;
        }
        File dir = context == null ? null : context.getDataFile("lwjgl-natives");
        if (dir != null && (dir.isDirectory() || dir.mkdirs())) {
            Configuration.SHARED_LIBRARY_EXTRACT_PATH.set(dir.getAbsolutePath());
        }
    }
}
