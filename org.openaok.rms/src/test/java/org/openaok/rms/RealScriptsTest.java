package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.checker.RmsScriptChecker;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

/**
 * The original game's scripts, read from the folder named by OPENAOK_RMS_CORPUS (the 23 built-in
 * maps; third-party files, never part of the repository), and, when OPENAOK_RMS_COMMUNITY names a
 * folder, community scripts. Skipped when the variables are unset.
 */
class RealScriptsTest {
    private static List<Path> scripts(String variable) throws IOException {
        String dir = System.getenv(variable);
        Assumptions.assumeTrue(dir != null && !dir.isBlank(), variable + " is not set");
        Path folder = Path.of(dir);
        Assumptions.assumeTrue(Files.isDirectory(folder), variable + " is not a folder: " + dir);
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.getFileName().toString().toLowerCase().endsWith(".rms")).sorted().toList();
        }
    }

    @Test
    void theCheckerFindsNoErrorInTheOriginalScripts() throws IOException {
        List<Path> files = scripts("OPENAOK_RMS_CORPUS");
        assertFalse(files.isEmpty());
        RmsScriptChecker checker = new RmsScriptChecker();
        List<String> errors = new ArrayList<>();
        for (Path f : files) {
            for (Diagnostic d : checker.check(f, Map.of())) {
                if (d.isError()) errors.add(d.format());
            }
        }
        assertEquals(List.of(), errors);
    }

    @Test
    void everyOriginalScriptGivesPlayerLandsAndVillagersForManySettings() throws IOException {
        List<Path> files = scripts("OPENAOK_RMS_CORPUS");
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
            for (long seed = 0; seed < 12; seed++) {
                MapSize size = MapSize.values()[(int) (seed % MapSize.values().length)];
                LobbySettings lobby = LobbySettings.builder().seed(seed * 1_000_003L).mapSize(size)
                        .players(2 + (int) (seed % 7)).gameMode(seed % 3 == 0 ? GameMode.REGICIDE : GameMode.RANDOM_MAP).build();
                RmsReadResult r = RmsReader.read(f.getFileName().toString(), text, lobby);
                assertFalse(r.hasErrors(), f + " seed " + seed + ": " + r.errors());
                RmsScript s = r.script();
                assertEquals(1, s.commands(Section.PLAYER_SETUP, "random_placement").size(), f.toString());
                assertFalse(s.commands(Section.LAND_GENERATION, "create_player_lands").isEmpty(), f.toString());
                List<Integer> objects = Rms.firstArgs(s, Section.OBJECTS_GENERATION, "create_object");
                assertTrue(objects.contains(83), f + " places no villagers");
                assertTrue(objects.contains(66), f + " places no gold");
                assertEquals(lobby.gameMode() == GameMode.REGICIDE, objects.contains(434), f + " King in " + lobby.gameMode());
            }
        }
    }

    @Test
    void communityScriptsAreReadWithoutFailing() throws IOException {
        List<Path> files = scripts("OPENAOK_RMS_COMMUNITY");
        RmsScriptChecker checker = new RmsScriptChecker();
        int withErrors = 0;
        for (Path f : files) {
            List<Diagnostic> d = checker.check(f, Map.of("seed", "7"));
            assertTrue(d.stream().noneMatch(x -> x.code().equals(RmsCode.INTERNAL.code())), f + ": " + d);
            if (d.stream().anyMatch(Diagnostic::isError)) withErrors++;
        }
        System.out.println("community scripts: " + files.size() + " read, " + withErrors + " with errors of their own");
    }
}
