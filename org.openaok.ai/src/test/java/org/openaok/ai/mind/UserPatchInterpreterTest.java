package org.openaok.ai.mind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.Scripts;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.MapView;
import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.ObjectView;
import org.openaok.ai.world.PlayerView;
import org.openaok.ai.world.TownOrders;
import org.openaok.ai.world.UnitOrders;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.memory.MemoryWorld;

/** UserPatch's commands in the rules pass: goal math, rule jumps and their bound, the object searches and direct orders. */
class UserPatchInterpreterTest {
    @TempDir Path dir;

    private Brain brain(String text) {
        Compilation c = new Scripts(dir).file("ai.per", text).compile("ai", Seat.defaults(1), Version.UP);
        assertTrue(c.clean(), c.diagnostics().toString());
        return new Brain(Seat.defaults(1), c.program(), new SharedGoals());
    }

    private static MemoryWorld world() {
        return new MemoryWorld(200).addPlayer(1, 1, false).addPlayer(2, 2, false);
    }

    /** Objects on a map: id, owner, type, precise x and y (hundredths of a tile), hit points. */
    static final class Objects implements ObjectView {
        final List<int[]> all = new ArrayList<>();
        final int villagerClass = 904;

        Objects add(int id, int owner, int type, int x, int y, int hp) {
            all.add(new int[] {id, owner, type, x, y, hp});
            return this;
        }

        private int[] get(int id) {
            for (int[] o : all) if (o[0] == id) return o;
            return null;
        }

        @Override
        public void objects(int observer, int owner, IntConsumer out) {
            all.stream().filter(o -> o[1] == owner).mapToInt(o -> o[0]).sorted().forEach(out);
        }

        @Override
        public boolean is(int id, int kind) {
            int[] o = get(id);
            if (o == null) return false;
            return kind == -1 || o[2] == kind || (kind == villagerClass && Vocabulary.standard().classOf(o[2]) == villagerClass);
        }

        @Override
        public int data(int observer, int id, int field) {
            int[] o = get(id);
            if (o == null) return ObjectField.NONE;
            return switch (field) {
                case ObjectField.ID -> o[0];
                case ObjectField.PLAYER -> o[1];
                case ObjectField.TYPE -> o[2];
                case ObjectField.PRECISE_X -> o[3];
                case ObjectField.PRECISE_Y -> o[4];
                case ObjectField.POINT_X -> o[3] / 100;
                case ObjectField.POINT_Y -> o[4] / 100;
                case ObjectField.HITPOINTS -> o[5];
                case ObjectField.STATUS -> ObjectField.STATUS_READY;
                case ObjectField.GARRISONED -> 0;
                default -> ObjectField.NONE;
            };
        }
    }

    /** The orders the rules gave, one line each. */
    static final class Units implements UnitOrders {
        final List<String> given = new ArrayList<>();

        @Override
        public int order(int player, int[] ids, int count, int action, int target, int x, int y, int formation, int stance, int data) {
            int[] some = java.util.Arrays.copyOf(ids, count);
            given.add(player + " " + java.util.Arrays.toString(some) + " action " + action + " target " + target + " at " + x + "," + y);
            return count;
        }
    }

    private static UpWorld up(Objects objects, Units units) {
        MapView map = new MapView() {
            @Override public int size() { return 100; }
            @Override public int terrain(int x, int y) { return 0; }
            @Override public int elevation(int x, int y) { return 0; }
            @Override public int zone(int x, int y) { return 1; }
            @Override public int explored(int observer, int x, int y) { return 15; }
            @Override public int objectAt(int x, int y, int kind) { return -1; }
            @Override public int pathDistance(int id, int x, int y, boolean exact) { return 0; }
        };
        return new UpWorld(objects, map, PlayerView.NONE, units, TownOrders.NONE);
    }

    @Test
    void goalMathAndTypedComparisons() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defconst gl-a 41)
                (defconst gl-b 42)
                (defrule (true) => (set-goal gl-a 7) (up-modify-goal gl-b c:= 3) (up-modify-goal gl-a g:* gl-b) (up-modify-goal gl-a c:mod 4)
                    (up-modify-goal gl-b c:/ 2) (up-modify-goal 46 c:= 3) (up-modify-goal 46 c:z/ 2) (up-modify-goal 43 c:- 5) (up-modify-goal 43 c:max 2) (disable-self))
                (defrule (up-compare-goal gl-a g:> gl-b) => (set-goal 44 1))
                (defrule (up-compare-goal gl-a c:== 1) (up-compare-goal gl-b c:== 2) => (set-goal 45 1))
                """);
        b.think(w, w, UpWorld.NONE, false);
        Mind m = b.mind();
        assertEquals(1, m.goal(41), "7 * 3 = 21, mod 4 = 1");
        assertEquals(2, m.goal(42), "3 / 2 rounds 1.5 to 2");
        assertEquals(1, m.goal(46), "3 z/ 2 truncates");
        assertEquals(2, m.goal(43), "-5, max 2");
        assertEquals(0, m.goal(44));
        assertEquals(1, m.goal(45));
    }

    @Test
    void jumpsSkipAndRepeatRules() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (set-goal 41 0) (set-goal 42 0) (up-jump-rule 1))
                (defrule (true) => (set-goal 42 99))
                (defrule (up-compare-goal 41 c:< 5) => (up-modify-goal 41 c:+ 1) (up-jump-rule -1))
                (defrule (true) => (up-get-rule-id 43))
                """);
        b.think(w, w, UpWorld.NONE, false);
        assertEquals(0, b.mind().goal(42), "the jump skipped the second rule");
        assertEquals(5, b.mind().goal(41), "the third rule ran itself again until its fact failed");
        assertEquals(3, b.mind().goal(43));
        assertEquals(0, b.overruns());
        assertNull(b.overrunNote());
    }

    @Test
    void aPassWhoseJumpsLoopStopsAtTheBoundAndSaysSoOnce() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (up-modify-goal 41 c:+ 1) (up-jump-direct c: 1))
                (defrule (true) => (up-jump-direct c: 0))
                (defrule (true) => (set-goal 42 1))
                """);
        PassTrace t = b.think(w, w, UpWorld.NONE, true);
        assertEquals(Brain.MAX_RULE_VISITS / 2, b.mind().goal(41), "two rules a round, cut off at " + Brain.MAX_RULE_VISITS);
        assertEquals(0, b.mind().goal(42), "the rules after the loop are not reached");
        assertEquals(1, b.overruns());
        assertTrue(t.log().stream().anyMatch(l -> l.contains("stopped after " + Brain.MAX_RULE_VISITS)), t.log().toString());
        String note = b.overrunNote();
        assertNotNull(note);
        assertTrue(note.contains("rule 0") || note.contains("rule 1"), note);
        assertTrue(note.contains("ai.per:"), note);
        w.advance(1000);
        b.think(w, w, UpWorld.NONE, false);
        assertEquals(2, b.overruns(), "every pass is cut off");
        assertNull(b.overrunNote(), "told once");
    }

    @Test
    void searchesFindFilterRemoveSortAndTarget() {
        MemoryWorld w = world();
        // villagers (83 male, 293 female) of player 1 at tiles 10,10 .. 40,10; an archer; player 2's villager
        Objects objects = new Objects().add(5, 1, 83, 1050, 1050, 25).add(7, 1, 293, 2050, 1050, 10).add(9, 1, 83, 3050, 1050, 25)
                .add(11, 1, 4, 1050, 2050, 30).add(13, 1, 293, 4050, 1050, 25).add(20, 2, 83, 1150, 1050, 25);
        Units units = new Units();
        Brain b = brain("""
                (defrule (true) =>
                    (set-goal 41 10) (set-goal 42 10)
                    (up-set-target-point 41)
                    (up-full-reset-search)
                    (up-find-local c: villager-class c: 3)
                    (up-get-search-state 50)
                    (up-find-local c: villager-class c: 10)
                    (up-get-search-state 54)
                    (up-remove-objects search-local object-data-distance c:> 25)
                    (up-get-search-state 58)
                    (up-clean-search search-local object-data-hitpoints search-order-asc)
                    (up-set-target-object search-local c: 0)
                    (up-get-object-data object-data-id 62)
                    (up-target-point 41 action-move -1 -1)
                    (disable-self))
                """);
        b.think(w, w, up(objects, units), false);
        Mind m = b.mind();
        assertArrayEquals(new int[] {3, 3, 0, 0}, new int[] {m.goal(50), m.goal(51), m.goal(52), m.goal(53)}, "three found of three asked");
        assertArrayEquals(new int[] {4, 1, 0, 0}, new int[] {m.goal(54), m.goal(55), m.goal(56), m.goal(57)},
                "the second search goes on after the first: one more villager; the archer and player 2's are no villagers of mine");
        assertEquals(3, m.goal(58), "the one 30 tiles from the target point is gone");
        assertArrayEquals(new int[] {7, 5, 9}, m.up().local(), "by hit points, ties kept in the order found");
        assertEquals(7, m.goal(62), "the target object is the first of the list");
        assertEquals(1, units.given.size(), units.given.toString());
        assertEquals("1 [7, 5, 9] action 1 target -1 at 1050,1050", units.given.get(0), "moved to the middle of tile 10,10");
    }
}
