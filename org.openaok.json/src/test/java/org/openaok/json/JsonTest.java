package org.openaok.json;

import static org.junit.jupiter.api.Assertions.*;

import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void readsHandWrittenJsonWithCommentsAndTrailingCommas() throws Exception {
        String text = """
                {
                  // a line comment
                  "zones" : { "1" : { "type" : "playerStart", "size" : 11, }, },
                  /* a block
                     comment */
                  "list" : [1, -2.5, 3e2, true, false, null, "a\\"b\\u0041",],
                }
                """;
        JsonValue.Obj o = (JsonValue.Obj) JsonReader.parse(text, "t.json");
        JsonValue.Obj zone = o.object("zones").orElseThrow().object("1").orElseThrow();
        assertEquals("playerStart", zone.string("type").orElseThrow());
        assertEquals(11, zone.number("size").orElseThrow().asInt());
        assertEquals(3, zone.line());
        JsonValue.Arr list = o.array("list").orElseThrow();
        assertEquals(7, list.size());
        assertEquals(-2.5, ((JsonValue.Num) list.get(1)).asDouble());
        assertEquals(300, ((JsonValue.Num) list.get(2)).asLong());
        assertEquals("a\"bA", ((JsonValue.Str) list.get(6)).value());
        assertEquals(6, list.get(0).line());
        assertTrue(o.string("missing").isEmpty());
    }

    @Test
    void reportsWhereItStopped() {
        JsonException e = assertThrows(JsonException.class, () -> JsonReader.parse("{\n  \"a\": 1\n  \"b\": 2\n}", "bad.json"));
        assertEquals(3, e.line());
        assertEquals(3, e.column());
        assertTrue(e.getMessage().startsWith("bad.json:3:3:"), e.getMessage());
        assertThrows(JsonException.class, () -> JsonReader.parse("[1, 2", "x"));
        assertThrows(JsonException.class, () -> JsonReader.parse("\"abc", "x"));
        assertThrows(JsonException.class, () -> JsonReader.parse("/* never closed", "x"));
        assertThrows(JsonException.class, () -> JsonReader.parse("{} {}", "x"));
        assertThrows(JsonException.class, () -> JsonReader.parse("[".repeat(100_000), "x"), "depth is bounded");
    }

    @Test
    void writesTheSameBytesForTheSameValues() throws Exception {
        StringWriter s = new StringWriter();
        try (JsonWriter w = new JsonWriter(s, false)) {
            w.beginObject().name("size").value(128).name("x").binaryFraction(26214, 8).name("r").decimal(8600, 4)
                    .name("neg").binaryFraction(-64, 8).name("zero").binaryFraction(0, 6)
                    .name("s").value("q\"\n").name("a").beginArray().value(1).value(true).endArray().endObject();
        }
        assertEquals("{\"size\":128,\"x\":102.3984375,\"r\":0.86,\"neg\":-0.25,\"zero\":0,\"s\":\"q\\\"\\n\",\"a\":[1,true]}", s.toString());
    }

    @Test
    void roundTripsAParsedDocument() throws Exception {
        String text = "{\"a\":[1,2.50,{\"b\":null}],\"c\":\"d\"}";
        StringWriter s = new StringWriter();
        try (JsonWriter w = new JsonWriter(s, false)) {
            w.value(JsonReader.parse(text, "x"));
        }
        assertEquals(text, s.toString());
    }

    @Test
    void numbersAreAsciiDigitsOnly() {
        // Issue 20: Java's isDigit took Arabic-Indic digits, and asDouble then threw NumberFormatException.
        for (String text : new String[] {"\u0661.\u0665", "[\u0663]", "1\u0660", "-\u0661", "1.\u0665", "1e\u0661"}) {
            assertThrows(JsonException.class, () -> JsonReader.parse(text, "digits.json"), text);
        }
    }

    @Test
    void aUnicodeEscapeIsFourHexDigits() throws Exception {
        // Issue 20: parseInt took a sign (backslash-u-041 read as U+FFBF) and full-width digits.
        for (String text : new String[] {"\"\\u+041\"", "\"\\u-041\"", "\"\\u\uff10041\"", "\"\\u12\"", "\"\\u12"}) {
            assertThrows(JsonException.class, () -> JsonReader.parse(text, "escape.json"), text);
        }
        assertEquals("A\u00e9\uABCD", ((JsonValue.Str) JsonReader.parse("\"\\u0041\\u00E9\\uabcd\"", "ok.json")).value());
    }
}
