package org.openaok.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The writer's own number formatting and UTF-8 give exactly what the formulas they replace gave
 * (BigDecimal's plain strings, an OutputStreamWriter's bytes): the map hashes are pinned on them.
 */
class JsonWriterBytesTest {
    /** The formulas the writer used before it formatted numbers itself. */
    private static String decimalReference(long units, int places) {
        return BigDecimal.valueOf(units, places).stripTrailingZeros().toPlainString().replace("E", "e");
    }

    private static String fractionReference(long numerator, int shift) {
        String s = new BigDecimal(numerator).divide(BigDecimal.valueOf(1L << shift)).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    private interface Body { void write(JsonWriter w) throws IOException; }

    private static String text(Body body) throws IOException {
        StringWriter s = new StringWriter();
        try (JsonWriter w = new JsonWriter(s, false)) { body.write(w); }
        return s.toString();
    }

    @Test
    void numbersAreWhatBigDecimalWrote() throws IOException {
        SplittableRandom r = new SplittableRandom(19);
        long[] edges = {0, 1, -1, 9, 10, -10, 999_999_999, 1_000_000_000, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};
        for (int k = 0; k < 20_000; k++) {
            long v = k < edges.length ? edges[k] : (k % 3 == 0 ? r.nextLong() : r.nextLong(-100_000_000_000L, 100_000_000_000L));
            int places = k % 19;
            int shift = k % 17;
            assertEquals(Long.toString(v), text(w -> w.value(v)), "value " + v);
            assertEquals(decimalReference(v, places), text(w -> w.decimal(v, places)), v + " / 10^" + places);
            assertEquals(fractionReference(v, shift), text(w -> w.binaryFraction(v, shift)), v + " / 2^" + shift);
        }
    }

    @Test
    void bytesAreWhatAnOutputStreamWriterWrote() throws IOException {
        String[] names = {"plain", "é ü ß", "城", "\uD83D\uDE00 a pair", "lone \uD83D high", "lone \uDE00 low", "\u0001ctl \"q\" \\"};
        Body body = w -> {
            w.beginObject();
            for (String n : names) w.name(n).value(n);
            w.name("list").beginArray().value(-5).decimal(-5, 3).binaryFraction(-3, 6).value(true).endArray();
            w.endObject();
        };
        ByteArrayOutputStream direct = new ByteArrayOutputStream();
        try (JsonWriter w = new JsonWriter(direct, false)) { body.write(w); }
        ByteArrayOutputStream viaWriter = new ByteArrayOutputStream();
        try (JsonWriter w = new JsonWriter(new OutputStreamWriter(viaWriter, StandardCharsets.UTF_8), false)) { body.write(w); }
        assertArrayEquals(viaWriter.toByteArray(), direct.toByteArray(), direct.toString(StandardCharsets.UTF_8));
        // and more than a buffer's worth
        Body big = w -> {
            w.beginArray();
            for (int i = 0; i < 100_000; i++) w.value(i * 7919L - 1_000_000).value("é\uD83D\uDE00");
            w.endArray();
        };
        direct.reset();
        viaWriter.reset();
        try (JsonWriter w = new JsonWriter(direct, false)) { big.write(w); }
        try (JsonWriter w = new JsonWriter(new OutputStreamWriter(viaWriter, StandardCharsets.UTF_8), false)) { big.write(w); }
        assertArrayEquals(viaWriter.toByteArray(), direct.toByteArray());
    }
}
