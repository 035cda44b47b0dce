package org.openaok.mapgen.stages.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.map.MapObject;
import org.openaok.mapgen.stages.cliff.CliffPiece;
import org.openaok.mapgen.stages.cliff.DatFrame;
import org.openaok.mapgen.stages.cliff.Side;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.ObjectTypes;
import org.osgi.service.component.annotations.Component;

/**
 * Cliffs whose pieces join, read from the map's cliff objects alone: every piece stands on a cell
 * of the lattice in the original frame, turned onto the grid; along each side it links, a piece
 * exactly three tiles away links back, its face looking out the same way; and each cliff is an
 * unbroken run of at least three pieces with an end at either end.
 */
@Component(service = MapCheck.class)
public class CliffsCheck extends AokCheck {
    public static final String ID = "aok.cliffs-join";
    private static final int CELL = 3 * MapObject.UNITS_PER_TILE;
    private static final int HALF = CELL / 2;

    @Override public String id() { return ID; }

    @Override
    protected List<CheckResult> check(GenerationContext ctx, AokMapState state) {
        DatFrame frame = new DatFrame(state.size());
        Map<Long, CliffPiece> cells = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        ObjectTypes types = new ObjectTypes(ctx.data());
        for (MapObject o : ctx.objects()) {
            ObjectType t = types.of(o.type());
            if (t == null || t.kind() != ObjectKind.CLIFF) continue;
            CliffPiece p = CliffPiece.ofUnit(o.type(), o.variant() / 2);
            if (p == null) {
                wrong.add(t.name() + " frame " + o.variant() / 2 + " is no piece");
                continue;
            }
            int u = frame.unitsU(o.x(), o.y()) - HALF;
            int v = frame.unitsV(o.x(), o.y()) - HALF;
            if (u < 0 || v < 0 || u % CELL != 0 || v % CELL != 0 || o.angle() != DatFrame.TURN) {
                wrong.add(t.name() + " at " + o.tileX() + "," + o.tileY() + " is off the lattice");
                continue;
            }
            if (cells.put(key(u / CELL, v / CELL), p) != null) wrong.add("two pieces on one cell at " + o.tileX() + "," + o.tileY());
        }
        if (cells.isEmpty() && wrong.isEmpty()) return List.of(CheckResult.pass("cliffs-join", "the map has no cliffs"));
        for (Map.Entry<Long, CliffPiece> e : cells.entrySet()) {
            int cu = (int) (e.getKey() >> 32);
            int cv = (int) (long) e.getKey();
            CliffPiece p = e.getValue();
            for (Side s : Side.values()) {
                if (!p.links(s)) continue;
                CliffPiece q = cells.get(key(cu + s.du, cv + s.dv));
                if (q == null || !q.links(s.opposite())) {
                    wrong.add("the piece on cell " + cu + "," + cv + " links " + s + " to nothing");
                } else if (p.normal(s) != q.normal(s.opposite())) {
                    wrong.add("the pieces on cells " + cu + "," + cv + " and " + (cu + s.du) + "," + (cv + s.dv)
                            + " face opposite ways");
                }
            }
        }
        int cliffs = 0;
        if (wrong.isEmpty()) {
            Map<Long, Boolean> seen = new HashMap<>();
            for (Map.Entry<Long, CliffPiece> e : cells.entrySet()) {
                if (seen.containsKey(e.getKey())) continue;
                cliffs++;
                int count = 0;
                int ends = 0;
                List<Long> todo = new ArrayList<>(List.of(e.getKey()));
                seen.put(e.getKey(), true);
                while (!todo.isEmpty()) {
                    long k = todo.remove(todo.size() - 1);
                    CliffPiece p = cells.get(k);
                    count++;
                    if (p.linkCount() == 1) ends++;
                    int cu = (int) (k >> 32);
                    int cv = (int) k;
                    for (Side s : Side.values()) {
                        if (!p.links(s)) continue;
                        long n = key(cu + s.du, cv + s.dv);
                        if (seen.putIfAbsent(n, true) == null) todo.add(n);
                    }
                }
                if (count < 3 || ends != 2) wrong.add("a cliff of " + count + " pieces with " + ends + " ends");
            }
        }
        if (wrong.isEmpty()) {
            return List.of(CheckResult.pass("cliffs-join", cliffs + " cliffs of " + cells.size() + " pieces, every piece joined to its neighbours three tiles away"));
        }
        return List.of(CheckResult.fail("cliffs-join", wrong.size() + " faults: " + some(wrong, 4)));
    }

    private static long key(int cu, int cv) { return (long) cu << 32 | (cv & 0xffffffffL); }
}
