package org.openaok.sim.api.state;

/**
 * What happened in a match, for those who watch rather than decide: computer players' news, the
 * window, the timeline. A ring of the most recent events; each has an ever-growing sequence
 * number, so a reader keeps its place with a cursor and learns when it fell too far behind.
 * Events are not part of the state: nothing in the match reads them back.
 */
public final class Events {
    /** Something of {@code player}'s ({@code a}) was struck by {@code b}, owned by {@code other}. */
    public static final int STRUCK = 1;
    /** {@code a} of type {@code b} appeared for {@code player}. */
    public static final int CREATED = 2;
    /** {@code a} of type {@code b} of {@code player} died; {@code other} killed it (0 if none). */
    public static final int DIED = 3;
    /** {@code player} researched technology {@code a}. */
    public static final int RESEARCHED = 4;
    /** {@code player} reached age {@code a}. */
    public static final int AGE = 5;
    /** {@code player} gave {@code other} {@code b} thousandths of resource {@code a}. */
    public static final int TRIBUTE = 6;
    /** {@code player} was defeated ({@code a} 1 if it resigned). */
    public static final int DEFEATED = 7;
    /** A building {@code a} of type {@code b} of {@code player} was finished. */
    public static final int FINISHED = 8;
    /** {@code a} changed hands from {@code other} to {@code player}. */
    public static final int CONVERTED = 9;
    /** The match ended; {@code a} is the winning team or seat mask. */
    public static final int ENDED = 10;
    /**
     * {@code player} said a chat line to {@code a} (one of the {@code CHAT_} audiences), {@code other}
     * the seat for {@link #CHAT_PLAYER}; {@code b} is the taunt the line is (its leading number), or 0.
     */
    public static final int CHAT = 11;
    public static final int CHAT_SELF = 0, CHAT_LOCAL = 1, CHAT_ALL = 2, CHAT_ALLIES = 3, CHAT_ENEMIES = 4, CHAT_PLAYER = 5;

    private static final int SIZE = 1 << 14;
    private final int[] kind = new int[SIZE], tick = new int[SIZE], player = new int[SIZE], other = new int[SIZE],
            a = new int[SIZE], b = new int[SIZE];
    private long next;

    public void add(int k, int t, int p, int o, int va, int vb) {
        int i = (int) (next & (SIZE - 1));
        kind[i] = k;
        tick[i] = t;
        player[i] = p;
        other[i] = o;
        a[i] = va;
        b[i] = vb;
        next++;
    }

    /** The sequence number the next event will have. */
    public long next() { return next; }

    /** The oldest sequence number still held. */
    public long oldest() { return Math.max(0, next - SIZE); }

    private int slot(long seq) {
        if (seq < oldest() || seq >= next) throw new IndexOutOfBoundsException("event " + seq + " is no longer held");
        return (int) (seq & (SIZE - 1));
    }

    public int kind(long seq) { return kind[slot(seq)]; }
    public int tick(long seq) { return tick[slot(seq)]; }
    public int player(long seq) { return player[slot(seq)]; }
    public int other(long seq) { return other[slot(seq)]; }
    public int a(long seq) { return a[slot(seq)]; }
    public int b(long seq) { return b[slot(seq)]; }
}
