package org.openaok.mapgen.stages.object;

import org.openaok.mapgen.stages.state.AokCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.random.RandomStream;
import org.openaok.mapgen.stages.start.StartRole;
import org.openaok.mapgen.stages.start.StartTable;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.Land;

/**
 * Places the lots (groups, or lone objects) of one create_object after another, keeping the room
 * earlier commands asked for.
 *
 * <p>A lot's centre is found by up to {@value #TRIES} random tries: anywhere on each land with the
 * id (place_on_specific_land_id, at least min_distance_to_players from every start), round each
 * player's start between the two distances (set_place_for_every_player), or anywhere on the map
 * between the two distances from the nearest start. The centre must be ground the object may
 * stand on, free, outside the room kept by objects placed with min_distance_group_placement
 * (kept from everything after them) and, within the command, temp_min_distance_group_placement,
 * and at least max_distance_to_other_zones from ground the object may not stand on. Objects
 * placed for a player or a land stand only where the land's origin reaches without crossing
 * ground they may not stand on (island gold stays on its island).
 *
 * <p>A resource placed for every player that a player got none of while another got some is
 * tried again for that player with looser limits ({@link #second}): a player who starts without
 * gold where the others have it has lost before the game begins, so fairness goes before the
 * script's spacing. The second round is reported (AOK105) and in the ledger.
 *
 * <p>A tight group fills the tiles nearest its centre, ring by ring; a loose one takes random
 * tiles within group_placement_radius. Every object blocks what its footprint covers from any
 * later object (and from movers, if it blocks); each gets one of its type's four drawings.
 */
final class LotPlacer {
    static final int TRIES = 200;
    /** Lots in a row that found no centre before a command gives up on the rest (a map full of walls). */
    static final int GIVE_UP = 16;
    /** Tries for each member of a loose group. */
    static final int LOOSE_TRIES = 24;
    /** How far a tight group may spread, in tiles. */
    static final int TIGHT_LIMIT = 16;
    /** Draws in the square round a start (on the map) for one try to land in the ring between the two distances. */
    static final int RING_DRAWS = 16;
    private static final int ANYWHERE = Integer.MIN_VALUE;

    private enum Mode { ANY, LAND, RING }

    /**
     * The limits one round of tries keeps: the script's own, or one of the second round's relaxed
     * ones ({@link #second}).
     *
     * @param room         whether the room earlier objects keep (min_distance_group_placement, and
     *                     within the command temp_min_distance_group_placement) is kept
     * @param zoneDistance the distance kept from ground the object may not stand on
     * @param min          the nearest a centre may be to the start
     * @param max          the farthest, or {@link ObjectOrder#NONE}
     */
    record Limits(boolean room, int zoneDistance, int min, int max) {
        static Limits of(ObjectOrder o) { return new Limits(true, o.zoneDistance(), o.minDistance(), o.maxToPlayers()); }

        long min2() { return (long) min * min; }

        long maxExcl() {
            long m = max == ObjectOrder.NONE ? ObjectOrder.MAX_DISTANCE : max;
            return (m + 1) * (m + 1);
        }

        int radius() { return max == ObjectOrder.NONE ? ObjectOrder.MAX_DISTANCE : max; }

        String describe(ObjectOrder o) {
            StringBuilder b = new StringBuilder(room ? "" : "the room other objects keep given up");
            if (zoneDistance != o.zoneDistance()) {
                b.append(", max_distance_to_other_zones ").append(o.zoneDistance()).append(" -> ").append(zoneDistance);
            }
            if (min != o.minDistance() || max != o.maxToPlayers()) {
                b.append(", ").append(min).append('-').append(max == ObjectOrder.NONE ? "any" : String.valueOf(max))
                        .append(" tiles from the start");
            }
            return b.toString();
        }
    }

    /**
     * The second round's limits, loosest last: the room kept by earlier objects given up; then
     * also max_distance_to_other_zones halved; then also that distance dropped and the distances
     * from the start widened by half either way. The object's own ground, free tiles, the cleared
     * starts and the player's own region are never given up.
     */
    static List<Limits> second(ObjectOrder o) {
        Limits own = Limits.of(o);
        int min = own.min() / 2;
        int max = own.max() == ObjectOrder.NONE ? ObjectOrder.NONE : own.max() + (own.max() + 1) / 2;
        List<Limits> out = new ArrayList<>();
        for (Limits l : List.of(new Limits(false, own.zoneDistance(), own.min(), own.max()),
                new Limits(false, own.zoneDistance() / 2, own.min(), own.max()), new Limits(false, 0, min, max))) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(l)) out.add(l);   // no round twice
        }
        return out;
    }

    private final GenerationContext ctx;
    private final AokMapState state;
    private final MapLevel level;
    private final int size;
    private final int players;
    private final RandomStream rng;
    private final boolean[] kept;
    private final int[] tempKept;
    private final long[] nearest2;
    /** Tiles clearing will empty of Gaia objects: none is placed there to be taken away again. */
    private final boolean[] cleared;
    /** Where the starting-units stage will stand each player's Town Center: kept free for it. */
    private final boolean[] townCentres;
    /** The grounds by the terrains on the map each allows: restrictions that differ only on absent terrains share one. */
    private final Map<java.util.BitSet, StandingGround> grounds = new HashMap<>();
    /** Which terrains the map has (it no longer changes while objects are placed). */
    private final boolean[] present;
    private final Spiral spiral = Spiral.of(TIGHT_LIMIT);
    private int[][] landTiles;
    private int stamp;

    LotPlacer(GenerationContext ctx, AokMapState state) {
        this.ctx = ctx;
        this.state = state;
        this.level = state.level();
        this.size = state.size();
        this.players = state.players();
        this.rng = state.random();
        int n = size * size;
        this.kept = new boolean[n];
        this.tempKept = new int[n];
        this.nearest2 = new long[n];
        Arrays.fill(nearest2, Long.MAX_VALUE);
        this.cleared = ClearingArea.of(size, state.starts());
        this.townCentres = new boolean[n];
        this.present = new boolean[state.terrains().limit()];
        for (int i = 0; i < n; i++) {
            int t = level.terrain(i);
            if (t >= 0 && t < present.length) present[t] = true;
        }
        ObjectType tc = StartTable.bundled().resolve(ctx.data(), d -> { }).entrySet().stream()
                .filter(e -> e.getKey() == StartRole.TOWN_CENTER).map(e -> e.getValue().type(0)).findFirst().orElse(null);
        if (tc != null) {
            for (PlayerStart s : state.starts()) {
                Footprint f = Footprint.at(tc, s.x(), s.y());
                for (int y = Math.max(0, f.top()); y < Math.min(size, f.top() + f.height()); y++) {
                    for (int x = Math.max(0, f.left()); x < Math.min(size, f.left() + f.width()); x++) townCentres[y * size + x] = true;
                }
            }
        }
        for (PlayerStart s : state.starts()) {
            // row by row: no division per tile (eight starts times 57,600 tiles at Giant)
            for (int y = 0, i = 0; y < size; y++) {
                long dy = y - s.y();
                long dy2 = dy * dy;
                for (int x = 0; x < size; x++, i++) {
                    long dx = x - s.x();
                    nearest2[i] = Math.min(nearest2[i], dx * dx + dy2);
                }
            }
        }
    }

    /** How one command went, for the ledger's reason. */
    private static final class Misses {
        int lots;
        int noCentre;
        int short_;
        boolean gaveUp;
        final TreeSet<Integer> who = new TreeSet<>();
    }

    /** Where one command's lots go: a land, a player's start, or the whole map. */
    private static final class Target {
        final Mode mode;
        final int player;
        final int owner;
        final int[] tiles;
        final int reach;
        final int sx;
        final int sy;
        int inARow;
        /** The sizes of the lots that found no centre, for a second round. */
        final List<Integer> missed = new ArrayList<>();

        Target(Mode mode, int player, int owner, int[] tiles, int reach, int sx, int sy) {
            this.mode = mode;
            this.player = player;
            this.owner = owner;
            this.tiles = tiles;
            this.reach = reach;
            this.sx = sx;
            this.sy = sy;
        }
    }

    /**
     * Places a command's lots. Where it places for every player (or on every land with its id),
     * the targets take turns lot by lot, so none is served from what the others have left over.
     *
     * @param owned whether objects placed for a player belong to that player
     */
    void place(ObjectOrder o, ObjectType type, ObjectLedger.Entry e, boolean owned) {
        stamp++;
        StandingGround g = grounds.computeIfAbsent(groundKey(type), k -> new StandingGround(level, type, state.terrains().limit()));
        int lots = o.lots(size, players);
        Misses m = new Misses();
        List<Target> targets = new ArrayList<>();
        if (o.landId() != ObjectOrder.NONE) {
            for (Land land : state.lands().withId(o.landId())) {
                int reach = reach(g, land.placed() ? land.y() * size + land.x() : -1);
                targets.add(new Target(Mode.LAND, land.player(), 0, tilesOf(land), reach, -1, -1));
            }
        } else if (o.everyPlayer()) {
            for (int p = 1; p <= players; p++) {
                PlayerStart s = state.start(p);
                if (s == null) continue;
                Land land = state.lands().ofPlayer(p).orElse(null);
                int origin = land != null && land.placed() ? land.y() * size + land.x() : s.y() * size + s.x();
                int reach = reach(g, origin);
                int[] region = reach == ANYWHERE ? null : g.tilesOf(reach);
                targets.add(new Target(Mode.RING, p, owned ? p : 0, region, reach, s.x(), s.y()));
            }
        } else {
            targets.add(new Target(Mode.ANY, 0, 0, null, ANYWHERE, -1, -1));
        }
        Limits own = Limits.of(o);
        for (int k = 0; k < lots; k++) {
            if ((k & 15) == 0) ctx.checkpoint();
            if (o.variance() == 0 && allGaveUp(targets)) {
                // nothing is drawn for a lot given up on: the rest are counted in one go (a wall of 9,999 lots a player)
                for (Target t : targets) giveUp(o, e, m, t, lots - k);
                break;
            }
            for (Target t : targets) lot(o, type, g, e, m, t, own);
        }
        if (o.everyPlayer() && e.resource()) secondRound(o, type, g, e, targets);
        if (m.noCentre > 0) {
            e.because(m.noCentre + " of " + m.lots + (o.grouped() ? " groups" : " objects") + " found no spot in "
                    + TRIES + " tries" + (m.gaveUp ? " (the rest were given up after " + GIVE_UP + " in a row)" : "")
                    + (m.who.isEmpty() ? "" : " (for player " + join(m.who) + ")"));
        }
        if (m.short_ > 0) e.because(m.short_ + " objects found no free ground round their group's centre");
    }

    /**
     * The second round, for a resource placed for every player: a player who got none of it while
     * another got some would start poorer, so each of that player's lots is tried again (at the
     * size the first round drew for it), at each of the {@link #second relaxed limits} in turn
     * until one finds a centre. Deterministic (the map's stream, players in seat order) and only
     * where the first round left a player with none, so a map where every player got some draws
     * exactly as before. Reported as AOK105.
     */
    private void secondRound(ObjectOrder o, ObjectType type, StandingGround g, ObjectLedger.Entry e, List<Target> targets) {
        boolean some = false;
        for (Target t : targets) some |= t.mode == Mode.RING && e.placed(t.player) > 0;
        if (!some) return;
        List<Limits> relaxed = second(o);
        TreeSet<Integer> helped = new TreeSet<>();
        TreeSet<Integer> still = new TreeSet<>();
        Limits loosest = null;
        for (Target t : targets) {
            if (t.mode != Mode.RING || e.placed(t.player) > 0) continue;
            int misses = 0;
            for (int k = 0; k < t.missed.size() && misses < GIVE_UP; k++) {
                int n = t.missed.get(k);
                int centre = -1;
                for (Limits l : relaxed) {
                    centre = centre(o, type, g, t.mode, t.tiles, t.reach, t.owner, t.sx, t.sy, l);
                    if (centre >= 0) {
                        if (loosest == null || relaxed.indexOf(l) > relaxed.indexOf(loosest)) loosest = l;
                        break;
                    }
                }
                if (centre < 0) {
                    misses++;
                    continue;
                }
                fill(o, type, g, e, t.player, t.owner, t.reach, centre, n);
            }
            (e.placed(t.player) > 0 ? helped : still).add(t.player);
        }
        if (!helped.isEmpty()) {
            String how = loosest.describe(o);
            e.because("player " + join(helped) + " got none in the first round; placed in a second round (" + how + ")");
            ctx.diagnostics().report(AokCode.SECOND_ROUND.at(o.location(), "create_object " + type.name() + ": player "
                    + join(helped) + " got none in " + TRIES + " tries, while another player got some; a second round "
                    + "placed theirs with looser limits (at the loosest: " + how + ")"));
        }
        if (!still.isEmpty()) {
            e.because("player " + join(still) + " got none, even in a second round with looser limits");
        }
    }

    private void lot(ObjectOrder o, ObjectType type, StandingGround g, ObjectLedger.Entry e, Misses m, Target t, Limits own) {
        int n = o.perLot();
        if (o.variance() > 0) n = Math.max(1, n + rng.between(-o.variance(), o.variance() - 1));
        e.ask(t.player, n);
        m.lots++;
        if (t.inARow >= GIVE_UP) {
            t.missed.add(n);
            m.noCentre++;
            m.gaveUp = true;
            return;
        }
        int centre = centre(o, type, g, t.mode, t.tiles, t.reach, t.owner, t.sx, t.sy, own);
        if (centre < 0) {
            t.inARow++;
            t.missed.add(n);
            m.noCentre++;
            if (t.player > 0 && t.mode == Mode.RING) m.who.add(t.player);
            return;
        }
        t.inARow = 0;
        int placed = fill(o, type, g, e, t.player, t.owner, t.reach, centre, n);
        m.short_ += n - placed;
    }

    private static boolean allGaveUp(List<Target> targets) {
        for (Target t : targets) if (t.inARow < GIVE_UP) return false;
        return true;
    }

    /** What {@link #lot} does for {@code lots} lots of a target that has given up, at once. */
    private static void giveUp(ObjectOrder o, ObjectLedger.Entry e, Misses m, Target t, int lots) {
        int n = o.perLot();
        e.ask(t.player, (long) n * lots);
        m.lots += lots;
        t.missed.addAll(java.util.Collections.nCopies(lots, n));
        m.noCentre += lots;
        m.gaveUp = true;
    }

    private int centre(ObjectOrder o, ObjectType type, StandingGround g, Mode mode, int[] tiles, int reach, int owner, int sx,
                       int sy, Limits limits) {
        long min2 = limits.min2();
        long maxExcl = limits.maxExcl();
        int n = size * size;
        int radius = Math.min(limits.radius(), size);
        int left = Math.max(0, sx - radius);
        int right = Math.min(size - 1, sx + radius);
        int top = Math.max(0, sy - radius);
        int bottom = Math.min(size - 1, sy + radius);
        for (int t = 0; t < TRIES; t++) {
            int i;
            int x = -1;   // the try's tile by column and row, once known (-1: made from i when needed)
            int y = -1;
            switch (mode) {
                case ANY -> {
                    i = rng.nextInt(n);
                    if (nearest2[i] < min2 || nearest2[i] >= maxExcl) continue;
                }
                case LAND -> {
                    if (tiles.length == 0) return -1;
                    i = tiles[rng.nextInt(tiles.length)];
                    if (nearest2[i] < min2) continue;
                }
                default -> {
                    if (limits.max() == ObjectOrder.NONE) {
                        // no outer limit: anywhere the player's land reaches (anywhere, for what it may not stand on)
                        if (tiles != null) {
                            if (tiles.length == 0) return -1;
                            i = tiles[rng.nextInt(tiles.length)];
                        } else {
                            i = rng.nextInt(n);
                        }
                        x = i % size;
                        y = i / size;
                        long dx = x - sx;
                        long dy = y - sy;
                        long d2 = dx * dx + dy * dy;
                        if (d2 < min2 || d2 >= maxExcl) continue;
                    } else {
                        // a try is a tile of the ring (on the map): draws off it are not counted, within reason
                        i = -1;
                        for (int d = 0; d < RING_DRAWS && i < 0; d++) {
                            int rx = rng.between(left, right);
                            int ry = rng.between(top, bottom);
                            long dx = rx - sx;
                            long dy = ry - sy;
                            long d2 = dx * dx + dy * dy;
                            if (d2 >= min2 && d2 < maxExcl) {
                                i = ry * size + rx;
                                x = rx;
                                y = ry;
                            }
                        }
                        if (i < 0) continue;
                    }
                }
            }
            if (limits.room() && (kept[i] || tempKept[i] == stamp)) continue;
            if (limits.zoneDistance() > 0 && g.nearEdge(i, limits.zoneDistance())) continue;
            if (x < 0) {
                x = i % size;
                y = i / size;
            }
            if (fits(o, type, g, reach, owner, x, y)) return i;
        }
        return -1;
    }

    /** Places a lot's objects round its centre; returns how many stood. */
    private int fill(ObjectOrder o, ObjectType type, StandingGround g, ObjectLedger.Entry e, int player, int owner,
                     int reach, int centre, int n) {
        int cx = centre % size;
        int cy = centre / size;
        put(o, type, e, player, owner, cx, cy);
        int placed = 1;
        if (placed >= n) return placed;
        if (o.tight()) {
            int r = Math.min(TIGHT_LIMIT, Math.max(o.groupRadius(), 2 + (int) Math.sqrt(2.0 * n)));
            long r2 = (long) r * r;
            for (int k = 1; k < spiral.size() && placed < n; k++) {
                if (spiral.d2(k) > r2) break;
                int dx = spiral.dx(k);
                int dy = spiral.dy(k);
                if (fits(o, type, g, reach, owner, cx + dx, cy + dy)) {
                    put(o, type, e, player, owner, cx + dx, cy + dy);
                    placed++;
                }
            }
        } else {
            int r = o.groupRadius();
            for (int k = 1; k < n; k++) {
                for (int t = 0; t < LOOSE_TRIES; t++) {
                    int dx = rng.between(-r, r);
                    int dy = rng.between(-r, r);
                    if (dx * dx + dy * dy > r * r) continue;
                    if (fits(o, type, g, reach, owner, cx + dx, cy + dy)) {
                        put(o, type, e, player, owner, cx + dx, cy + dy);
                        placed++;
                        break;
                    }
                }
            }
        }
        return placed;
    }

    /** Whether the object may stand with its anchor on (x, y). */
    private boolean fits(ObjectOrder o, ObjectType type, StandingGround g, int reach, int owner, int x, int y) {
        boolean gaia = owner == 0;
        // the footprint's corner as Footprint.at has it, made into no footprint: this runs for every try
        int left = x - type.width() / 2;
        int top = y - type.height() / 2;
        if (left < 0 || top < 0 || left + type.width() > size || top + type.height() > size) return false;
        for (int ty = top; ty < top + type.height(); ty++) {
            for (int tx = left; tx < left + type.width(); tx++) {
                int i = ty * size + tx;
                if (level.has(i, MapLevel.OCCUPIED) || !g.allows(i) || (gaia && cleared[i]) || townCentres[i]) return false;
                if (o.terrain() != ObjectOrder.NONE && level.terrain(i) != o.terrain()) return false;
            }
        }
        return reach == ANYWHERE || g.region(y * size + x) == reach;
    }

    private void put(ObjectOrder o, ObjectType type, ObjectLedger.Entry e, int player, int owner, int x, int y) {
        MapObject obj = Footprint.place(type, owner, x, y, rng.nextInt(4), Sources.of(o.ordinal(), player));
        ctx.place(obj);
        Footprint.at(type, x, y).mark(level, MapLevel.OCCUPIED | (type.blocks() ? MapLevel.BLOCKED : 0));
        e.place(player);
        if (o.spacing() > 0) disk(x, y, o.spacing(), i -> kept[i] = true);
        if (o.tempSpacing() > 0) disk(x, y, o.tempSpacing(), i -> tempKept[i] = stamp);
    }

    /** Where an object placed from the origin may go: the origin's region, or anywhere when it may not stand there. */
    /** The terrains on the map the type may stand on: types with equal keys stand on the same tiles. */
    private java.util.BitSet groundKey(ObjectType type) {
        java.util.BitSet key = new java.util.BitSet(present.length);
        for (int t = 0; t < present.length; t++) if (present[t] && type.canStandOn(t)) key.set(t);
        return key;
    }

    private int reach(StandingGround g, int origin) {
        if (origin < 0 || !g.allows(origin)) return ANYWHERE;
        return g.region(origin);
    }

    private void disk(int x, int y, int d, java.util.function.IntConsumer mark) {
        long d2 = (long) d * d;
        for (int ny = Math.max(0, y - d + 1); ny <= Math.min(size - 1, y + d - 1); ny++) {
            long dy = ny - y;
            for (int nx = Math.max(0, x - d + 1); nx <= Math.min(size - 1, x + d - 1); nx++) {
                long dx = nx - x;
                if (dx * dx + dy * dy < d2) mark.accept(ny * size + nx);
            }
        }
    }

    private int[] tilesOf(Land land) {
        if (landTiles == null) {
            int count = state.lands().count();
            int[] sizes = new int[count];
            for (int i = 0; i < size * size; i++) {
                int l = state.lands().landAt(i);
                if (l >= 0 && l < count) sizes[l]++;
            }
            landTiles = new int[count][];
            for (int l = 0; l < count; l++) landTiles[l] = new int[sizes[l]];
            int[] fill = new int[count];
            for (int i = 0; i < size * size; i++) {
                int l = state.lands().landAt(i);
                if (l >= 0 && l < count) landTiles[l][fill[l]++] = i;
            }
        }
        return land.index() < landTiles.length ? landTiles[land.index()] : new int[0];
    }

    private static String join(TreeSet<Integer> who) {
        StringBuilder b = new StringBuilder();
        for (int p : who) b.append(b.length() == 0 ? "" : ", ").append(p);
        return b.toString();
    }
}
