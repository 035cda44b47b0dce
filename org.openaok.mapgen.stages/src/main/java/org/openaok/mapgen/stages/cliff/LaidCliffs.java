package org.openaok.mapgen.stages.cliff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.openaok.api.generate.Key;

/** The cliffs the cliff stage laid, in the order it laid them (for reports and tests). */
public final class LaidCliffs {
    public static final Key<LaidCliffs> KEY = Key.of("aok.cliffs.laid", LaidCliffs.class);

    /**
     * One cliff: the lattice cells it passes, in walk order, and the piece on each.
     *
     * @param cells     cell numbers of the lattice (u * cells across + v)
     * @param pieces    the piece on each cell
     * @param faceRight whether its face looks out to the right of the walk
     */
    public record Cliff(List<Integer> cells, List<CliffPiece> pieces, boolean faceRight) {
        public Cliff {
            cells = List.copyOf(cells);
            pieces = List.copyOf(pieces);
        }
    }

    private final List<Cliff> cliffs = new ArrayList<>();
    private int drawn;

    void add(Cliff c) { cliffs.add(c); }

    void drawn(int n) { drawn = n; }

    public List<Cliff> cliffs() { return Collections.unmodifiableList(cliffs); }

    /** How many cliffs were drawn (between min and max number); fewer may have been laid. */
    public int drawn() { return drawn; }

    public int pieces() {
        int n = 0;
        for (Cliff c : cliffs) n += c.cells().size();
        return n;
    }
}
