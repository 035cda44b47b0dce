package org.openaok.zones.template;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The numbers of players a template is made for, as written: numbers and ranges separated by
 * commas ({@code "2"}, {@code "2-4"}, {@code "1-2,4"}). An empty text means none (0).
 */
public final class PlayerCounts {
    private final SortedSet<Integer> numbers;
    private final String text;

    private PlayerCounts(SortedSet<Integer> numbers, String text) {
        this.numbers = java.util.Collections.unmodifiableSortedSet(numbers);
        this.text = text;
    }

    /** Reads a player count text; empty when it is not one (a part is not a number or a range). */
    public static Optional<PlayerCounts> parse(String text) {
        if (text == null) return Optional.empty();
        String t = text.trim();
        SortedSet<Integer> out = new TreeSet<>();
        if (t.isEmpty()) {
            out.add(0);
            return Optional.of(new PlayerCounts(out, text));
        }
        for (String part : t.split(",", -1)) {
            String[] ends = part.trim().split("-", -1);
            try {
                if (ends.length == 1) {
                    out.add(bounded(ends[0]));
                } else if (ends.length == 2) {
                    int lo = bounded(ends[0]);
                    int hi = bounded(ends[1]);
                    if (hi < lo) return Optional.empty();
                    for (int i = lo; i <= hi; i++) out.add(i);
                } else {
                    return Optional.empty();
                }
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new PlayerCounts(out, text));
    }

    private static int bounded(String s) {
        int v = Integer.parseInt(s.trim());
        if (v < 0 || v > 8) throw new NumberFormatException("out of range");
        return v;
    }

    /** A range, for templates built in code. */
    public static PlayerCounts range(int lo, int hi) {
        SortedSet<Integer> s = new TreeSet<>();
        for (int i = lo; i <= hi; i++) s.add(i);
        return new PlayerCounts(s, lo == hi ? Integer.toString(lo) : lo + "-" + hi);
    }

    public boolean contains(int n) { return numbers.contains(n); }

    /** Every count allowed, ascending. */
    public List<Integer> numbers() { return new ArrayList<>(numbers); }

    public int min() { return numbers.first(); }

    public int max() { return numbers.last(); }

    @Override
    public String toString() { return text; }

    @Override
    public boolean equals(Object o) { return o instanceof PlayerCounts p && p.numbers.equals(numbers); }

    @Override
    public int hashCode() { return numbers.hashCode(); }
}
