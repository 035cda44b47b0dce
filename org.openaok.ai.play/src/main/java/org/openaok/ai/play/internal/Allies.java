package org.openaok.ai.play.internal;

import java.util.ArrayList;
import java.util.List;

import org.openaok.sim.api.state.Stance;

/**
 * The computer seats of one match, for what allies share (sn-coop-share-attacking): a seat struck
 * by another calls on its allies, and each whose attacks are allowed goes for the striker's things
 * first.
 */
final class Allies {
    private final List<Executor> seats = new ArrayList<>();

    void add(Executor x) { seats.add(x); }

    void remove(Executor x) { seats.remove(x); }

    void call(int struck, int striker) {
        for (Executor x : seats) {
            Seat s = x.seat;
            if (s.player == struck || s.sn(196, 1) != 1) continue;
            if (s.ps().stance(struck) != Stance.ALLY || s.ps().stance(striker) != Stance.ENEMY) continue;
            if (!x.military.attacksAllowed()) continue;
            x.military.coopTarget = striker;
        }
    }
}
