package org.openaok.game.itest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.osgi.framework.BundleContext;

/** Copies of the bundles this test bundle carries, as a new build would come: with another version in the manifest. */
final class Jars {
    private Jars() {}

    /** The jar {@code plugins/NAME} of the test bundle, its manifest saying the version given (null: as it is). */
    static byte[] build(BundleContext context, String name, String version) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = context.getBundle().getResource("plugins/" + name).openStream();
             JarInputStream jar = new JarInputStream(in)) {
            Manifest m = jar.getManifest();
            if (version != null) m.getMainAttributes().putValue("Bundle-Version", version);
            try (JarOutputStream out = new JarOutputStream(bytes, m)) {
                for (JarEntry e; (e = jar.getNextJarEntry()) != null; ) {
                    out.putNextEntry(new JarEntry(e.getName()));
                    jar.transferTo(out);
                    out.closeEntry();
                }
            }
        }
        return bytes.toByteArray();
    }

    /** Writes the jar into the watched folder as FileInstall should see it: whole, by a rename. */
    static Path drop(Path dir, String file, byte[] jar) throws IOException {
        Files.createDirectories(dir);
        Path tmp = dir.resolve(file + ".tmp");
        Files.write(tmp, jar);
        return Files.move(tmp, dir.resolve(file), StandardCopyOption.ATOMIC_MOVE);
    }
}
