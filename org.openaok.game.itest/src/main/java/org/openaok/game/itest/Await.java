package org.openaok.game.itest;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for what bundles do on their own threads (FileInstall, SCR, the window). */
final class Await {
    private Await() {}

    /** Polls until the condition holds; returns the milliseconds it took, or fails after the timeout saying what it saw. */
    static long until(String what, long timeoutMillis, BooleanSupplier condition, Supplier<String> seen) throws InterruptedException {
        long t0 = System.nanoTime();
        long end = t0 + timeoutMillis * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionError("timed out after " + timeoutMillis + " ms waiting for " + what + "; saw:\n" + seen.get());
            Thread.sleep(5);
        }
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
