package org.openaok.render.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongPredicate;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.io.MapRenderer;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/**
 * A view stays open while its renderer bundle is updated, replaced by a copy dropped into the
 * watched plugins folder, removed and brought back: each time the window closes and reopens
 * with the renderer there is then, and the command goes on running.
 */
class RendererSwapTest {
    static final Pattern OPENED = Pattern.compile("window opened with renderer gl from org\\.openaok\\.render \\S+ \\[bundle (\\d+)\\]");

    @InjectBundleContext
    BundleContext context;

    @InjectService(filter = "(renderer=gl)", timeout = 5000)
    MapRenderer gl;

    @InjectService(timeout = 5000)
    GameData data;

    @InjectService(timeout = 5000)
    List<CommandLine> commands;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String output() { return bytes.toString(StandardCharsets.UTF_8); }

    /** The view's output and the renderer bundles, for a failure's message. */
    private String seen() {
        StringBuilder b = new StringBuilder(output());
        for (Bundle x : context.getBundles()) {
            if (x.getSymbolicName().startsWith("org.openaok.render")) b.append("bundle ").append(x.getBundleId()).append(' ')
                    .append(x.getSymbolicName()).append(" state ").append(x.getState()).append(' ').append(x.getLocation()).append('\n');
        }
        return b.toString();
    }

    /** How many windows the view has opened. */
    private long windows() { return OPENED.matcher(output()).results().count(); }

    /** The bundle of the renderer whose window is open now, or -1 when none is. */
    private long current() {
        String o = output();
        Matcher m = OPENED.matcher(o);
        long bundle = -1;
        int at = -1;
        while (m.find()) {
            bundle = Long.parseLong(m.group(1));
            at = m.end();
        }
        return at >= 0 && o.indexOf("; the window closes and reopens", at) < 0 ? bundle : -1;
    }

    private long awaitWindow(String what, LongPredicate bundle) throws InterruptedException {
        long ms = Await.until(what, 15_000, () -> current() >= 0 && bundle.test(current()), this::seen);
        System.out.println(what + ": open with bundle " + current() + " after " + ms + " ms");
        return current();
    }

    /**
     * Writes the renderer's jar into the folder as FileInstall should see it: whole, by a rename.
     * With a version, the copy's manifest says that version: a different bundle of the same name.
     */
    private Path drop(Path dir, String name, String version) throws Exception {
        Path tmp = dir.resolve(name + ".tmp");
        try (InputStream in = context.getBundle().getResource("plugins/render.jar").openStream();
             JarInputStream jar = new JarInputStream(in)) {
            Manifest m = jar.getManifest();
            if (version != null) m.getMainAttributes().putValue("Bundle-Version", version);
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(tmp), m)) {
                for (JarEntry e; (e = jar.getNextJarEntry()) != null; ) {
                    out.putNextEntry(new JarEntry(e.getName()));
                    jar.transferTo(out);
                    out.closeEntry();
                }
            }
        }
        return Files.move(tmp, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }

    @Test
    void theViewReopensWithWhicheverRendererIsThereAndKeepsRunning() throws Exception {
        OpenGl.assume(gl, data);
        CommandLine view = commands.stream().filter(c -> c.name().equals("view")).findFirst().orElseThrow();
        Bundle renderer = FrameworkUtil.getBundle(gl.getClass());
        assertEquals("org.openaok.render", renderer.getSymbolicName());
        long id = renderer.getBundleId();
        // the build empties the watched folder before the framework starts (see the pom)
        Path dir = Path.of(context.getProperty("felix.fileinstall.dir"));
        Files.createDirectories(dir);
        assertTrue(java.util.Arrays.stream(context.getBundles()).noneMatch(b -> "org.openaok.render".equals(b.getSymbolicName())
                && b.getBundleId() != id), "a renderer left in the watched folder by an earlier run");
        AtomicInteger status = new AtomicInteger(-1);
        CountDownLatch ended = new CountDownLatch(1);
        Thread main = new Thread(() -> {
            try {
                status.set(view.run(List.of("--map", "noise", "--size", "tiny", "--seed", "4", "--window", "320x240"), out, out));
            } catch (Exception e) {
                e.printStackTrace(out);
            } finally {
                ended.countDown();
            }
        }, "view");
        main.start();
        try {
            awaitWindow("the first window", b -> b == id);
            Await.until("the map", 15_000, () -> output().contains("generated in"), this::output);

            // 1. the bundle updated in place (a new revision, a new class loader): the window reopens with it
            CountDownLatch refreshed = new CountDownLatch(1);
            renderer.update();
            context.getBundle(0).adapt(FrameworkWiring.class).refreshBundles(List.of(renderer), e -> refreshed.countDown());
            assertTrue(refreshed.await(15, TimeUnit.SECONDS), "refreshed");
            awaitWindow("the updated renderer's window", b -> b == id);
            assertTrue(windows() >= 2, output());
            assertTrue(output().contains("is going; the window closes and reopens"), output());

            // 2. a newer version dropped into plugins/: a second renderer bundle, which takes over;
            // deleting the jar uninstalls it and hands back to the first
            Path newer = drop(dir, "render-0.1.1.jar", "0.1.1");
            long copy = awaitWindow("the newer renderer's window", b -> b != id);
            assertEquals("org.openaok.render", context.getBundle(copy).getSymbolicName());
            assertEquals("0.1.1", context.getBundle(copy).getVersion().toString());
            Files.delete(newer);
            awaitWindow("the window back with the first renderer", b -> b == id);

            // 3. no renderer at all for a while: the view waits, then opens with the one that comes back
            long before = windows();
            renderer.stop();
            Await.until("the view to wait", 15_000, () -> output().contains("no window renderer now; waiting"), this::seen);
            assertTrue(main.isAlive(), "the view goes on without a renderer");
            renderer.start();
            awaitWindow("the window with the renderer that came back", b -> b == id && windows() > before);

            // 4. a rebuilt jar of the same name and version dropped in: FileInstall updates the
            // running bundle with it (and from then on owns it: deleting the jar uninstalls it)
            long beforeRebuilt = windows();
            Path same = drop(dir, "render-rebuilt.jar", null);
            awaitWindow("the rebuilt renderer's window", b -> b == id && windows() > beforeRebuilt);
            Files.delete(same);
            Await.until("the renderer to be uninstalled", 15_000, () -> context.getBundle(id) == null, this::seen);
            Await.until("the view to wait again", 15_000, () -> current() < 0 && output().endsWith("waiting for one (e.g. a renderer bundle dropped into plugins/)\n"), this::seen);
            assertTrue(main.isAlive(), "the program keeps running");
            assertEquals(1, output().split("generated in", -1).length - 1, "one map, shown in every window:\n" + output());
        } finally {
            main.interrupt();
            assertTrue(ended.await(15, TimeUnit.SECONDS), "the view ended");
        }
        assertEquals(0, status.get(), output());
    }
}
