package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

/**
 * The mistakes real scripts carry and the game shrugs off: each a warning, never an error, and the
 * script read as the game reads it (genie-rms's Parser.js, the RMS guide; see {@link RmsCode}).
 * Each is checked in the seed's reading and in the all-branches check.
 */
class GameReadingTest {
    private static void onlyWarnings(String text, RmsCode code, int expected) {
        for (RmsReadResult r : List.of(Rms.read(text), Rms.check(text))) {
            assertFalse(r.hasErrors(), r.diagnostics().toString());
            List<Diagnostic> found = Rms.withCode(r, code);
            assertEquals(expected, found.size(), r.diagnostics().toString());
            for (Diagnostic d : found) assertEquals(Severity.WARNING, d.severity(), d.format());
        }
    }

    @Test
    void anEndifWithNoIfOpenIsIgnored() {
        String text = """
                <OBJECTS_GENERATION>
                create_object GOLD { number_of_objects 3 }
                endif
                else
                create_object STONE { number_of_objects 2 }
                """;
        onlyWarnings(text, RmsCode.NO_OPEN_IF, 2);
        RmsScript s = Rms.read(text).script();
        assertEquals(List.of("create_object", "create_object"), Rms.names(s, Section.OBJECTS_GENERATION));
        assertTrue(Rms.withCode(Rms.read(text), RmsCode.NO_OPEN_IF).get(0).message().contains("ignored, as the game ignores it"));
    }

    @Test
    void anEndRandomWithNoBlockOpenIsIgnored() {
        String text = """
                <OBJECTS_GENERATION>
                create_object GOLD { number_of_objects 3 }
                end_random
                percent_chance 20
                create_object STONE { number_of_objects 2 }
                """;
        onlyWarnings(text, RmsCode.NO_OPEN_RANDOM, 2);
        assertEquals(2, Rms.read(text).script().commands(Section.OBJECTS_GENERATION).size());
    }

    @Test
    void chancesPast100CutTheLastBranchesAsTheGameDoes() {
        String text = """
                start_random
                  percent_chance 60 #define A
                  percent_chance 50 #define B
                  percent_chance 10 #define C
                end_random
                """;
        onlyWarnings(text, RmsCode.CHANCES_OVER_100, 2);
        List<Diagnostic> d = Rms.withCode(Rms.read(text), RmsCode.CHANCES_OVER_100);
        assertTrue(d.get(0).message().contains("this branch of 50 is chosen 40 times in 100"), d.get(0).message());
        assertTrue(d.get(1).message().contains("this branch is never chosen"), d.get(1).message());
        int a = 0;
        int b = 0;
        int seeds = 3000;
        for (long seed = 0; seed < seeds; seed++) {
            RmsScript s = Rms.read(text, LobbySettings.builder().seed(seed * 104729 + 7).build()).script();
            assertFalse(s.hasLabel("C"), "the branch past 100 is never chosen");
            if (s.hasLabel("A")) a++;
            if (s.hasLabel("B")) b++;
            assertEquals(1, (s.hasLabel("A") ? 1 : 0) + (s.hasLabel("B") ? 1 : 0), "seed " + seed);
        }
        assertEquals(60, 100.0 * a / seeds, 3.5);
        assertEquals(40, 100.0 * b / seeds, 3.5);
    }

    @Test
    void anAttributeUnderACommandThatDoesNotTakeItIsSkipped() {
        String text = """
                <LAND_GENERATION>
                create_land {
                  number_of_objects 5
                  land_percent 10
                }
                """;
        onlyWarnings(text, RmsCode.ATTRIBUTE_NOT_TAKEN, 1);
        Command land = Rms.read(text).script().commands(Section.LAND_GENERATION).get(0);
        assertFalse(land.has("number_of_objects"));
        assertEquals(10, land.intValue("land_percent", -1));
    }

    @Test
    void aBlockLeftOpenSwallowsTheNextCommandIntoItAsTheGameDoes() {
        String text = """
                <OBJECTS_GENERATION>
                create_object GOLD {
                  number_of_objects 3
                create_object STONE {
                  number_of_objects 7
                  set_gaia_object_only
                }
                create_object DEER { number_of_objects 4 }
                """;
        onlyWarnings(text, RmsCode.UNCLOSED_BRACE, 1);
        // No '{' of STONE's is taken as a brace out of place, no '}' is left over.
        assertTrue(Rms.withCode(Rms.read(text), RmsCode.UNEXPECTED_BRACE).isEmpty());
        assertTrue(Rms.withCode(Rms.read(text), RmsCode.STRAY_CLOSE_BRACE).isEmpty());
        List<Command> objects = Rms.read(text).script().commands(Section.OBJECTS_GENERATION);
        assertEquals(List.of(66, 65), objects.stream().map(c -> c.arg(-1)).toList(), "STONE is dropped: " + objects);
        Command gold = objects.get(0);
        assertEquals(7, gold.intValue("number_of_objects", -1), "the last number_of_objects, STONE's, is GOLD's");
        assertTrue(gold.has("set_gaia_object_only"));
        assertEquals(4, objects.get(1).intValue("number_of_objects", -1));
        Diagnostic d = Rms.withCode(Rms.read(text), RmsCode.UNCLOSED_BRACE).get(0);
        assertEquals(4, d.line());
        assertTrue(d.message().contains("it is dropped"), d.message());
    }

    @Test
    void aBlockLeftOpenBeforeASectionKeepsTheNextSectionUnreadUpToItsFirstBrace() {
        String text = """
                <LAND_GENERATION>
                create_land {
                  land_percent 10
                <TERRAIN_GENERATION>
                create_terrain FOREST {
                  number_of_tiles 50
                }
                create_terrain DESERT { number_of_tiles 9 }
                """;
        onlyWarnings(text, RmsCode.UNCLOSED_BRACE, 1);
        RmsScript s = Rms.read(text).script();
        assertEquals(10, s.commands(Section.LAND_GENERATION).get(0).intValue("land_percent", -1));
        List<Command> terrains = s.commands(Section.TERRAIN_GENERATION);
        assertEquals(1, terrains.size(), terrains.toString());
        assertEquals(9, terrains.get(0).intValue("number_of_tiles", -1));
    }

    @Test
    void aBraceAfterACommandAnIfLeftOutGoesToTheSectionsLastCommand() {
        // With WITH_STONE not defined, the '{' follows GOLD's block: the game's '{' only sets its flag, and
        // what it holds goes to the last object created, GOLD.
        String text = """
                <OBJECTS_GENERATION>
                create_object GOLD { number_of_objects 3 }
                if WITH_STONE
                create_object STONE
                endif
                {
                  number_of_objects 5
                }
                create_object DEER { number_of_objects 4 }
                """;
        RmsReadResult r = Rms.read(text);
        assertFalse(r.hasErrors(), r.diagnostics().toString());
        assertEquals(1, Rms.withCode(r, RmsCode.BRACE_WITHOUT_COMMAND).size(), r.diagnostics().toString());
        assertEquals(Severity.WARNING, Rms.withCode(r, RmsCode.BRACE_WITHOUT_COMMAND).get(0).severity());
        assertTrue(Rms.withCode(r, RmsCode.BRACE_WITHOUT_COMMAND).get(0).message().contains("create_object at line 2"),
                r.diagnostics().toString());
        List<Command> objects = r.script().commands(Section.OBJECTS_GENERATION);
        assertEquals(2, objects.size(), objects.toString());
        assertEquals(5, objects.get(0).intValue("number_of_objects", -1), "the later number_of_objects is GOLD's");
        assertEquals(4, objects.get(1).intValue("number_of_objects", -1));
        // With it set, the '{' is STONE's, as written.
        RmsScript tiny = Rms.read("#define WITH_STONE\n" + text).script();
        List<Command> three = tiny.commands(Section.OBJECTS_GENERATION);
        assertEquals(3, three.size(), three.toString());
        assertEquals(3, three.get(0).intValue("number_of_objects", -1));
        assertEquals(5, three.get(1).intValue("number_of_objects", -1));
    }

    @Test
    void aBraceBeforeAnyCommandOfItsSectionLosesWhatItHolds() {
        String text = """
                <OBJECTS_GENERATION>
                {
                  number_of_objects 5
                  create_object GOLD
                }
                create_object DEER { number_of_objects 4 }
                """;
        RmsReadResult r = Rms.read(text);
        assertEquals(1, Rms.withCode(r, RmsCode.UNEXPECTED_BRACE).size(), r.diagnostics().toString());
        assertTrue(Rms.withCode(r, RmsCode.UNEXPECTED_BRACE).get(0).isError());
        // GOLD inside the flag is no command either: only DEER is made.
        assertEquals(List.of(65), r.script().commands(Section.OBJECTS_GENERATION).stream().map(c -> c.arg(-1)).toList());
    }

    @Test
    void bracesDoNotNestTheFirstCloseEndsTheBlock() {
        String text = """
                <OBJECTS_GENERATION>
                create_object GOLD {
                  number_of_objects 3
                  { set_gaia_object_only }
                  number_of_groups 2
                }
                create_object DEER { number_of_objects 4 }
                """;
        RmsReadResult r = Rms.read(text);
        assertEquals(1, Rms.withCode(r, RmsCode.NESTED_BRACE).size(), r.diagnostics().toString());
        assertEquals(1, Rms.withCode(r, RmsCode.STRAY_CLOSE_BRACE).size(), r.diagnostics().toString());
        // number_of_groups stands outside the block the first '}' closed: objects drop it, and say it is lost.
        assertEquals(1, Rms.withCode(r, RmsCode.ATTRIBUTE_OUTSIDE_BLOCK).size(), r.diagnostics().toString());
        Command gold = r.script().commands(Section.OBJECTS_GENERATION).get(0);
        assertTrue(gold.has("set_gaia_object_only"));
        assertFalse(gold.has("number_of_groups"));
        assertEquals(2, r.script().commands(Section.OBJECTS_GENERATION).size());
    }

    @Test
    void landsAndTerrainsTakeAttributesOutsideABlockForTheirLastCommand() {
        String text = """
                <LAND_GENERATION>
                create_land { terrain_type DESERT }
                  land_percent 12
                  number_of_objects 3
                <TERRAIN_GENERATION>
                create_terrain FOREST
                  base_terrain GRASS
                  number_of_tiles 40
                }
                """;
        onlyWarnings(text, RmsCode.ATTRIBUTE_TO_LAST_COMMAND, 3);
        RmsReadResult r = Rms.read(text);
        // number_of_objects is no land's attribute: the game skips it.
        assertEquals(1, Rms.withCode(r, RmsCode.ATTRIBUTE_NOT_TAKEN).size(), r.diagnostics().toString());
        Command land = r.script().commands(Section.LAND_GENERATION).get(0);
        assertEquals(12, land.intValue("land_percent", -1));
        Command forest = r.script().commands(Section.TERRAIN_GENERATION).get(0);
        assertEquals(40, forest.intValue("number_of_tiles", -1));
        assertTrue(forest.has("base_terrain"), forest.toString());
        assertTrue(Rms.withCode(r, RmsCode.ATTRIBUTE_TO_LAST_COMMAND).get(0).message().contains("create_land at line 2"),
                r.diagnostics().toString());
    }

    @Test
    void objectsDropAttributesOutsideABlockAndSaySoAsAnError() {
        // A '{' forgotten after TUNA: the game makes TUNA with no attributes, and its '}' closes nothing.
        String text = """
                <OBJECTS_GENERATION>
                create_object DORADO { number_of_objects 19 }
                create_object TUNA
                  number_of_objects 19
                  set_gaia_object_only
                }
                """;
        RmsReadResult r = Rms.read(text);
        List<Diagnostic> lost = Rms.withCode(r, RmsCode.ATTRIBUTE_OUTSIDE_BLOCK);
        assertEquals(2, lost.size(), r.diagnostics().toString());
        assertTrue(lost.get(0).isError());
        assertTrue(lost.get(0).message().contains("so it is lost"), lost.get(0).message());
        assertTrue(lost.get(0).message().contains("after the create_object"), lost.get(0).message());
        Command tuna = r.script().commands(Section.OBJECTS_GENERATION).get(1);
        assertTrue(tuna.attributes().isEmpty(), tuna.toString());
        assertEquals(19, r.script().commands(Section.OBJECTS_GENERATION).get(0).intValue("number_of_objects", -1));
    }

    @Test
    void aBraceInACliffSectionChangesNothing() {
        String text = """
                <CLIFF_GENERATION>
                {
                  min_number_of_cliffs 5
                }
                """;
        onlyWarnings(text, RmsCode.BRACE_WITHOUT_COMMAND, 1);
        RmsReadResult r = Rms.read(text);
        assertTrue(Rms.withCode(r, RmsCode.STRAY_CLOSE_BRACE).isEmpty(), r.diagnostics().toString());
        assertEquals(List.of("min_number_of_cliffs"), Rms.names(r.script(), Section.CLIFF_GENERATION));
    }

    @Test
    void whatTheGameRefusesOrLosesStaysAnError() {
        // The rest of the file is lost to an unclosed comment or if; a command in another section is dropped.
        assertTrue(Rms.read("<PLAYER_SETUP>\n/* never closed\n").hasErrors());
        assertTrue(Rms.read("<OBJECTS_GENERATION>\nif A\ncreate_object GOLD\n").hasErrors());
        assertTrue(Rms.read("<LAND_GENERATION>\ncreate_object GOLD\n").hasErrors());
        assertTrue(RmsCode.UNCLOSED_COMMENT.severity() == Severity.ERROR
                && RmsCode.WRONG_SECTION.severity() == Severity.ERROR
                && RmsCode.MISSING_ARGUMENT.severity() == Severity.ERROR);
    }
}
