package org.openaok.json;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.math.BigDecimal;

/**
 * Writes JSON to a stream, a token at a time, so a big map never sits in memory as text.
 * Numbers are written from integers (a decimal fraction is given as a numerator over a power
 * of ten or two), never through floating-point formatting, so the bytes are the same on every
 * machine and JDK. Given a byte stream it writes UTF-8 itself, through a buffer no lock guards:
 * a map's export is some 170,000 numbers, written where a map is hashed.
 */
public final class JsonWriter implements AutoCloseable {
    private final Writer out;
    private final boolean pretty;
    /** Per open container, innermost last: has it a first element yet (a map's export opens some 60,000). */
    private boolean[] started = new boolean[16];
    private int depth;
    private boolean afterName;
    private final char[] digits = new char[40];
    private final char[] fractionDigits = new char[16];

    public JsonWriter(Writer out, boolean pretty) {
        this.out = out;
        this.pretty = pretty;
    }

    /** Writes UTF-8 to the stream (the same bytes an {@code OutputStreamWriter} would), buffered. */
    public JsonWriter(OutputStream out, boolean pretty) {
        this(new Utf8Out(out), pretty);
    }

    public JsonWriter beginObject() throws IOException { return open('{'); }
    public JsonWriter endObject() throws IOException { return close('}'); }
    public JsonWriter beginArray() throws IOException { return open('['); }
    public JsonWriter endArray() throws IOException { return close(']'); }

    public JsonWriter name(String name) throws IOException {
        separate();
        quote(name);
        out.write(pretty ? ": " : ":");
        afterName = true;
        return this;
    }

    public JsonWriter value(String s) throws IOException {
        separate();
        if (s == null) out.write("null");
        else quote(s);
        return this;
    }

    public JsonWriter value(long v) throws IOException {
        separate();
        if (v == Long.MIN_VALUE) {
            out.write(Long.toString(v));
            return this;
        }
        int p = digits.length;
        long a = Math.abs(v);
        do {
            digits[--p] = (char) ('0' + (int) (a % 10));
            a /= 10;
        } while (a != 0);
        if (v < 0) digits[--p] = '-';
        out.write(digits, p, digits.length - p);
        return this;
    }

    public JsonWriter value(boolean v) throws IOException {
        separate();
        out.write(v ? "true" : "false");
        return this;
    }

    /** {@code units / 10^places}, exactly, trailing zeros dropped (e.g. 1024, 1 gives 102.4). */
    public JsonWriter decimal(long units, int places) throws IOException {
        separate();
        if (places < 0 || places > 18 || units == Long.MIN_VALUE) {
            out.write(BigDecimal.valueOf(units, places).stripTrailingZeros().toPlainString().replace("E", "e"));
            return this;
        }
        long scale = 1;
        for (int k = 0; k < places; k++) scale *= 10;
        long a = Math.abs(units);
        long fraction = a % scale;
        int p = digits.length;
        // the fraction's digits, places of them with leading zeros, less its trailing zeros
        int width = places;
        while (fraction != 0 && fraction % 10 == 0) {
            fraction /= 10;
            width--;
        }
        if (fraction != 0) {
            for (int k = 0; k < width; k++) {
                digits[--p] = (char) ('0' + (int) (fraction % 10));
                fraction /= 10;
            }
            digits[--p] = '.';
        }
        return whole(units < 0 && a != 0, a / scale, p);
    }

    /** {@code numerator / 2^shift}, exactly (every such fraction has a finite decimal form). */
    public JsonWriter binaryFraction(long numerator, int shift) throws IOException {
        separate();
        if (shift < 0 || shift > 16 || numerator == Long.MIN_VALUE) {
            BigDecimal v = new BigDecimal(numerator).divide(BigDecimal.valueOf(1L << shift));
            String s = v.stripTrailingZeros().toPlainString();
            out.write(s.equals("-0") ? "0" : s);
            return this;
        }
        long a = Math.abs(numerator);
        long mask = (1L << shift) - 1;
        long fraction = a & mask;
        // the fraction's digits, at most shift of them: each step takes one decimal digit off it
        char[] f = fractionDigits;
        int count = 0;
        while (fraction != 0) {
            fraction *= 10;
            f[count++] = (char) ('0' + (int) (fraction >>> shift));
            fraction &= mask;
        }
        int p = digits.length - count;
        if (count > 0) {
            System.arraycopy(f, 0, digits, p, count);
            digits[--p] = '.';
        }
        return whole(numerator < 0, a >>> shift, p);
    }

    /** Writes the sign and whole part before what digits[p..] holds, then all of it. */
    private JsonWriter whole(boolean negative, long whole, int p) throws IOException {
        do {
            digits[--p] = (char) ('0' + (int) (whole % 10));
            whole /= 10;
        } while (whole != 0);
        if (negative) digits[--p] = '-';
        out.write(digits, p, digits.length - p);
        return this;
    }

    /** A raw number text already in JSON form (e.g. a read {@link JsonValue.Num}). */
    public JsonWriter rawNumber(String text) throws IOException {
        separate();
        out.write(text);
        return this;
    }

    /** Writes a parsed value back. */
    public JsonWriter value(JsonValue v) throws IOException {
        if (v instanceof JsonValue.Obj o) {
            beginObject();
            for (var e : o.members().entrySet()) {
                name(e.getKey());
                value(e.getValue());
            }
            return endObject();
        } else if (v instanceof JsonValue.Arr a) {
            beginArray();
            for (JsonValue item : a.items()) value(item);
            return endArray();
        } else if (v instanceof JsonValue.Str s) {
            return value(s.value());
        } else if (v instanceof JsonValue.Num n) {
            return rawNumber(n.text());
        } else if (v instanceof JsonValue.Bool b) {
            return value(b.value());
        }
        separate();
        out.write("null");
        return this;
    }

    private JsonWriter open(char c) throws IOException {
        separate();
        out.write(c);
        if (depth == started.length) started = java.util.Arrays.copyOf(started, depth * 2);
        started[depth++] = false;
        return this;
    }

    private JsonWriter close(char c) throws IOException {
        if (depth == 0) throw new java.util.NoSuchElementException("no container open");
        boolean first = started[--depth];
        if (pretty && first) newline();
        out.write(c);
        return this;
    }

    private void separate() throws IOException {
        if (afterName) {
            afterName = false;
            return;
        }
        if (depth == 0) return;
        if (started[depth - 1]) out.write(',');
        started[depth - 1] = true;
        if (pretty) newline();
    }

    private void newline() throws IOException {
        out.write('\n');
        for (int i = 0; i < depth; i++) out.write("  ");
    }

    private void quote(String s) throws IOException {
        out.write('"');
        int plain = 0;
        while (plain < s.length()) {
            char ch = s.charAt(plain);
            if (ch < 0x20 || ch == '"' || ch == '\\') break;
            plain++;
        }
        // the part that needs no escape goes in one write
        out.write(s, 0, plain);
        for (int i = plain; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"': out.write("\\\""); break;
                case '\\': out.write("\\\\"); break;
                case '\n': out.write("\\n"); break;
                case '\r': out.write("\\r"); break;
                case '\t': out.write("\\t"); break;
                default:
                    if (ch < 0x20) out.write(String.format("\\u%04x", (int) ch));
                    else out.write(ch);
            }
        }
        out.write('"');
    }

    @Override
    public void close() throws IOException {
        out.flush();
    }

    /**
     * UTF-8 into a buffer, then the stream: what {@code OutputStreamWriter} writes (a lone
     * surrogate as '?', a pair as one code point, even split across writes), without its lock and
     * encoder. Flushing leaves a trailing high surrogate waiting, as that writer does.
     */
    private static final class Utf8Out extends Writer {
        private final OutputStream out;
        private final byte[] buf = new byte[1 << 16];
        private int n;
        private char high;

        Utf8Out(OutputStream out) { this.out = out; }

        @Override
        public void write(int c) throws IOException {
            if (c < 0x80 && c >= 0 && high == 0 && n < buf.length) buf[n++] = (byte) c;
            else put((char) c);
        }

        @Override
        public void write(char[] a, int off, int len) throws IOException {
            for (int i = off, end = off + len; i < end; i++) {
                char c = a[i];
                if (c < 0x80 && high == 0) {
                    if (n == buf.length) drain();
                    buf[n++] = (byte) c;
                } else {
                    put(c);
                }
            }
        }

        @Override
        public void write(String s, int off, int len) throws IOException {
            for (int i = off, end = off + len; i < end; i++) {
                char c = s.charAt(i);
                if (c < 0x80 && high == 0) {
                    if (n == buf.length) drain();
                    buf[n++] = (byte) c;
                } else {
                    put(c);
                }
            }
        }

        private void put(char c) throws IOException {
            if (n > buf.length - 4) drain();
            if (high != 0) {
                char h = high;
                high = 0;
                if (Character.isLowSurrogate(c)) {
                    int cp = Character.toCodePoint(h, c);
                    buf[n++] = (byte) (0xF0 | (cp >> 18));
                    buf[n++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                    buf[n++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                    buf[n++] = (byte) (0x80 | (cp & 0x3F));
                    return;
                }
                buf[n++] = '?';
                if (n > buf.length - 4) drain();
            }
            if (c < 0x80) {
                buf[n++] = (byte) c;
            } else if (c < 0x800) {
                buf[n++] = (byte) (0xC0 | (c >> 6));
                buf[n++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c)) {
                high = c;
            } else if (Character.isLowSurrogate(c)) {
                buf[n++] = '?';
            } else {
                buf[n++] = (byte) (0xE0 | (c >> 12));
                buf[n++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                buf[n++] = (byte) (0x80 | (c & 0x3F));
            }
        }

        private void drain() throws IOException {
            out.write(buf, 0, n);
            n = 0;
        }

        @Override
        public void flush() throws IOException {
            drain();
            out.flush();
        }

        @Override
        public void close() throws IOException {
            flush();
            out.close();
        }
    }
}
