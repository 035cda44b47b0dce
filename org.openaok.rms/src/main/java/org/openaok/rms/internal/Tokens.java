package org.openaok.rms.internal;

import java.util.Arrays;

/**
 * A list of tokens as parallel arrays: the word's symbol, its file, line and column, and for the
 * preprocessor's output the value the word stood for when it was read (a number, or a constant's
 * value at that point) and, in the all-branches check, the branches it lies in.
 */
final class Tokens {
    static final byte HAS_VALUE = 1;

    int size;
    int[] sym;
    int[] file;
    int[] line;
    int[] column;
    int[] value;
    byte[] flags;
    Branches[] branches;

    Tokens(int capacity) {
        sym = new int[capacity];
        file = new int[capacity];
        line = new int[capacity];
        column = new int[capacity];
    }

    void add(int s, int f, int l, int c) {
        if (size == sym.length) grow();
        sym[size] = s;
        file[size] = f;
        line[size] = l;
        column[size] = c;
        size++;
    }

    /** Switches on the preprocessor's extra columns. */
    Tokens withValues(boolean trackBranches) {
        value = new int[sym.length];
        flags = new byte[sym.length];
        if (trackBranches) branches = new Branches[sym.length];
        return this;
    }

    void add(int s, int f, int l, int c, boolean hasValue, int v, Branches b) {
        if (size == sym.length) grow();
        int i = size;
        add(s, f, l, c);
        if (hasValue) {
            flags[i] = HAS_VALUE;
            value[i] = v;
        }
        if (branches != null) branches[i] = b;
    }

    private void grow() {
        int n = Math.max(16, sym.length * 2);
        sym = Arrays.copyOf(sym, n);
        file = Arrays.copyOf(file, n);
        line = Arrays.copyOf(line, n);
        column = Arrays.copyOf(column, n);
        if (value != null) {
            value = Arrays.copyOf(value, n);
            flags = Arrays.copyOf(flags, n);
        }
        if (branches != null) branches = Arrays.copyOf(branches, n);
    }
}
