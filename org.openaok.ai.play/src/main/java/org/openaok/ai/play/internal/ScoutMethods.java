package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;

/**
 * up-send-scout and up-reset-scouts: the land or water explorers are sent to a point the method
 * gives (the map's centre; home reflected across the centre; the nearest corner; the nearest point
 * of the border; the nearest known building of an enemy, up to 8 tiles off at random; home
 * mirrored across the line between the teams; the nearest of the team's opposite points), and
 * explore on from there when they arrive. up-reset-scouts halts the land explorers, who stay
 * until the next up-send-scout for land.
 */
final class ScoutMethods {
    static final int LAND = 101, WATER = 103;
    static final int CENTER = 0, OPPOSITE = 1, CORNER = 2, ENEMY = 3, BORDER = 4, MIRROR = 5, FLANK = 6;
    private final Seat s;
    private boolean halted;

    ScoutMethods(Seat seat) { this.s = seat; }

    /** Whether the land explorers are halted by up-reset-scouts. */
    boolean halted() { return halted; }

    /** Answers how many explorers were sent. */
    int send(int groupType, int method) {
        if (groupType != LAND && groupType != WATER) return 0;
        int[] p = point(method);
        if (p == null) return 0;
        IntList who = s.executor().scouting.explorers(groupType == WATER);
        if (groupType == LAND) halted = false;
        if (who.isEmpty()) return 0;
        return s.give(new Move(s.player, who.toArray(), Grid.centre(p[0]), Grid.centre(p[1]))).accepted() ? who.size() : 0;
    }

    void reset() {
        halted = true;
        IntList who = s.executor().scouting.explorers(false);
        if (!who.isEmpty()) s.give(new Stop(s.player, who.toArray()));
    }

    /** The method's point, tiles {x, y}, or null when the seat has no home to measure from. */
    int[] point(int method) {
        int[] h = s.home();
        if (h == null) return null;
        int n = s.grid().size();
        int hx = h[0] / Grid.TILE, hy = h[1] / Grid.TILE, c = n / 2;
        int[] p = switch (method) {
            case CENTER -> new int[] {c, c};
            case CORNER -> new int[] {hx < c ? 1 : n - 2, hy < c ? 1 : n - 2};
            case BORDER -> {
                int left = hx, right = n - 1 - hx, top = hy, bottom = n - 1 - hy;
                int min = Math.min(Math.min(left, right), Math.min(top, bottom));
                yield min == left ? new int[] {1, hy} : min == right ? new int[] {n - 2, hy} : min == top ? new int[] {hx, 1} : new int[] {hx, n - 2};
            }
            case ENEMY -> enemy(hx, hy);
            case MIRROR -> mirror(hx, hy, c);
            case FLANK -> flank(hx, hy, n);
            default -> new int[] {n - 1 - hx, n - 1 - hy};
        };
        return new int[] {clamp(p[0], n), clamp(p[1], n)};
    }

    private static int clamp(int v, int n) { return Math.max(0, Math.min(n - 1, v)); }

    /** The nearest building of an enemy's the seat knows of, 8 tiles off at most each way at random; else the opposite point. */
    private int[] enemy(int hx, int hy) {
        Entities e = s.e();
        IntList bs = e.buildings();
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY || !s.knowledge.knows(b)) continue;
            long d = Seat.dist2(e.x(b), e.y(b), hx * Grid.TILE, hy * Grid.TILE);
            if (d < bestD) {
                bestD = d;
                best = b;
            }
        }
        int n = s.grid().size();
        if (best == 0) return new int[] {n - 1 - hx, n - 1 - hy};
        return new int[] {e.x(best) / Grid.TILE + s.random.nextInt(17) - 8, e.y(best) / Grid.TILE + s.random.nextInt(17) - 8};
    }

    /** Home reflected across the line through the centre square to the way from the centre to the team. */
    private int[] mirror(int hx, int hy, int c) {
        long[] team = teamMiddle(hx, hy);
        long vx = team[0] - c, vy = team[1] - c;
        if (vx == 0 && vy == 0) {
            vx = hx - c;
            vy = hy - c;
        }
        long len2 = vx * vx + vy * vy;
        if (len2 == 0) return new int[] {c, c};
        long dot = (hx - c) * vx + (hy - c) * vy;
        return new int[] {(int) (hx - 2 * dot * vx / len2), (int) (hy - 2 * dot * vy / len2)};
    }

    /** The team members' opposite points, the nearest to home. */
    private int[] flank(int hx, int hy, int n) {
        int[] best = {n - 1 - hx, n - 1 - hy};
        long bestD = Seat.dist2(hx, hy, best[0], best[1]);
        for (int[] m : allyHomes()) {
            int ox = n - 1 - m[0], oy = n - 1 - m[1];
            long d = Seat.dist2(hx, hy, ox, oy);
            if (d < bestD) {
                bestD = d;
                best = new int[] {ox, oy};
            }
        }
        return best;
    }

    /** The middle of the team's homes (the seat's and its allies' Town Centers), tiles. */
    private long[] teamMiddle(int hx, int hy) {
        long sx = hx, sy = hy;
        int count = 1;
        for (int[] m : allyHomes()) {
            sx += m[0];
            sy += m[1];
            count++;
        }
        return new long[] {sx / count, sy / count};
    }

    /** Each ally's first Town Center, tiles. */
    private java.util.List<int[]> allyHomes() {
        Entities e = s.e();
        java.util.List<int[]> out = new java.util.ArrayList<>();
        boolean[] seen = new boolean[9];
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o >= seen.length || o == s.player || seen[o] || e.state(b) != Entities.ALIVE) continue;
            if (s.ps().stance(o) != Stance.ALLY || !s.catalog.townCenterLike(e.type(b))) continue;
            seen[o] = true;
            out.add(new int[] {e.x(b) / Grid.TILE, e.y(b) / Grid.TILE});
        }
        return out;
    }
}
