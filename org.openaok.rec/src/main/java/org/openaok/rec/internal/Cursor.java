package org.openaok.rec.internal;

import java.nio.charset.Charset;

/**
 * Little-endian reading over the inflated header, every read checked against its end: a
 * truncated or damaged header ends in {@link Damaged}, never in an exception of the JDK's.
 */
public final class Cursor {
    private final byte[] b;
    private int p;
    private String section = "header";

    public Cursor(byte[] bytes, int position) {
        this.b = bytes;
        this.p = position;
    }

    /** Names the part being read, for the diagnostics. */
    public void section(String name) { section = name; }

    public String section() { return section; }

    public int position() { return p; }

    public void seek(int position) throws Damaged {
        if (position < 0 || position > b.length) throw damaged("a position outside the header (" + position + ")");
        p = position;
    }

    public int length() { return b.length; }

    public byte[] bytes() { return b; }

    public Damaged damaged(String what) { return new Damaged(section, p, what); }

    private void need(long n) throws Damaged {
        if (n < 0 || p + n > b.length) throw damaged("the header ends " + (p + n - b.length) + " bytes too soon");
    }

    public int u8() throws Damaged {
        need(1);
        return b[p++] & 0xff;
    }

    public int u16() throws Damaged {
        need(2);
        int v = (b[p] & 0xff) | (b[p + 1] & 0xff) << 8;
        p += 2;
        return v;
    }

    public int i32() throws Damaged {
        need(4);
        int v = (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | (b[p + 3] & 0xff) << 24;
        p += 4;
        return v;
    }

    /** An unsigned count, refused when it could not fit in what is left of the header. */
    public int count(int bytesEach) throws Damaged {
        int n = i32();
        if (n < 0 || (long) n * Math.max(1, bytesEach) > b.length - p) throw damaged("a count of " + (n & 0xffffffffL) + " that the header cannot hold");
        return n;
    }

    public float f32() throws Damaged { return Float.intBitsToFloat(i32()); }

    public void skip(long n) throws Damaged {
        need(n);
        p += (int) n;
    }

    public byte[] take(int n) throws Damaged {
        need(n);
        byte[] out = new byte[n];
        System.arraycopy(b, p, out, 0, n);
        p += n;
        return out;
    }

    /** The byte at an offset from here, or -1 past the end. */
    public int peek(int ahead) {
        int i = p + ahead;
        return i >= 0 && i < b.length ? b[i] & 0xff : -1;
    }

    /** A string with a 16-bit length before it. */
    public String string16(Charset cs) throws Damaged {
        int n = u16();
        return new String(take(n), cs);
    }

    /** A string with a 32-bit length before it. */
    public String string32(Charset cs) throws Damaged {
        int n = count(1);
        return new String(take(n), cs);
    }

    /** HD's strings: a 16-bit length, the marker 0x60 0x0a, the bytes. */
    public String hdString() throws Damaged {
        int n = u16();
        if (u16() != 0x0a60) throw new Damaged(section, p - 2, "no HD string marker (0x60 0x0a) where one belongs");
        return new String(take(n), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Skips a 32-bit separator HD writes between its settings, checking it is there. */
    public void hdSeparator() throws Damaged {
        int at = p;
        if (i32() != 0x00025fa3) throw new Damaged(section, at, "no HD separator (a3 5f 02 00) where one belongs");
    }

    /** The first place at or after {@code from} where the pattern stands (-1 matches any byte), or -1. */
    public int find(int from, int[] pattern) {
        outer:
        for (int i = Math.max(0, from); i + pattern.length <= b.length; i++) {
            for (int k = 0; k < pattern.length; k++) {
                if (pattern[k] >= 0 && (b[i + k] & 0xff) != pattern[k]) continue outer;
            }
            return i;
        }
        return -1;
    }
}
