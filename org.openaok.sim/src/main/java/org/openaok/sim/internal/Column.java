package org.openaok.sim.internal;

import java.util.Arrays;

/**
 * One number per entity, for a system's own state: grows as ids do, reads 0 (or the fill value)
 * for ids it has not seen.
 */
public final class Column {
    private int[] a;
    private final int fill;

    public Column(int fill) {
        this.fill = fill;
        a = new int[1024];
        if (fill != 0) Arrays.fill(a, fill);
    }

    public Column() { this(0); }

    public int get(int id) { return id < a.length ? a[id] : fill; }

    public void set(int id, int v) {
        if (id >= a.length) {
            int old = a.length;
            int c = old;
            while (c <= id) c *= 2;
            a = Arrays.copyOf(a, c);
            if (fill != 0) Arrays.fill(a, old, c, fill);
        }
        a[id] = v;
    }

    public void add(int id, int d) { set(id, get(id) + d); }
}
