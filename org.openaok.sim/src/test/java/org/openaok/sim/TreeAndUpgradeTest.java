package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.internal.engine.MatchEngine;

/** Upgrades reach the units on the map, each civilisation has its unique units and lacks what its tree lacks. */
class TreeAndUpgradeTest {
    private static final Rules R = Fixtures.rules();

    private static MatchEngine start(String civ, int age) {
        var s = Fixtures.settings(5, civ);
        s = new org.openaok.sim.api.match.MatchSettings(5, s.seats(), age, "standard", 200, "normal", "conquest", "random-map", false, false, 0, 0);
        return Fixtures.start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 2, 2).put("BARRACKS", 1, 10, 10).put("BLACKSMITH", 1, 20, 20)
                .put("CASTLE", 1, 25, 5).map(), s);
    }

    private static int building(MatchEngine m, String word) {
        for (int k = 0; k < m.entities().buildings().size(); k++) {
            int b = m.entities().buildings().get(k);
            if (m.entities().type(b) == R.typeIndex(word)) return b;
        }
        return 0;
    }

    @Test
    void manAtArmsTurnsTheMilitiaOnTheMapIntoMenAtArmsKeepingTheirWounds() {
        MatchEngine m = start("britons", 2);
        for (Resource r : Resource.values()) m.player(1).addStock(r.ordinal(), 1_000_000);
        int mil = m.lifecycle().spawnUnit(R.typeIndex("militiaman"), 1, 30_000, 30_000);
        m.entities().setHp(mil, 30_000); // 10 hp of damage
        assertTrue(m.execute(new Research(1, building(m, "barracks"), "ri-man-at-arms")).accepted());
        for (int i = 0; i < 1000; i++) m.step();
        assertEquals("man-at-arms", R.type(m.entities().type(mil)).word());
        assertEquals(45_000 - 10_000, m.entities().hp(mil), "the damage taken stays");
        // and the barracks trains men-at-arms when asked for militia
        assertTrue(m.execute(new Train(1, building(m, "barracks"), "militiaman", 1)).accepted());
        for (int i = 0; i < 300; i++) m.step();
        assertEquals(2, m.player(1).count(R.typeIndex("man-at-arms")));
        assertEquals(0, m.player(1).count(R.typeIndex("militiaman")));
    }

    @Test
    void aBlacksmithArmourUpgradeReachesUnitsAlreadyStanding() {
        MatchEngine m = start("franks", 2);
        for (Resource r : Resource.values()) m.player(1).addStock(r.ordinal(), 1_000_000);
        int knightType = R.typeIndex("scout-cavalry");
        int before = m.player(1).stats(knightType).armour(R.armourClass("melee"));
        assertTrue(m.execute(new Research(1, building(m, "blacksmith"), "ri-scale-barding")).accepted());
        for (int i = 0; i < 1000; i++) m.step();
        assertEquals(before + 1000, m.player(1).stats(knightType).armour(R.armourClass("melee")), "Scale Barding: +1 melee armour to cavalry");
    }

    @Test
    void everyCivilisationHasItsUniqueUnitAtTheCastleAndNoOthers() {
        List<String> missing = new ArrayList<>();
        for (var civ : R.civs()) {
            MatchEngine m = start(civ.word(), 4);
            Availability a = m.require(Availability.class);
            for (int uu : civ.uniqueUnits()) {
                var d = R.type(uu);
                if (d.upgradesFrom() >= 0 || d.trainedAt() != R.typeIndex("castle")) continue;
                if (a.whyNotType(1, uu) != null) missing.add(civ.word() + ": " + d.word() + ": " + a.whyNotType(1, uu));
            }
            for (var other : R.civs()) {
                if (other == civ) continue;
                for (int uu : other.uniqueUnits()) assertNotNull(a.whyNotType(1, uu), civ.word() + " may make " + R.type(uu).word());
            }
        }
        assertTrue(missing.isEmpty(), missing.toString());
    }

    @Test
    void whatATreeLacksCannotBeMade() {
        MatchEngine m = start("britons", 4);
        Availability a = m.require(Availability.class);
        int lacked = 0;
        var civ = R.civ("britons").orElseThrow();
        for (int t = civ.lacksTypes().nextSetBit(0); t >= 0; t = civ.lacksTypes().nextSetBit(t + 1)) {
            assertNotNull(a.whyNotType(1, t), "britons make " + R.type(t).word());
            lacked++;
        }
        for (int t = civ.lacksTechs().nextSetBit(0); t >= 0; t = civ.lacksTechs().nextSetBit(t + 1)) {
            assertNotNull(a.whyNotTech(1, t), "britons research " + R.tech(t).word());
            lacked++;
        }
        assertTrue(lacked > 5);
        assertNull(a.whyNotType(1, R.typeIndex("longbowman")), "but their own longbowman, in the Imperial Age");
        assertFalse(a.canResearch(1, R.techIndex("feudal-age")), "an age reached is not researched again");
    }
}
