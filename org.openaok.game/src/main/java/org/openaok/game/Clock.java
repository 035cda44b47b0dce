package org.openaok.game;

import org.openaok.sim.api.match.Match;

/**
 * How a shown match moves on: a live match ticks in real time times its speed; a replay plays its
 * record and can seek. Both pause. Ticks run on the window's thread, between frames.
 */
abstract class Clock {
    static final double[] SPEEDS = {0.25, 0.5, 1, 1.5, 2, 4, 8, 16};
    /** The most ticks run between two frames: a slow machine falls behind rather than freezing. */
    static final int MAX_TICKS_PER_FRAME = 20;

    private int speedIndex = 2;
    private boolean paused;
    private double due;
    private long last = -1;
    /** Nanoseconds the last frame's ticks took, and how many ran. */
    long tickNanos;
    int ticksRun;

    abstract Match match();

    /** Runs one tick; false when there is none to run (the match is over, the record ends). */
    abstract boolean tick();

    /** What the status line says of the clock (the replay's position ...). */
    abstract String where();

    boolean paused() { return paused; }

    void setPaused(boolean p) { paused = p; }

    double speed() { return SPEEDS[speedIndex]; }

    void faster() { speedIndex = Math.min(SPEEDS.length - 1, speedIndex + 1); }

    void slower() { speedIndex = Math.max(0, speedIndex - 1); }

    void setSpeed(double s) {
        int best = 0;
        for (int i = 0; i < SPEEDS.length; i++) if (Math.abs(SPEEDS[i] - s) < Math.abs(SPEEDS[best] - s)) best = i;
        speedIndex = best;
    }

    /** Runs the ticks due since the last call. */
    void advance(long nowNanos) {
        ticksRun = 0;
        long t0 = System.nanoTime();
        if (last < 0) last = nowNanos;
        double elapsedTicks = (nowNanos - last) / 1e6 / Match.TICK_MS;
        last = nowNanos;
        if (!paused) {
            due = Math.min(MAX_TICKS_PER_FRAME, due + elapsedTicks * speed());
            while (due >= 1 && ticksRun < MAX_TICKS_PER_FRAME) {
                due -= 1;
                if (!tick()) {
                    due = 0;
                    break;
                }
                ticksRun++;
            }
        } else {
            due = 0;
        }
        tickNanos = System.nanoTime() - t0;
    }

    /** Runs exactly one tick now, whatever the speed (a frame-by-frame step). */
    void stepOnce() {
        if (tick()) ticksRun++;
    }

    /** Whether the picture waits on work before it means anything (a seek). */
    boolean busy() { return false; }

    /** A live match. */
    static final class Live extends Clock {
        private final Match match;
        private final int until;

        /** @param untilTick the tick it stops at, or -1 for none */
        Live(Match match, int untilTick) {
            this.match = match;
            this.until = untilTick;
        }

        @Override Match match() { return match; }

        @Override
        boolean tick() {
            if (match.outcome().over() || until >= 0 && match.tick() >= until) return false;
            match.step();
            return true;
        }

        @Override String where() { return ""; }
    }
}
