package org.openaok.mapgen.stages.cliff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One of the twenty pieces a cliff is built from: which sides of its cell link to the cliff's
 * cells before and after it, and which way the cliff's face looks out along each link (so
 * whether that link shows the face or only the lip). Eight ends (a side, and the face on either
 * hand of it), four straights (an axis, and the face on either side) and eight corners (a corner,
 * the face outside or inside the turn).
 *
 * <p>The ten cliff units of the game data (ids {@link #FIRST_TYPE} on) hold two pieces each, as
 * their two graphic frames: the unit is a shape (an end towards N, E, S or W, a straight along
 * either axis, a corner), its frame which way the face looks.
 */
public final class CliffPiece {
    /** The first cliff unit (CLIFF1); the ten run on from it. */
    public static final int FIRST_TYPE = 264;
    /** Cliff units. */
    public static final int TYPES = 10;

    private static final List<CliffPiece> ALL;
    private static final CliffPiece[] BY_KEY = new CliffPiece[256];

    private final int index;
    private final int sides;
    private final int clockwise;

    static {
        List<int[]> keys = new ArrayList<>();
        for (Side s : Side.values()) {            // ends: the face on the clockwise hand, then the other
            keys.add(new int[] {s.bit(), s.bit()});
            keys.add(new int[] {s.bit(), 0});
        }
        int ns = Side.N.bit() | Side.S.bit();     // straights: face to E, to W; face to S, to N
        int ew = Side.E.bit() | Side.W.bit();
        keys.add(new int[] {ns, Side.N.bit()});
        keys.add(new int[] {ns, Side.S.bit()});
        keys.add(new int[] {ew, Side.E.bit()});
        keys.add(new int[] {ew, Side.W.bit()});
        for (Side a : Side.values()) {            // corners a-b (b clockwise of a): face outside, inside
            Side b = a.cw();
            keys.add(new int[] {a.bit() | b.bit(), b.bit()});
            keys.add(new int[] {a.bit() | b.bit(), a.bit()});
        }
        List<CliffPiece> all = new ArrayList<>();
        for (int[] k : keys) {
            CliffPiece p = new CliffPiece(all.size(), k[0], k[1]);
            all.add(p);
            BY_KEY[k[0] << 4 | k[1]] = p;
        }
        ALL = Collections.unmodifiableList(all);
    }

    private CliffPiece(int index, int sides, int clockwise) {
        this.index = index;
        this.sides = sides;
        this.clockwise = clockwise;
    }

    /** The twenty pieces, in index order. */
    public static List<CliffPiece> all() { return ALL; }

    public static CliffPiece byIndex(int index) { return ALL.get(index); }

    /**
     * The piece of a cell a cliff passes.
     *
     * @param previous  the side towards the cell before, or null for the cliff's first cell
     * @param next      the side towards the cell after, or null for its last
     * @param faceRight whether the face looks out to the right of the way the cliff was walked
     */
    public static CliffPiece of(Side previous, Side next, boolean faceRight) {
        int sides = (previous == null ? 0 : previous.bit()) | (next == null ? 0 : next.bit());
        int cw = 0;
        // along a link the cliff runs out of the cell (next) or into it (previous); the face is on
        // the same hand of that run, which is the side's clockwise turn for next and right, or for
        // previous and left
        if (next != null && faceRight) cw |= next.bit();
        if (previous != null && !faceRight) cw |= previous.bit();
        CliffPiece p = sides < 16 ? BY_KEY[sides << 4 | cw] : null;
        if (p == null) throw new IllegalArgumentException("no piece links " + previous + " and " + next);
        return p;
    }

    /** The piece a cliff unit's frame shows, or null when the pair is no piece. */
    public static CliffPiece ofUnit(int type, int frame) {
        int i = (type - FIRST_TYPE) * 2 + frame;
        return type >= FIRST_TYPE && type < FIRST_TYPE + TYPES && frame >= 0 && frame < 2 ? ALL.get(i) : null;
    }

    public int index() { return index; }

    /** The cliff unit that holds it. */
    public int type() { return FIRST_TYPE + index / 2; }

    /** Its graphic frame within the unit. */
    public int frame() { return index % 2; }

    /** The sides linked, as a mask of {@link Side#bit()}s. */
    public int sides() { return sides; }

    public boolean links(Side s) { return (sides & s.bit()) != 0; }

    /** How many sides it links: 1 for an end, 2 for a straight or a corner. */
    public int linkCount() { return Integer.bitCount(sides); }

    /** Whether its two links are opposite sides. */
    public boolean straight() {
        return sides == (Side.N.bit() | Side.S.bit()) || sides == (Side.E.bit() | Side.W.bit());
    }

    /** Which way the face looks out along a linked side. */
    public Side normal(Side s) {
        if (!links(s)) throw new IllegalArgumentException(this + " does not link " + s);
        return (clockwise & s.bit()) != 0 ? s.cw() : s.ccw();
    }

    /** Whether the link shows the cliff's face (else only its lip). */
    public boolean showsFace(Side s) { return normal(s).seen(); }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("piece ").append(index).append(" [");
        for (Side s : Side.values()) {
            if (links(s)) b.append(s).append(showsFace(s) ? " face " : " lip ").append(normal(s)).append(';');
        }
        return b.append(']').toString();
    }
}
