package org.openaok.rms.internal;

/**
 * In the all-branches check, the branches a token lies in: for each enclosing if or random block
 * (numbered in the order they open), which of its branches. Two tokens can meet in one map only
 * when they agree on every block both lie in. An immutable chain from the innermost block out;
 * since a block opens after the blocks around it, the numbers fall along a chain, so comparing two
 * chains is one merged walk, however deep the nesting.
 */
final class Branches {
    final int block;
    final int branch;
    final Branches outer;
    final int depth;

    Branches(int block, int branch, Branches outer) {
        this.block = block;
        this.branch = branch;
        this.outer = outer;
        this.depth = outer == null ? 1 : outer.depth + 1;
    }

    static int depth(Branches b) {
        return b == null ? 0 : b.depth;
    }

    /** Whether some map takes both (no block where they lie in different branches). */
    static boolean compatible(Branches a, Branches b) {
        while (a != null && b != null) {
            if (a == b) return true;
            if (a.block == b.block) {
                if (a.branch != b.branch) return false;
                a = a.outer;
                b = b.outer;
            } else if (a.block > b.block) {
                a = a.outer;
            } else {
                b = b.outer;
            }
        }
        return true;
    }

    /** Whether every map that takes both a and b also takes p. */
    static boolean impliedBy(Branches p, Branches a, Branches b) {
        while (p != null) {
            while (a != null && a.block > p.block) a = a.outer;
            while (b != null && b.block > p.block) b = b.outer;
            boolean inA = a != null && a.block == p.block && a.branch == p.branch;
            boolean inB = b != null && b.block == p.block && b.branch == p.branch;
            if (!inA && !inB) return false;
            p = p.outer;
        }
        return true;
    }
}
