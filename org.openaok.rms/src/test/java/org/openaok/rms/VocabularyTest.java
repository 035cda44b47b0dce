package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.internal.Vocabulary;
import org.openaok.rms.script.Section;

class VocabularyTest {
    @Test
    void everyTokenOfTheReferenceTableIsKnownWithItsEdition() throws IOException {
        Path table = Path.of(System.getProperty("openaok.shared", "../../shared"), "reference", "rms-tokens.tsv");
        Assumptions.assumeTrue(Files.isRegularFile(table), "no reference table at " + table);
        Vocabulary v = Vocabulary.get();
        int rows = 0;
        for (String line : Files.readAllLines(table)) {
            if (line.startsWith("#") || line.startsWith("token\t") || line.isBlank()) continue;
            String[] f = line.split("\t");
            String name = f[0].startsWith("rnd(") ? "rnd" : f[0];
            Vocabulary.Entry e = v.entry(name);
            assertNotNull(e, name);
            boolean original = f[5].equals("All") || name.equals("#include_drs");
            assertEquals(original, e.original(), name + " " + f[5]);
            String section = f[1];
            if (section.startsWith("<") && f[2].contains(section.substring(1, section.length() - 1))) {
                assertTrue(e.sections.contains(Section.of(section).orElseThrow()), name + " in " + section);
            }
            for (String parent : f[2].split(",")) {
                if (!parent.isEmpty() && Section.of(parent).isEmpty() && !parent.equals("GLOBAL")) {
                    assertTrue(e.parents.contains(parent), name + " under " + parent);
                }
            }
            rows++;
        }
        assertTrue(rows > 140, "rows " + rows);
    }

    @Test
    void laterEditionsTokensAreWarnedAboutAndSkipped() {
        RmsReadResult r = Rms.read("""
                <PLAYER_SETUP>
                  random_placement
                  direct_placement
                  effect_amount SET_ATTRIBUTE 4 0 5
                <OBJECTS_GENERATION>
                  create_object GOLD { number_of_objects rnd(3,6) resource_delta 100 set_tight_grouping }
                  create_object_group MIX { add_object GOLD 50 number_of_objects 3 }
                  create_object STONE
                """);
        List<Diagnostic> later = Rms.withCode(r, RmsCode.LATER_VERSION);
        assertEquals(5, later.size(), later.toString());
        assertTrue(later.get(0).message().contains("UP/DE only"), later.get(0).message());
        assertEquals(3, later.get(0).line());
        assertTrue(Rms.withCode(r, RmsCode.UNKNOWN_WORD).isEmpty(), r.diagnostics().toString());
        assertEquals(List.of("random_placement"), Rms.names(r.script(), Section.PLAYER_SETUP));
        assertEquals(List.of(66, 102), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        var gold = r.script().commands(Section.OBJECTS_GENERATION).get(0);
        assertEquals(3, gold.intValue("number_of_objects", 0));
        assertTrue(gold.has("set_tight_grouping"));
    }

    @Test
    void anUnknownWordIsAWarningWithItsPlaceAndTheScriptRunsOn() {
        RmsReadResult r = Rms.read("<OBJECTS_GENERATION>\ncreate_object GOLD\n{\n  sparkle_level 9 3\n  number_of_objects 5\n}\n  frobnicate\ncreate_object STONE\n");
        List<Diagnostic> unknown = Rms.withCode(r, RmsCode.UNKNOWN_WORD);
        assertEquals(2, unknown.size());
        assertEquals("test.rms:4:3: warning RMS100: unknown attribute 'sparkle_level' in the block of create_object; skipped with its arguments",
                unknown.get(0).format());
        assertEquals(7, unknown.get(1).line());
        assertEquals(5, r.script().commands(Section.OBJECTS_GENERATION).get(0).intValue("number_of_objects", 0));
        assertEquals(2, r.script().commandCount());
        assertTrue(!r.hasErrors());
    }

    @Test
    void laterTokensOpenAoKCarriesOutAreKeptWithoutAWarning() {
        RmsReadResult r = Rms.read("""
                <PLAYER_SETUP>
                  random_placement
                  grouped_by_team
                  nomad_resources
                """);
        assertTrue(Rms.withCode(r, RmsCode.LATER_VERSION).isEmpty(), r.diagnostics().toString());
        assertEquals(List.of("random_placement", "grouped_by_team", "nomad_resources"), Rms.names(r.script(), Section.PLAYER_SETUP));
    }
}
