package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.script.Section;

/** Every diagnostic the reader gives, each from a script written to make it, with its place. */
class DiagnosticsTest {
    /** Includes without end: f1.inc includes f2.inc, and so on. */
    private static final IncludeResolver ENDLESS = (name, id) -> {
        if (!name.startsWith("f") || !name.endsWith(".inc")) return Optional.empty();
        int k = Integer.parseInt(name.substring(1, name.length() - 4));
        return Optional.of(new IncludeFile(name, "#include_drs f" + (k + 1) + ".inc\n", "test"));
    };

    static Stream<Arguments> cases() {
        List<Arguments> c = new ArrayList<>();
        c.add(Arguments.of(RmsCode.UNCLOSED_COMMENT, "<PLAYER_SETUP>\n  /* never closed\n", 2, 3));
        c.add(Arguments.of(RmsCode.STRAY_COMMENT_CLOSE, "<PLAYER_SETUP>\n  */\n", 2, 3));
        c.add(Arguments.of(RmsCode.GLUED_COMMENT_MARKER, "<PLAYER_SETUP>\n  /*glued */\n", 2, 3));
        c.add(Arguments.of(RmsCode.UNCLOSED_IF, "<PLAYER_SETUP>\n  if A\n random_placement\n", 2, 3));
        c.add(Arguments.of(RmsCode.NO_OPEN_IF, "<PLAYER_SETUP>\n  endif\n", 2, 3));
        c.add(Arguments.of(RmsCode.AFTER_ELSE, "if A\nelse\n  else\nendif\n", 3, 3));
        c.add(Arguments.of(RmsCode.MISSING_DIRECTIVE_ARGUMENT, "<PLAYER_SETUP>\n  #define\nrandom_placement\n", 2, 3));
        c.add(Arguments.of(RmsCode.CLOSED_BY_BRACE, "<OBJECTS_GENERATION>\ncreate_object GOLD {\n  if A\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.UNCLOSED_RANDOM, "<PLAYER_SETUP>\n  start_random percent_chance 50\n", 2, 3));
        c.add(Arguments.of(RmsCode.NO_OPEN_RANDOM, "<PLAYER_SETUP>\n  end_random\n", 2, 3));
        c.add(Arguments.of(RmsCode.CHANCES_OVER_100, "start_random percent_chance 60\n  percent_chance 50\nend_random\n", 2, 3));
        c.add(Arguments.of(RmsCode.BEFORE_FIRST_CHANCE, "<PLAYER_SETUP>\nstart_random\n  random_placement\npercent_chance 100\nend_random\n", 3, 3));
        c.add(Arguments.of(RmsCode.BAD_CHANCE, "<PLAYER_SETUP>\nstart_random\n  percent_chance\nend_random\n", 3, 3));
        c.add(Arguments.of(RmsCode.CONSTANT_REDEFINED, "#const MINE 1\n  #const MINE 2\n", 2, 3));
        c.add(Arguments.of(RmsCode.INCLUDE_NOT_FOUND, "<PLAYER_SETUP>\n  #include_drs nowhere.inc 99\n", 2, 3));
        c.add(Arguments.of(RmsCode.INCLUDE_CYCLE, "<PLAYER_SETUP>\n  #include_drs test.rms\n", 2, 3));
        c.add(Arguments.of(RmsCode.UNKNOWN_WORD, "<PLAYER_SETUP>\n  random_placemnt\n", 2, 3));
        c.add(Arguments.of(RmsCode.LATER_VERSION, "<PLAYER_SETUP>\n  direct_placement\n", 2, 3));
        c.add(Arguments.of(RmsCode.ATTRIBUTE_NOT_TAKEN, "<LAND_GENERATION>\ncreate_land {\n  number_of_objects 5\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.WRONG_SECTION, "<LAND_GENERATION>\n  create_object GOLD\n", 2, 3));
        c.add(Arguments.of(RmsCode.ATTRIBUTE_OUTSIDE_BLOCK, "<OBJECTS_GENERATION>\n  number_of_objects 5\n", 2, 3));
        c.add(Arguments.of(RmsCode.UNKNOWN_SECTION, "<PLAYER_SETUP>\n  <WEATHER_GENERATION>\n", 2, 3));
        c.add(Arguments.of(RmsCode.FLAG_READS_ONE, "<OBJECTS_GENERATION>\ncreate_object GOLD {\n  number_of_objects\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.UNDEFINED_CONSTANT, "<OBJECTS_GENERATION>\ncreate_object\n  GOLDD\n", 3, 3));
        c.add(Arguments.of(RmsCode.STRAY_VALUE, "<PLAYER_SETUP>\n  42\n", 2, 3));
        c.add(Arguments.of(RmsCode.MISSING_ARGUMENT, "<CONNECTION_GENERATION>\ncreate_connect_all_players_land {\n  terrain_cost WATER\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.UNCLOSED_BRACE, "<OBJECTS_GENERATION>\ncreate_object GOLD\n  {\n  create_object STONE\n", 4, 3));
        c.add(Arguments.of(RmsCode.STRAY_CLOSE_BRACE, "<PLAYER_SETUP>\n  }\n", 2, 3));
        c.add(Arguments.of(RmsCode.UNEXPECTED_BRACE, "<OBJECTS_GENERATION>\n  {\n}\n", 2, 3));
        c.add(Arguments.of(RmsCode.ATTRIBUTE_TO_LAST_COMMAND, "<TERRAIN_GENERATION>\ncreate_terrain FOREST { }\n  number_of_tiles 5\n", 3, 3));
        c.add(Arguments.of(RmsCode.BRACE_WITHOUT_COMMAND, "<PLAYER_SETUP>\nrandom_placement\n  {\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.NESTED_BRACE, "<OBJECTS_GENERATION>\ncreate_object GOLD {\n  {\n}\n", 3, 3));
        c.add(Arguments.of(RmsCode.NUMBER_TOO_LARGE, "<OBJECTS_GENERATION>\ncreate_object\n  99999999999\n", 3, 3));
        c.add(Arguments.of(RmsCode.BLOCK_OPEN_AT_END, "<OBJECTS_GENERATION>\ncreate_object GOLD\n  {\n number_of_objects 3\n", 3, 3));
        c.add(Arguments.of(RmsCode.MIN_ABOVE_MAX, "<OBJECTS_GENERATION>\ncreate_object GOLD {\n  min_distance_to_players 9\n max_distance_to_players 3\n}\n", 3, 3));
        return c.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachMistakeGivesItsCodeAtItsPlace(RmsCode code, String text, int line, int column) {
        for (RmsReadResult r : List.of(RmsReader.read("test.rms", text, LobbySettings.defaults(), ENDLESS),
                RmsReader.check("test.rms", text, LobbySettings.defaults(), ENDLESS))) {
            List<Diagnostic> found = Rms.withCode(r, code);
            assertFalse(found.isEmpty(), code + " not given: " + r.diagnostics());
            Diagnostic d = found.get(0);
            assertEquals(code.severity(), d.severity());
            assertEquals("test.rms", d.file());
            assertEquals(line, d.line(), d.format());
            assertEquals(column, d.column(), d.format());
            assertTrue(d.format().startsWith("test.rms:" + line + ":" + column + ": " + code.severity().label() + " " + code.code() + ": "),
                    d.format());
            assertTrue(Rms.withCode(r, RmsCode.INTERNAL).isEmpty());
        }
    }

    @Test
    void includesNestingWithoutEndStopAtTheLimit() {
        RmsReadResult r = RmsReader.read("test.rms", "<PLAYER_SETUP>\n  #include_drs f1.inc\n", LobbySettings.defaults(), ENDLESS);
        Diagnostic d = Rms.withCode(r, RmsCode.INCLUDE_LIMIT).get(0);
        assertTrue(d.isError());
        assertEquals("f15.inc", d.file(), d.format());
        assertEquals(1, d.line());
        assertEquals(1, d.column());
    }

    @Test
    void tooManyDiagnosticsAreCountedNotListed() {
        RmsReadResult r = Rms.read("<PLAYER_SETUP>\n" + "bogus_word\n".repeat(6000));
        List<Diagnostic> ds = r.diagnostics();
        Diagnostic last = ds.get(ds.size() - 1);
        assertEquals(RmsCode.TOO_MANY.code(), last.code());
        assertTrue(last.message().startsWith("1000 more"), last.message());
    }

    @Test
    void deepNestingAndManyMistakesStayBounded() {
        StringBuilder sb = new StringBuilder("<OBJECTS_GENERATION>\n");
        for (int i = 0; i < 20000; i++) sb.append(i % 2 == 0 ? "if A" : "start_random percent_chance 100").append('\n');
        sb.append("create_object GOLD { number_of_objects 3 }\n");
        for (int i = 0; i < 20000; i++) sb.append("misspelt_word_").append(i).append('\n');
        for (RmsReadResult r : List.of(Rms.read(sb.toString()), Rms.check(sb.toString()))) {
            assertEquals(RmsCode.TOO_MANY.code(), r.diagnostics().get(r.diagnostics().size() - 1).code());
            assertTrue(Rms.withCode(r, RmsCode.INTERNAL).isEmpty());
        }
        // With the label set, every level is taken and the object deep inside is read.
        RmsReadResult taken = Rms.read(sb.toString(), LobbySettings.builder().define("A").build());
        assertEquals(List.of(66), Rms.firstArgs(taken.script(), Section.OBJECTS_GENERATION, "create_object"));
    }

    @Test
    void everyCodeIsCoveredHere() {
        Set<RmsCode> covered = EnumSet.noneOf(RmsCode.class);
        cases().forEach(a -> covered.add((RmsCode) a.get()[0]));
        // Tested elsewhere in this class or in CheckerTest; INTERNAL is the reader's own failure, which no script should cause.
        covered.addAll(List.of(RmsCode.INCLUDE_LIMIT, RmsCode.TOO_MANY, RmsCode.UNREADABLE_FILE, RmsCode.BAD_OPTION, RmsCode.INTERNAL));
        assertEquals(EnumSet.allOf(RmsCode.class), covered);
    }

    @Test
    void codesAreUniqueAndStable() {
        Set<String> seen = new java.util.HashSet<>();
        for (RmsCode c : RmsCode.values()) {
            assertTrue(c.code().matches("RMS\\d{3}"), c.code());
            assertTrue(seen.add(c.code()), "twice: " + c.code());
        }
        assertEquals("RMS102", RmsCode.ATTRIBUTE_NOT_TAKEN.code());
    }

    @Test
    void unknownWordsSuggestTheNearestKeyword() {
        Diagnostic d = Rms.withCode(Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD {\n set_tight_grupping\n}\n"), RmsCode.UNKNOWN_WORD).get(0);
        assertTrue(d.message().contains("did you mean set_tight_grouping?"), d.message());
        assertTrue(d.message().contains("in the block of create_object"), d.message());
    }

    @Test
    void theRestOfTheScriptRunsAfterMistakes() {
        RmsReadResult r = Rms.read("""
                <PLAYER_SETUP>
                  random_placement 42 nonsense_word 7 8
                  }
                  create_object GOLD { number_of_objects 3 }
                <LAND_GENERATION>
                  create_land { number_of_objects 5 land_percent 10 bogus 1 }
                  direct_placement
                <OBJECTS_GENERATION>
                  number_of_groups 3
                  create_object STONE { number_of_objects 4 base_size 5 min_distance_to_players 12 max_distance_to_players 8 }
                  create_object RELIC
                """);
        assertTrue(r.hasErrors());
        assertEquals(List.of("random_placement"), Rms.names(r.script(), Section.PLAYER_SETUP));
        assertEquals(10, r.script().commands(Section.LAND_GENERATION).get(0).intValue("land_percent", 0));
        assertEquals(List.of(102, 285), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        assertEquals(4, r.script().commands(Section.OBJECTS_GENERATION).get(0).intValue("number_of_objects", 0));
    }

    @Test
    void cliffCountsAndLengthsAndHeightLimitsAreCheckedToo() {
        RmsReadResult r = Rms.read("""
                <CLIFF_GENERATION>
                min_number_of_cliffs 9
                max_number_of_cliffs 4
                min_length_of_cliff 5
                max_length_of_cliff 9
                min_length_of_cliff 12
                <TERRAIN_GENERATION>
                create_terrain DESERT { height_limits 5 2 }
                """);
        List<Diagnostic> d = Rms.withCode(r, RmsCode.MIN_ABOVE_MAX);
        assertEquals(3, d.size(), d.toString());
        assertEquals(2, d.get(0).line());
        assertEquals(6, d.get(1).line());
        assertEquals(8, d.get(2).line());
    }

    @Test
    void theLastOfARepeatedValueCounts() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD {\n min_distance_to_players 20\n max_distance_to_players 10\n"
                + " max_distance_to_players 30\n}\n");
        assertTrue(Rms.withCode(r, RmsCode.MIN_ABOVE_MAX).isEmpty(), r.diagnostics().toString());
    }
}
