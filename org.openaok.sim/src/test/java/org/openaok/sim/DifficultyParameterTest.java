package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.command.DifficultyParameter;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.system.Combat;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.record.MatchRecord;
import org.openaok.sim.internal.record.RecordReader;
import org.openaok.sim.internal.record.Replayer;

/**
 * The computer players' two difficulty parameters change what their units do in a fight:
 * {@code ability-to-dodge-missiles} below 100 lets a unit shot at answer the shooter before a
 * missile strikes; {@code ability-to-maintain-distance} below 100 lets a ranged soldier set on by
 * a melee one walk off to its range. Like every command they are refused from a person's seat and
 * recorded, and the record replays.
 */
class DifficultyParameterTest {
    private static final Rules R = Fixtures.rules();

    /** Two seats driven by a computer player (the parameters are theirs alone), or by people. */
    private static MatchSettings settings(boolean computers) {
        MatchSettings s = Fixtures.settings(9, "britons", "franks");
        List<SeatSettings> seats = new ArrayList<>();
        for (SeatSettings seat : s.seats()) seats.add(computers ? seat.withAi("test", 0) : seat.withHuman(true));
        return s.withSeats(seats);
    }

    private static MatchEngine field(boolean computers) {
        TestMap t = TestMap.flat(40, 2).put("TOWN_CENTER", 1, 2, 2).put("TOWN_CENTER", 2, 35, 35);
        return Fixtures.start(t.map(), settings(computers));
    }

    private static int spawn(MatchEngine m, String word, int owner, int x, int y) {
        int id = m.lifecycle().spawnUnit(R.typeIndex(word), owner, x, y);
        assertTrue(id != 0, "no room for a " + word);
        return id;
    }

    /**
     * A crossbowman (range 5) shoots an idle militiaman 4.9 tiles off, beyond its sight of 4: the
     * tick the militiaman turns on the crossbowman, and the tick the first missile strikes it.
     */
    private static int[] shotAt(int dodge) {
        MatchEngine m = field(true);
        if (dodge < 100) assertTrue(m.execute(new DifficultyParameter(2, DifficultyParameter.DODGE_MISSILES, dodge)).accepted());
        int xbow = spawn(m, "crossbowman", 1, 15_000, 20_000);
        int militia = spawn(m, "militiaman", 2, 19_900, 20_000);
        assertTrue(m.execute(new Attack(1, new int[] {xbow}, militia)).accepted());
        Combat combat = m.require(Combat.class);
        int answered = -1, struck = -1;
        long cursor = m.events().next();
        for (int t = 0; t < 300 && (answered < 0 || struck < 0); t++) {
            m.step();
            if (answered < 0 && combat.fightingTarget(militia) == xbow) answered = t;
            Events ev = m.events();
            for (long s = cursor; s < ev.next(); s++)
                if (struck < 0 && ev.kind(s) == Events.STRUCK && ev.a(s) == militia) struck = t;
            cursor = ev.next();
        }
        return new int[] {answered, struck};
    }

    @Test
    void aUnitThatDodgesMissilesAnswersTheShooterBeforeItIsStruck() {
        int[] slow = shotAt(100), quick = shotAt(0);
        assertTrue(slow[1] >= 0 && quick[1] >= 0, "the crossbowman hit the militiaman");
        // at 100 (the default) the militiaman, who cannot see so far, learns of the shooter by the missile
        assertEquals(slow[1], slow[0], "at 100 it answers when struck");
        // at 0 it answers the volley as it is loosed, before the missile flies the 4.9 tiles
        assertTrue(quick[0] >= 0 && quick[0] < quick[1], "at 0 it answers at tick " + quick[0] + ", before the missile strikes at " + quick[1]);
        assertTrue(quick[0] < slow[0], "sooner than at 100");
    }

    /**
     * A Teutonic Knight (0.65 tiles a second) set on an idle archer (0.96) standing beside it: the
     * blows the archer takes, the tick it falls (or 600), how far it got from where it stood.
     */
    private static int[] setOn(int keepDistance) {
        MatchEngine m = field(true);
        if (keepDistance < 100) assertTrue(m.execute(new DifficultyParameter(1, DifficultyParameter.MAINTAIN_DISTANCE, keepDistance)).accepted());
        int archer = spawn(m, "archer", 1, 15_000, 20_000);
        int knight = spawn(m, "teutonic-knight", 2, 15_500, 20_000);
        assertTrue(m.execute(new Attack(2, new int[] {knight}, archer)).accepted());
        int blows = 0, furthest = 0, fell = 600;
        long cursor = m.events().next();
        for (int t = 0; t < 600; t++) {
            m.step();
            Events ev = m.events();
            for (long s = cursor; s < ev.next(); s++) if (ev.kind(s) == Events.STRUCK && ev.a(s) == archer) blows++;
            cursor = ev.next();
            if (!m.entities().alive(archer)) {
                fell = t;
                break;
            }
            furthest = Math.max(furthest, org.openaok.sim.internal.IntMath.distance(m.entities().x(archer), m.entities().y(archer), 15_000, 20_000));
        }
        return new int[] {blows, fell, furthest};
    }

    @Test
    void anArcherThatKeepsItsDistanceWalksOffFromASlowKnightAndLastsLonger() {
        int[] stands = setOn(100), keeps = setOn(0);
        System.out.println("archer set on by a Teutonic Knight: blows, tick it fell, furthest at 100 " + java.util.Arrays.toString(stands) + ", at 0 "
                + java.util.Arrays.toString(keeps));
        assertTrue(stands[0] > 0, "the knight struck the archer");
        assertTrue(stands[2] < 500, "at 100 the archer stands its ground and shoots: " + stands[2]);
        assertTrue(keeps[2] >= 2500, "at 0 it walked off towards its range: " + keeps[2]);
        assertTrue(keeps[1] > stands[1] + 30, "it lasts longer: tick " + keeps[1] + " against " + stands[1]);
    }

    @Test
    void refusedFromAPersonsSeatForAnotherWordAndOutsideAHundred() {
        MatchEngine people = field(false);
        Result r = people.execute(new DifficultyParameter(1, DifficultyParameter.DODGE_MISSILES, 0));
        assertFalse(r.accepted());
        assertEquals(Refusal.NOT_ALLOWED, r.refusal().code());
        MatchEngine m = field(true);
        assertEquals(Refusal.UNKNOWN, m.execute(new DifficultyParameter(1, "ability-to-fly", 0)).refusal().code());
        assertEquals(Refusal.BAD_TARGET, m.execute(new DifficultyParameter(1, DifficultyParameter.DODGE_MISSILES, 101)).refusal().code());
        assertEquals(Refusal.BAD_TARGET, m.execute(new DifficultyParameter(1, DifficultyParameter.MAINTAIN_DISTANCE, -1)).refusal().code());
        assertTrue(m.execute(new DifficultyParameter(1, DifficultyParameter.MAINTAIN_DISTANCE, 100)).accepted());
    }

    @Test
    void theCommandReadsAsItIsWritten() throws Exception {
        DifficultyParameter c = new DifficultyParameter(3, DifficultyParameter.MAINTAIN_DISTANCE, 20);
        String line = CommandText.format(c);
        assertEquals("difficulty-parameter parameter=ability-to-maintain-distance value=20", line);
        assertEquals(c, CommandText.parse(3, line));
    }

    /** A fight with both parameters at 0 for seat 1: recorded, it replays tick for tick. */
    @Test
    void aFightUnderTheParametersIsRecordedAndReplays(@TempDir Path dir) throws Exception {
        String orders = """
                0:00 1 difficulty-parameter parameter=ability-to-dodge-missiles value=0
                0:00 1 difficulty-parameter parameter=ability-to-maintain-distance value=0
                0:00 2 difficulty-parameter parameter=ability-to-dodge-missiles value=40
                0:01 1 attack units=@scout-cavalry target=@2:villager*1
                0:01 2 attack-move units=@scout-cavalry to=@1:home+2,2
                """;
        MatchSettings s = Fixtures.settings(5, "huns", "persians");
        List<SeatSettings> seats = new ArrayList<>();
        for (SeatSettings seat : s.seats()) seats.add(seat.withAi("test", 0));
        s = s.withSeats(seats);
        var map = Fixtures.map("OpenPlains", 120, 2, 5);
        Path rec = dir.resolve("fight.rec");
        CommandFile file = CommandFile.read("fight.txt", new StringReader(orders));
        HeadlessMatch.Run run = HeadlessMatch.run(Fixtures.matches(), map, Fixtures.request("OpenPlains", 120, 2, 5), s, file,
                120_000, rec, List.of("test 1"), new PrintStream(new ByteArrayOutputStream()));
        assertTrue(run.refused().isEmpty(), "refused: " + run.refused());
        String text = Files.readString(rec);
        assertTrue(text.contains("difficulty-parameter parameter=ability-to-maintain-distance value=0"), "the record holds the command");
        MatchRecord record = RecordReader.read(Files.newInputStream(rec));
        Replayer.Verdict v = Replayer.replay(record, map, Fixtures.matches(), -1, (match, tick) -> {});
        assertTrue(v.agrees(), "tick " + v.firstBadTick() + " differs");
        assertEquals(record.ticks(), v.ticks());
    }
}
