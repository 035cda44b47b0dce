package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.Production;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * randomgame in the Castle Age trains an army and attacks before it saves for the Imperial Age.
 * The saving once began on reaching the Castle Age (the fishing ships count as civilians, so the
 * villagers for it were there), the food and gold went to the Imperial Age for six minutes and no
 * soldier was trained until minute 27 (RiverCrossing seed 3). Here, on hand-made ground, a seat
 * starts in the Castle Age with the villagers of every plan's Imperial Age count, the houses and
 * the army's buildings, and the enemy's town in sight across the map: an army stands (at least the
 * smallest attack size, five) before the Imperial Age's research begins, and it strikes the enemy.
 * Without the rule that waits for the army (tried), the research begins at 5:05 with no soldier.
 */
class CastleArmyTest {
    static Arena castleTown() {
        Arena a = Arena.flat(72).startAge("castle").resources("high").reveal("all-visible").put("town-center", 1, 4, 4);
        for (int k = 0; k < 10; k++) a.put("house", 1, 10 + 2 * k, 1).put("house", 1, 10 + 2 * k, 3);
        a.put("barracks", 1, 12, 8).put("archery-range", 1, 16, 8).put("stable", 1, 20, 8).put("blacksmith", 1, 24, 8);
        for (int y = 12; y < 17; y++) a.row("villager", 1, 10, 4, y);
        for (int y = 2; y < 12; y++) a.row("forest-tree", 0, 8, 32, y);
        a.row("gold", 0, 5, 4, 20).row("gold", 0, 5, 4, 21).row("stone", 0, 4, 12, 20).row("forage", 0, 6, 4, 24);
        return a.put("town-center", 2, 64, 64).put("house", 2, 60, 68).put("house", 2, 68, 60).put("barracks", 2, 58, 62);
    }

    @Test
    void theCastleAgeArmyComesBeforeTheImperialAgeAndAttacks() {
        Arena a = castleTown();
        MatchEngine m = a.start("randomgame", "");
        Entities e = m.entities();
        Production p = m.context().find(Production.class).orElseThrow();
        int imperial = m.rules().tech("imperial-age").orElseThrow().index();
        IntList theirs = new IntList(8);
        for (IntList l : new IntList[] {e.units(), e.buildings()}) for (int k = 0; k < l.size(); k++) if (e.owner(l.get(k)) == 2) theirs.add(l.get(k));
        int[] hp = new int[theirs.size()];
        for (int i = 0; i < hp.length; i++) hp[i] = e.hp(theirs.get(i));
        long struck = -1, saved = -1;
        int army = 0;
        // the plans' first attacks come from minute 9 to 24 of the match
        for (long t = 5_000; t <= 30 * 60_000 && (struck < 0 || saved < 0); t += 5_000) {
            m.runUntil(t);
            for (int i = 0; i < hp.length && struck < 0; i++) if (!e.alive(theirs.get(i)) || e.hp(theirs.get(i)) < hp[i]) struck = t;
            for (int k = 0; k < e.buildings().size() && saved < 0; k++) {
                int b = e.buildings().get(k);
                if (e.owner(b) != 1) continue;
                for (int q : p.queue(b)) if (q == -(imperial + 1)) {
                    saved = t;
                    army = soldiers(m);
                }
            }
        }
        assertTrue(saved >= 0, "the Imperial Age's research began within 30 minutes");
        assertTrue(army >= 5, "soldiers on foot when it began at " + MatchProbe.clock(saved) + ": " + army);
        assertTrue(struck >= 0, "seat 1's soldiers struck the enemy's things within 30 minutes (soldiers now " + soldiers(m) + ")");
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    static int soldiers(MatchEngine m) {
        int n = 0;
        var us = m.entities().units();
        for (int i = 0; i < us.size(); i++) if (m.entities().owner(us.get(i)) == 1 && IslandsTest.soldierOnFoot(m, us.get(i))) n++;
        return n;
    }
}
