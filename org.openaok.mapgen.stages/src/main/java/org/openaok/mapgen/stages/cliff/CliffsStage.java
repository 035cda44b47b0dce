package org.openaok.mapgen.stages.cliff;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.random.RandomStream;
import org.openaok.api.stage.Dependency;
import org.openaok.mapgen.stages.AokStage;
import org.openaok.mapgen.stages.AokStages;
import org.openaok.mapgen.stages.object.Footprint;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.rms.script.Section;
import org.osgi.service.component.annotations.Component;

/**
 * {@code <CLIFF_GENERATION>}: cliffs laid on the lattice of 3 by 3 cells in the original map frame
 * (a quarter turn from the grid), from the cliffs' own stream so they move no other draw.
 *
 * <p>Between min_number_of_cliffs and max_number_of_cliffs cliffs, whatever the map's size. Each
 * draws its length, starts from the next open cell of a shuffled list and walks ({@link CliffWalk});
 * one shorter than three cells is not laid. Each cell it passes holds one of the twenty
 * {@link CliffPiece}s, a Gaia object of its cliff unit standing at the cell's centre, so
 * neighbouring pieces are exactly three tiles apart; a straight shows one of its two drawings at
 * random. A piece blocks the tiles its size covers (the cell). The ground the cliff runs along,
 * the middle tile of each cell and the tiles towards the cells before and after it, takes the
 * cliffs' own terrain, as the original engine's recorded maps show: GRASS, or GRASS_OTHER when the
 * maps are UserPatch's (the option {@code game}); the terrains laid later keep to their own
 * base terrain, so it stays. Once a cliff is laid, every cell within min_distance_cliffs of it is
 * closed to the next.
 *
 * <p>Runs after the hills (a cliff runs over ground of one height) and before the terrains.
 */
@Component(service = org.openaok.api.stage.Stage.class)
public class CliffsStage extends AokStage {
    @Override public String id() { return AokStages.CLIFFS; }

    @Override
    public List<Dependency> dependencies() {
        return List.of(Dependency.after(AokStages.ELEVATION), Dependency.before(AokStages.TERRAINS));
    }

    @Override
    public void run(GenerationContext ctx) {
        AokMapState state = AokMapState.of(ctx);
        LaidCliffs laid = new LaidCliffs();
        ctx.put(LaidCliffs.KEY, laid);
        CliffSettings settings = CliffSettings.of(state.script());
        if (settings == null) return;
        ObjectType[] units = units(ctx.data());
        var at = state.script().commands(Section.CLIFF_GENERATION).get(0).location();
        if (units == null) {
            ctx.diagnostics().report(AokCode.NO_CLIFF_TYPES.at(at, "the game data lacks the cliff units "
                    + CliffPiece.FIRST_TYPE + "-" + (CliffPiece.FIRST_TYPE + CliffPiece.TYPES - 1) + "; no cliffs are laid"));
            return;
        }
        RandomStream rng = state.streams().cliffs();
        MapLevel level = state.level();
        int ground = ground(state);
        CliffLattice lattice = CliffLattice.of(level, state.terrains(), state.starts(), settings.terrainDistance());
        int count = rng.between(settings.minCliffs(), settings.maxCliffs());
        laid.drawn(count);
        int[] order = new int[lattice.cells()];
        for (int c = 0; c < order.length; c++) order[c] = c;
        rng.shuffle(order);
        int cursor = 0;
        for (int k = 0; k < count; k++) {
            ctx.checkpoint();
            int length = rng.between(settings.minLength(), settings.maxLength());
            if (length < 3) continue;
            while (cursor < order.length && !lattice.open(order[cursor])) cursor++;
            if (cursor >= order.length) {
                ctx.diagnostics().report(AokCode.FEWER_CLIFFS.at(at, laid.cliffs().size() + " of " + count
                        + " cliffs were laid: no open ground was left for the others"));
                break;
            }
            int start = order[cursor++];
            Side heading = Side.of(rng.nextInt(4));
            List<Integer> path = CliffWalk.walk(lattice, start, heading, length, settings.curliness(), rng);
            if (path.size() < 3) continue;
            boolean faceRight = rng.nextInt(2) == 0;
            List<CliffPiece> pieces = new ArrayList<>();
            for (int i = 0; i < path.size(); i++) {
                Side previous = i > 0 ? between(lattice, path.get(i), path.get(i - 1)) : null;
                Side next = i + 1 < path.size() ? between(lattice, path.get(i), path.get(i + 1)) : null;
                CliffPiece p = CliffPiece.of(previous, next, faceRight);
                int drawing = p.straight() ? rng.nextInt(2) : 0;
                lay(ctx, level, lattice, path.get(i), p, drawing, units[p.type() - CliffPiece.FIRST_TYPE]);
                if (ground >= 0) paintGround(state, lattice, path.get(i), ground, previous, next);
                pieces.add(p);
            }
            laid.add(new LaidCliffs.Cliff(path, pieces, faceRight));
            for (int c : path) lattice.closeWithin(c, settings.spacing());
        }
    }

    /** The side of {@code from} that faces its lattice neighbour {@code to}. */
    static Side between(CliffLattice lattice, int from, int to) {
        for (Side s : Side.values()) if (lattice.neighbour(from, s) == to) return s;
        throw new IllegalStateException("cells " + from + " and " + to + " are no neighbours");
    }

    /** The piece stands at the centre of its cell, turned from the frame onto the grid. */
    static MapObject piece(DatFrame frame, int cu, int cv, CliffPiece p, int drawing, int source) {
        int uUnits = (cu * 3) * MapObject.UNITS_PER_TILE + 3 * MapObject.UNITS_PER_TILE / 2;
        int vUnits = (cv * 3) * MapObject.UNITS_PER_TILE + 3 * MapObject.UNITS_PER_TILE / 2;
        return new MapObject(p.type(), 0, frame.unitsX(uUnits, vUnits), frame.unitsY(uUnits, vUnits), 0, DatFrame.TURN,
                p.frame() * 2 + drawing, source);
    }

    private static void lay(GenerationContext ctx, MapLevel level, CliffLattice lattice, int cell, CliffPiece p, int drawing,
                            ObjectType unit) {
        MapObject o = piece(lattice.frame(), lattice.cu(cell), lattice.cv(cell), p, drawing, -1);
        ctx.place(o);
        Footprint.of(unit, o).mark(level, MapLevel.OCCUPIED | MapLevel.BLOCKED | MapLevel.CLIFF);
    }

    /** The terrain under cliffs: GRASS_OTHER for UserPatch's maps, GRASS for the others; -1 when the data has neither. */
    static int ground(AokMapState state) {
        var data = state.terrains().data();
        var t = state.userPatch() ? data.terrain("GRASS_OTHER").or(() -> data.terrain("GRASS")) : data.terrain("GRASS");
        return t.map(x -> x.id()).orElse(-1);
    }

    /** Paints the cliff's line through a cell: its middle tile and the tiles towards its linked neighbours. */
    private static void paintGround(AokMapState state, CliffLattice lattice, int cell, int terrain, Side previous, Side next) {
        DatFrame frame = lattice.frame();
        int u = lattice.cu(cell) * 3 + 1;
        int v = lattice.cv(cell) * 3 + 1;
        int size = state.size();
        for (Side s : new Side[] {null, previous, next}) {
            int tu = s == null ? u : u + s.du;
            int tv = s == null ? v : v + s.dv;
            int x = frame.gridX(tu, tv);
            int y = frame.gridY(tu, tv);
            if (x >= 0 && y >= 0 && x < size && y < size) state.painter().paint(y * size + x, terrain);
        }
    }

    /** The ten cliff units, or null when the data lacks any (or has them as something else). */
    static ObjectType[] units(GameData data) {
        ObjectType[] out = new ObjectType[CliffPiece.TYPES];
        for (int k = 0; k < out.length; k++) {
            ObjectType t = data.object(CliffPiece.FIRST_TYPE + k).orElse(null);
            if (t == null || t.kind() != ObjectKind.CLIFF) return null;
            out[k] = t;
        }
        return out;
    }
}
