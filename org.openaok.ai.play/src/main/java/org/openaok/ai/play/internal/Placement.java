package org.openaok.ai.play.internal;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;

/**
 * Where a computer player's buildings go, by what each is for: a wood camp at the nearest forest
 * edge, a mining camp by the gold or stone rule, the Mill by forage, farms packed against the
 * Town Center and then a Mill, a Dock on water big enough, another Town Center 14 to 40 tiles out,
 * the rest in town (or two thirds of the way to the enemy for build-forward). Each spot is the
 * nearest open ground to its anchor, searched ring by ring in one fixed order, with a clear tile
 * all round the footprint (farms and Docks aside) so a town never walls its villagers in.
 */
final class Placement {
    private final Seat s;
    /** When the last search for a type found nothing: it is not tried again for a while. */
    private final long[] failedAt;
    static final long RETRY_MS = 15_000;

    Placement(Seat s) {
        this.s = s;
        failedAt = new long[s.catalog.rules.types().size()];
        java.util.Arrays.fill(failedAt, Long.MIN_VALUE / 2);
    }

    /** A site for the type, its footprint's lowest corner {tx, ty}, or null. */
    int[] site(int type, boolean forward) {
        if (s.now() - failedAt[type] < RETRY_MS) return null;
        int[] at = find(type, forward);
        if (at == null) failedAt[type] = s.now();
        return at;
    }

    private int[] find(int type, boolean forward) {
        Catalog c = s.catalog;
        int[] home = s.home();
        if (home == null) return null;
        int hx = home[0] / Grid.TILE, hy = home[1] / Grid.TILE;
        TypeDef d = c.rules.type(type);
        boolean noTc = s.census.townCenter == 0;
        if (type == c.farm) return farm(type, hx, hy);
        if (type == c.dock || d.placement().equals("shore")) return dock(type, hx, hy);
        if (d.placement().equals("water")) return water(type, hx, hy);
        if (c.townCenterLike(type) && !noTc) return ring(type, hx, hy, 14, 40, true);
        // the drop sites go by what they serve with or without a Town Center (home is then the
        // villagers' middle); a nomad's first wood camp, its only drop site, is laid about them
        // when no wood is in sight
        {
            boolean wood = c.dropsite(type, Resource.WOOD.ordinal()), gold = c.dropsite(type, Resource.GOLD.ordinal()),
                    food = c.dropsite(type, Resource.FOOD.ordinal());
            // a camp with nothing to serve within reach is not laid at all (in town it would only cost)
            if (wood && !gold && !food) {
                int tree = forest(hx, hy);
                int[] at = tree != 0 ? camp(type, tree, 6) : null;
                if (at != null || !noTc) return at;
            } else if (gold && !wood && !food) {
                int mine = mine(hx, hy);
                return mine != 0 ? camp(type, mine, 6) : null;
            } else if (food && !wood && !gold && type != c.dock) {
                int bush = forage(hx, hy);
                if (bush != 0) return near(type, bush, 6);
                return ring(type, hx, hy, tcRadius() + 4, tcRadius() + 12, true);
            }
        }
        if (forward) {
            int[] enemy = nearestEnemyBuilding(home);
            if (enemy != null) {
                int fx = (home[0] + 2 * (enemy[0] - home[0]) / 3) / Grid.TILE, fy = (home[1] + 2 * (enemy[1] - home[1]) / 3) / Grid.TILE;
                int[] at = ring(type, fx, fy, 0, 12, true);
                if (at != null) return at;
            }
        }
        // in town, past the ring the farms take round the Town Center
        int inner = noTc ? 2 : tcRadius() + 5;
        return ring(type, hx, hy, inner, Math.max(inner + 8, s.townSize() + 10), true);
    }

    private int tcRadius() {
        int tc = s.census.townCenter;
        if (tc == 0) return 2;
        TypeDef d = s.catalog.rules.type(s.e().type(tc));
        return (Math.max(d.width(), d.height()) + 1) / 2;
    }

    /**
     * The first site on rings {@code from..to} (Chebyshev, tiles) round an anchor tile, each ring
     * walked from its top-left corner clockwise.
     */
    int[] ring(int type, int ax, int ay, int from, int to, boolean clearRound) {
        TypeDef d = s.catalog.rules.type(type);
        int w = d.width(), h = d.height();
        for (int r = Math.max(0, from); r <= to; r++) {
            if (r == 0) {
                if (fits(type, ax - w / 2, ay - h / 2, w, h, clearRound)) return new int[] {ax - w / 2, ay - h / 2};
                continue;
            }
            int side = 2 * r;
            for (int k = 0; k < 4 * side; k++) {
                int dx, dy;
                if (k < side) { dx = -r + k; dy = -r; }
                else if (k < 2 * side) { dx = r; dy = -r + (k - side); }
                else if (k < 3 * side) { dx = r - (k - 2 * side); dy = r; }
                else { dx = -r; dy = r - (k - 3 * side); }
                int tx = ax + dx - w / 2, ty = ay + dy - h / 2;
                if (fits(type, tx, ty, w, h, clearRound)) return new int[] {tx, ty};
            }
        }
        return null;
    }

    /** Whether the building may stand there as the command checks it, with a clear passable tile all round. */
    boolean fits(int type, int tx, int ty, int w, int h, boolean clearRound) {
        Grid g = s.grid();
        if (tx < 1 || ty < 1 || tx + w >= g.size() || ty + h >= g.size()) return false;
        if (clearRound) {
            for (int x = tx - 1; x <= tx + w; x++) {
                if (!clear(g, x, ty - 1) || !clear(g, x, ty + h)) return false;
            }
            for (int y = ty; y < ty + h; y++) {
                if (!clear(g, tx - 1, y) || !clear(g, tx + w, y)) return false;
            }
        }
        return s.siting == null || s.siting.whyNot(s.player, type, tx, ty) == null;
    }

    private static boolean clear(Grid g, int x, int y) {
        int t = g.tile(x, y);
        return g.blocker(t) == 0 && (g.terrainPass(t) & Land.LAND) != 0 && g.site(t) == 0;
    }

    /**
     * A camp against what it serves: the ring round it may hold trees or mines (the gatherers
     * work them from there), but no building, and at least half of it is open ground so the
     * camp's workers get in and out.
     */
    private int[] camp(int type, int thing, int reach) {
        Entities e = s.e();
        TypeDef d = s.catalog.rules.type(type);
        int w = d.width(), h = d.height(), ax = e.x(thing) / Grid.TILE, ay = e.y(thing) / Grid.TILE;
        for (int r = 1; r <= reach; r++) {
            int side = 2 * r;
            for (int k = 0; k < 4 * side; k++) {
                int dx, dy;
                if (k < side) { dx = -r + k; dy = -r; }
                else if (k < 2 * side) { dx = r; dy = -r + (k - side); }
                else if (k < 3 * side) { dx = r - (k - 2 * side); dy = r; }
                else { dx = -r; dy = r - (k - 3 * side); }
                int tx = ax + dx - w / 2, ty = ay + dy - h / 2;
                if (campRound(tx, ty, w, h) && fits(type, tx, ty, w, h, false)) return new int[] {tx, ty};
            }
        }
        return null;
    }

    /** The ring round a footprint: open land or a resource on every tile, no building's, open land on half or more. */
    private boolean campRound(int tx, int ty, int w, int h) {
        Grid g = s.grid();
        if (tx < 1 || ty < 1 || tx + w >= g.size() || ty + h >= g.size()) return false;
        int open = 0, all = 0;
        for (int y = ty - 1; y <= ty + h; y++) {
            for (int x = tx - 1; x <= tx + w; x++) {
                if (x >= tx && x < tx + w && y >= ty && y < ty + h) continue;
                all++;
                int t = g.tile(x, y);
                if (clear(g, x, y)) {
                    open++;
                    continue;
                }
                int b = g.blocker(t);
                if (g.site(t) != 0 || b == 0 || s.e().owner(b) != 0 || s.catalog.rules.type(s.e().type(b)).kind() != TypeKind.RESOURCE) return false;
            }
        }
        return 2 * open >= all;
    }

    private int[] near(int type, int thing, int reach) {
        Entities e = s.e();
        return ring(type, e.x(thing) / Grid.TILE, e.y(thing) / Grid.TILE, 1, reach, true);
    }

    /** Farms: packed against the Town Center, then against each Mill. */
    private int[] farm(int type, int hx, int hy) {
        TypeDef d = s.catalog.rules.type(type);
        int tcR = tcRadius();
        int[] at = ring(type, hx, hy, tcR + d.width() / 2, tcR + d.width() / 2 + 4, false);
        if (at != null) return at;
        Entities e = s.e();
        IntList bs = s.census.buildings;
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.type(b) != s.catalog.mill) continue;
            at = ring(type, e.x(b) / Grid.TILE, e.y(b) / Grid.TILE, 2 + d.width() / 2, 6, false);
            if (at != null) return at;
        }
        return null;
    }

    /** A Dock: the nearest shore to home on a body of water of at least sn-minimum-water-body-size-for-dock tiles. */
    private int[] dock(int type, int hx, int hy) {
        TypeDef d = s.catalog.rules.type(type);
        int need = Math.max(1, s.sn(112, 300));
        Grid g = s.grid();
        for (int r = 2; r <= Math.min(80, g.size()); r++) {
            int side = 2 * r;
            for (int k = 0; k < 4 * side; k++) {
                int dx, dy;
                if (k < side) { dx = -r + k; dy = -r; }
                else if (k < 2 * side) { dx = r; dy = -r + (k - side); }
                else if (k < 3 * side) { dx = r - (k - 2 * side); dy = r; }
                else { dx = -r; dy = r - (k - 3 * side); }
                int tx = hx + dx, ty = hy + dy;
                if (!g.inside(tx, ty) || !g.inside(tx + d.width() - 1, ty + d.height() - 1)) continue;
                int body = s.land.waterOfTile(g.tile(tx, ty));
                if (body == 0 || s.land.waterSize(body) < need) continue;
                if (s.siting == null || s.siting.whyNot(s.player, type, tx, ty) == null) return new int[] {tx, ty};
            }
        }
        return null;
    }

    private int[] water(int type, int hx, int hy) {
        Grid g = s.grid();
        TypeDef d = s.catalog.rules.type(type);
        for (int r = 2; r <= 40; r++) {
            int[] at = ring(type, hx, hy, r, r, false);
            if (at != null && (g.terrainPass(g.tile(at[0], at[1])) & Land.WATER) != 0) return at;
        }
        return d == null ? null : null;
    }

    /**
     * The nearest edge tree of a forest within sn-camp-max-distance of home that no wood drop site
     * serves: a real forest first (fifteen trees or more within three tiles), else a clump (five
     * within two), so that a camp is not laid by a few stray trees while a forest stands further out.
     */
    int forest(int hx, int hy) {
        int tree = forest(hx, hy, 3, 15);
        return tree != 0 ? tree : forest(hx, hy, 2, 5);
    }

    private int forest(int hx, int hy, int round, int least) {
        int max = Math.max(4, s.sn(86, 25));
        Grid g = s.grid();
        Entities e = s.e();
        int wood = Resource.WOOD.ordinal();
        for (int r = 1; r <= max; r++) {
            for (int t : ringTiles(hx, hy, r)) {
                int b = g.blocker(t);
                if (b == 0 || !resourceOf(b, wood) || !explored(t)) continue;
                if (trees(g.tileX(t), g.tileY(t), round) < least) continue;
                if (dropWithin(e.x(b), e.y(b), wood, 6, false)) continue;
                if (!open(g.tileX(t), g.tileY(t))) continue;
                return b;
            }
        }
        return 0;
    }

    /** Gold or stone for a mining camp, by the design's rule; the nearest such mine no mining camp serves. */
    private int mine(int hx, int hy) {
        int gold = Resource.GOLD.ordinal(), stone = Resource.STONE.ordinal();
        Economy eco = s.executor().economy;
        boolean stoneFirst = eco.dropDistance(stone) > s.sn(165, 3) && eco.dropDistance(gold) <= s.sn(166, 3);
        int first = stoneFirst ? stone : gold, second = stoneFirst ? gold : stone;
        int b = nearestResource(hx, hy, first, 40);
        if (b == 0) b = nearestResource(hx, hy, second, 40);
        return b;
    }

    private int forage(int hx, int hy) {
        int max = Math.min(60, Math.max(4, s.sn(87, 100)));
        return nearestResource(hx, hy, Resource.FOOD.ordinal(), max);
    }

    private int nearestResource(int hx, int hy, int res, int max) {
        Grid g = s.grid();
        Entities e = s.e();
        for (int r = 1; r <= max; r++) {
            for (int t : ringTiles(hx, hy, r)) {
                int b = g.blocker(t);
                if (b == 0 || !resourceOf(b, res) || !explored(t)) continue;
                if (dropWithin(e.x(b), e.y(b), res, 4, false)) continue;
                return b;
            }
        }
        return 0;
    }

    private boolean resourceOf(int thing, int res) {
        Entities e = s.e();
        if (e.owner(thing) != 0 || e.amount(thing) <= 0) return false;
        TypeDef d = s.catalog.rules.type(e.type(thing));
        return d.kind() == TypeKind.RESOURCE && d.resource() != null && d.resource().ordinal() == res
                && (d.placement().isEmpty() || d.placement().equals("land"));
    }

    private boolean explored(int tile) { return s.vision == null || s.vision.explored(s.player, tile); }

    private int trees(int x, int y, int r) {
        Grid g = s.grid();
        int n = 0;
        for (int dy = -r; dy <= r; dy++) {
            for (int dx = -r; dx <= r; dx++) {
                if (!g.inside(x + dx, y + dy)) continue;
                int b = g.blocker(g.tile(x + dx, y + dy));
                if (b != 0 && resourceOf(b, Resource.WOOD.ordinal())) n++;
            }
        }
        return n;
    }

    /** Whether a tile next to it is open land (a forest's edge, not its interior). */
    private boolean open(int x, int y) {
        Grid g = s.grid();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (!g.inside(x + dx, y + dy)) continue;
                int t = g.tile(x + dx, y + dy);
                if (g.blocker(t) == 0 && (g.terrainPass(t) & Land.LAND) != 0) return true;
            }
        }
        return false;
    }

    /** Whether one of the player's drop sites for the resource (finished or not; the Town Center only when asked) is within r tiles. */
    private boolean dropWithin(int x, int y, int res, int r, boolean townCenterCounts) {
        Entities e = s.e();
        long lim = (long) r * Grid.TILE;
        lim *= lim;
        for (IntList list : new IntList[] {s.census.buildings, s.census.foundations}) {
            for (int k = 0; k < list.size(); k++) {
                int b = list.get(k);
                int t = e.type(b);
                if (!s.catalog.dropsite(t, res)) continue;
                if (!townCenterCounts && s.catalog.townCenterLike(t)) continue;
                if (Seat.dist2(e.x(b), e.y(b), x, y) <= lim) return true;
            }
        }
        return false;
    }

    private int[] nearestEnemyBuilding(int[] home) {
        Entities e = s.e();
        IntList bs = e.buildings();
        long best = Long.MAX_VALUE;
        int[] at = null;
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || s.ps().stance(o) != org.openaok.sim.api.state.Stance.ENEMY) continue;
            if (!s.knowledge.knows(b)) continue;
            long d2 = Seat.dist2(e.x(b), e.y(b), home[0], home[1]);
            if (d2 < best) {
                best = d2;
                at = new int[] {e.x(b), e.y(b)};
            }
        }
        return at;
    }

    /** The tiles of a square ring round a tile, in the fixed order, clipped to the map. */
    int[] ringTiles(int cx, int cy, int r) {
        Grid g = s.grid();
        int side = 2 * r;
        int[] out = new int[4 * side];
        int n = 0;
        for (int k = 0; k < 4 * side; k++) {
            int dx, dy;
            if (k < side) { dx = -r + k; dy = -r; }
            else if (k < 2 * side) { dx = r; dy = -r + (k - side); }
            else if (k < 3 * side) { dx = r - (k - 2 * side); dy = r; }
            else { dx = -r; dy = r - (k - 3 * side); }
            if (g.inside(cx + dx, cy + dy)) out[n++] = g.tile(cx + dx, cy + dy);
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
