package org.openaok.ai.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * UserPatch's searches, points and direct orders against a real match: what a seat finds is what
 * it has and what its fog lets it see, and its up-target-point walks its villagers.
 */
class UserPatchPlayTest {
    @TempDir Path dir;

    @Test
    void searchesSeeTheMatchThroughTheFogAndOrdersMoveTheUnits() throws Exception {
        Path script = dir.resolve("up.per");
        Files.writeString(script, """
                (defrule (game-time >= 2) =>
                    (set-strategic-number sn-focus-player-number 2)
                    (up-full-reset-search)
                    (up-find-local c: villager-class c: 240)
                    (up-get-search-state 100)
                    (up-find-resource c: wood c: 40)
                    (up-get-search-state 110)
                    (up-get-point position-self 120)
                    (up-set-target-point 120)
                    (up-set-target-object search-local c: 0)
                    (up-get-object-data object-data-class 130)
                    (up-get-object-data object-data-distance 131)
                    (up-reset-search 0 0 1 1)
                    (up-find-remote c: town-center c: 5)
                    (up-get-search-state 140)
                    (disable-self))
                (defrule (game-time >= 20) =>
                    (up-modify-goal 150 g:= 120) (up-modify-goal 150 c:+ 6)
                    (up-modify-goal 151 g:= 121)
                    (up-target-point 150 action-move -1 -1)
                    (disable-self))
                """);
        List<String> trace = new ArrayList<>();
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(true)));
        cps.trace(trace::add);
        MatchEngine m = Matches.start(Matches.map("OpenPlains", 120, 2, 5), 5, new String[] {script + ":up", "randomgame"}, 0, cps);
        m.runUntil(2_500);
        int villagers = count(m, 1, "villager");
        m.runUntil(21_000);
        int[] tc = townCenter(m, 1);
        int px = (tc[0] / Grid.TILE + 6) * Grid.TILE + 500, py = (tc[1] / Grid.TILE) * Grid.TILE + 500;
        long[] before = distances(m, px, py);
        m.runUntil(27_000);
        long[] after = distances(m, px, py);
        m.runUntil(61_000);
        // the goals as the first pass of the second minute traces them: what the search at 0:02 found
        Map<Integer, Integer> g = goals(trace, "AI p1 0:01:00 goals");
        assertTrue(villagers >= 3, "the start has villagers");
        assertEquals(villagers, g.get(100), "the local search finds every villager of the seat's: " + g);
        assertEquals(villagers, g.get(101));
        int trees = g.getOrDefault(112, 0);
        assertTrue(trees > 0 && trees <= 40, "trees on explored ground, at most the 40 the remote list holds: " + trees);
        assertEquals(tc[0] / Grid.TILE, g.get(120), "position-self is the Town Center's tile");
        assertEquals(tc[1] / Grid.TILE, g.get(121));
        assertEquals(904, g.get(130), "the first found is of villager-class");
        assertTrue(g.getOrDefault(131, 0) <= 8, "and stands by the Town Center: " + g.get(131));
        assertEquals(0, g.getOrDefault(142, 0), "the enemy's Town Center is in the fog at the start");

        // up-target-point 150 action-move: every villager of the start walks to the point (150, 151), the middle of its tile
        assertEquals(villagers, before.length);
        for (int i = 0; i < before.length; i++) {
            assertTrue(before[i] >= 0, "villager " + i + " was told to walk to " + px + "," + py);
            assertTrue(after[i] < before[i] || after[i] < Grid.TILE, "and walks there: " + before[i] + " then " + after[i]);
        }
        assertTrue(trace.stream().noneMatch(l -> l.contains(" failed: ")), String.join("\n", trace));
    }

    /** For each villager of the start: its distance to the point, or -1 when it is neither walking nor there. */
    private static long[] distances(MatchEngine m, int x, int y) {
        Entities e = m.entities();
        List<Long> out = new ArrayList<>();
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) != 1 || !villager(m, e.type(u)) || e.born(u) > 200) continue;
            long dx = e.x(u) - x, dy = e.y(u) - y;
            long d = (long) Math.sqrt((double) (dx * dx + dy * dy));
            out.add(e.order(u) == org.openaok.sim.api.state.OrderKind.MOVE || d < Grid.TILE ? d : -1L);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static Map<Integer, Integer> goals(List<String> trace, String head) {
        Map<Integer, Integer> out = new HashMap<>();
        for (String l : trace) {
            if (!l.startsWith(head)) continue;
            for (String kv : l.substring(head.length()).trim().split(" ")) {
                if (kv.isEmpty()) continue;
                String[] p = kv.split("=");
                out.put(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
            }
            return out;
        }
        throw new AssertionError("no '" + head + "' in the trace: " + trace);
    }

    private static boolean villager(MatchEngine m, int type) {
        TypeDef d = m.context().rules().type(type);
        return d.isUnit() && d.unitClass().equals("villager");
    }

    private static int count(MatchEngine m, int player, String unitClass) {
        Entities e = m.entities();
        int n = 0;
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) == player && e.alive(u) && villager(m, e.type(u))) n++;
        }
        return n;
    }

    private static int[] townCenter(MatchEngine m, int player) {
        Entities e = m.entities();
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == player && m.context().rules().type(e.type(b)).word().equals("town-center")) return new int[] {e.x(b), e.y(b)};
        }
        throw new AssertionError("no Town Center");
    }
}
