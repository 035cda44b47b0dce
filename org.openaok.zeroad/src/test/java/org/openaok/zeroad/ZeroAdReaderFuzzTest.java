package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.data.GameData;
import org.openaok.api.io.MapFormatException;
import org.openaok.api.map.GameMap;
import org.openaok.gamedata.AocGameData;

/**
 * Fuzzes the 0 A.D. map data reader: whatever the bytes, a map or a {@link MapFormatException}
 * naming the field at fault; and a map read writes out data that reads back and writes out byte
 * for byte the same. A normal run replays the seeds in {@code ZeroAdReaderFuzzTestInputs}
 * (written by {@link ZeroAdWriter}).
 */
class ZeroAdReaderFuzzTest {
    private static final GameData DATA = AocGameData.load();
    private static final MappingTable MAPPING = MappingTable.builtin();

    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "zeroad.dict")
    void readerNeverFails(byte[] input) {
        GameMap map;
        try {
            map = ZeroAdReader.read(new ByteArrayInputStream(input), "fuzz.json", DATA, MAPPING);
        } catch (MapFormatException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isBlank());
            return;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        byte[] first = write(map);
        GameMap back;
        try {
            back = ZeroAdReader.read(new ByteArrayInputStream(first), "written.json", DATA, MAPPING);
        } catch (IOException e) {
            throw new AssertionError("what the writer made of a map read does not read back: " + e.getMessage(), e);
        }
        assertArrayEquals(first, write(back), "a map read, written, read and written again changes");
    }

    private static byte[] write(GameMap map) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ZeroAdWriter.write(map, DATA, MAPPING, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
