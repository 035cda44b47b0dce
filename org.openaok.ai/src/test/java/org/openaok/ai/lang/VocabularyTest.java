package org.openaok.ai.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class VocabularyTest {
    private final Vocabulary v = Vocabulary.standard();

    /** The shared reference folder, when this checkout has one. */
    static Path shared() {
        String prop = System.getProperty("openaok.shared");
        Path p = prop != null ? Path.of(prop) : Path.of("..", "shared");
        return Files.isDirectory(p) ? p : Path.of("..", "..", "shared");
    }

    @Test
    void theOriginalGamesFactsActionsAndStrategicNumbers() {
        long facts = v.commands().stream().filter(c -> c.supported() && c.fact()).count();
        long actions = v.commands().stream().filter(c -> c.supported() && c.action()).count();
        assertEquals(112, facts);
        assertEquals(60, actions);
        assertEquals(242, v.strategicNumbers().stream().filter(StrategicNumber::supported).count());
        assertEquals(242, v.originalStrategicNumbers());
        StrategicNumber gatherers = v.strategicNumber("sn-percent-civilian-gatherers").orElseThrow();
        assertEquals(2, gatherers.id());
        assertEquals(66, gatherers.defaultValue());
        assertEquals(0, gatherers.min());
        assertEquals(100, gatherers.max());
        assertEquals(Integer.MAX_VALUE, v.strategicNumber(3).orElseThrow().max());
        assertEquals("sn-do-not-scale-for-difficulty-level", v.strategicNumber(229).orElseThrow().name());
        assertFalse(v.strategicNumber("sn-enable-boar-hunting").orElseThrow().supported());
    }

    @Test
    void parameterKindsAsTheGuideGivesThem() {
        assertEquals(List.of(ParamKind.UNIT), v.command("can-train").orElseThrow().params());
        assertEquals(List.of(ParamKind.PLAYER_NUMBER, ParamKind.UNIT, ParamKind.REL_OP, ParamKind.VALUE),
                v.command("players-unit-type-count").orElseThrow().params());
        assertEquals(List.of(ParamKind.TIMER_ID, ParamKind.VALUE), v.command("enable-timer").orElseThrow().params());
        assertEquals(List.of(ParamKind.STRATEGIC_NUMBER, ParamKind.VALUE), v.command("set-strategic-number").orElseThrow().params());
        assertEquals(0, v.command("players-unit-type-count").orElseThrow().playerParam());
        assertEquals(-1, v.command("food-amount").orElseThrow().playerParam());
        // Later versions' commands are known, and known to be later.
        Command upTrain = v.command("up-train").orElseThrow();
        assertFalse(upTrain.supported());
        assertEquals(Version.UP, upTrain.version());
        assertEquals(Version.DE, v.command("xs-script-call").orElseThrow().version());
        assertTrue(v.command("UP-TRAIN").isPresent(), "names are case-insensitive");
    }

    @Test
    void wordsStandForTheGamesIds() {
        assertEquals(83, v.word(ParamKind.UNIT, "villager").orElseThrow());
        assertEquals(-296, v.word(ParamKind.UNIT, "militiaman-line").orElseThrow());
        assertEquals(109, v.word(ParamKind.BUILDING, "town-center").orElseThrow());
        assertEquals(-398, v.word(ParamKind.BUILDING, "watch-tower-line").orElseThrow());
        assertEquals(22, v.word(ParamKind.RESEARCH_ITEM, "ri-loom").orElseThrow());
        assertEquals(101, v.word(ParamKind.RESEARCH_ITEM, "feudal-age").orElseThrow());
        assertEquals(1, v.word(ParamKind.AGE, "feudal-age").orElseThrow());
        assertEquals(9, v.word(ParamKind.MAP_TYPE, "arabia").orElseThrow());
        assertEquals(120, v.word(ParamKind.MAP_SIZE, "tiny-map").orElseThrow());
        assertEquals(18, v.word(ParamKind.CIV, "korean").orElseThrow());
        assertEquals(3, v.word(ParamKind.DIPLOMATIC_STANCE, "enemy").orElseThrow());
        assertEquals(106, v.word(ParamKind.PLAYER_NUMBER, "any-enemy").orElseThrow());
        assertTrue(v.word(ParamKind.BUILDING, "villager").isEmpty());
        List<String> members = v.lineMembers(-296).stream().map(Thing::word).toList();
        assertEquals(List.of("militiaman", "man-at-arms", "long-swordsman", "two-handed-swordsman", "champion"), members);
    }

    @Test
    void aLaterWordNeverHidesAWordOfTheOriginalGame() {
        for (Thing t : v.things()) assertTrue(v.laterWord(t.word()).isEmpty() == t.version().original(), t.word());
        for (ParamKind k : ParamKind.values()) {
            for (String w : v.words(k).keySet()) {
                if (v.find(k, w).orElseThrow().version().original()) assertTrue(v.laterWord(w).isEmpty(), w);
            }
        }
        // a later version's data word is never one this game's data has
        for (ParamKind k : ParamKind.values()) for (String w : v.words(k).keySet()) assertTrue(v.later(w).isEmpty(), w);
        assertEquals(Version.DE, v.laterWord("konnik").orElseThrow());
        assertEquals(Version.UP, v.laterWord("villager-class").orElseThrow());
        assertEquals(Version.UP, v.laterWord("sn-enable-boar-hunting").orElseThrow());
        assertTrue(v.laterWord("biuld").isEmpty());
    }

    @Test
    void wordsThatAreAlsoRandomMapConstantsHaveTheSameIds() throws IOException {
        Path table = shared().resolve("reference/aoc-random-map-constants.tsv");
        Assumptions.assumeTrue(Files.isRegularFile(table), "no ../shared reference tables here");
        Map<String, Integer> rms = new HashMap<>();
        for (String line : Files.readAllLines(table)) {
            if (line.startsWith("#") || line.startsWith("name\t") || line.isBlank()) continue;
            String[] f = line.split("\t");
            rms.put(f[0].toLowerCase(Locale.ROOT).replace('_', '-'), Integer.parseInt(f[1].trim()));
        }
        int compared = 0;
        for (Thing t : v.things()) {
            Integer id = rms.get(t.word());
            if (id == null) continue;
            assertEquals(id, t.id(), t.word() + " is " + id + " in the random map constants");
            compared++;
        }
        for (Map.Entry<String, Integer> e : v.words(ParamKind.MAP_TYPE).entrySet()) {
            Integer id = rms.get(e.getKey());
            if (id == null) continue;
            assertEquals(id, e.getValue(), "map type " + e.getKey());
            compared++;
        }
        assertEquals(83, rms.get("villager"));
        assertEquals(109, rms.get("town-center"));
        assertTrue(compared >= 80, "only " + compared + " words compared");
    }

    @Test
    void theStrategicNumbersAgreeWithTheReferenceTable() throws IOException {
        Path table = shared().resolve("reference/per-strategic-numbers.tsv");
        Assumptions.assumeTrue(Files.isRegularFile(table), "no ../shared reference tables here");
        int compared = 0;
        for (String line : Files.readAllLines(table)) {
            if (line.startsWith("#") || line.startsWith("id\t") || line.isBlank()) continue;
            String[] f = line.split("\t");
            StrategicNumber sn = v.strategicNumber(Integer.parseInt(f[0])).orElseThrow();
            assertEquals(f[1], sn.name());
            assertEquals(Integer.parseInt(f[2]), sn.defaultValue(), f[1]);
            compared++;
        }
        assertEquals(313, compared);
    }
}
