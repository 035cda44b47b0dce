package org.openaok.viewer;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.io.View;
import org.openaok.launcher.options.UsageException;

class ViewOptionsTest {
    @TempDir
    Path dir;

    @Test
    void takesGeneratesMapOptionsAndPassesTheRestToTheGenerator() throws Exception {
        ViewOptions o = ViewOptions.parse(List.of("--map", "noise", "--size", "giant", "--players", "4", "--teams", "1,2,1,2",
                "--seed", "77", "--water", "40", "--view", "diamond", "--window=800x600", "--watch", "--frames", "5"));
        assertEquals("noise", o.request().map());
        assertEquals(240, o.request().size());
        assertEquals(4, o.request().players());
        assertEquals(List.of(1, 2, 1, 2), o.request().teams());
        assertEquals(77, o.request().seed());
        assertTrue(o.seedGiven());
        assertEquals(java.util.Map.of("water", "40"), o.request().options());
        assertEquals(View.DIAMOND, o.view());
        assertEquals(800, o.width());
        assertEquals(600, o.height());
        assertTrue(o.watch());
        assertEquals(5, o.frames());
        ViewOptions under = ViewOptions.parse(List.of("--size", "g+u"));
        assertEquals(252, under.request().size());
        assertEquals(2, under.request().levels());
    }

    @Test
    void mistakesAreUsageErrorsThatSayWhat() {
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("--size", "enormous"))).getMessage().contains("--size"));
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("--players", "9"))).getMessage().contains("1 to 8"));
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("--window", "big"))).getMessage().contains("WIDTHxHEIGHT"));
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("--seed"))).getMessage().contains("needs a value"));
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("map.rms"))).getMessage().contains("options only"));
        assertTrue(assertThrows(UsageException.class, () -> ViewOptions.parse(List.of("--seed", "1", "--seed", "2"))).getMessage().contains("twice"));
    }

    @Test
    void watchesTheMapFileAndAnyFileASettingNames() throws Exception {
        Path script = Files.writeString(dir.resolve("my.rms"), "<PLAYER_SETUP>\n");
        Path template = Files.writeString(dir.resolve("t.json"), "{}");
        ViewOptions o = ViewOptions.parse(List.of("--map", script.toString(), "--template", template.toString(), "--water", "40"));
        assertEquals(List.of(script.toAbsolutePath(), template.toAbsolutePath()), o.watchedFiles());
        assertEquals(List.of(), ViewOptions.parse(List.of("--map", "noise")).watchedFiles());
    }
}
