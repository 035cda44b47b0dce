package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.drs.DrsArchive;
import org.openaok.drs.DrsWriter;

/** The self-check: the shipped computer player loads with no error however the lobby is set. */
class ComputerPlayerTest {
    private final Set<String> filesSeen = new TreeSet<>();

    private Compilation check(Seat seat, Dice dice, String what) {
        Compilation c = ScriptCompiler.compile(ComputerPlayer.source(), ComputerPlayer.MASTER, seat, Set.of(), dice);
        assertEquals(List.of(), c.diagnostics(), what);
        assertTrue(c.program().ruleCount() > 100, what + ": " + c.program().ruleCount() + " rules");
        filesSeen.addAll(c.program().files());
        return c;
    }

    private static List<Integer> values(ParamKind kind) {
        return new ArrayList<>(new LinkedHashSet<>(Vocabulary.standard().words(kind).values()));
    }

    @Test
    void loadsWithNoErrorUnderEveryLobbySetting() {
        Seat base = Seat.defaults(1);
        for (int civ : values(ParamKind.CIV)) {
            for (int d = Seat.HARDEST; d <= Seat.EASIEST; d++) {
                check(base.withCiv(civ).withDifficulty(d), null, "civ " + civ + ", difficulty " + d);
            }
        }
        for (int map : values(ParamKind.MAP_TYPE)) {
            for (int size : values(ParamKind.MAP_SIZE)) check(base.withMapType(map).withMapSize(size), null, "map " + map + " size " + size);
        }
        for (int game : new int[] {Seat.GAME_RANDOM_MAP, Seat.GAME_REGICIDE, Seat.GAME_DEATH_MATCH, Seat.GAME_SCENARIO,
                Seat.GAME_KING_OF_THE_HILL, Seat.GAME_WONDER_RACE, Seat.GAME_DEFEND_THE_WONDER}) {
            for (int civ : values(ParamKind.CIV)) check(base.withGameType(game).withCiv(civ), null, "game type " + game + " civ " + civ);
        }
        for (int cap : new int[] {25, 50, 75, 100, 125, 150, 175, 200, 250, 500, 1000, 80}) {
            check(base.withPopulationCap(cap), null, "population " + cap);
        }
        for (int age : values(ParamKind.AGE)) check(base.withStartingAge(age), null, "age " + age);
        for (int res : values(ParamKind.STARTING_RESOURCES)) check(base.withStartingResources(res), null, "resources " + res);
        for (int v : values(ParamKind.VICTORY_CONDITION)) check(base.withVictory(v).withTeamsLocked(true), null, "victory " + v);
        for (int seat = 1; seat <= 8; seat++) check(base.withPlayer(seat).withSeed(1234), null, "seat " + seat);
    }

    @Test
    void loadsEveryFileALoadRandomCanPick() {
        Set<String> plans = new TreeSet<>();
        for (int roll = 0; roll < 100; roll++) {
            Compilation c = check(Seat.defaults(1), Dice.fixed(roll), "roll " + roll);
            for (String f : c.program().files()) if (f.startsWith("rg-plan-")) plans.add(f);
        }
        assertEquals(Set.of("rg-plan-boom.per", "rg-plan-rush.per", "rg-plan-standard.per"), plans);
    }

    @Test
    void everyShippedFileIsLoadedSomewhereAndHasAnAiEntry() {
        loadsWithNoErrorUnderEveryLobbySetting();
        loadsEveryFileALoadRandomCanPick();
        Set<String> shipped = new TreeSet<>();
        for (String f : ComputerPlayer.files().keySet()) shipped.add(f + ".per");
        assertEquals(shipped, filesSeen);
        for (int id : ComputerPlayer.files().values()) {
            assertTrue(id >= ComputerPlayer.FIRST_ENTRY && id <= ComputerPlayer.LAST_ENTRY);
        }
        assertEquals(ComputerPlayer.files().size(), Set.copyOf(ComputerPlayer.files().values()).size());
        assertEquals(60001, ComputerPlayer.files().get("randomgame"));
    }

    @Test
    void loadsTheSameFromTheGamesDrsArchive() throws Exception {
        DrsWriter w = new DrsWriter();
        for (Map.Entry<String, Integer> f : ComputerPlayer.files().entrySet()) {
            w.add(f.getValue(), ComputerPlayer.text(f.getKey()).orElseThrow());
        }
        DrsArchive drs = DrsArchive.of("gamedata.drs", w.toBytes());
        for (int civ : new int[] {1, 8, 15}) {
            Seat seat = Seat.defaults(2).withCiv(civ).withSeed(77).withMapType(19);
            Compilation fromDrs = ScriptCompiler.compile(ScriptSource.drs(drs), ComputerPlayer.MASTER, seat);
            Compilation fromBundle = ScriptCompiler.compile(ComputerPlayer.source(), ComputerPlayer.MASTER, seat);
            assertEquals(List.of(), fromDrs.diagnostics());
            assertTrue(fromDrs.program().sameRules(fromBundle.program()));
            assertEquals(fromBundle.program().files(), fromDrs.program().files());
        }
        // A name that is a number is an entry id.
        assertTrue(ScriptSource.drs(drs).open("60002", null).isPresent());
        assertTrue(ScriptSource.drs(drs).open("rg-economy.per", null).isPresent());
        assertTrue(ScriptSource.drs(drs).open("nothing", null).isEmpty());
    }

    @Test
    void theDifficultyChoosesRules() {
        int easiest = check(Seat.defaults(1).withDifficulty(Seat.EASIEST), Dice.fixed(0), "easiest").program().ruleCount();
        int hard = check(Seat.defaults(1).withDifficulty(Seat.HARD), Dice.fixed(0), "hard").program().ruleCount();
        int moderate = check(Seat.defaults(1).withDifficulty(Seat.MODERATE), Dice.fixed(0), "moderate").program().ruleCount();
        assertEquals(easiest, hard);
        assertEquals(moderate + 1, hard);
    }
}
