package org.openaok.sim.record;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.map.GameMap;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.record.CommandFile;

/**
 * Fuzzes command files: whatever the text, a file of lines or a {@link CommandFormatException}
 * naming the file and line; and a file read drives a fresh match on the small record's map, every
 * line resolved when due (or refused with a reason), carried out or refused with a reason, for up
 * to ten seconds of play (on a 48-tile map of the small record's script; the rules read once). No exception escapes. A normal run replays the seeds in
 * {@code CommandFileFuzzTestInputs} (the example command file and the tests' own).
 */
class CommandFileFuzzTest {
    /**
     * The map the files drive a match on: the small record's script and seed at 48 tiles, where a
     * match starts (its sector graph, the units placed) in a fraction of the time of the record's
     * 120; the seats, the units and the commands are the same.
     */
    private static final int SIZE = Integer.getInteger("openaok.fuzz.commandsMap", 48);
    private static GameMap map;

    private static synchronized GameMap map() {
        if (map == null) map = SIZE == SmallRecord.SIZE ? SmallRecord.map() : Fixtures.map("OpenPlains", SIZE, 2, SmallRecord.SEED);
        return map;
    }

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "commands.dict")
    void commandsNeverFail(byte[] input) {
        CommandFile file;
        try {
            file = CommandFile.read("fuzz.txt", new StringReader(new String(input, StandardCharsets.UTF_8)));
        } catch (CommandFormatException e) {
            assertTrue(e.getMessage().startsWith("fuzz.txt:"), e.getMessage());
            return;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (file.lines().isEmpty()) return;
        MatchEngine m = Fixtures.start(Fixtures.shared(), map(), Fixtures.settings(SmallRecord.SEED, "franks", "mongols"));
        int next = 0;
        while (m.tick() < 100 && next < file.lines().size()) {
            while (next < file.lines().size() && file.lines().get(next).tick() <= m.tick()) {
                CommandFile.Line line = file.lines().get(next++);
                Command c;
                try {
                    c = file.resolve(line, m);
                } catch (CommandFormatException e) {
                    assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), () -> "line " + line.number() + " refused without a reason");
                    continue;
                }
                Result r = m.submit(c);
                assertTrue(r.accepted() || !r.refusal().message().isBlank(), () -> c + " refused without a reason");
            }
            m.step();
        }
    }
}
