package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

class PreprocessorTest {
    @Test
    void commentsNestAndTheirMarkersMustStandAlone() {
        RmsReadResult r = Rms.read("""
                <OBJECTS_GENERATION>
                /* outer /* inner create_object GOLD */ still a comment create_object STONE */
                create_object SHEEP
                /*glued create_object DEER
                """);
        RmsScript s = r.script();
        // The glued marker is a word, not a comment, so DEER is read.
        assertEquals(List.of(594, 65), Rms.firstArgs(s, Section.OBJECTS_GENERATION, "create_object"));
        List<Diagnostic> glued = Rms.withCode(r, RmsCode.GLUED_COMMENT_MARKER);
        assertEquals(1, glued.size());
        assertEquals(4, glued.get(0).line());
        assertEquals(1, glued.get(0).column());
    }

    @Test
    void unclosedCommentIsReportedWhereItOpens() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD\n  /* open /* nested */\ncreate_object STONE\n");
        Diagnostic d = Rms.withCode(r, RmsCode.UNCLOSED_COMMENT).get(0);
        assertEquals("test.rms", d.file());
        assertEquals(3, d.line());
        assertEquals(3, d.column());
        assertTrue(d.isError());
        assertEquals(List.of(66), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
    }

    @Test
    void constantsBecomeNumbersAndKeepTheirFirstDefinition() {
        RmsReadResult r = Rms.read("""
                #const MY_THING 77
                #const MY_THING 12
                #const GOLD 5
                #const ALIAS MY_THING
                <OBJECTS_GENERATION>
                create_object MY_THING
                create_object ALIAS
                create_object GOLD
                """);
        assertEquals(List.of(77, 77, 66), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        List<Diagnostic> again = Rms.withCode(r, RmsCode.CONSTANT_REDEFINED);
        assertEquals(2, again.size());
        assertEquals(2, again.get(0).line());
        assertTrue(again.get(1).message().contains("predefined"));
        assertEquals(77, r.script().constants().value("MY_THING").getAsInt());
        assertEquals(391 + 2, r.script().constants().size());
    }

    @Test
    void numbersStopAtTheFirstNonDigit() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD\n{\n number_of_objects 2.5\n number_of_groups 7x\n min_distance_to_players -3\n}\n");
        Command c = r.script().commands(Section.OBJECTS_GENERATION).get(0);
        assertEquals(2, c.intValue("number_of_objects", 0));
        assertEquals(7, c.intValue("number_of_groups", 0));
        assertEquals(-3, c.intValue("min_distance_to_players", 0));
    }

    @Test
    void anAttributeWithNoValueReadsOne() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD\n{\n set_tight_grouping\n group_placement_radius\n min_distance_to_players 4\n}\n");
        Command c = r.script().commands(Section.OBJECTS_GENERATION).get(0);
        assertTrue(c.has("set_tight_grouping"));
        assertEquals(1, c.intValue("set_tight_grouping", 0));
        assertEquals(1, c.intValue("group_placement_radius", 0));
        assertEquals(4, c.intValue("min_distance_to_players", 0));
        assertFalse(c.has("set_loose_grouping"));
        Diagnostic d = Rms.withCode(r, RmsCode.FLAG_READS_ONE).get(0);
        assertEquals(5, d.line());
        assertEquals(2, d.column());
    }

    @Test
    void ifKeepsTheFirstBranchWhoseLabelIsSet() {
        String text = """
                #define FIRST
                <LAND_GENERATION>
                if NOT_SET base_terrain WATER
                elseif FIRST base_terrain DESERT
                elseif TINY_MAP base_terrain SNOW
                else base_terrain GRASS
                endif
                if NOT_SET base_terrain WATER
                elseif ALSO_NOT base_terrain DIRT
                else base_terrain FOREST
                endif
                if NOTHING base_terrain ICE endif
                """;
        RmsReadResult r = Rms.read(text);
        assertEquals(List.of(14, 10), Rms.firstArgs(r.script(), Section.LAND_GENERATION, "base_terrain"));
        assertTrue(r.script().hasLabel("FIRST"));
        assertTrue(r.script().hasLabel("TINY_MAP"));
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    }

    @Test
    void definesInsideSkippedBranchesAreNotSet() {
        RmsReadResult r = Rms.read("if NOT_SET #define HIDDEN #const HIDDEN_CONST 3 else #define SHOWN endif");
        assertFalse(r.script().hasLabel("HIDDEN"));
        assertTrue(r.script().hasLabel("SHOWN"));
        assertFalse(r.script().constants().contains("HIDDEN_CONST"));
    }

    @Test
    void callerDefinesAndLobbyLabelsAreTested() {
        String text = "<LAND_GENERATION>\nif MY_MOD base_terrain WATER endif\nif REGICIDE base_terrain SNOW endif\n"
                + "if HUGE_MAP base_terrain DIRT endif\nif 4_PLAYER_GAME base_terrain ICE endif\n";
        LobbySettings lobby = LobbySettings.builder().define("MY_MOD").gameMode(GameMode.REGICIDE)
                .mapSize(MapSize.HUGE).players(4).build();
        assertEquals(List.of(1, 32, 6, 35), Rms.firstArgs(Rms.read(text, lobby).script(), Section.LAND_GENERATION, "base_terrain"));
        assertEquals(List.of(), Rms.firstArgs(Rms.read(text).script(), Section.LAND_GENERATION, "base_terrain"));
    }

    @Test
    void directivesInsideBracesAreResolvedBeforeTheBlockIsRead() {
        RmsReadResult r = Rms.read("""
                <OBJECTS_GENERATION>
                create_object GOLD
                {
                  if TINY_MAP number_of_objects 3 else number_of_objects 9 endif
                  start_random percent_chance 100 set_tight_grouping end_random
                  set_gaia_object_only
                }
                """);
        Command c = r.script().commands(Section.OBJECTS_GENERATION).get(0);
        assertEquals(List.of("number_of_objects", "set_tight_grouping", "set_gaia_object_only"),
                c.attributes().stream().map(Attribute::name).toList());
        assertEquals(3, c.intValue("number_of_objects", 0));
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    }

    @Test
    void everyCommandAndAttributeKeepsFileLineAndColumn() {
        RmsReadResult r = Rms.read("<CONNECTION_GENERATION>\n\tcreate_connect_all_players_land\n{\n  terrain_cost WATER 7\n"
                + "  terrain_cost   FOREST 5\n  replace_terrain WATER SHALLOW\n}\n");
        Command c = r.script().commands(Section.CONNECTION_GENERATION).get(0);
        assertEquals("test.rms:2:2", c.location().toString());
        List<Attribute> costs = c.all("terrain_cost");
        assertEquals(2, costs.size());
        assertEquals(List.of(1, 7), costs.get(0).values());
        assertEquals(List.of(10, 5), costs.get(1).values());
        assertEquals(4, costs.get(0).location().line());
        assertEquals(3, costs.get(0).location().column());
        assertEquals(5, costs.get(1).location().line());
        assertEquals(List.of(1, 4), c.last("replace_terrain").orElseThrow().values());
    }

    @Test
    void sectionsComeInTheEnginesOrderWhateverOrderTheScriptWrites() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD\n<LAND_GENERATION>\ncreate_player_lands { land_percent 50 }\n"
                + "<OBJECTS_GENERATION>\ncreate_object STONE\n");
        assertEquals(List.of(Section.values()), List.copyOf(r.script().sections().keySet()));
        assertEquals(List.of(66, 102), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        assertEquals(50, r.script().commands(Section.LAND_GENERATION).get(0).intValue("land_percent", 0));
    }

    @Test
    void linesCountCrLfOnceAndLoneCrAsALineEnd() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\r\n\r\ncreate_object GOLD\rcreate_object STONE\n");
        List<Command> cs = r.script().commands(Section.OBJECTS_GENERATION);
        assertEquals(3, cs.get(0).location().line());
        assertEquals(4, cs.get(1).location().line());
    }
}
