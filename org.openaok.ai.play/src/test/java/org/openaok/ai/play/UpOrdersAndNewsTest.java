package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Chat;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * UserPatch's direct orders the match has commands for beyond moving and fighting (packing,
 * training by order), and the facts that read the match's news: the last threat, projectiles
 * fired at the seat, another player's chat line. Seat 1 is the script, seat 2 gives the test's orders.
 */
class UpOrdersAndNewsTest {
    /** action-unpack and action-pack: the trebuchet of the local list unpacks, then packs again. */
    @Test
    void targetPointUnpacksAndPacksATrebuchet() {
        String script = "(defrule (game-time >= 2) => (up-full-reset-search) (up-find-local c: packed-trebuchet-class c: 5)"
                + " (up-get-point position-self 100) (up-target-point 100 action-unpack -1 -1) (disable-self))\n"
                + "(defrule (game-time >= 30) => (up-full-reset-search) (up-find-local c: unpacked-trebuchet-class c: 5)"
                + " (up-target-point 100 action-pack -1 -1) (disable-self))\n";
        Arena ar = Arena.flat(40).startAge("imperial").put("town-center", 1, 3, 3).put("trebuchet-packed", 1, 12, 12).put("house", 2, 36, 36);
        MatchEngine m = ar.start(script);
        m.runUntil(25_000);
        assertEquals(1, MilitaryTest.count(m, 1, "trebuchet"), "unpacked");
        assertEquals(0, MilitaryTest.count(m, 1, "trebuchet-packed"));
        m.runUntil(55_000);
        assertEquals(1, MilitaryTest.count(m, 1, "trebuchet-packed"), "and packed again");
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /** (up-target-point 0 action-train c: villager) with the Town Center in the local list: it trains villagers. */
    @Test
    void targetPointTrainsAtTheBuildingsOfTheLocalList() {
        String script = "(defrule (game-time >= 2) (up-pending-objects c: villager == 0) => (up-full-reset-search)"
                + " (up-find-local c: town-center c: 1) (up-target-point 0 action-train c: villager))\n";
        Arena ar = Arena.flat(40).put("town-center", 1, 3, 3).row("villager", 1, 3, 4, 12).row("forage", 0, 6, 4, 15).put("house", 2, 36, 36);
        MatchEngine m = ar.start(script);
        m.runUntil(70_000);
        assertTrue(MilitaryTest.count(m, 1, "villager") >= 5, "two villagers or more in 70 s: " + MilitaryTest.count(m, 1, "villager"));
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * A watch tower of seat 2's shoots the seat's villagers: up-projectile-detected and
     * up-projectile-target see its arrows, up-get-projectile-player and up-get-threat-data tell
     * who shot, from what, at what.
     */
    @Test
    void projectilesAndThreatsAreTheBlowsStruckAtTheSeat() {
        String script = "(defrule (up-projectile-detected projectile-watch-tower < 3000) => (chat-to-all \"tower arrows\") (disable-self))\n"
                + "(defrule (up-projectile-target projectile-watch-tower == villager-class) => (chat-to-all \"at villagers\") (disable-self))\n"
                + "(defrule (up-projectile-detected projectile-castle < 1000000) => (chat-to-all \"castle arrows\") (disable-self))\n"
                + "(defrule (true) => (up-get-projectile-player projectile-watch-tower 110) (up-get-threat-data 101 102 103 104))\n"
                + "(defrule (goal 110 2) (goal 102 2) => (up-chat-data-to-all \"source %d\" g: 103) (up-chat-data-to-all \"target %d\" g: 104)"
                + " (disable-self))\n";
        Arena ar = Arena.flat(40).startAge("feudal").put("town-center", 1, 3, 3).row("villager", 1, 3, 14, 14).put("watch-tower", 2, 16, 17)
                .put("house", 2, 36, 36);
        MatchEngine m = ar.start(script + "(defrule (true) => (set-strategic-number sn-food-gatherer-percentage 0) (disable-self))\n");
        m.runUntil(30_000);
        assertTrue(ar.said().contains("p1: tower arrows"), ar.said().toString());
        assertTrue(ar.said().contains("p1: at villagers"), ar.said().toString());
        assertTrue(ar.said().contains("p1: source 952"), "the tower's class: " + ar.said());
        assertTrue(ar.said().contains("p1: target 904"), "the villagers' class: " + ar.said());
        assertTrue(!ar.said().contains("p1: castle arrows"), "no castle shot: " + ar.said());
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /** up-store-player-chat keeps the last word of the other player's last line, which %s then says. */
    @Test
    void storePlayerChatKeepsTheLastWordHeard() {
        String script = "(defrule (game-time >= 10) => (up-store-player-chat 2) (up-chat-data-to-all \"heard %s\" c: 7031232) (disable-self))\n";
        Arena ar = Arena.flat(40).put("town-center", 1, 3, 3).put("house", 2, 36, 36);
        MatchEngine m = ar.start(script);
        m.runUntil(3_000);
        m.submit(new Chat(2, "all", 0, "prepare for a rush"));
        m.runUntil(15_000);
        assertTrue(ar.said().contains("p1: heard rush"), ar.said().toString());
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * up-get-path-distance walks round a line of trees: ten tiles straight, about 24 by the way
     * round its end; a tree's own tile is no open destination, the tiles beside it are.
     */
    @Test
    void pathDistanceGoesRoundTheTrees() {
        String script = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0)"
                + " (disable-self))\n"
                + "(defrule (game-time >= 2) => (up-full-reset-search) (up-find-local c: villager-class c: 1) (up-set-target-object search-local c: 0)"
                + " (set-goal 100 20) (set-goal 101 20) (up-get-path-distance 100 1 110)"
                + " (set-goal 102 15) (set-goal 103 20) (up-get-path-distance 102 1 111) (up-get-path-distance 102 0 112)"
                + " (up-chat-data-to-all \"path %d\" g: 110) (up-chat-data-to-all \"tree exact %d\" g: 111) (up-chat-data-to-all \"tree near %d\" g: 112)"
                + " (disable-self))\n";
        Arena ar = Arena.flat(40).put("town-center", 1, 3, 3).put("villager", 1, 10, 20).put("house", 2, 36, 36);
        for (int y = 10; y <= 30; y++) ar.put("forest-tree", 0, 15, y);
        MatchEngine m = ar.start(script);
        m.runUntil(5_000);
        int path = said(ar, "p1: path "), exact = said(ar, "p1: tree exact "), near = said(ar, "p1: tree near ");
        assertTrue(path >= 20 && path <= 28, "round the trees' end, not the straight 10: " + path);
        assertEquals(65535, exact, "a tree's tile is not open");
        assertTrue(near >= 4 && near <= 6, "beside the tree: " + near);
        assertEquals(0, ar.failures().size(), ar.failures().toString());
    }

    /**
     * up-path-distance, the fact, compares the same walked distance: round the line of trees the
     * point ten tiles off is farther than 15 by the path, though not as the crow flies.
     */
    @Test
    void pathDistanceFactComparesTheWalkedWay() {
        String script = "(defrule (true) => (set-strategic-number sn-percent-civilian-explorers 0) (set-strategic-number sn-cap-civilian-explorers 0)"
                + " (disable-self))\n"
                + "(defrule (game-time >= 2) => (up-full-reset-search) (up-find-local c: villager-class c: 1) (up-set-target-object search-local c: 0)"
                + " (set-goal 100 20) (set-goal 101 20) (disable-self))\n"
                + "(defrule (game-time >= 3) (up-path-distance 100 1 > 15) => (chat-to-all \"far by the path\") (disable-self))\n"
                + "(defrule (game-time >= 3) (up-path-distance 100 1 <= 15) => (chat-to-all \"near by the path\") (disable-self))\n";
        Arena ar = Arena.flat(40).put("town-center", 1, 3, 3).put("villager", 1, 10, 20).put("house", 2, 36, 36);
        for (int y = 10; y <= 30; y++) ar.put("forest-tree", 0, 15, y);
        MatchEngine m = ar.start(script);
        m.runUntil(6_000);
        assertTrue(ar.said().contains("p1: far by the path"), ar.said().toString());
        assertTrue(!ar.said().contains("p1: near by the path"), ar.said().toString());
        // without the trees the same fact says near
        Arena open = Arena.flat(40).put("town-center", 1, 3, 3).put("villager", 1, 10, 20).put("house", 2, 36, 36);
        MatchEngine n = open.start(script);
        n.runUntil(6_000);
        assertTrue(open.said().contains("p1: near by the path"), open.said().toString());
        assertEquals(0, ar.failures().size() + open.failures().size(), ar.failures() + " " + open.failures());
    }

    private static int said(Arena ar, String head) {
        for (String l : ar.said()) if (l.startsWith(head)) return Integer.parseInt(l.substring(head.length()).trim());
        throw new AssertionError("no '" + head + "' in " + ar.said());
    }
}
