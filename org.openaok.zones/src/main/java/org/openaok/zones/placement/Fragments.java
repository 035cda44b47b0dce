package org.openaok.zones.placement;

import java.util.Arrays;

/**
 * Keeps every zone in one piece after its borders were roughened: each zone keeps its largest
 * side-by-side connected piece, and a stray piece goes to the zone it borders most. Repeated
 * until nothing moves, at most {@link #PASSES} times.
 */
final class Fragments {
    static final int PASSES = 12;

    private Fragments() {}

    /** @return passes taken */
    static int mend(int[] owner, int size, int zones) {
        int n = size * size;
        int[] label = new int[n];
        int[] queue = new int[n];
        for (int pass = 1; pass <= PASSES; pass++) {
            Arrays.fill(label, -1);
            int labels = 0;
            int[] compSize = new int[16];
            int[] compZone = new int[16];
            for (int s = 0; s < n; s++) {
                if (label[s] >= 0) continue;
                if (labels == compSize.length) {
                    compSize = Arrays.copyOf(compSize, labels * 2);
                    compZone = Arrays.copyOf(compZone, labels * 2);
                }
                int z = owner[s];
                int head = 0, tail = 0;
                queue[tail++] = s;
                label[s] = labels;
                while (head < tail) {
                    int i = queue[head++];
                    int x = i % size, y = i / size;
                    if (x > 0 && label[i - 1] < 0 && owner[i - 1] == z) { label[i - 1] = labels; queue[tail++] = i - 1; }
                    if (x + 1 < size && label[i + 1] < 0 && owner[i + 1] == z) { label[i + 1] = labels; queue[tail++] = i + 1; }
                    if (y > 0 && label[i - size] < 0 && owner[i - size] == z) { label[i - size] = labels; queue[tail++] = i - size; }
                    if (y + 1 < size && label[i + size] < 0 && owner[i + size] == z) { label[i + size] = labels; queue[tail++] = i + size; }
                }
                compSize[labels] = tail;
                compZone[labels] = z;
                labels++;
            }
            int[] keep = new int[zones];
            Arrays.fill(keep, -1);
            for (int c = 0; c < labels; c++) {
                int z = compZone[c];
                if (keep[z] < 0 || compSize[c] > compSize[keep[z]]) keep[z] = c;
            }
            if (labels == countKept(keep)) return pass;
            // each stray piece goes to the neighbour it touches most; pieces are handled in label order
            boolean[] stray = new boolean[labels];
            for (int c = 0; c < labels; c++) stray[c] = keep[compZone[c]] != c;
            int[][] target = new int[labels][];
            for (int i = 0; i < n; i++) {
                int c = label[i];
                if (!stray[c]) continue;
                if (target[c] == null) target[c] = new int[zones];
                int x = i % size, y = i / size;
                if (x > 0 && owner[i - 1] != compZone[c]) target[c][owner[i - 1]]++;
                if (x + 1 < size && owner[i + 1] != compZone[c]) target[c][owner[i + 1]]++;
                if (y > 0 && owner[i - size] != compZone[c]) target[c][owner[i - size]]++;
                if (y + 1 < size && owner[i + size] != compZone[c]) target[c][owner[i + size]]++;
            }
            int[] to = new int[labels];
            for (int c = 0; c < labels; c++) {
                if (!stray[c]) continue;
                int best = compZone[c];
                int bestVotes = 0;
                for (int z = 0; z < zones; z++) {
                    if (target[c][z] > bestVotes) {
                        bestVotes = target[c][z];
                        best = z;
                    }
                }
                to[c] = best;
            }
            for (int i = 0; i < n; i++) if (stray[label[i]]) owner[i] = to[label[i]];
        }
        return PASSES;
    }

    private static int countKept(int[] keep) {
        int k = 0;
        for (int c : keep) if (c >= 0) k++;
        return k;
    }
}
