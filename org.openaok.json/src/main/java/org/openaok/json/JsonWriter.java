package org.openaok.json;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.ArrayDeque;

/**
 * Writes JSON to a stream, a token at a time, so a big map never sits in memory as text.
 * Numbers are written from integers (a decimal fraction is given as a numerator over a power
 * of ten or two), never through floating-point formatting, so the bytes are the same on every
 * machine and JDK.
 */
public final class JsonWriter implements AutoCloseable {
    private final Writer out;
    private final boolean pretty;
    /** Per open container: has it a first element yet, and is it an object. */
    private final ArrayDeque<boolean[]> stack = new ArrayDeque<>();
    private boolean afterName;

    public JsonWriter(Writer out, boolean pretty) {
        this.out = out;
        this.pretty = pretty;
    }

    public JsonWriter beginObject() throws IOException { return open('{', true); }
    public JsonWriter endObject() throws IOException { return close('}'); }
    public JsonWriter beginArray() throws IOException { return open('[', false); }
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
        out.write(Long.toString(v));
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
        out.write(BigDecimal.valueOf(units, places).stripTrailingZeros().toPlainString().replace("E", "e"));
        return this;
    }

    /** {@code numerator / 2^shift}, exactly (every such fraction has a finite decimal form). */
    public JsonWriter binaryFraction(long numerator, int shift) throws IOException {
        separate();
        BigDecimal v = new BigDecimal(numerator).divide(BigDecimal.valueOf(1L << shift));
        String s = v.stripTrailingZeros().toPlainString();
        out.write(s.equals("-0") ? "0" : s);
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

    private JsonWriter open(char c, boolean object) throws IOException {
        separate();
        out.write(c);
        stack.push(new boolean[] {false, object});
        return this;
    }

    private JsonWriter close(char c) throws IOException {
        boolean[] top = stack.pop();
        if (pretty && top[0]) newline();
        out.write(c);
        return this;
    }

    private void separate() throws IOException {
        if (afterName) {
            afterName = false;
            return;
        }
        boolean[] top = stack.peek();
        if (top == null) return;
        if (top[0]) out.write(',');
        top[0] = true;
        if (pretty) newline();
    }

    private void newline() throws IOException {
        out.write('\n');
        for (int i = 0; i < stack.size(); i++) out.write("  ");
    }

    private void quote(String s) throws IOException {
        out.write('"');
        for (int i = 0; i < s.length(); i++) {
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
}
