package org.openaok.ai.mind;

/**
 * Goals 1 to 256 that every computer player of a game shares (set-shared-goal, shared-goal),
 * and the minds of the game's computer players, whose goals and strategic numbers UserPatch
 * lets their allies read (up-allied-goal, up-allied-sn).
 */
public final class SharedGoals {
    public static final int COUNT = 256;
    private final int[] goals = new int[COUNT + 1];
    private final Mind[] minds = new Mind[Mind.SEATS];

    public int get(int id) { return id >= 1 && id <= COUNT ? goals[id] : 0; }

    public void set(int id, int value) {
        if (id >= 1 && id <= COUNT) goals[id] = value;
    }

    /** A computer player of the game, by seat. */
    public void join(int seat, Mind mind) {
        if (seat >= 1 && seat < Mind.SEATS) minds[seat] = mind;
    }

    /** The mind of a computer player of the game, or null. */
    public Mind mind(int seat) { return seat >= 1 && seat < Mind.SEATS ? minds[seat] : null; }
}
