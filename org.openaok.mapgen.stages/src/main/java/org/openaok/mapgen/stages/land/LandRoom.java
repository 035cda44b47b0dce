package org.openaok.mapgen.stages.land;

import java.util.ArrayList;
import java.util.List;

import org.openaok.mapgen.stages.state.Land;

/**
 * The room each land really has once the origins are known: the base square it takes and the
 * avoidance distance it keeps from lands of other zones.
 *
 * <p>A base square is taken before any land grows, so two lands of different zones whose squares
 * come nearer than their avoidance distance would touch (islands joined by their base squares).
 * For every such pair, in land order, the squares shrink first, the larger one first, but not
 * below {@link #CORE} tiles out (room for the start's own buildings and units); where even the
 * cores leave less than the distance between them, the pair keeps what lies between the cores (at
 * least {@link #MIN_GAP}; the cores shrink further when even that is missing), and each says so.
 * Every change only loosens the pairs already settled, so one pass in a fixed order settles all.
 */
final class LandRoom {
    /** How far out a base square is kept, at least, before the avoidance distance gives way. */
    static final int CORE = 8;
    /** The narrowest gap kept between lands of different zones that keep any distance. */
    static final int MIN_GAP = 3;

    /** One pair of lands whose avoidance distance could not be kept in full. */
    record Squeeze(int a, int b, int distance, int asked, int kept) { }

    final int[] baseSize;
    final int[] avoidance;
    final List<Squeeze> squeezed = new ArrayList<>();

    private LandRoom(int[] baseSize, int[] avoidance) {
        this.baseSize = baseSize;
        this.avoidance = avoidance;
    }

    /** The room of every land, from the specs and the lands' origins and zones (same order). */
    static LandRoom of(List<LandSpec> specs, List<Land> lands) {
        int n = specs.size();
        int[] b = new int[n];
        int[] a = new int[n];
        for (int l = 0; l < n; l++) {
            b[l] = specs.get(l).baseSize();
            a[l] = specs.get(l).avoidance();
        }
        LandRoom room = new LandRoom(b, a);
        for (int l = 0; l < n; l++) {
            for (int m = l + 1; m < n; m++) room.settle(specs, lands.get(l), lands.get(m));
        }
        return room;
    }

    private void settle(List<LandSpec> specs, Land p, Land q) {
        int l = p.index();
        int m = q.index();
        int need = Math.max(avoidance[l], avoidance[m]);
        if (need == 0 || p.zone() == q.zone() || !p.placed() || !q.placed()) return;
        int d = Math.max(Math.abs(p.x() - q.x()), Math.abs(p.y() - q.y()));
        if (baseSize[l] + baseSize[m] + 1 + need <= d) return;
        int cl = Math.min(specs.get(l).baseSize(), CORE);
        int cm = Math.min(specs.get(m).baseSize(), CORE);
        int room = d - 1 - need;
        if (room >= Math.min(cl, baseSize[l]) + Math.min(cm, baseSize[m])) {
            shrink(l, m, room, cl, cm);
            return;
        }
        baseSize[l] = Math.min(baseSize[l], cl);
        baseSize[m] = Math.min(baseSize[m], cm);
        if (d - 1 - baseSize[l] - baseSize[m] < MIN_GAP) shrink(l, m, Math.max(0, d - 1 - MIN_GAP), 0, 0);
        int kept = Math.max(0, d - 1 - baseSize[l] - baseSize[m]);
        avoidance[l] = Math.min(avoidance[l], kept);
        avoidance[m] = Math.min(avoidance[m], kept);
        squeezed.add(new Squeeze(l, m, d, need, kept));
    }

    /** Shrinks the two squares, the larger first, until they take no more than {@code room} together. */
    private void shrink(int l, int m, int room, int floorL, int floorM) {
        while (baseSize[l] + baseSize[m] > room) {
            boolean canL = baseSize[l] > floorL;
            boolean canM = baseSize[m] > floorM;
            if (!canL && !canM) return;
            if (canL && (!canM || baseSize[l] >= baseSize[m])) baseSize[l]--;
            else baseSize[m]--;
        }
    }
}
