package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.Victory;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * The target evaluation weighs how quickly a group would destroy a thing by the damage rule
 * against the thing's armour. Weighed by its members' best attack, a building of thousands of hit
 * points looked quick to raze for a big archer group (a blow of 4 where the rule leaves 1), and as
 * a building of the army it ranked above villagers: on OpenPlains thirty archers stood at a Castle
 * by the enemy's farms while the villagers worked. Here, on hand-made ground, twenty archers stand
 * near the enemy's University (2,100 hit points, pierce armour 9; out of their range, so they do
 * not shoot at it unbidden) and see the enemy's villagers at the far side: they go for the
 * villagers, what they can kill, and leave the University alone.
 */
class TargetEvaluationTest {
    /** The villagers of {@code victim} killed by {@code killer}'s things until the given time, read from the event log a minute at a time. */
    static int villagersKilled(MatchEngine m, int victim, int killer, long untilMs) {
        int n = 0;
        long cursor = m.events().next();
        for (long t = m.timeMs() + 60_000; t <= untilMs && !m.outcome().over(); t += 60_000) {
            m.runUntil(t);
            Events ev = m.events();
            for (long q = Math.max(cursor, ev.oldest()); q < ev.next(); q++)
                if (ev.kind(q) == Events.DIED && ev.player(q) == victim && ev.other(q) == killer && "villager".equals(m.rules().type(ev.b(q)).unitClass())) n++;
            cursor = ev.next();
        }
        return n;
    }

    static final String ARCHER_GROUP = "(defrule (true) => (set-strategic-number sn-number-attack-groups 1) (set-strategic-number sn-minimum-attack-group-size 20)"
            + " (set-strategic-number sn-maximum-attack-group-size 20) (set-strategic-number sn-attack-group-size-randomness 0)"
            + " (set-strategic-number sn-number-explore-groups 0) (disable-self))\n";

    @Test
    void archersStrikeWhatTheyCanDestroy() {
        Arena a = Arena.flat(48).reveal("all-visible").put("town-center", 1, 3, 3).row("archer", 1, 10, 10, 12).row("archer", 1, 10, 10, 13)
                .put("university", 2, 24, 12).row("villager", 2, 5, 38, 42).put("house", 2, 44, 44);
        MatchEngine m = a.start(ARCHER_GROUP);
        Entities e = m.entities();
        int university = MilitaryTest.first(m, 2, "university");
        int full = e.hp(university);
        // the first of seat 2's things the archers strike
        String first = null;
        IntList all = new IntList(8);
        for (int k = 0; k < e.units().size(); k++) if (e.owner(e.units().get(k)) == 2) all.add(e.units().get(k));
        all.add(university);
        int[] hp = new int[all.size()];
        for (int i = 0; i < all.size(); i++) hp[i] = e.hp(all.get(i));
        for (long t = 500; t <= 120_000 && first == null; t += 500) {
            m.runUntil(t);
            for (int i = 0; i < all.size() && first == null; i++)
                if (!e.alive(all.get(i)) || e.hp(all.get(i)) < hp[i]) first = m.rules().type(e.type(all.get(i))).word();
        }
        assertEquals("villager", first, "the first of the enemy's things the archers strike");
        int killed = villagersKilled(m, 2, 1, 4 * 60_000);
        assertEquals(5, killed, "the enemy's villagers the archers kill by 4:00");
        assertTrue(e.hp(university) > full * 9 / 10, "the University is left alone: " + e.hp(university) + " of " + full);
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    /** A Wonder counting down to its owner's victory scores 100 outright: the archers leave the villagers for it. */
    @Test
    void aWonderCountingDownIsStruckFirst() {
        MatchEngine m = wonderArena("standard").start(ARCHER_GROUP);
        m.runUntil(1_000);
        assertTrue(m.context().find(Victory.class).orElseThrow().wonderTicksLeft(2) >= 0, "the Wonder counts down");
        int wonder = MilitaryTest.first(m, 2, "wonder");
        int full = m.entities().hp(wonder);
        int killed = villagersKilled(m, 2, 1, 4 * 60_000);
        assertTrue(m.entities().hp(wonder) < full * 8 / 10, "the archers shoot at the Wonder: " + m.entities().hp(wonder) + " of " + full);
        assertEquals(0, killed, "and leave the villagers alone");
    }

    /** In a conquest game the same Wonder wins nothing: it is a building like the rest, and the villagers go first. */
    @Test
    void aWonderThatWinsNothingIsABuildingLikeTheRest() {
        MatchEngine m = wonderArena("conquest").start(ARCHER_GROUP);
        m.runUntil(1_000);
        assertEquals(-1, m.context().find(Victory.class).orElseThrow().wonderTicksLeft(2), "no countdown in a conquest game");
        int wonder = MilitaryTest.first(m, 2, "wonder");
        int full = m.entities().hp(wonder);
        assertEquals(5, villagersKilled(m, 2, 1, 4 * 60_000), "the enemy's villagers the archers kill by 4:00");
        assertTrue(m.entities().hp(wonder) > full * 9 / 10, "the Wonder is left alone: " + m.entities().hp(wonder) + " of " + full);
    }

    private static Arena wonderArena(String victory) {
        return Arena.flat(48).reveal("all-visible").victory(victory).put("town-center", 1, 3, 3).row("archer", 1, 10, 10, 12)
                .row("archer", 1, 10, 10, 13).put("wonder", 2, 24, 12).row("villager", 2, 5, 38, 42).put("house", 2, 44, 44);
    }
}
