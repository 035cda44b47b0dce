package org.openaok.ai.mind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.Program;
import org.openaok.ai.script.Scripts;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Condition;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.memory.MemoryWorld;

class InterpreterTest {
    @TempDir Path dir;

    private Program compile(String text, Seat seat) {
        Compilation c = new Scripts(dir).file("ai.per", text).compile("ai", seat);
        assertTrue(c.clean(), c.diagnostics().toString());
        return c.program();
    }

    private static MemoryWorld world() {
        return new MemoryWorld(200).addPlayer(1, 1, false).addPlayer(2, 2, true).addPlayer(3, 3, false).addPlayer(4, 4, false);
    }

    /** One brain for seat 1 over the given world. */
    private Brain brain(String text, MemoryWorld w) {
        return brain(text, w, Seat.defaults(1));
    }

    private Brain brain(String text, MemoryWorld w, Seat seat) {
        return new Brain(seat, compile(text, seat), new SharedGoals());
    }

    @Test
    void aGoalOneRuleSetsIsWhatTheNextReadsInTheSamePass() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (goal 2 1) => (set-goal 3 1))
                (defrule (true) => (set-goal 1 1))
                (defrule (goal 1 1) => (set-goal 2 1))
                """, w);
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
        assertEquals(1, b.mind().goal(2));
        assertEquals(0, b.mind().goal(3), "the first rule was tried before goal 2 was set");
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(3));
    }

    @Test
    void disableSelfSwitchesTheRuleOffAfterItsOtherActionsRan() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (disable-self) (set-goal 1 5) (generate-random-number 10))
                (defrule (true) => (set-goal 2 7))
                """, w);
        b.think(w, w, false);
        assertEquals(5, b.mind().goal(1));
        assertFalse(b.mind().enabled(0));
        assertTrue(b.mind().enabled(1));
        b.mind().setGoal(1, 0);
        b.think(w, w, false);
        assertEquals(0, b.mind().goal(1));
    }

    @Test
    void enableRuleAndDisableRuleTakeARulesPlace() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (disable-rule 1) (disable-self))
                (defrule (true) => (set-goal 1 1))
                (defrule (game-time >= 3) => (enable-rule 1) (disable-self))
                """, w);
        b.think(w, w, false);
        assertEquals(0, b.mind().goal(1));
        w.advance(3000);
        b.think(w, w, false);
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
    }

    @Test
    void timersAreTriggeredFromTheirTimeUntilDisabled() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (enable-timer 4 10) (disable-self))
                (defrule (timer-triggered 4) => (set-goal 1 (1)))
                """.replace("(1))", "1)"), w);
        for (int s = 0; s < 10; s++) {
            b.think(w, w, false);
            assertEquals(0, b.mind().goal(1), "at " + s + " s");
            w.advance(1000);
        }
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
        assertTrue(b.mind().timerTriggered(4, w.gameTimeMs() + 60_000));
    }

    @Test
    void theRandomNumberIsTheSeatsOwnAndFromOneToTheLimit() {
        MemoryWorld w = world();
        String text = """
                (defrule (true) => (generate-random-number 6))
                (defrule (random-number == 6) => (set-goal 1 1))
                """;
        List<Integer> drawn = new ArrayList<>();
        Brain a = brain(text, w, Seat.defaults(1).withSeed(9));
        Brain b = brain(text, w, Seat.defaults(1).withSeed(9));
        for (int i = 0; i < 60; i++) {
            a.think(w, w, false);
            b.think(w, w, false);
            int n = a.mind().randomNumber();
            assertTrue(n >= 1 && n <= 6);
            assertEquals(n, b.mind().randomNumber());
            drawn.add(n);
        }
        assertEquals(6, drawn.stream().distinct().count());
        assertEquals(1, a.mind().goal(1));
    }

    @Test
    void theLobbyFactsReadTheSeat() {
        MemoryWorld w = world();
        Seat seat = Seat.defaults(1).withDifficulty(Seat.EASY).withMapType(19).withMapSize(220).withCiv(9)
                .withStartingAge(1).withStartingResources(3).withGameType(Seat.GAME_REGICIDE).withVictory(1);
        Brain b = brain("""
                (defrule (difficulty == easy) (difficulty > moderate) (difficulty < easiest) => (set-goal 1 1))
                (defrule (map-type islands) (map-size large-map) => (set-goal 2 1))
                (defrule (civ-selected saracen) (starting-age == feudal-age) (starting-resources >= high-resources) => (set-goal 3 1))
                (defrule (regicide-game) (not (death-match-game)) (victory-condition conquest) => (set-goal 4 1))
                (defrule (map-type arabia) => (set-goal 5 1))
                (defrule (player-number my-player-number) (player-human 2) (player-computer 3) => (set-goal 6 1))
                (defrule (players-civ 2 frankish) (player-valid 4) (not (player-valid 5)) => (set-goal 7 1))
                """, w, seat);
        b.think(w, w, false);
        assertEquals(List.of(1, 1, 1, 1, 0, 1, 1), goals(b, 7));
    }

    private static List<Integer> goals(Brain b, int n) {
        List<Integer> out = new ArrayList<>();
        for (int g = 1; g <= n; g++) out.add(b.mind().goal(g));
        return out;
    }

    @Test
    void anyWildcardsFindAPlayerTheActionsCanName() {
        MemoryWorld w = world();
        w.setMutualStance(1, 4, Stance.ALLY);
        w.setCount(3, 83, false, 10).setCount(2, 83, false, 2).setCount(4, 83, false, 30);
        Brain b = brain("""
                (defrule (players-civilian-population any-enemy >= 5) => (chat-to-player this-any-enemy "found you"))
                (defrule (players-civilian-population any-ally >= 5) (player-number 4) => (set-goal 1 1))
                (defrule (players-civilian-population any-ally >= 5) (players-civ this-any-ally teutonic) => (set-goal 4 1))
                (defrule (players-civilian-population any-human > 100) => (set-goal 2 1))
                (defrule (players-civilian-population any-computer-enemy >= 0) (players-civ this-any-computer-enemy gothic) => (set-goal 3 1))
                (defrule (true) => (chat-to-player this-any-enemy "nobody found in this rule"))
                """, w);
        b.think(w, w, false);
        assertTrue(w.chatLog().contains("p1 player 3: found you"), w.chatLog().toString());
        assertEquals(1, w.chatLog().size(), "rule variables are reset for each rule");
        assertEquals(0, b.mind().goal(1), "player-number names the player itself");
        assertEquals(1, b.mind().goal(4), "the ally found is seat 4, Teutons");
        assertEquals(0, b.mind().goal(2));
        assertEquals(1, b.mind().goal(3), "the first computer enemy is seat 3, Goths");
    }

    @Test
    void everyWildcardsHoldForAllTheyMatchAndNeverForNone() {
        MemoryWorld w = world();
        w.setCount(2, 83, false, 10).setCount(3, 83, false, 10).setCount(4, 83, false, 2);
        String text = """
                (defrule (players-civilian-population every-enemy >= 5) => (set-goal 1 1))
                (defrule (players-civilian-population every-human >= 5) => (set-goal 2 1))
                (defrule (players-civilian-population every-ally >= 0) => (set-goal 3 1))
                """;
        Brain b = brain(text, w);
        b.think(w, w, false);
        assertEquals(List.of(0, 1, 0), goals(b, 3));
        // A defeated player is no longer matched.
        w.defeat(4);
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
    }

    @Test
    void trainBuildAndResearchGoThroughTheWorld() {
        MemoryWorld w = world();
        w.setStock(1, Resources.FOOD, 1000).setStock(1, Resources.WOOD, 1000).setStock(1, Resources.GOLD, 1000);
        w.setCount(1, 70, true, 1);
        Brain b = brain("""
                (defrule (unit-type-count-total villager < 4) (can-train villager) => (train villager))
                (defrule (can-build house) (housing-headroom < 10) => (build house))
                (defrule (can-research ri-loom) => (research ri-loom))
                (defrule (unit-type-count-total villager == 4) (building-type-count-total house == 2) => (set-goal 1 1))
                """, w);
        b.think(w, w, false);
        assertEquals(950 - 0, w.quantity(1, Quantity.FOOD));
        assertEquals(1, b.mind().goal(1), "a rule later in the pass sees the orders given");
        assertEquals(4, w.count(1, 1, 83, false, true, false));
        w.advance(60_000);
        assertFalse(w.researched(1, 22), "the town centre was busy training");
        b.think(w, w, false);
        w.advance(30_000);
        assertTrue(w.researched(1, 22));
        assertEquals(4, w.count(1, 1, 83, false, false, false));
        assertEquals(2, w.count(1, 1, 70, true, false, false));
    }

    @Test
    void escrowedResourcesAreSpentOnlyByTheEscrowForms() {
        MemoryWorld w = world();
        w.setStock(1, Resources.FOOD, 0).setGatherShares(1, 100, 0, 0, 0);
        w.setCount(1, 83, false, 10).setCount(1, 70, true, 3);
        Brain b = brain("""
                (defrule (true) => (set-escrow-percentage food 100) (disable-self))
                (defrule (escrow-amount food >= 50) (not (can-train villager)) (can-train-with-escrow villager) => (set-goal 1 1))
                (defrule (goal 1 1) => (release-escrow food))
                (defrule (goal 1 1) (can-train villager) => (set-goal 2 1))
                """, w);
        b.think(w, w, false);
        w.advance(20_000);
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
        assertEquals(1, b.mind().goal(2), "released, the food is free again");
        assertEquals(0, b.mind().escrow(Resources.FOOD));
    }

    @Test
    void tauntsEventsSignalsAndSharedGoals() {
        MemoryWorld w = world();
        w.setMutualStance(1, 3, Stance.ALLY);
        Brains brains = new Brains();
        Program p1 = compile("""
                (defrule (taunt-detected 3 5) => (set-goal 1 1) (acknowledge-taunt 3 5))
                (defrule (event-detected trigger 7) => (set-goal 2 1) (acknowledge-event trigger 7) (set-signal 4))
                (defrule (true) => (set-shared-goal 200 42))
                """, Seat.defaults(1));
        Program p3 = compile("""
                (defrule (true) => (taunt 5) (disable-self))
                (defrule (shared-goal 200 42) => (set-goal 3 1))
                """, Seat.defaults(3));
        Brain b1 = brains.add(Seat.defaults(1), p1);
        Brain b3 = brains.add(Seat.defaults(3), p3);
        w.addChatListener((from, audience, to, text) -> brains.hear(w, from, audience, to, text));
        brains.event(1, 7);
        for (int i = 0; i < 3; i++) {
            brains.update(500, w, w);
            w.advance(500);
        }
        assertEquals(1, b1.mind().goal(1));
        assertFalse(b1.mind().tauntHeard(3, 5), "acknowledged");
        assertEquals(1, b1.mind().goal(2));
        assertFalse(b1.mind().event(7));
        assertTrue(b1.mind().signal(4));
        assertEquals(1, b3.mind().goal(3));
        // A taunt reaches only the allies; a chat line that starts with a number is a taunt to all.
        brains.hear(w, 2, Audience.ALL, 0, "11 that was funny");
        assertTrue(b1.mind().tauntHeard(2, 11));
        assertTrue(b3.mind().tauntHeard(2, 11));
        brains.hear(w, 2, Audience.ALLIES, 0, "12");
        assertFalse(b1.mind().tauntHeard(2, 12));
    }

    @Test
    void eachBrainThinksOnceASecondStaggeredBy125Ms() {
        MemoryWorld w = world();
        Brains brains = new Brains();
        List<String> order = new ArrayList<>();
        for (int seat : new int[] {1, 3, 4}) brains.add(Seat.defaults(seat), compile("(defrule (true) => (do-nothing))", Seat.defaults(seat)));
        brains.trace(t -> order.add(t.timeMs() + ":p" + t.player()));
        for (int tick = 0; tick < 40; tick++) {
            brains.update(50, w, w);
            w.advance(50);
        }
        // The stagger and the second are counted down by the ticks, as the game does.
        assertEquals(List.of("0:p1", "100:p3", "200:p4", "950:p1", "1100:p3", "1200:p4", "1950:p1"), order);
        // A resigned player thinks no more.
        w.resign(3);
        for (int tick = 0; tick < 20; tick++) {
            brains.update(50, w, w);
            w.advance(50);
        }
        assertEquals(2, brains.of(3).passes());
        assertEquals(4, brains.of(1).passes());
    }

    @Test
    void actionsAskTheWorld() {
        MemoryWorld w = world();
        w.setMutualStance(1, 3, Stance.ALLY);
        w.setStock(1, Resources.FOOD, 1000);
        Brain b = brain("""
                (defrule (true)
                =>
                    (tribute-to-player 3 food 100)
                    (set-difficulty-parameter ability-to-dodge-missiles 40)
                    (cc-add-resource gold 500)
                    (attack-now)
                    (chat-to-allies "hello")
                    (chat-local-to-self "just me")
                    (set-stance 2 neutral)
                    (disable-self))
                """, w);
        b.think(w, w, false);
        assertEquals(900, w.quantity(1, Quantity.FOOD));
        assertEquals(270, w.quantity(3, Quantity.FOOD));
        assertEquals(70, w.tribute(1, 3, Resources.FOOD, false));
        assertEquals(40, w.difficultyParameter(1, 1));
        assertEquals(40, b.mind().difficultyParameter(1));
        assertEquals(700, w.quantity(1, Quantity.GOLD));
        assertEquals(1, w.attackOrders(1));
        assertEquals(List.of("p1 allies: hello", "p1 self: just me"), w.chatLog());
        assertEquals(Stance.NEUTRAL, w.stance(1, 2));
    }

    @Test
    void strategicNumbersSetByRulesAreStoredAsTheGameTakesThem() {
        MemoryWorld w = world();
        Brain b = brain("""
                (defrule (true) => (set-strategic-number sn-maximum-attack-group-size 20) (set-strategic-number sn-food-gatherer-percentage 140))
                (defrule (strategic-number sn-maximum-attack-group-size == 15) => (set-goal 1 1))
                """, w, Seat.defaults(1).withDifficulty(Seat.MODERATE));
        b.think(w, w, false);
        assertEquals(1, b.mind().goal(1));
        assertEquals(100, b.mind().strategic(117));
    }

    @Test
    void theWorldsConditionsAndCounts() {
        MemoryWorld w = world();
        w.setCondition(1, Condition.TOWN_UNDER_ATTACK, true).setCount(1, 77, false, 3).setCount(1, 75, false, 2);
        Brain b = brain("""
                (defrule (town-under-attack) => (set-goal 1 1))
                (defrule (unit-type-count militiaman-line == 5) (unit-type-count long-swordsman == 3) => (set-goal 2 1))
                (defrule (enemy-buildings-in-town) => (set-goal 3 1))
                (defrule (building-type-count town-center == 1) (building-count == 1) (unit-count == 9) => (set-goal 4 1))
                """, w);
        b.think(w, w, false);
        assertEquals(List.of(1, 1, 0, 1), goals(b, 4));
    }

    @Test
    void theTraceGivesFiredRulesGoalsAndStrategicNumbers() {
        MemoryWorld w = world();
        Program p = compile("""
                (defrule (true) => (set-goal 7 3) (set-strategic-number sn-percent-civilian-gatherers 80) (log "hello") (disable-self))
                (defrule (false) => (do-nothing))
                """, Seat.defaults(1));
        Brain b = new Brain(Seat.defaults(1), p, new SharedGoals());
        PassTrace t = b.think(w, w, true);
        assertEquals(List.of(0), java.util.Arrays.stream(t.fired()).boxed().toList());
        assertEquals(2, t.factTests());
        List<String> lines = TraceFormat.lines(t, p);
        assertEquals("AI p1 0:00:00 fired 1 of 2 (2 facts tested) ai.per:1", lines.get(0));
        assertEquals("AI p1 0:00:00 goals 7=3", lines.get(1));
        assertTrue(lines.get(2).contains("sn-percent-civilian-gatherers=80"), lines.get(2));
        assertEquals("AI p1 0:00:00 log hello", lines.get(lines.size() - 1));
    }

    @Test
    void theTraceCanBePrintedOncePerMinute() {
        MemoryWorld w = world();
        Brains brains = new Brains();
        brains.add(Seat.defaults(1), compile("(defrule (true) => (set-goal 1 1))", Seat.defaults(1)));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        TraceFormat.printTo(brains, new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8), true);
        for (int s = 0; s < 150; s++) {
            brains.update(1000, w, w);
            w.advance(1000);
        }
        List<String> fired = bytes.toString(java.nio.charset.StandardCharsets.UTF_8).lines().filter(l -> l.contains(" fired ")).toList();
        assertEquals(List.of("AI p1 0:00:00 fired 1 of 1 (1 facts tested) ai.per:1", "AI p1 0:01:00 fired 1 of 1 (1 facts tested) ai.per:1",
                "AI p1 0:02:00 fired 1 of 1 (1 facts tested) ai.per:1"), fired);
    }
}
