package org.openaok.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes the JSON reader (templates, settings and 0 A.D. map data all come through it). Whatever
 * the text, it is a value or a {@link JsonException} with a position, nothing else; a value's
 * accessors never throw; and what the writer makes of a value is strict JSON that reads back to
 * the same value. A normal run replays the seeds in {@code JsonReaderFuzzTestInputs}.
 */
class JsonReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "json.dict")
    void readerNeverFails(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        JsonValue v;
        try {
            v = JsonReader.parse(text, "fuzz.json");
        } catch (JsonException e) {
            assertTrue(e.line() >= 1 && e.column() >= 1 && !e.reason().isEmpty(), e.getMessage());
            return;
        }
        touch(v);
        String written = write(v);
        JsonValue again;
        try {
            again = JsonReader.parse(written, "written.json");
        } catch (JsonException e) {
            throw new AssertionError("the writer's output does not read back: " + e.getMessage() + "\n" + written, e);
        }
        assertEquals(written, write(again), "a value written, read and written again changes");
    }

    /** Every accessor of every value, as a reader of a template or a map would call them. */
    private static void touch(JsonValue v) {
        assertTrue(v.line() >= 1 && v.column() >= 1, v.kind());
        if (v instanceof JsonValue.Obj o) {
            for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
                o.object(e.getKey());
                o.array(e.getKey());
                o.string(e.getKey());
                o.number(e.getKey());
                o.bool(e.getKey());
                touch(e.getValue());
            }
        } else if (v instanceof JsonValue.Arr a) {
            for (JsonValue item : a.items()) touch(item);
        } else if (v instanceof JsonValue.Num n) {
            n.isIntegral();
            n.asLong();
            n.asInt();
            n.asDouble();
        }
    }

    private static String write(JsonValue v) {
        StringWriter out = new StringWriter();
        try (JsonWriter w = new JsonWriter(out, false)) {
            w.value(v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
