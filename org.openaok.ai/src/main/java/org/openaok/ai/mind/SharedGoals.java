package org.openaok.ai.mind;

/** Goals 1 to 256 that every computer player of a game shares (set-shared-goal, shared-goal). */
public final class SharedGoals {
    public static final int COUNT = 256;
    private final int[] goals = new int[COUNT + 1];

    public int get(int id) { return id >= 1 && id <= COUNT ? goals[id] : 0; }

    public void set(int id, int value) {
        if (id >= 1 && id <= COUNT) goals[id] = value;
    }
}
