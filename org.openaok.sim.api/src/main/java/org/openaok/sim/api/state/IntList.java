package org.openaok.sim.api.state;

import java.util.Arrays;

/** A growable list of ints without boxing. */
public final class IntList {
    private int[] a;
    private int n;

    public IntList() { this(16); }

    public IntList(int capacity) { a = new int[Math.max(4, capacity)]; }

    public int size() { return n; }

    public boolean isEmpty() { return n == 0; }

    public int get(int i) {
        if (i >= n) throw new IndexOutOfBoundsException(i + " of " + n);
        return a[i];
    }

    public void set(int i, int v) {
        if (i >= n) throw new IndexOutOfBoundsException(i + " of " + n);
        a[i] = v;
    }

    public void add(int v) {
        if (n == a.length) a = Arrays.copyOf(a, a.length * 2);
        a[n++] = v;
    }

    public void clear() { n = 0; }

    /** Keeps the first {@code size} values. */
    public void truncate(int size) { if (size < n) n = Math.max(0, size); }

    public int removeLast() { return a[--n]; }

    public boolean contains(int v) {
        for (int i = 0; i < n; i++) if (a[i] == v) return true;
        return false;
    }

    /** Removes the first occurrence, keeping the order of the rest. */
    public boolean remove(int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                System.arraycopy(a, i + 1, a, i, n - i - 1);
                n--;
                return true;
            }
        }
        return false;
    }

    public int[] toArray() { return Arrays.copyOf(a, n); }

    public void sort() { Arrays.sort(a, 0, n); }

    @Override
    public String toString() { return Arrays.toString(toArray()); }
}
