package org.openaok.sim.api.command;

import java.util.LinkedHashMap;
import java.util.Map;

import org.openaok.sim.api.rules.Fixed;

/**
 * A command's arguments as {@code key=value} pairs, in the order written. Positions are written
 * in tiles with up to three decimals ({@code 12.5,40}), and held in thousandths of a tile.
 */
public final class Args {
    /** How many ids one list may hold: a command names at most this many units. */
    public static final int MAX_IDS = 1000;

    private final Map<String, String> values = new LinkedHashMap<>();

    public Args put(String key, String value) {
        values.put(key, value);
        return this;
    }

    public Args put(String key, int value) { return put(key, Integer.toString(value)); }

    public Args putIds(String key, int[] ids) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.length; i++) {
            if (i > 0) b.append(',');
            b.append(ids[i]);
        }
        return put(key, b.toString());
    }

    public Args putPoint(String key, int x, int y) { return put(key, Fixed.format(x) + "," + Fixed.format(y)); }

    public Map<String, String> values() { return values; }

    public boolean has(String key) { return values.containsKey(key); }

    public String text(String key) throws CommandFormatException {
        String v = values.get(key);
        if (v == null || v.isEmpty()) throw new CommandFormatException("missing " + key + "=");
        return v;
    }

    public String text(String key, String fallback) {
        String v = values.get(key);
        return v == null || v.isEmpty() ? fallback : v;
    }

    public int integer(String key) throws CommandFormatException {
        String v = text(key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new CommandFormatException(key + "=" + v + " is not a whole number");
        }
    }

    public int integer(String key, int fallback) throws CommandFormatException {
        return has(key) ? integer(key) : fallback;
    }

    public int[] ids(String key) throws CommandFormatException {
        String v = text(key);
        String[] parts = v.split(",", -1);
        if (parts.length > MAX_IDS) throw new CommandFormatException(key + "= names " + parts.length + " things; at most " + MAX_IDS);
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                out[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new CommandFormatException(key + "=" + v + ": '" + parts[i] + "' is not an id");
            }
        }
        return out;
    }

    /** A position {@code x,y} in tiles, as thousandths: {@code [x, y]}. */
    public int[] point(String key) throws CommandFormatException {
        String v = text(key);
        int comma = v.indexOf(',');
        if (comma < 0 || v.indexOf(',', comma + 1) >= 0) throw new CommandFormatException(key + "=" + v + " is not a position x,y");
        try {
            int x = Fixed.parse(v.substring(0, comma));
            int y = Fixed.parse(v.substring(comma + 1));
            if (x < 0 || y < 0) throw new CommandFormatException(key + "=" + v + " lies off the map");
            return new int[] {x, y};
        } catch (NumberFormatException e) {
            throw new CommandFormatException(key + "=" + v + " is not a position x,y");
        }
    }
}
