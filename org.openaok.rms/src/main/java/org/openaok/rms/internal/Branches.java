package org.openaok.rms.internal;

/**
 * In the all-branches check, the branches a token lies in: for each enclosing if or random block
 * (numbered in the order they open), which of its branches. Two tokens can meet in one map only
 * when they agree on every block both lie in. An immutable chain from the innermost block out.
 */
final class Branches {
    final int block;
    final int branch;
    final Branches outer;

    Branches(int block, int branch, Branches outer) {
        this.block = block;
        this.branch = branch;
        this.outer = outer;
    }

    /** Whether some map takes both (no block where they lie in different branches). */
    static boolean compatible(Branches a, Branches b) {
        for (Branches x = a; x != null; x = x.outer) {
            for (Branches y = b; y != null; y = y.outer) {
                if (x.block == y.block && x.branch != y.branch) return false;
            }
        }
        return true;
    }

    /** Whether every map that takes both a and b also takes p. */
    static boolean impliedBy(Branches p, Branches a, Branches b) {
        for (Branches x = p; x != null; x = x.outer) {
            if (!contains(a, x) && !contains(b, x)) return false;
        }
        return true;
    }

    private static boolean contains(Branches chain, Branches step) {
        for (Branches y = chain; y != null; y = y.outer) {
            if (y.block == step.block && y.branch == step.branch) return true;
        }
        return false;
    }
}
