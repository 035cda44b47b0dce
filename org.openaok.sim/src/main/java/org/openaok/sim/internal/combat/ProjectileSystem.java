package org.openaok.sim.internal.combat;

import java.util.Arrays;
import java.util.List;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;
import org.osgi.service.component.annotations.Component;

/**
 * Missiles in flight: arrows, bolts, stones, cannon balls. Each flies from its shooter to where its
 * target stood when it was loosed (or will stand, with Ballistics), at its speed; whether it would
 * hit was decided by the shooter's accuracy when loosed. On landing it hurts its target if the
 * target is still there, else whatever stands where it falls (half the damage); a blast hurts
 * everything round where it falls, a bolt everything along its way.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ProjectileSystem implements GameSystem {
    public static final String ID = "projectiles";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** Missiles in flight, as combat looses them and the window draws them. */
    public interface Missiles {
        /**
         * Looses a missile.
         *
         * @param shooter  who shoots (a unit or a building)
         * @param target   at what, or 0 for a shot at the ground
         * @param hits     whether the shooter's accuracy says it hits
         * @param extra    an extra missile of a volley (its own attack where the data gives one)
         * @param toX      where it falls
         * @param toY      where it falls
         */
        void loose(int shooter, int target, boolean hits, boolean extra, int toX, int toY);

        /** Missiles in flight. */
        int count();

        /** Where the i-th missile is now and is going: {x, y, toX, toY, owner}. */
        int[] missile(int i);
    }

    /** Tiles a second (thousandths) of a missile whose shooter's speed the tables leave out. */
    static final int DEFAULT_SPEED = 7000;

    static final class Run implements SystemRun, Missiles {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private final Blows blows;
        private int n;
        private int[] shooter = new int[256], owner = new int[256], kind = new int[256], target = new int[256], fromX = new int[256],
                fromY = new int[256], toX = new int[256], toY = new int[256], fired = new int[256], lands = new int[256],
                flags = new int[256], elevation = new int[256];
        private static final int HITS = 1, EXTRA = 2;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.blows = new Blows(m);
            m.provide(Missiles.class, this);
        }

        private void grow() {
            int c = shooter.length * 2;
            shooter = Arrays.copyOf(shooter, c);
            owner = Arrays.copyOf(owner, c);
            kind = Arrays.copyOf(kind, c);
            target = Arrays.copyOf(target, c);
            fromX = Arrays.copyOf(fromX, c);
            fromY = Arrays.copyOf(fromY, c);
            toX = Arrays.copyOf(toX, c);
            toY = Arrays.copyOf(toY, c);
            fired = Arrays.copyOf(fired, c);
            lands = Arrays.copyOf(lands, c);
            flags = Arrays.copyOf(flags, c);
            elevation = Arrays.copyOf(elevation, c);
        }

        @Override
        public void loose(int s, int t, boolean hits, boolean extra, int tx, int ty) {
            if (n == shooter.length) grow();
            Stats st = m.player(e.owner(s)).stats(e.type(s));
            // buildings' arrows fly as archers' do when the tables give no speed
            int given = st.get(org.openaok.sim.api.rules.Attr.PROJECTILE_SPEED);
            int speed = given > 0 ? Math.max(1000, given) : DEFAULT_SPEED;
            int dist = IntMath.distance(e.x(s), e.y(s), tx, ty);
            int flight = Math.max(1, (int) ((long) dist * 1000 / speed / m.tickMs()));
            shooter[n] = s;
            owner[n] = e.owner(s);
            kind[n] = e.type(s);
            target[n] = t;
            fromX[n] = e.x(s);
            fromY[n] = e.y(s);
            toX[n] = tx;
            toY[n] = ty;
            fired[n] = m.tick();
            lands[n] = m.tick() + flight;
            flags[n] = (hits ? HITS : 0) | (extra ? EXTRA : 0);
            elevation[n] = t == 0 ? blows.elevationAt(s, tx, ty) : blows.elevation(s, t);
            n++;
        }

        @Override public int count() { return n; }

        @Override
        public int[] missile(int i) {
            int span = Math.max(1, lands[i] - fired[i]);
            int done = Math.min(span, m.tick() - fired[i]);
            int x = fromX[i] + (int) ((long) (toX[i] - fromX[i]) * done / span), y = fromY[i] + (int) ((long) (toY[i] - fromY[i]) * done / span);
            return new int[] {x, y, toX[i], toY[i], owner[i]};
        }

        @Override
        public void tick() {
            int now = m.tick();
            int kept = 0;
            for (int i = 0; i < n; i++) {
                if (lands[i] <= now) land(i);
                else copy(i, kept++);
            }
            n = kept;
        }

        private void copy(int from, int to) {
            if (from == to) return;
            shooter[to] = shooter[from];
            owner[to] = owner[from];
            kind[to] = kind[from];
            target[to] = target[from];
            fromX[to] = fromX[from];
            fromY[to] = fromY[from];
            toX[to] = toX[from];
            toY[to] = toY[from];
            fired[to] = fired[from];
            lands[to] = lands[from];
            flags[to] = flags[from];
            elevation[to] = elevation[from];
        }

        /** The missile falls: on its target, on whoever stands there, or round it. */
        private void land(int i) {
            Stats st = m.player(owner[i]).stats(kind[i]);
            TypeDef d = rules.type(kind[i]);
            boolean extra = (flags[i] & EXTRA) != 0;
            int blast = st.get(org.openaok.sim.api.rules.Attr.BLAST);
            if (d.has("pass-through")) {
                along(i, st, extra);
                return;
            }
            if (blast > 0) {
                round(i, st, blast, d.has("blast-friendly"), extra);
                return;
            }
            int t = target[i];
            if (t == 0) {
                // a shot at the ground: what stands on the point takes it in full; a scattered one's is a stray's
                int o = standing(toX[i], toY[i], owner[i]);
                if (o != 0) hit(i, o, st, extra, (flags[i] & HITS) == 0);
                return;
            }
            if ((flags[i] & HITS) != 0 && e.present(t) && onTheWay(i, t)) {
                hit(i, t, st, extra, false);
                return;
            }
            // a miss: whatever stands where it falls takes it, but not the shooter's own
            int o = standing(toX[i], toY[i], owner[i]);
            if (o != 0) hit(i, o, st, extra, true);
        }

        /**
         * Whether a missile that was on target finds it: a building where it was; a unit anywhere
         * along the missile's way (so one that walks at the shooter is still hit, one that steps
         * aside is not).
         */
        private boolean onTheWay(int i, int t) {
            TypeDef d = rules.type(e.type(t));
            if (!d.isUnit()) return Footprint.distance(rules, e, t, toX[i], toY[i]) <= 300;
            long r = d.radius() + 100L;
            long px = e.x(t), py = e.y(t), ax = fromX[i], ay = fromY[i], bx = toX[i], by = toY[i];
            long dx = bx - ax, dy = by - ay;
            long len2 = dx * dx + dy * dy;
            long along = (px - ax) * dx + (py - ay) * dy;
            if (len2 == 0 || along <= 0) return (px - ax) * (px - ax) + (py - ay) * (py - ay) <= r * r;
            if (along >= len2) return (px - bx) * (px - bx) + (py - by) * (py - by) <= r * r;
            // off the line by |cross| / len: within r when |cross| <= r * len (integers only)
            long cross = Math.abs((px - ax) * dy - (py - ay) * dx);
            return cross <= r * IntMath.isqrt(len2);
        }

        private void hit(int i, int t, Stats st, boolean extra, boolean strayed) {
            Stats ts = m.player(e.owner(t)).stats(e.type(t));
            int dmg = blows.damage(st, ts, elevation[i], extra);
            if (strayed) dmg = blows.strayed(dmg);
            blows.hurt(t, dmg, e.valid(shooter[i]) ? shooter[i] : 0);
        }

        /** A unit (or building) at a point that is not allied to the shooter, or 0. */
        private int standing(int x, int y, int shooterOwner) {
            int tile = grid.tileAt(x, y);
            if (tile < 0) return 0;
            int b = grid.site(tile);
            for (int cy = grid.tileY(tile) - 1; cy <= grid.tileY(tile) + 1; cy++) {
                for (int cx = grid.tileX(tile) - 1; cx <= grid.tileX(tile) + 1; cx++) {
                    if (!grid.inside(cx, cy)) continue;
                    for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o)) {
                        if (e.state(o) != Entities.ALIVE || friendly(shooterOwner, e.owner(o))) continue;
                        int r = rules.type(e.type(o)).radius();
                        if (IntMath.distanceSq(x, y, e.x(o), e.y(o)) <= (long) r * r) return o;
                    }
                }
            }
            return b != 0 && e.present(b) && !friendly(shooterOwner, e.owner(b)) ? b : 0;
        }

        private boolean friendly(int a, int b) {
            if (a == b) return true;
            if (a == 0 || b == 0) return false;
            return m.player(a).stance(b) == Stance.ALLY;
        }

        /** A blast hurts everything within its radius (the shooter's own too, for mangonels). */
        private void round(int i, Stats st, int radius, boolean friendlyFire, boolean extra) {
            int x = toX[i], y = toY[i];
            int reach = radius / Grid.TILE + 2;
            int tx = x / Grid.TILE, ty = y / Grid.TILE;
            IntList hitList = new IntList(16);
            for (int cy = ty - reach; cy <= ty + reach; cy++) {
                for (int cx = tx - reach; cx <= tx + reach; cx++) {
                    if (!grid.inside(cx, cy)) continue;
                    int t = grid.tile(cx, cy);
                    for (int o = grid.firstInCell(t); o != 0; o = grid.nextInCell(o)) {
                        if (e.state(o) != Entities.ALIVE) continue;
                        if (!friendlyFire && friendly(owner[i], e.owner(o))) continue;
                        if (e.owner(o) == 0 && rules.type(e.type(o)).resource() != null) continue;
                        if (Footprint.distance(rules, e, o, x, y) <= radius && !hitList.contains(o)) hitList.add(o);
                    }
                    int b = grid.site(t);
                    if (b != 0 && e.present(b) && !hitList.contains(b) && (friendlyFire || !friendly(owner[i], e.owner(b)))
                            && Footprint.distance(rules, e, b, x, y) <= radius) hitList.add(b);
                }
            }
            hitList.sort();
            for (int k = 0; k < hitList.size(); k++) hit(i, hitList.get(k), st, extra, false);
        }

        /** A bolt hurts every enemy along its line, from the shooter to where it falls. */
        private void along(int i, Stats st, boolean extra) {
            int x0 = fromX[i], y0 = fromY[i], x1 = toX[i], y1 = toY[i];
            long len = Math.max(1, IntMath.distance(x0, y0, x1, y1));
            IntList hitList = new IntList(16);
            for (long s = 0; s <= len; s += 250) {
                int x = (int) (x0 + (x1 - x0) * s / len), y = (int) (y0 + (y1 - y0) * s / len);
                int t = grid.tileAt(x, y);
                if (t < 0) continue;
                for (int o = grid.firstInCell(t); o != 0; o = grid.nextInCell(o)) {
                    if (e.state(o) != Entities.ALIVE || friendly(owner[i], e.owner(o)) || hitList.contains(o)) continue;
                    int r = rules.type(e.type(o)).radius() + 200;
                    if (IntMath.distanceSq(x, y, e.x(o), e.y(o)) <= (long) r * r) hitList.add(o);
                }
            }
            hitList.sort();
            for (int k = 0; k < hitList.size(); k++) hit(i, hitList.get(k), st, extra || hitList.get(k) != target[i], false);
        }

        @Override
        public void hash(StateHash h) {
            h.add(n);
            for (int i = 0; i < n; i++) {
                h.add(shooter[i] * 0x9E3779B97F4A7C15L + target[i] * 0xC2B2AE3D27D4EB4FL + toX[i] * 0x165667B19E3779F9L
                        + toY[i] * 0xD6E8FEB86659FD93L + lands[i] * 0xFF51AFD7ED558CCDL + flags[i] * 0xC4CEB9FE1A85EC53L);
            }
        }
    }
}
