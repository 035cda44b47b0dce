package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * On Isles (randomgame against itself at Hardest, 60 minutes) an army crosses in a fleet: a
 * group bigger than a transport's room boards as many transports as it fills, so more than two
 * transports' worth of a seat's soldiers are at sea at once, and soldiers on foot come within 20
 * tiles of the enemy's Town Center. Before, each group boarded one transport (5): at most 7 of a
 * seat's soldiers were ever aboard at once, the rest waited ashore.
 *
 * <p>Seed 3. Since a group member joins its route past its own tile and a villager squeezes past
 * its idle soldiers, seed 2's match goes another way and at most 10 of a seat's soldiers are ever
 * aboard at once (its army crosses in smaller waves); seeds 1, 3 and 4 cross in fleets and land.
 */
class IslandsTest {
    @Test
    void anArmyCrossesInAFleet() {
        MatchProbe p = new MatchProbe("Isles", 120, 3, new String[] {"randomgame", "randomgame"}, 0);
        MatchEngine m = p.match;
        Entities e = m.entities();
        long landed = -1;
        int aboard = 0;
        for (long t = 0; t < 60 * 60_000L && !m.outcome().over(); t += 2_000) {
            m.runUntil(t + 2_000);
            int[] at = new int[m.players() + 1];
            var us = e.units();
            for (int i = 0; i < us.size(); i++) {
                int u = us.get(i);
                if (e.owner(u) <= 0) continue;
                if (e.state(u) == Entities.GARRISONED) {
                    int c = e.container(u);
                    if (c > 0 && m.rules().type(e.type(c)).word().equals("transport-ship")) aboard = Math.max(aboard, ++at[e.owner(u)]);
                    continue;
                }
                var d = m.rules().type(e.type(u));
                if (landed >= 0 || e.state(u) != Entities.ALIVE || (d.movement() & 1) == 0 || d.unitClass().equals("villager") || d.word().equals("scout-cavalry")) continue;
                var bs = e.buildings();
                for (int j = 0; j < bs.size(); j++) {
                    int tc = bs.get(j);
                    if (e.owner(tc) <= 0 || e.owner(tc) == e.owner(u) || e.state(tc) != Entities.ALIVE || !m.rules().type(e.type(tc)).word().equals("town-center")) continue;
                    long dx = e.x(tc) - e.x(u), dy = e.y(tc) - e.y(u);
                    if (dx * dx + dy * dy <= 20L * 1000 * 20 * 1000) landed = m.timeMs();
                }
            }
        }
        assertTrue(aboard > 10, "at most " + aboard + " of a seat's soldiers were aboard its transports at once");
        assertTrue(landed >= 0, "no soldier came within 20 tiles of the enemy's Town Center in 60 minutes");
    }

    /**
     * Landings one after another, as randomgame's island rules send them (attack-now every two
     * minutes while soldiers stand ready), each in a fleet: on hand-made ground, twenty militiamen
     * and two transports (five aboard each) on the south shore of a strait and the enemy's houses
     * and barracks on the north, each attack-now group at most ten. A group boards both transports
     * and lands more than one transport's room at once; the transports come back for the next
     * group: two landings or more (arrivals on the far shore with half a minute or more between
     * them), fifteen militiamen or more all told, within six minutes. A group boarding one
     * transport (tried) lands five at a time.
     */
    @Test
    void landingsComeOneAfterAnotherInFleets() {
        String script = "(defrule (true) => (set-strategic-number sn-maximum-attack-group-size 10) (set-strategic-number sn-attack-group-size-randomness 0)"
                + " (set-strategic-number sn-number-explore-groups 0) (enable-timer 1 5) (disable-self))\n"
                + "(defrule (timer-triggered 1) (soldier-count >= 5) => (attack-now) (disable-timer 1) (enable-timer 1 120))\n";
        Arena a = Arena.flat(48).reveal("all-visible").water(0, 20, 48, 8).put("town-center", 1, 4, 38).row("militiaman", 1, 10, 10, 32)
                .row("militiaman", 1, 10, 10, 33).put("transport-ship", 1, 12, 24).put("transport-ship", 1, 20, 24);
        for (int k = 0; k < 6; k++) a.put("house", 2, 6 + 6 * k, 4);
        a.put("barracks", 2, 40, 10);
        MatchEngine m = a.start(script);
        Entities e = m.entities();
        java.util.Set<Integer> landed = new java.util.TreeSet<>();
        // each landing: how many came ashore, arrivals less than half a minute apart counted as one
        java.util.List<Integer> landings = new java.util.ArrayList<>();
        long last = -60_000;
        for (long t = 5_000; t <= 6 * 60_000 && !m.outcome().over(); t += 5_000) {
            m.runUntil(t);
            int before = landed.size();
            for (int u : MilitaryTest.all(m, 1, "militiaman")) if (e.state(u) == Entities.ALIVE && e.y(u) < 20_000) landed.add(u);
            if (landed.size() == before) continue;
            if (t - last >= 30_000) landings.add(0);
            landings.set(landings.size() - 1, landings.get(landings.size() - 1) + landed.size() - before);
            last = t;
        }
        String got = landed.size() + " militiamen landed, landings of " + landings;
        assertTrue(landings.size() >= 2, got);
        assertTrue(landed.size() >= 15, got);
        assertTrue(landings.stream().anyMatch(n -> n > 5), "a landing of more than one transport's room: " + got);
        assertEquals(0, a.failures().size(), a.failures().toString());
    }

    /**
     * Isles seed 2: no soldier stands two minutes with an order to attack a building across the
     * water. An attack-now group took the free soldiers of both islands (some landed, the rest at
     * home), chose its target from its leader's ground, and sent them all at it: 15 stood at the
     * home shore with that order from minute 44 to the end.
     */
    @Test
    void nobodyIsSentAtABuildingAcrossTheWater() {
        MatchProbe p = new MatchProbe("Isles", 120, 3, new String[] {"randomgame", "randomgame"}, 0);
        MatchEngine m = p.match;
        Entities e = m.entities();
        java.util.Map<Integer, long[]> standing = new java.util.TreeMap<>();
        int worst = 0;
        for (long t = 0; t < 60 * 60_000L && !m.outcome().over(); t += 30_000) {
            m.runUntil(t + 30_000);
            int now = 0;
            var us = e.units();
            for (int i = 0; i < us.size(); i++) {
                int u = us.get(i);
                int tg = e.target(u);
                boolean far = soldierOnFoot(m, u) && e.order(u) == org.openaok.sim.api.state.OrderKind.ATTACK && tg > 0 && e.valid(tg)
                        && !m.rules().type(e.type(tg)).isUnit() && org.openaok.sim.internal.IntMath.distanceSq(e.x(u), e.y(u), e.x(tg), e.y(tg)) > 15L * 1000 * 15 * 1000;
                long[] was = standing.get(u);
                if (far && was != null && was[0] == e.x(u) && was[1] == e.y(u) && was[2] == tg) {
                    if (++was[3] >= 4) now++;
                } else if (far) standing.put(u, new long[] {e.x(u), e.y(u), tg, 0});
                else standing.remove(u);
            }
            worst = Math.max(worst, now);
        }
        assertEquals(0, worst, "soldiers standing two minutes or more with an order to attack a building 15 tiles off or more");
    }

    static boolean soldierOnFoot(MatchEngine m, int u) {
        Entities e = m.entities();
        if (e.owner(u) <= 0 || e.state(u) != Entities.ALIVE) return false;
        var d = m.rules().type(e.type(u));
        return (d.movement() & 1) != 0 && !d.unitClass().equals("villager") && !d.word().equals("scout-cavalry") && !d.word().contains("monk");
    }

    static boolean enemyTownCenterWithin(MatchEngine m, int u, int tiles) {
        Entities e = m.entities();
        var bs = e.buildings();
        for (int j = 0; j < bs.size(); j++) {
            int tc = bs.get(j);
            if (e.owner(tc) <= 0 || e.owner(tc) == e.owner(u) || e.state(tc) != Entities.ALIVE || !m.rules().type(e.type(tc)).word().equals("town-center")) continue;
            long dx = e.x(tc) - e.x(u), dy = e.y(tc) - e.y(u);
            if (dx * dx + dy * dy <= (long) tiles * 1000 * tiles * 1000) return true;
        }
        return false;
    }
}
