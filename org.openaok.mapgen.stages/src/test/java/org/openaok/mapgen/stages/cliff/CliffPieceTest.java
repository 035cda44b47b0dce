package org.openaok.mapgen.stages.cliff;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class CliffPieceTest {
    @Test
    void twentyPiecesEightEndsFourStraightsEightCorners() {
        assertEquals(20, CliffPiece.all().size());
        int ends = 0, straights = 0, corners = 0;
        Set<String> seen = new HashSet<>();
        for (CliffPiece p : CliffPiece.all()) {
            if (p.linkCount() == 1) ends++;
            else if (p.straight()) straights++;
            else corners++;
            StringBuilder key = new StringBuilder();
            for (Side s : Side.values()) if (p.links(s)) key.append(s).append(p.normal(s));
            assertTrue(seen.add(key.toString()), "two pieces link " + key);
        }
        assertEquals(8, ends);
        assertEquals(4, straights);
        assertEquals(8, corners);
    }

    @Test
    void tenCliffUnitsHoldTwoPiecesEachAsTheirFrames() {
        Set<Integer> types = new HashSet<>();
        for (CliffPiece p : CliffPiece.all()) {
            types.add(p.type());
            assertSame(p, CliffPiece.ofUnit(p.type(), p.frame()));
        }
        assertEquals(10, types.size());
        assertEquals(264, types.stream().min(Integer::compare).orElseThrow());
        assertEquals(273, types.stream().max(Integer::compare).orElseThrow());
        assertNull(CliffPiece.ofUnit(263, 0));
        assertNull(CliffPiece.ofUnit(264, 2));
    }

    /** Every way a walk can pass a cell gives a piece that links exactly where the walk went. */
    @Test
    void everyPassThroughACellHasItsPiece() {
        Set<Integer> used = new HashSet<>();
        for (boolean faceRight : new boolean[] {true, false}) {
            for (Side in : new Side[] {null, Side.N, Side.E, Side.S, Side.W}) {
                for (Side out : new Side[] {null, Side.N, Side.E, Side.S, Side.W}) {
                    if (in == null && out == null || in == out) continue;
                    CliffPiece p = CliffPiece.of(in, out, faceRight);
                    used.add(p.index());
                    for (Side s : Side.values()) assertEquals(s == in || s == out, p.links(s));
                    // the face is on the same hand of the way walked, along both links
                    if (out != null) assertEquals(faceRight ? out.cw() : out.ccw(), p.normal(out));
                    if (in != null) assertEquals(faceRight ? in.opposite().cw() : in.opposite().ccw(), p.normal(in));
                }
            }
        }
        assertEquals(20, used.size(), "every piece is reached by some walk");
    }

    /** Two cells a cliff steps between show one face across their shared side: the pieces join. */
    @Test
    void neighbouringPiecesJoinFaceToFace() {
        for (boolean faceRight : new boolean[] {true, false}) {
            for (Side step : Side.values()) {
                CliffPiece a = CliffPiece.of(null, step, faceRight);
                CliffPiece b = CliffPiece.of(step.opposite(), null, faceRight);
                assertEquals(a.normal(step), b.normal(step.opposite()));
                assertEquals(a.showsFace(step), b.showsFace(step.opposite()));
            }
        }
        // a face seen from the player's side (looking towards S or E) shows; the others only their lip
        CliffPiece eastward = CliffPiece.of(Side.W, Side.E, true);   // walked east, face to the south
        assertEquals(Side.S, eastward.normal(Side.E));
        assertTrue(eastward.showsFace(Side.E));
        assertFalse(CliffPiece.of(Side.W, Side.E, false).showsFace(Side.E));
    }
}
