package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * A unit counts as its line whatever form it wears: a trebuchet comes out of the Castle packed, a
 * form of its own in the tables, and the script's count of trebuchets must still see it, or a
 * limit on them never holds.
 */
class PackedFormsTest {
    private static int owned(MatchEngine m, String word) {
        Entities e = m.entities();
        int t = Arena.type(word);
        IntList u = e.units();
        int n = 0;
        for (int k = 0; k < u.size(); k++) if (e.owner(u.get(k)) == 1 && e.type(u.get(k)) == t && e.state(u.get(k)) != Entities.DEAD) n++;
        return n;
    }

    /** A Castle that trains while fewer than two trebuchets are counted stops at two, packed as they come out. */
    @Test
    void aPackedTrebuchetCountsAsATrebuchet() {
        String script = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0)"
                + " (set-strategic-number sn-number-explore-groups 0) (disable-self))\n"
                + "(defrule (unit-type-count-total trebuchet < 2) (can-train trebuchet) => (train trebuchet))\n";
        Arena a = Arena.flat(60).startAge("imperial").resources("high").reveal("explored").put("town-center", 1, 3, 3).put("castle", 1, 20, 20)
                .put("house", 1, 3, 12).put("house", 1, 6, 12).put("house", 2, 56, 56);
        MatchEngine m = a.start(script);
        m.runUntil(6 * 60_000);
        assertEquals(0, a.failures().size(), a.failures().toString());
        int packed = owned(m, "trebuchet-packed"), unpacked = owned(m, "trebuchet");
        assertTrue(packed > 0, "a trebuchet comes out packed: " + packed);
        assertEquals(2, packed + unpacked, "the limit of two holds over both forms: " + packed + " packed, " + unpacked + " unpacked");
    }
}
