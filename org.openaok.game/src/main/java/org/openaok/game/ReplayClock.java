package org.openaok.game;

import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.view.Replay;

/**
 * A replay's clock: plays the record's ticks, and seeks. Seeking back plays the record again from
 * its start (a match only moves forward); the way there is played a slice a frame, so the window
 * stays live and shows how far it has got.
 */
final class ReplayClock extends Clock {
    /** Milliseconds of ticking a frame may spend getting to a seek's tick. */
    static final long SEEK_SLICE_MILLIS = 40;

    private final Replay replay;
    private Replay.Run run;
    private int target = -1;

    ReplayClock(Replay replay) throws MatchException {
        this.replay = replay;
        this.run = replay.start();
    }

    @Override Match match() { return run.match(); }

    Replay replay() { return replay; }

    @Override
    boolean tick() { return run.step(); }

    /** Goes to a tick of the record (clamped to it); the ticks are played over the next frames. */
    void seek(int tick) throws MatchException {
        int t = Math.max(0, Math.min(replay.ticks(), tick));
        if (t < run.match().tick()) {
            run.close();
            run = replay.start();
        }
        target = t;
    }

    int target() { return target; }

    @Override
    boolean busy() { return target >= 0; }

    @Override
    void advance(long nowNanos) {
        if (target < 0) {
            super.advance(nowNanos);
            return;
        }
        ticksRun = 0;
        long t0 = System.nanoTime();
        long end = t0 + SEEK_SLICE_MILLIS * 1_000_000;
        while (run.match().tick() < target && System.nanoTime() < end) {
            if (!run.step()) break;
            ticksRun++;
        }
        if (run.match().tick() >= target || run.match().tick() >= replay.ticks()) target = -1;
        tickNanos = System.nanoTime() - t0;
        if (target < 0) super.advance(System.nanoTime());
    }

    /** Runs the seek to its end now (for a screenshot of an exact tick). */
    void finishSeek() {
        while (target >= 0 && run.match().tick() < target && run.step()) {
            // played to the tick
        }
        target = -1;
    }

    int firstBadTick() { return run.firstBadTick(); }

    @Override
    String where() {
        String s = Session.clockTime(run.match().tick()) + " of " + Session.clockTime(replay.ticks());
        if (target >= 0) s += "  seeking " + Session.clockTime(target);
        if (run.firstBadTick() >= 0) s += "  DIFFERS from the record at " + Session.clockTime(run.firstBadTick());
        return s;
    }
}
