package org.openaok.itest;

import java.util.function.BooleanSupplier;

/** Waits for what bundles do on their own threads (FileInstall, SCR). */
final class Await {
    private Await() {}

    /** Polls until the condition holds; returns the milliseconds it took, or fails after the timeout. */
    static long until(String what, long timeoutMillis, BooleanSupplier condition) throws InterruptedException {
        long t0 = System.nanoTime();
        long end = t0 + timeoutMillis * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) throw new AssertionError("timed out after " + timeoutMillis + " ms waiting for " + what);
            Thread.sleep(10);
        }
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
