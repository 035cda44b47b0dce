package org.openaok.game.itest;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Assumptions;
import org.openaok.api.command.CommandLine;

/**
 * A command with a window ({@code play}) run on a thread of its own as the launcher's main thread
 * would, its output kept. With no display the window is drawn off screen; without OpenGL the
 * tests skip, except in CI (CI=true), which installs it.
 */
final class Window implements AutoCloseable {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private final AtomicInteger status = new AtomicInteger(-1);
    private final CountDownLatch ended = new CountDownLatch(1);
    private final Thread thread;

    Window(CommandLine command, List<String> args) {
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank()) System.setProperty("openaok.gl.platform", "null");
        thread = new Thread(() -> {
            try {
                status.set(command.run(args, out, out));
            } catch (Exception e) {
                e.printStackTrace(out);
            } finally {
                ended.countDown();
            }
        }, "openaok-" + command.name());
        thread.start();
    }

    String output() {
        synchronized (bytes) {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    boolean alive() { return thread.isAlive(); }

    /** Skips the test where no window can be opened (no OpenGL), unless in CI. */
    void assumeOpened() throws InterruptedException {
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end && !output().contains("window opened") && thread.isAlive()) Thread.sleep(10);
        if (output().contains("window opened")) return;
        String why = output();
        if ("true".equals(System.getenv("CI"))) throw new AssertionError("CI has OpenGL, yet no window opened:\n" + why);
        Assumptions.abort("no window could be opened here:\n" + why);
    }

    int stop() throws InterruptedException {
        thread.interrupt();
        if (!ended.await(20, TimeUnit.SECONDS)) throw new AssertionError("the window did not close:\n" + output());
        return status.get();
    }

    @Override
    public void close() throws InterruptedException {
        if (thread.isAlive()) stop();
    }
}
