package org.openaok.ai.play;

import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.internal.engine.MatchEngine;

/** For a developer: prints every unit of seat 1 of an arena at a few times. */
final class DevArena {
    static void dump(MatchEngine m) {
        Entities e = m.entities();
        var mv = m.context().find(org.openaok.sim.api.system.Movement.class).orElse(null);
        System.out.println("t=" + m.timeMs() / 1000);
        for (int k = 0; k < e.units().size(); k++) {
            int u = e.units().get(k);
            if (e.owner(u) != 1) continue;
            System.out.printf("  %s#%d st %d at %d.%d,%d.%d %s -> %d (%d,%d) container %d move %d%n", m.rules().type(e.type(u)).word(), u, e.state(u), e.x(u) / 1000, e.x(u) % 1000 / 100,
                    e.y(u) / 1000, e.y(u) % 1000 / 100, OrderKind.word(e.order(u)), e.target(u), e.targetX(u) / 1000, e.targetY(u) / 1000, e.container(u), mv == null ? -1 : mv.status(u));
        }
    }

    public static void main(String[] a) {
        Arena ar = Arena.flat(48).reveal("all-visible").water(0, 20, 48, 8).put("town-center", 1, 4, 38).row("militiaman", 1, 5, 10, 32)
                .put("transport-ship", 1, 12, 24).put("house", 2, 30, 6);
        MatchEngine m = ar.start(MilitaryTest.rules(MilitaryTest.ONE_GROUP));
        for (long t : new long[] {2_000, 10_000, 30_000, 60_000, 90_000}) {
            m.runUntil(t);
            dump(m);
        }
    }
}
