package org.openaok.sim.internal.combat;

import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;

/**
 * What each type is in a fight, worked out once from the tables for the hot loop: whether it
 * attacks, by missile or directly, whether it is a civilian (no attack until told), a building
 * that shoots, how many missiles a shot. Made once per rules and shared by their matches (read only).
 */
final class Fighters {
    final boolean[] fights, ranged, direct, civilian, shoots;
    final int[] missilesPer;

    /** The rules' table, made the first time a match on them asks. */
    static Fighters of(Rules rules) { return rules.derived(Fighters.class, Fighters::new); }

    private Fighters(Rules rules) {
        int n = rules.types().size();
        fights = new boolean[n];
        ranged = new boolean[n];
        direct = new boolean[n];
        civilian = new boolean[n];
        shoots = new boolean[n];
        missilesPer = new int[n];
        for (TypeDef d : rules.types()) {
            Stats s = d.base();
            boolean attacks = s.attackClasses() != 0 && s.reload() > 0;
            fights[d.index()] = attacks && (d.isUnit() || d.isBuilding());
            ranged[d.index()] = attacks && s.range() >= 1000 && s.get(Attr.ACCURACY) > 0;
            direct[d.index()] = attacks && s.range() >= 1000 && s.get(Attr.ACCURACY) == 0;
            String c = d.unitClass();
            civilian[d.index()] = c.equals("villager") || c.equals("monk") || c.startsWith("trade") || c.equals("fishing-ship")
                    || c.equals("transport-ship") || c.equals("king") || c.startsWith("animal") || c.equals("monk-with-relic");
            shoots[d.index()] = d.isBuilding() && attacks && (s.get(Attr.ARROWS) > 0 || s.get(Attr.ARROWS_MAX) > 0);
            missilesPer[d.index()] = Math.max(1, d.trait("missiles", 1000) / 1000);
        }
    }

    /** How far a unit of the type strikes from: its range if it shoots, melee reach otherwise. */
    int reach(int type, Stats s) { return ranged[type] || direct[type] ? s.range() : CombatSystem.MELEE; }
}
