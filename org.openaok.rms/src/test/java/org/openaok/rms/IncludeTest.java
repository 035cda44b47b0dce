package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.diag.Diagnostic;
import org.openaok.drs.DrsArchive;
import org.openaok.drs.DrsWriter;
import org.openaok.drs.KnownEntries;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;

class IncludeTest {
    private static DrsArchive archive(DrsWriter w) throws IOException {
        return DrsArchive.of("gamedata.drs", w.toBytes());
    }

    @Test
    void includesAnEntryOfAUsersArchiveByIdAndKeepsItsPlaces() throws IOException {
        DrsArchive drs = archive(new DrsWriter()
                .add(60001, "/* mine */\ncreate_object HAWK\n{\n  number_of_objects 6\n}\n")
                .add("slp", 60001, new byte[] {1, 2, 3}));
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs birds.inc 60001\ncreate_object GOLD\n",
                LobbySettings.defaults(), IncludeResolver.drs(drs));
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
        List<Command> cs = r.script().commands(Section.OBJECTS_GENERATION);
        assertEquals(List.of(96, 66), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        assertEquals("birds.inc:2:1", cs.get(0).location().toString());
        assertEquals("birds.inc", cs.get(0).attributes().get(0).location().file());
        assertEquals(4, cs.get(0).attributes().get(0).location().line());
        assertEquals("map.rms:3:1", cs.get(1).location().toString());
    }

    @Test
    void includesAnEntryByTheNameItIsKnownBy() throws IOException {
        KnownEntries.register("openaok_test_named.inc", 60002);
        DrsArchive drs = archive(new DrsWriter().add(60002, "create_object DEER\n"));
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs openaok_test_named.inc\n",
                LobbySettings.defaults(), IncludeResolver.drs(drs));
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
        assertEquals(List.of(65), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
    }

    @Test
    void builtInFilesComeBeforeTheArchives() throws IOException {
        // A user's archive with its own land_resources.inc: OpenAoK's own is read, not this one.
        DrsArchive drs = archive(new DrsWriter().add(54103, "create_object MACAW\n"));
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs land_resources.inc 54103\n",
                LobbySettings.defaults(), IncludeResolver.drs(drs));
        List<Integer> objects = Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object");
        assertFalse(objects.contains(816));
        assertTrue(objects.contains(109), "the Town Center");
    }

    @Test
    void aCycleOfIncludesIsReportedAndReadOnce() throws IOException {
        DrsArchive drs = archive(new DrsWriter()
                .add(61001, "create_object GOLD\n#include_drs b.inc 61002\n")
                .add(61002, "create_object STONE\n  #include_drs a.inc 61001\n"));
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs a.inc 61001\n",
                LobbySettings.defaults(), IncludeResolver.drs(drs));
        Diagnostic d = Rms.withCode(r, RmsCode.INCLUDE_CYCLE).get(0);
        assertEquals("b.inc", d.file());
        assertEquals(2, d.line());
        assertEquals(3, d.column());
        assertEquals(List.of(66, 102), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
    }

    @Test
    void aMissingIncludeIsAnErrorAndTheScriptGoesOn() {
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs lost.inc 60999\ncreate_object GOLD\n",
                LobbySettings.defaults(), IncludeResolver.none());
        Diagnostic d = Rms.withCode(r, RmsCode.INCLUDE_NOT_FOUND).get(0);
        assertTrue(d.isError());
        assertEquals(2, d.line());
        assertTrue(d.message().contains("lost.inc") && d.message().contains("60999"), d.message());
        assertEquals(List.of(66), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
    }

    @Test
    void foldersServeFilesByNameInAnyCase(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("Extra_Gold.INC"), "create_object GOLD\n", StandardCharsets.ISO_8859_1);
        IncludeResolver folder = IncludeResolver.folder(dir);
        RmsReadResult r = RmsReader.read("map.rms", "<OBJECTS_GENERATION>\n#include_drs extra_gold.inc\n#include_drs ../escape.inc\n",
                LobbySettings.defaults(), folder);
        assertEquals(List.of(66), Rms.firstArgs(r.script(), Section.OBJECTS_GENERATION, "create_object"));
        assertEquals(1, Rms.withCode(r, RmsCode.INCLUDE_NOT_FOUND).size());
    }

    @Test
    void includingRandomMapDefAddsNothingAndNeedsNoArchive() {
        RmsReadResult r = Rms.read("#include_drs random_map.def 54000\n#include_drs random_map.def\n<OBJECTS_GENERATION>\ncreate_object GOLD\n");
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
        assertEquals(391, r.script().constants().size());
    }

    @Test
    void theCheckerReadsIncludesFromTheArchiveItIsGiven(@TempDir Path dir) throws IOException {
        Path drs = dir.resolve("gamedata.drs");
        Files.write(drs, new DrsWriter().add(60010, "create_object WOLF\n").toBytes());
        Path script = dir.resolve("wolves.rms");
        Files.writeString(script, "<OBJECTS_GENERATION>\n#include_drs wolves.inc 60010\n");
        var checker = new org.openaok.rms.checker.RmsScriptChecker();
        assertEquals(1, checker.check(script, java.util.Map.of()).stream().filter(Diagnostic::isError).count());
        assertTrue(checker.check(script, java.util.Map.of("drs", drs.toString())).isEmpty());
    }
}
