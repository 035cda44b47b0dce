package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.ScriptChecker;
import org.openaok.rms.checker.RmsScriptChecker;

class CheckerTest {
    private final ScriptChecker checker = new RmsScriptChecker();

    @Test
    void itIsTheRmsChecker() {
        assertEquals("rms", checker.id());
        assertEquals(Set.of(".rms"), checker.fileExtensions());
        assertTrue(checker.accepts(Path.of("maps/Arabia.RMS")));
    }

    @Test
    void itReportsEveryBranchCompilerStyle(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("mine.rms");
        Files.writeString(script, "<OBJECTS_GENERATION>\nif LARGE_MAP\n  create_object GOLD { base_size 3 }\nendif\n");
        List<Diagnostic> d = checker.check(script, Map.of());
        assertEquals(1, d.size(), d.toString());
        assertEquals(script + ":3:24: warning RMS102: base_size is not an attribute of create_object (of create_player_lands, create_land)",
                d.get(0).format());
    }

    @Test
    void aMissingFileIsADiagnostic(@TempDir Path dir) {
        List<Diagnostic> d = checker.check(dir.resolve("absent.rms"), Map.of());
        assertEquals(1, d.size());
        assertEquals(RmsCode.UNREADABLE_FILE.code(), d.get(0).code());
        assertTrue(d.get(0).isError());
    }

    @Test
    void badOptionsAreErrorsNotExceptions(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("ok.rms");
        Files.writeString(script, "<PLAYER_SETUP>\nrandom_placement\n");
        List<Diagnostic> d = checker.check(script, Map.of("size", "vast", "players", "12", "seed", "x", "drs", dir.resolve("no.drs").toString(),
                "teams", "1,z", "mode", "chaos", "resources", "lots"));
        assertEquals(7, d.size(), d.toString());
        for (Diagnostic x : d) assertEquals(RmsCode.BAD_OPTION.code(), x.code());
        assertTrue(checker.check(script, Map.of()).isEmpty());
    }

    @Test
    void optionsBecomeTheLobbysSettings() {
        List<Diagnostic> out = new ArrayList<>();
        LobbySettings lobby = RmsScriptChecker.lobby("m.rms", Map.of("size", "small", "players", "4", "seed", "-77",
                "define", "ONE, TWO,", "teams", "1,1,2,2", "mode", "regicide", "resources", "high"), out);
        assertTrue(out.isEmpty(), out.toString());
        assertEquals(144, lobby.mapSize());
        assertEquals(4, lobby.players());
        assertEquals(-77, lobby.seed());
        assertEquals(Set.of("ONE", "TWO"), lobby.defines());
        assertEquals(List.of(1, 1, 2, 2), lobby.teams());
        assertEquals(GameMode.REGICIDE, lobby.gameMode());
        assertEquals(StartingResources.HIGH, lobby.resources());
        assertTrue(lobby.labels().containsAll(Set.of("SMALL_MAP", "4_PLAYER_GAME", "2_TEAM_GAME", "REGICIDE", "ONE", "TWO")));
    }
}
