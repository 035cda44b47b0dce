package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * UserPatch's placement list for up-build place-control, each played with the setting and
 * without: a house whose place lies in a wood waits in the list (up-pending-placement sees it,
 * up-pending-objects counts it), its zone widening each think until it is laid at the wood's
 * edge; sn-placement-fail-delta moves the point on each failed think, so it is laid beyond the
 * wood; up-reset-placement takes it out of the list and it is never laid; sn-placement-to-center
 * chooses between the map's centre and the target player's nearest building as the second point.
 */
class UpPlacementListTest {
    private static final String QUIET = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0)"
            + " (set-strategic-number sn-cap-civilian-explorers 0) (set-strategic-number sn-number-explore-groups 0) (disable-self))\n";
    /** What the script sees of the list, said in the chat. */
    private static final String SEEN = "(defrule (up-pending-placement c: house) => (chat-to-all \"pending\") (disable-self))\n"
            + "(defrule (up-pending-objects c: house == 1) => (chat-to-all \"one pending\") (disable-self))\n";
    private static final String BUILD = "(defrule (game-time >= 3) => (up-set-placement-data my-player-number -1 c: 12) (up-build place-control 0 c: house) (disable-self))\n";

    /**
     * The Town Center's middle is (12, 30), the map's centre (30, 30); with {@code wood}, trees fill
     * x 19-29, y 22-38 round the point 12 tiles on. The map is explored (a foundation is not laid
     * on ground the seat has never seen).
     */
    private static Arena field(boolean wood) {
        Arena a = Arena.flat(60).reveal("explored").resources("high").put("town-center", 1, 10, 28).row("villager", 1, 3, 10, 33).put("house", 2, 56, 56);
        if (wood) for (int y = 22; y <= 38; y++) a.row("forest-tree", 0, 11, 19, y);
        return a;
    }

    /** The house seat 1 laid, its footprint's lowest tile, or null. */
    private static int[] house(MatchEngine m) {
        Entities e = m.entities();
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == 1 && e.type(b) == Arena.type("house")) return new int[] {e.x(b) / 1000, e.y(b) / 1000};
        }
        return null;
    }

    private static MatchEngine play(Arena a, String rules, long until) {
        MatchEngine m = a.start(QUIET + SEEN + rules + BUILD);
        m.runUntil(until);
        assertEquals(0, a.failures().size(), a.failures().toString());
        return m;
    }

    @Test
    void withRoomTheHouseIsLaidAtOnceAndNothingWaits() {
        Arena a = field(false);
        MatchEngine m = play(a, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (disable-self))\n", 8_000);
        int[] h = house(m);
        assertNotNull(h);
        assertTrue(Math.abs(h[0] - 23) <= 1 && Math.abs(h[1] - 29) <= 1, "12 tiles toward the centre, zone 0: " + h[0] + "," + h[1]);
    }

    @Test
    void aHouseWhosePlaceIsInAWoodWaitsAndItsZoneWidensToTheWoodsEdge() {
        Arena a = field(true);
        MatchEngine m = play(a, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (disable-self))\n", 6_500);
        assertNull(house(m), "no site in zone 0 of (24, 30) nor in the next thinks' wider zones: the house waits");
        assertTrue(a.said().contains("p1: pending") && a.said().contains("p1: one pending"), "up-pending-placement and up-pending-objects see it: " + a.said());
        m.runUntil(40_000);
        int[] h = house(m);
        assertNotNull(h, "laid once the zone reaches past the wood");
        assertTrue(h[0] + 1 < 19 || h[0] > 29 || h[1] + 1 < 22 || h[1] > 38, "outside the wood: " + h[0] + "," + h[1]);
        assertTrue(Math.max(Math.abs(h[0] + 1 - 24), Math.abs(h[1] + 1 - 30)) <= 12, "at its edge nearest the point: " + h[0] + "," + h[1]);
    }

    @Test
    void placementFailDeltaMovesThePointOnEachFailedThinkBeyondTheWood() {
        Arena a = field(true);
        MatchEngine m = play(a, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (set-strategic-number sn-placement-fail-delta 2) (disable-self))\n", 40_000);
        int[] h = house(m);
        assertNotNull(h);
        assertTrue(h[0] > 29 && Math.abs(h[1] + 1 - 30) <= 3, "the point walked on two tiles a failed think, past the wood toward the centre: " + h[0] + "," + h[1]);
        Arena back = field(true);
        MatchEngine n = play(back, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (set-strategic-number sn-placement-fail-delta -2) (disable-self))\n", 40_000);
        int[] b = house(n);
        assertNotNull(b);
        assertTrue(b[0] < 19, "a negative delta brings it back toward the Town Center: " + b[0] + "," + b[1]);
    }

    @Test
    void resetPlacementTakesTheWaitingHouseOutOfTheList() {
        Arena a = field(true);
        MatchEngine m = play(a, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (disable-self))\n"
                + "(defrule (game-time >= 4) => (up-reset-placement c: house) (disable-self))\n", 40_000);
        assertNull(house(m), "taken out of the list before the zone reached past the wood, it is never laid");
        assertTrue(a.said().contains("p1: pending"), a.said().toString());
    }

    @Test
    void placementToCenterChoosesTheSecondPoint() {
        // the whole map seen: seat 2's house at (56, 56) is known, and seat 2 is the target
        String target = "(defrule (true) => (set-strategic-number sn-target-player-number 2) (set-strategic-number sn-placement-zone-size 0) (disable-self))\n";
        Arena a = field(false).reveal("all-visible");
        int[] toEnemy = house(play(a, target, 8_000));
        assertNotNull(toEnemy);
        assertTrue(toEnemy[1] + 1 >= 34, "toward seat 2's house (south-east): " + toEnemy[0] + "," + toEnemy[1]);
        Arena c = field(false).reveal("all-visible");
        int[] toCentre = house(play(c, target + "(defrule (true) => (set-strategic-number sn-placement-to-center 1) (disable-self))\n", 8_000));
        assertNotNull(toCentre);
        assertTrue(Math.abs(toCentre[1] + 1 - 30) <= 1 && Math.abs(toCentre[0] + 1 - 24) <= 1, "sn-placement-to-center 1: toward the map's centre: " + toCentre[0] + "," + toCentre[1]);
        // no target player: sn-attack-winning-player 0 picks the enemy whose known building is nearest
        Arena n = field(false).reveal("all-visible");
        int[] nearest = house(play(n, "(defrule (true) => (set-strategic-number sn-placement-zone-size 0) (set-strategic-number sn-attack-winning-player 0) (disable-self))\n", 8_000));
        assertNotNull(nearest);
        assertEquals(toEnemy[0], nearest[0]);
        assertEquals(toEnemy[1], nearest[1]);
    }
}
