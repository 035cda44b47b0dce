package org.openaok.ai.mind;

import java.util.Arrays;

import org.openaok.ai.lang.ParamKind;

/**
 * What a computer player's UserPatch commands remember between passes: the two search lists
 * and their filters, the target object and target point, the groups made from searches, the
 * text last stored for %s, the goals holding cost data, the timestamps precise time is
 * measured from, and the flags set on units.
 */
public final class UpMemory {
    public static final int GROUPS = 20;

    final SearchList local = new SearchList(ParamKind.Limits.LOCAL_SEARCH);
    final SearchList remote = new SearchList(ParamKind.Limits.REMOTE_SEARCH);
    final SearchFilters filters = new SearchFilters();
    /** The target object, or -1. */
    int targetObject = -1;
    /** The target point in tiles, and in hundredths of a tile when it was set precisely. */
    int targetX = -1, targetY = -1;
    int preciseX = -1, preciseY = -1;
    boolean precise;
    /** Each group's members, object ids. */
    final int[][] groups = new int[GROUPS][];
    /** Flags set on objects by up-modify-group-flag: object id to group flag, in id order. */
    final java.util.TreeMap<Integer, Integer> groupFlags = new java.util.TreeMap<>();
    /** The text stored for a %s: a player's name, the map's ... */
    String storedText = "";
    /** The first of the four goals holding cost data, or 0. */
    int costGoal;
    /** The player found last by up-find-player, for up-find-next-player. */
    int lastFound;

    UpMemory() {
        for (int g = 0; g < GROUPS; g++) groups[g] = new int[0];
    }

    /** The target object, -1 for none. */
    public int targetObject() { return targetObject; }

    /** The target point {x, y} in tiles. */
    public int[] targetPoint() { return new int[] {targetX, targetY}; }

    /** The ids in the local search list, in order. */
    public int[] local() { return local.copy(); }

    /** The ids in the remote search list, in order. */
    public int[] remote() { return remote.copy(); }

    /** A group's members. */
    public int[] group(int id) { return id >= 0 && id < GROUPS ? Arrays.copyOf(groups[id], groups[id].length) : new int[0]; }

    public String storedText() { return storedText; }
}
