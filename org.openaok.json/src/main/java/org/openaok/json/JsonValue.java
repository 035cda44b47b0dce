package org.openaok.json;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON value and where it was read (1-based line and column; 0 for values built in code).
 * Accessors are lenient in the way a diagnostics-minded reader wants: asking an object for a
 * member it lacks gives {@link Optional#empty()}, never an exception.
 */
public sealed interface JsonValue permits JsonValue.Obj, JsonValue.Arr, JsonValue.Str, JsonValue.Num, JsonValue.Bool, JsonValue.Null {
    int line();

    int column();

    /** "object", "array", "string", "number", "boolean" or "null", for messages. */
    String kind();

    /** An object: members in the order they were written (a repeated key keeps its last value). */
    record Obj(Map<String, JsonValue> members, int line, int column) implements JsonValue {
        public Obj { members = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(members)); }
        public String kind() { return "object"; }
        public Optional<JsonValue> get(String key) { return Optional.ofNullable(members.get(key)); }
        public boolean has(String key) { return members.containsKey(key); }
        public Optional<Obj> object(String key) { return get(key).filter(Obj.class::isInstance).map(Obj.class::cast); }
        public Optional<Arr> array(String key) { return get(key).filter(Arr.class::isInstance).map(Arr.class::cast); }
        public Optional<String> string(String key) { return get(key).filter(Str.class::isInstance).map(v -> ((Str) v).value()); }
        public Optional<Num> number(String key) { return get(key).filter(Num.class::isInstance).map(Num.class::cast); }
        public Optional<Boolean> bool(String key) { return get(key).filter(Bool.class::isInstance).map(v -> ((Bool) v).value()); }
    }

    record Arr(List<JsonValue> items, int line, int column) implements JsonValue {
        public Arr { items = List.copyOf(items); }
        public String kind() { return "array"; }
        public int size() { return items.size(); }
        public JsonValue get(int i) { return items.get(i); }
    }

    record Str(String value, int line, int column) implements JsonValue {
        public String kind() { return "string"; }
    }

    /** A number as written; read it as whole or fractional as the field needs. */
    record Num(String text, int line, int column) implements JsonValue {
        public String kind() { return "number"; }
        /** Whether it is written as a whole number (no fraction or exponent). */
        public boolean isIntegral() { return text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0; }
        public long asLong() {
            if (isIntegral()) {
                try { return Long.parseLong(text); } catch (NumberFormatException e) { /* too big: fall through */ }
            }
            return (long) Double.parseDouble(text);
        }
        public int asInt() {
            long v = asLong();
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
        }
        public double asDouble() { return Double.parseDouble(text); }
    }

    record Bool(boolean value, int line, int column) implements JsonValue {
        public String kind() { return "boolean"; }
    }

    record Null(int line, int column) implements JsonValue {
        public String kind() { return "null"; }
    }
}
