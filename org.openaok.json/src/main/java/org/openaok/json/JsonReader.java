package org.openaok.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON as people write it by hand: {@code //} and {@code /* *}{@code /} comments and a comma
 * before a closing bracket are allowed (VCMI's templates and settings use both). Anything else
 * that is not JSON is a {@link JsonException} with line and column. Nesting is bounded, so a
 * hostile file cannot exhaust the stack.
 */
public final class JsonReader {
    /** Deepest nesting of arrays and objects accepted. */
    public static final int MAX_DEPTH = 512;

    private final String src;
    private final String source;
    private int pos;
    private int line = 1;
    private int lineStart;
    private int depth;

    private JsonReader(String text, String source) {
        this.src = text;
        this.source = source;
    }

    /** Parses one JSON value filling the whole text (a leading byte order mark is skipped). */
    public static JsonValue parse(String text, String source) throws JsonException {
        JsonReader r = new JsonReader(text, source);
        if (r.src.startsWith("\uFEFF")) r.pos = 1;
        r.skipSpace();
        JsonValue v = r.value();
        r.skipSpace();
        if (r.pos < r.src.length()) throw r.error("unexpected '" + r.src.charAt(r.pos) + "' after the value");
        return v;
    }

    private JsonException error(String reason) {
        return new JsonException(source, line, pos - lineStart + 1, reason);
    }

    private JsonValue value() throws JsonException {
        if (pos >= src.length()) throw error("unexpected end of input, expected a value");
        int l = line;
        int c = pos - lineStart + 1;
        char ch = src.charAt(pos);
        switch (ch) {
            case '{': return object(l, c);
            case '[': return array(l, c);
            case '"': return new JsonValue.Str(string(), l, c);
            case 't': word("true"); return new JsonValue.Bool(true, l, c);
            case 'f': word("false"); return new JsonValue.Bool(false, l, c);
            case 'n': word("null"); return new JsonValue.Null(l, c);
            default:
                if (ch == '-' || (ch >= '0' && ch <= '9')) return new JsonValue.Num(number(), l, c);
                throw error("unexpected '" + ch + "', expected a value");
        }
    }

    private JsonValue.Obj object(int l, int c) throws JsonException {
        if (++depth > MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
        pos++;
        Map<String, JsonValue> members = new LinkedHashMap<>();
        skipSpace();
        while (true) {
            if (pos >= src.length()) throw error("unclosed object (opened at " + l + ":" + c + ")");
            if (src.charAt(pos) == '}') { pos++; break; }
            if (src.charAt(pos) != '"') throw error("expected a member name in quotes");
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            members.put(key, value());
            skipSpace();
            if (pos < src.length() && src.charAt(pos) == ',') {
                pos++;
                skipSpace();
            } else if (pos < src.length() && src.charAt(pos) != '}') {
                throw error("expected ',' or '}' after member \"" + key + "\"");
            }
        }
        depth--;
        return new JsonValue.Obj(members, l, c);
    }

    private JsonValue.Arr array(int l, int c) throws JsonException {
        if (++depth > MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
        pos++;
        List<JsonValue> items = new ArrayList<>();
        skipSpace();
        while (true) {
            if (pos >= src.length()) throw error("unclosed array (opened at " + l + ":" + c + ")");
            if (src.charAt(pos) == ']') { pos++; break; }
            items.add(value());
            skipSpace();
            if (pos < src.length() && src.charAt(pos) == ',') {
                pos++;
                skipSpace();
            } else if (pos < src.length() && src.charAt(pos) != ']') {
                throw error("expected ',' or ']' in array");
            }
        }
        depth--;
        return new JsonValue.Arr(items, l, c);
    }

    private void expect(char ch) throws JsonException {
        if (pos >= src.length() || src.charAt(pos) != ch) throw error("expected '" + ch + "'");
        pos++;
    }

    private void word(String w) throws JsonException {
        if (!src.startsWith(w, pos)) throw error("unexpected word, expected " + w);
        pos += w.length();
    }

    private String number() throws JsonException {
        int start = pos;
        if (src.charAt(pos) == '-') pos++;
        int digits = pos;
        while (pos < src.length() && digit(src.charAt(pos))) pos++;
        if (pos == digits) throw error("a number needs digits");
        if (pos < src.length() && src.charAt(pos) == '.') {
            pos++;
            int frac = pos;
            while (pos < src.length() && digit(src.charAt(pos))) pos++;
            if (pos == frac) throw error("a number needs digits after '.'");
        }
        if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
            pos++;
            if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) pos++;
            int exp = pos;
            while (pos < src.length() && digit(src.charAt(pos))) pos++;
            if (pos == exp) throw error("a number needs digits in its exponent");
        }
        return src.substring(start, pos);
    }

    /** JSON's digits are 0-9 only: Java's isDigit also takes other scripts' digits, which no number parser reads. */
    private static boolean digit(char c) { return c >= '0' && c <= '9'; }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    private String string() throws JsonException {
        int l = line;
        int c = pos - lineStart + 1;
        pos++;
        StringBuilder sb = null;
        int runStart = pos;
        while (true) {
            if (pos >= src.length()) throw new JsonException(source, l, c, "unclosed string");
            char ch = src.charAt(pos);
            if (ch == '"') {
                String s = sb == null ? src.substring(runStart, pos) : sb.append(src, runStart, pos).toString();
                pos++;
                return s;
            }
            if (ch == '\n') throw error("a line break inside a string");
            if (ch == '\\') {
                if (sb == null) sb = new StringBuilder();
                sb.append(src, runStart, pos);
                pos++;
                if (pos >= src.length()) throw error("unclosed string");
                char e = src.charAt(pos++);
                switch (e) {
                    case '"': sb.append('"'); break;
                    case '\\': sb.append('\\'); break;
                    case '/': sb.append('/'); break;
                    case 'b': sb.append('\b'); break;
                    case 'f': sb.append('\f'); break;
                    case 'n': sb.append('\n'); break;
                    case 'r': sb.append('\r'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        // four ASCII hex digits: parseInt alone would take a sign or another script's digits
                        int code = 0;
                        for (int k = 0; k < 4; k++) {
                            int h = pos + k < src.length() ? hex(src.charAt(pos + k)) : -1;
                            if (h < 0) throw error("a \\u escape needs four hex digits");
                            code = code * 16 + h;
                        }
                        sb.append((char) code);
                        pos += 4;
                        break;
                    default: throw error("unknown escape \\" + e);
                }
                runStart = pos;
                continue;
            }
            pos++;
        }
    }

    /** Skips white space and comments, counting lines. */
    private void skipSpace() throws JsonException {
        while (pos < src.length()) {
            char ch = src.charAt(pos);
            if (ch == '\n') {
                pos++;
                line++;
                lineStart = pos;
            } else if (ch == ' ' || ch == '\t' || ch == '\r') {
                pos++;
            } else if (ch == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
                while (pos < src.length() && src.charAt(pos) != '\n') pos++;
            } else if (ch == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '*') {
                int l = line;
                int c = pos - lineStart + 1;
                pos += 2;
                while (true) {
                    if (pos + 1 >= src.length()) throw new JsonException(source, l, c, "unclosed comment");
                    if (src.charAt(pos) == '*' && src.charAt(pos + 1) == '/') { pos += 2; break; }
                    if (src.charAt(pos) == '\n') { line++; lineStart = pos + 1; }
                    pos++;
                }
            } else {
                return;
            }
        }
    }
}
