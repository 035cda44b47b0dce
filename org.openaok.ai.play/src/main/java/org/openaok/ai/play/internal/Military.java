package org.openaok.ai.play.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.AttackMove;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.rules.Damage;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.Stance;

/**
 * Attack groups of the land soldiers (and of warships, by the boat numbers), as the game makes
 * them: each wants sn-minimum-attack-group-size and a random few more, gathers on its leader,
 * and once full, gathered and allowed attacks the target the evaluation scores highest; targets
 * across water are reached by boarding the idle transports. attack-now sends a share of the free
 * soldiers at once. The rest defend: blows are answered by a share of the idle defenders near
 * them, enemies in town by a share rounded up, idle warships strike what comes within 14 tiles,
 * and with sn-gather-defense-units the strays walk back to the Town Center once a minute.
 */
final class Military {
    static final int GATHERING = 0, ATTACKING = 1, LOOKING = 2, SAILING = 3;
    static final String[] STATES = {"gathering", "attacking", "looking", "sailing"};
    static final int WARSHIP_REACH = 14;
    /** Further than this from a building, a group marches on it fighting on the way. */
    static final int APPROACH_TILES = 10;
    /** A group's members struck answer with up to this many of those within this many tiles. */
    static final int HELPERS = 6, HELP_TILES = 6;
    static final long RETARGET_MS = 10_000;

    /** An attack group. */
    static final class Group {
        final boolean boats;
        final IntList members = new IntList(16);
        int want;
        int state = GATHERING;
        int passes;
        int target;
        long idleSinceMs = -1;
        /** When the group set on its target. */
        long sinceMs;
        int transport;
        /** The transports carrying the group (the first is {@link #transport}), and who boards which: member k the (k / capacity)th. */
        final IntList fleet = new IntList(4);
        /** At sea: 0 the transports coming to the shore by the group, 1 boarding, 2 sailing to land by the target. */
        int sea;
        int landX, landY;
        boolean now;

        Group(boolean boats) { this.boats = boats; }
    }

    private final Seat s;
    final List<Group> groups = new ArrayList<>();
    private boolean attackNowAsked;
    private long lastGatherDefenseMs = Long.MIN_VALUE / 2;
    private long lastCoopCallMs = Long.MIN_VALUE / 2;
    /** Seats whose things allies asked to strike first, or 0. */
    int coopTarget;

    Military(Seat s) { this.s = s; }

    void attackNow() { attackNowAsked = true; }

    int attackers(boolean boats) {
        int n = 0;
        for (Group g : groups) if (g.boats == boats && g.state != GATHERING) n += g.members.size();
        return n;
    }

    Group groupOf(int u) {
        for (Group g : groups) if (g.members.contains(u)) return g;
        return null;
    }

    private boolean inGroup(int u) {
        for (Group g : groups) if (g.members.contains(u)) return true;
        return false;
    }

    private boolean allowed(Catalog c, int u) {
        // at Easy and Easiest, Monks stay out of the attack groups; a Monk with a relic takes it home
        if (s.difficulty >= 3 && c.role(s.e().type(u)) == Catalog.Role.MONK) return false;
        if (c.carriesRelic(s.e().type(u))) return false;
        return !s.executor().scouting.isScout(u);
    }

    void run() {
        prune();
        form(false);
        form(true);
        if (attackNowAsked) {
            attackNowAsked = false;
            attackNowGroup(false);
            attackNowGroup(true);
        }
        for (Group g : new ArrayList<>(groups)) step(g);
        defend();
        warshipsDefend();
        gatherDefense();
    }

    private void prune() {
        Entities e = s.e();
        // the striker an ally called about stays first only while it is still in the game and an enemy
        if (coopTarget != 0 && (!s.m.player(coopTarget).inGame() || s.ps().stance(coopTarget) != Stance.ENEMY)) coopTarget = 0;
        for (Group g : groups) {
            for (int k = g.members.size() - 1; k >= 0; k--) {
                int u = g.members.get(k);
                if (!e.alive(u) && e.state(u) != Entities.GARRISONED || e.owner(u) != s.player || s.catalog.carriesRelic(e.type(u))) g.members.remove(u);
            }
        }
        groups.removeIf(g -> g.members.isEmpty() && g.state != GATHERING);
    }

    private IntList free(boolean boats) {
        IntList out = new IntList(16);
        IntList from = boats ? s.census.warships : s.census.soldiers;
        for (int k = 0; k < from.size(); k++) {
            int u = from.get(k);
            if (s.e().state(u) != Entities.ALIVE || inGroup(u) || !allowed(s.catalog, u)) continue;
            out.add(u);
        }
        return out;
    }

    private void form(boolean boats) {
        if (!boats && s.sn(271, 0) == 1) return;
        int number = Math.max(0, s.sn(boats ? 58 : 36, 0));
        int min = Math.max(1, s.sn(boats ? 59 : 16, boats ? 1 : 4));
        int max = Math.max(min, s.sn(boats ? 60 : 26, boats ? 5 : 10));
        int randomness = Math.max(0, s.sn(98, 1));
        int have = 0;
        for (Group g : groups) if (g.boats == boats && !g.now) have++;
        while (have < number) {
            Group g = new Group(boats);
            g.want = Math.min(max, min + (randomness > 0 ? s.random.nextInt(randomness + 1) : 0));
            groups.add(g);
            have++;
        }
        int formDistance = Math.max(1, s.sn(230, 20)) * Grid.TILE;
        for (Group g : groups) {
            if (g.boats != boats || g.state != GATHERING || g.now || g.members.size() >= g.want) continue;
            IntList pool = free(boats);
            if (pool.isEmpty()) continue;
            // the free soldier with most others within the form distance leads where there is none
            int lead = g.members.isEmpty() ? densest(pool, formDistance) : g.members.get(0);
            Entities e = s.e();
            int ground = s.land.landNear(e.x(lead), e.y(lead));
            for (int k = 0; k < pool.size() && g.members.size() < g.want; k++) {
                int u = pool.get(k);
                if (u != lead && Seat.dist2(e.x(u), e.y(u), e.x(lead), e.y(lead)) > (long) formDistance * formDistance) continue;
                // across water from the leader it could not join the group on foot
                if (u != lead && s.land.landNear(e.x(u), e.y(u)) != ground) continue;
                if (!g.members.contains(u)) g.members.add(u);
            }
            if (!g.members.contains(lead)) g.members.add(lead);
        }
    }

    private int densest(IntList pool, int within) {
        Entities e = s.e();
        int best = pool.get(0), bestN = -1;
        long w2 = (long) within * within;
        for (int i = 0; i < pool.size(); i++) {
            int n = 0;
            for (int j = 0; j < pool.size(); j++) if (Seat.dist2(e.x(pool.get(i)), e.y(pool.get(i)), e.x(pool.get(j)), e.y(pool.get(j))) <= w2) n++;
            if (n > bestN) {
                bestN = n;
                best = pool.get(i);
            }
        }
        return best;
    }

    /**
     * attack-now: the share of the free soldiers goes at once. Soldiers on land bodies of their own
     * (some landed on the enemy's island, the rest at home) make a group each, so a group's
     * target, chosen from its leader's ground, is one its members can walk to: one group of both
     * sent those at home at a building across the water, and they stood at the shore for good.
     */
    private void attackNowGroup(boolean boats) {
        IntList all = free(boats);
        int pct = s.sn(boats ? 228 : 227, 75);
        Entities e = s.e();
        IntList bodies = new IntList(2);
        for (int k = 0; k < all.size(); k++) {
            int b = boats ? 0 : s.land.landNear(e.x(all.get(k)), e.y(all.get(k)));
            if (!bodies.contains(b)) bodies.add(b);
        }
        for (int i = 0; i < bodies.size(); i++) {
            IntList pool = new IntList(all.size());
            for (int k = 0; k < all.size(); k++) if (boats || s.land.landNear(e.x(all.get(k)), e.y(all.get(k))) == bodies.get(i)) pool.add(all.get(k));
            int n = pool.size() * pct / 100;
            if (n <= 0) continue;
            Group g = new Group(boats);
            g.now = true;
            for (int k = 0; k < n; k++) g.members.add(pool.get(k));
            g.want = n;
            g.state = LOOKING;
            g.idleSinceMs = s.now() - 5_000;
            groups.add(g);
        }
    }

    /** Whether the initial attack delay is over: at sn-initial-attack-delay seconds, or on the first blow (by its type). */
    boolean attacksAllowed() {
        int type = s.sn(134, 0);
        if (type == 0 || type == 1) return true;
        long delay = Math.max(0, s.sn(104, 0)) * 1000L;
        if (s.now() >= delay) return true;
        return type == 2 && s.executor().news.firstStruckMs >= 0;
    }

    private void step(Group g) {
        Entities e = s.e();
        if (g.members.isEmpty()) return;
        int lead = g.members.get(0);
        switch (g.state) {
            case GATHERING -> {
                if (g.members.size() < g.want) return;
                g.passes++;
                int spacing = Math.max(1, s.sn(41, 4)) * Grid.TILE;
                boolean together = true;
                IntList away = new IntList(8);
                for (int k = 1; k < g.members.size(); k++) {
                    int u = g.members.get(k);
                    if (Seat.dist2(e.x(u), e.y(u), e.x(lead), e.y(lead)) > (long) spacing * spacing) {
                        together = false;
                        if (e.order(u) == OrderKind.IDLE) away.add(u);
                    }
                }
                if (!away.isEmpty()) sendTogether(away, e.x(lead), e.y(lead));
                if ((together || g.passes >= 10) && s.knowledge.enemyKnown() && attacksAllowed()) {
                    g.state = LOOKING;
                    g.idleSinceMs = -1;
                }
            }
            case LOOKING -> {
                int t = evaluate(g);
                if (t != 0) {
                    attack(g, t);
                    return;
                }
                if (g.idleSinceMs < 0) g.idleSinceMs = s.now();
                if (s.now() - g.idleSinceMs >= 5_000) {
                    // nothing to attack: walk off at random to look
                    int size = s.grid().size();
                    int x = (s.random.nextInt(size - 4) + 2) * Grid.TILE, y = (s.random.nextInt(size - 4) + 2) * Grid.TILE;
                    sendTogether(g.members, x, y);
                    g.idleSinceMs = s.now();
                }
            }
            case ATTACKING -> {
                if (!e.present(g.target) || e.owner(g.target) == s.player || e.state(g.target) == Entities.FELLED
                        || (e.owner(g.target) > 0 && s.ps().stance(e.owner(g.target)) != Stance.ENEMY)) {
                    // its target fell: the group goes idle and gathers again (a group of attack-now looks again)
                    g.target = 0;
                    if (g.now) {
                        g.state = LOOKING;
                        g.idleSinceMs = -1;
                    } else {
                        g.state = GATHERING;
                        g.passes = 0;
                    }
                    return;
                }
                if (depleted(g)) {
                    retreat(g);
                    return;
                }
                answerBlows(g);
                // a soldier on its way or a fight about a unit: every ten seconds the target is weighed again
                if (s.catalog.rules.type(e.type(g.target)).isUnit() && s.now() - g.sinceMs >= RETARGET_MS) {
                    g.sinceMs = s.now();
                    int t = evaluate(g);
                    if (g.state != ATTACKING) return;
                    if (t != 0 && t != g.target) {
                        attack(g, t);
                        return;
                    }
                }
                // soldiers that went idle in the fight (or at the end of their march) are sent at it again
                IntList idle = new IntList(8);
                for (int k = 0; k < g.members.size(); k++) if (e.order(g.members.get(k)) == OrderKind.IDLE && e.alive(g.members.get(k))) idle.add(g.members.get(k));
                if (!idle.isEmpty()) strike(idle, g.target);
            }
            case SAILING -> sail(g);
            default -> { }
        }
    }

    /**
     * The game's target evaluation: every enemy thing the player knows of scored out of 100 for
     * how quickly the group would destroy it and how near it is, those on the group's own ground
     * first, economic buildings after the rest, walls and gates last; a Regicide King or a Wonder
     * counting down to victory scores 100 outright. Returns the best, or 0.
     */
    int evaluate(Group g) {
        Entities e = s.e();
        int lead = g.members.get(0);
        int lx = e.x(lead), ly = e.y(lead);
        int ground = s.land.landNear(lx, ly);
        // the group's damage a second at each kind of target (its owner's stats), by the damage rule against its armour
        java.util.Map<Long, Long> dpsAt = new java.util.HashMap<>();
        int best = 0;
        long bestScore = Long.MIN_VALUE;
        int size = s.grid().size();
        for (int pass = 0; pass < 2; pass++) {
            IntList list = pass == 0 ? e.buildings() : e.units();
            for (int k = 0; k < list.size(); k++) {
                int t = list.get(k);
                int o = e.owner(t);
                if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY) continue;
                byte st = e.state(t);
                if (st != Entities.ALIVE && st != Entities.FOUNDATION) continue;
                if (pass == 0 ? !s.knowledge.knows(t) : !s.knowledge.sees(t)) continue;
                int type = e.type(t);
                TypeDef d = s.catalog.rules.type(type);
                if (g.boats && (d.movement() & Land.WATER) == 0 && !nearWater(t)) continue;
                // a ship is no target for soldiers on foot: they cannot walk to it
                if (!g.boats && (d.movement() & Land.LAND) == 0 && d.moves()) continue;
                long score;
                boolean lasting = false;
                boolean king = s.catalog.role(type) == Catalog.Role.KING;
                // a Wonder only while it counts down to its owner's victory; a foundation or one the
                // settings let win nothing is a building like the rest
                boolean wonder = type == s.catalog.wonder && st == Entities.ALIVE && s.victory != null && s.victory.wonderTicksLeft(o) >= 0;
                if (king || wonder) score = 100;
                else {
                    // quickness: seconds to destroy, 0-50; nearness: 0-50
                    long dps = dpsAt.computeIfAbsent(((long) o << 32) | type, key -> groupDps(g, s.m.player(o).stats(type)));
                    long secs = (long) e.hp(t) / dps;
                    long quick = Math.max(0, 50 - secs / 4);
                    // more than 200 s of blows (archers at a Castle): the group would not destroy it
                    lasting = quick == 0;
                    long d2 = Seat.dist(lx, ly, e.x(t), e.y(t)) / Grid.TILE;
                    long near = Math.max(0, 50 - d2 * 50 / Math.max(1, size));
                    score = Math.min(99, quick + near);
                }
                // the order of kinds: own ground first, the economy after the rest, walls last; what the group
                // would not destroy after the economy (thirty archers shot at a Castle by the enemy's farms)
                long rank = score;
                boolean same = g.boats || s.land.landNear(e.x(t), e.y(t)) == ground;
                if (!same) rank -= 1000;
                if (coopTarget != 0 && o == coopTarget) rank += 200;
                rank += s.executor().standing.priorities.rankBonus(t);
                if (s.catalog.wallOrGate(type)) rank -= 400;
                else if (pass == 0 && s.catalog.economic(type)) rank -= 200;
                if (lasting) rank -= 300;
                if (king || wonder) rank = 10_000;
                if (rank > bestScore) {
                    bestScore = rank;
                    best = t;
                }
            }
        }
        if (best != 0 && !g.boats && s.land.landNear(e.x(best), e.y(best)) != ground) {
            // across water: the idle transports of one sea, as many as the group fills, come to the shore by it and carry it
            int tr = idleTransport();
            if (tr == 0) return 0;
            int[] pick = shore(tr, lx, ly, ground);
            int[] land = landing(best, e.x(tr), e.y(tr));
            if (pick == null || land == null) return 0;
            g.fleet.clear();
            g.fleet.add(tr);
            int room = capacity(tr), sea = seaOf(tr);
            for (int k = 0; k < s.census.transports.size() && room < g.members.size(); k++) {
                int o = s.census.transports.get(k);
                if (o == tr || !idle(o) || seaOf(o) != sea) continue;
                g.fleet.add(o);
                room += capacity(o);
            }
            g.transport = tr;
            g.target = best;
            g.state = SAILING;
            g.sea = 0;
            g.passes = 0;
            g.landX = land[0];
            g.landY = land[1];
            s.give(new Move(s.player, g.fleet.toArray(), pick[0], pick[1]));
            return 0;
        }
        return best;
    }

    /**
     * What the group's members deal a second to a target of these stats, thousandths of a hit
     * point: each blow by the game's damage rule (the sum over the attack classes the target is in
     * of attack less armour, none below zero, at least 1), over the member's reload time. Archers
     * at a building deal the least blow: counted by their best attack, a Castle looked five times
     * quicker to raze than it is, and the archer armies shot at it while the villagers worked.
     */
    private long groupDps(Group g, Stats target) {
        Entities e = s.e();
        long dps = 0;
        for (int k = 0; k < g.members.size(); k++) {
            int u = g.members.get(k);
            if (!e.alive(u) && e.state(u) != Entities.GARRISONED) continue;
            Stats st = s.ps().stats(e.type(u));
            dps += (long) Damage.of(st, target) * 1000 / Math.max(500, st.reload());
        }
        return Math.max(1, dps);
    }

    /** A water tile of the transport's sea, beside land of the given body, nearest a point: {x, y} thousandths, or null. */
    private int[] shore(int transport, int x, int y, int landBody) {
        Grid grid = s.grid();
        int sea = s.land.waterOfTile(Math.max(0, grid.tileAt(s.e().x(transport), s.e().y(transport))));
        int tx = x / Grid.TILE, ty = y / Grid.TILE;
        for (int r = 0; r <= 30; r++) {
            for (int t : r == 0 ? new int[] {grid.tile(tx, ty)} : s.executor().placement.ringTiles(tx, ty, r)) {
                if (s.land.waterOfTile(t) != sea || sea == 0) continue;
                int cx = grid.tileX(t), cy = grid.tileY(t);
                for (int d = 0; d < 4; d++) {
                    int nx = cx + (d == 0 ? 1 : d == 1 ? -1 : 0), ny = cy + (d == 2 ? 1 : d == 3 ? -1 : 0);
                    if (grid.inside(nx, ny) && s.land.landOfTile(grid.tile(nx, ny)) == landBody) return new int[] {Grid.centre(cx), Grid.centre(cy)};
                }
            }
        }
        return null;
    }

    /** Where a transport lets a group out for a target: the target's ground beside the water nearest the transport. */
    private int[] landing(int target, int fromX, int fromY) {
        Grid grid = s.grid();
        Entities e = s.e();
        int body = s.land.landNear(e.x(target), e.y(target));
        int tx = e.x(target) / Grid.TILE, ty = e.y(target) / Grid.TILE;
        int[] best = null;
        long bestD = Long.MAX_VALUE;
        for (int r = 1; r <= 40 && best == null; r++) {
            for (int t : s.executor().placement.ringTiles(tx, ty, r)) {
                if (s.land.landOfTile(t) != body) continue;
                int cx = grid.tileX(t), cy = grid.tileY(t);
                boolean coast = false;
                for (int d = 0; d < 4 && !coast; d++) {
                    int nx = cx + (d == 0 ? 1 : d == 1 ? -1 : 0), ny = cy + (d == 2 ? 1 : d == 3 ? -1 : 0);
                    coast = grid.inside(nx, ny) && s.land.waterOfTile(grid.tile(nx, ny)) != 0;
                }
                if (!coast) continue;
                long d = Seat.dist2(Grid.centre(cx), Grid.centre(cy), fromX, fromY);
                if (d < bestD) {
                    bestD = d;
                    best = new int[] {Grid.centre(cx), Grid.centre(cy)};
                }
            }
        }
        return best;
    }

    private boolean nearWater(int t) {
        Entities e = s.e();
        Grid grid = s.grid();
        int tx = e.x(t) / Grid.TILE, ty = e.y(t) / Grid.TILE;
        for (int dy = -WARSHIP_REACH / 2; dy <= WARSHIP_REACH / 2; dy += 2)
            for (int dx = -WARSHIP_REACH / 2; dx <= WARSHIP_REACH / 2; dx += 2)
                if (grid.inside(tx + dx, ty + dy) && (grid.terrainPass(grid.tile(tx + dx, ty + dy)) & Land.WATER) != 0) return true;
        return false;
    }

    private int idleTransport() {
        for (int k = 0; k < s.census.transports.size(); k++) {
            int t = s.census.transports.get(k);
            if (idle(t)) return t;
        }
        return 0;
    }

    /** A transport standing free: alive, with no order and in no group's fleet. */
    private boolean idle(int t) {
        Entities e = s.e();
        if (e.state(t) != Entities.ALIVE || e.order(t) != OrderKind.IDLE) return false;
        for (Group g : groups) if (g.transport == t || g.fleet.contains(t)) return false;
        return true;
    }

    private int capacity(int transport) { return Math.max(1, s.ps().stats(s.e().type(transport)).get(org.openaok.sim.api.rules.Attr.GARRISON) / 1000); }

    private int seaOf(int ship) { return s.land.waterOfTile(Math.max(0, s.grid().tileAt(s.e().x(ship), s.e().y(ship)))); }

    /**
     * A group on its way by sea: the transports come to the shore by the group, the group boards
     * them (as many a transport as it holds, in the group's order), they sail to the target's shore
     * and let it out there (the ungarrison order to a point), and the group looks for its target.
     * Those the fleet had no room for, or who did not come aboard, leave the group and join the
     * next. The landing goes on when the target falls or walks off meanwhile (a unit often does):
     * the shore by it is still the enemy's, and there the group looks for the next.
     */
    private void sail(Group g) {
        Entities e = s.e();
        for (int k = g.fleet.size() - 1; k >= 0; k--) if (!e.alive(g.fleet.get(k))) g.fleet.remove(g.fleet.get(k));
        if (g.fleet.isEmpty()) {
            endSail(g, GATHERING);
            return;
        }
        switch (g.sea) {
            case 0 -> {
                // the fleet at the shore; after a minute, those that are there go without the rest
                boolean waiting = false;
                for (int k = 0; k < g.fleet.size(); k++) if (e.order(g.fleet.get(k)) != OrderKind.IDLE) waiting = true;
                if (waiting && ++g.passes < 60) return;
                for (int k = g.fleet.size() - 1; k >= 0; k--) if (e.order(g.fleet.get(k)) != OrderKind.IDLE) g.fleet.remove(g.fleet.get(k));
                if (g.fleet.isEmpty()) {
                    endSail(g, GATHERING);
                    return;
                }
                g.transport = g.fleet.get(0);
                boolean any = false;
                for (int k = 0; k < g.fleet.size(); k++) {
                    IntList board = aboard(g, k);
                    if (!board.isEmpty() && s.give(new Garrison(s.player, board.toArray(), g.fleet.get(k))).accepted()) any = true;
                }
                if (!any) {
                    endSail(g, GATHERING);
                    return;
                }
                g.sea = 1;
                g.passes = 0;
            }
            case 1 -> {
                int in = 0, out = 0;
                for (int k = 0; k < g.fleet.size(); k++) {
                    int tr = g.fleet.get(k);
                    in += garrisonedIn(g, tr);
                    IntList board = aboard(g, k);
                    for (int i = 0; i < board.size(); i++) {
                        int u = board.get(i);
                        if (e.state(u) == Entities.GARRISONED) continue;
                        out++;
                        // one left ashore: it is told again
                        if (e.order(u) == OrderKind.IDLE) s.give(new Garrison(s.player, new int[] {u}, tr));
                    }
                }
                // all aboard, or as many as will come after half a minute
                if (in > 0 && (out == 0 || ++g.passes >= 30)) {
                    for (int k = 0; k < g.fleet.size(); k++)
                        if (garrisonedIn(g, g.fleet.get(k)) > 0) s.give(new Ungarrison(s.player, g.fleet.get(k), new int[0], g.landX, g.landY));
                    // who is not aboard stays behind, out of the group
                    for (int k = g.members.size() - 1; k >= 0; k--) if (e.state(g.members.get(k)) != Entities.GARRISONED) g.members.remove(g.members.get(k));
                    g.sea = 2;
                }
            }
            default -> {
                boolean carrying = false;
                for (int k = 0; k < g.fleet.size(); k++) {
                    int tr = g.fleet.get(k);
                    if (garrisonedIn(g, tr) == 0) continue;
                    carrying = true;
                    if (e.order(tr) == OrderKind.IDLE && s.movement != null && s.movement.status(tr) != org.openaok.sim.api.system.Movement.MOVING)
                        s.give(new Ungarrison(s.player, tr, new int[0], g.landX, g.landY));
                }
                if (!carrying) endSail(g, LOOKING);
            }
        }
    }

    /** The members the fleet's k-th transport takes, alive: the group in its order, a transport's room at a time. */
    private IntList aboard(Group g, int k) {
        Entities e = s.e();
        int from = 0;
        for (int i = 0; i < k; i++) from += capacity(g.fleet.get(i));
        int to = from + capacity(g.fleet.get(k));
        IntList out = new IntList(to - from);
        for (int i = from; i < Math.min(to, g.members.size()); i++) {
            int u = g.members.get(i);
            if (e.alive(u) || e.state(u) == Entities.GARRISONED) out.add(u);
        }
        return out;
    }

    /** The sail over: a group of attack-now, which takes no newcomers, looks again rather than wait to be full. */
    private void endSail(Group g, int state) {
        g.transport = 0;
        g.fleet.clear();
        g.state = g.now ? LOOKING : state;
        g.passes = 0;
        g.idleSinceMs = -1;
    }

    private int garrisonedIn(Group g, int tr) {
        Entities e = s.e();
        int n = 0;
        for (int k = 0; k < g.members.size(); k++) if (e.state(g.members.get(k)) == Entities.GARRISONED && e.container(g.members.get(k)) == tr) n++;
        return n;
    }

    private void attack(Group g, int target) {
        g.target = target;
        g.state = ATTACKING;
        g.sinceMs = s.now();
        Entities e = s.e();
        int body = g.boats ? 0 : s.land.landNear(e.x(target), e.y(target));
        IntList alive = new IntList(g.members.size()), across = new IntList(4);
        for (int k = 0; k < g.members.size(); k++) {
            int u = g.members.get(k);
            if (!e.alive(u)) continue;
            // a member across water from the target leaves the group (free for the next, which sails): told to attack,
            // it would stand at the shore with the order for the rest of the match
            if (!g.boats && s.land.landNear(e.x(u), e.y(u)) != body) across.add(u);
            else alive.add(u);
        }
        for (int k = 0; k < across.size(); k++) g.members.remove(across.get(k));
        strike(alive, target);
    }

    /**
     * Sends soldiers at a target: at a unit, or a building close by, straight; at a building
     * further off, marching on it together and fighting what they meet on the way (attack-move).
     */
    private void strike(IntList units, int target) {
        if (units.isEmpty()) return;
        Entities e = s.e();
        int lead = units.get(0);
        boolean far = !s.catalog.rules.type(e.type(target)).isUnit()
                && Seat.dist2(e.x(lead), e.y(lead), e.x(target), e.y(target)) > (long) APPROACH_TILES * Grid.TILE * APPROACH_TILES * Grid.TILE;
        int[] ids = units.toArray();
        Arrays.sort(ids);
        if (far) s.give(new AttackMove(s.player, ids, e.x(target), e.y(target)));
        else s.give(new Attack(s.player, ids, target));
    }

    /** Fewer than a quarter of the soldiers it wanted are left: the group is no longer one. */
    private boolean depleted(Group g) {
        Entities e = s.e();
        int alive = 0;
        for (int k = 0; k < g.members.size(); k++) if (e.alive(g.members.get(k))) alive++;
        return alive < Math.max(1, (g.want + 3) / 4);
    }

    /** A depleted group walks home together and gathers again there. */
    private void retreat(Group g) {
        int[] h = s.home();
        IntList alive = new IntList(g.members.size());
        for (int k = 0; k < g.members.size(); k++) if (s.e().alive(g.members.get(k))) alive.add(g.members.get(k));
        if (h != null) sendTogether(alive, h[0], h[1]);
        g.target = 0;
        g.passes = 0;
        g.state = g.now ? LOOKING : GATHERING;
        if (g.now) g.members.clear();
    }

    /**
     * Members struck by soldiers while they are at a building, or on their way, turn on the
     * striker, with the members close by: an attack order alone would not answer.
     */
    private void answerBlows(Group g) {
        Entities e = s.e();
        IntList blows = s.executor().news.blows;
        IntList sent = new IntList(8);
        long near = (long) HELP_TILES * Grid.TILE * HELP_TILES * Grid.TILE;
        for (int k = 0; k + 1 < blows.size(); k += 2) {
            int victim = blows.get(k), attacker = blows.get(k + 1);
            if (!e.alive(attacker) || !g.members.contains(victim) || !s.catalog.rules.type(e.type(attacker)).isUnit()) continue;
            if (s.ps().stance(e.owner(attacker)) != Stance.ENEMY || sent.contains(victim)) continue;
            IntList go = new IntList(4);
            for (int i = 0; i < g.members.size() && go.size() < HELPERS; i++) {
                int u = g.members.get(i);
                if (!e.alive(u) || sent.contains(u)) continue;
                int t = e.target(u);
                boolean onUnit = e.order(u) == OrderKind.ATTACK && e.valid(t) && s.catalog.rules.type(e.type(t)).isUnit();
                if (onUnit) continue;
                if (u == victim || Seat.dist2(e.x(u), e.y(u), e.x(victim), e.y(victim)) <= near) go.add(u);
            }
            if (go.isEmpty()) continue;
            s.give(new Attack(s.player, go.toArray(), attacker));
            for (int i = 0; i < go.size(); i++) sent.add(go.get(i));
        }
    }

    /** SendTogether: the units walk to one place as one marching group (one move order for all). */
    void sendTogether(IntList units, int x, int y) {
        if (units.isEmpty()) return;
        int[] ids = units.toArray();
        Arrays.sort(ids);
        s.give(new Move(s.player, ids, x, y));
    }

    // ---- defence

    private IntList defenders() {
        IntList out = new IntList(16);
        Entities e = s.e();
        for (int k = 0; k < s.census.soldiers.size(); k++) {
            int u = s.census.soldiers.get(k);
            if (e.state(u) != Entities.ALIVE || e.order(u) != OrderKind.IDLE || s.executor().scouting.isScout(u)) continue;
            boolean home = true;
            for (Group g : groups) if (g.members.contains(u) && g.state != GATHERING) home = false;
            if (home) out.add(u);
        }
        return out;
    }

    private void defend() {
        News news = s.executor().news;
        Entities e = s.e();
        int pct = Math.max(0, s.sn(19, 50));
        int reach = Math.max(1, s.sn(20, 25)) * Grid.TILE;
        IntList blows = news.blows;
        int answered = 0;
        for (int k = 0; k + 1 < blows.size() && answered < 4; k += 2) {
            int victim = blows.get(k), attacker = blows.get(k + 1);
            if (!e.alive(attacker) || !e.valid(victim)) continue;
            if (s.executor().economy.isExplorer(victim) || s.executor().scouting.isScout(victim)) continue;
            if (s.sn(231, 0) == 1 && inAttackingGroup(victim)) continue;
            boolean town = s.inTown(e.x(victim), e.y(victim));
            IntList near = near(defenders(), victim, reach);
            // the allies are called on for the blow itself, most of all when there is nobody here to answer it
            coopCall(e.owner(attacker));
            int n = town ? (near.size() * pct + 99) / 100 : near.size() * pct / 100;
            if (n <= 0) continue;
            int[] send = Arrays.copyOf(near.toArray(), n);
            s.give(new Attack(s.player, send, attacker));
            answered++;
        }
        // enemies standing in town are met too, each by that percent (rounded up) of the idle defenders near it
        if (s.home() == null) return;
        boolean met = false;
        IntList us = e.units();
        for (int k = 0; k < us.size() && answered < 4; k++) {
            int u = us.get(k);
            int o = e.owner(u);
            if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY || !e.alive(u)) continue;
            if (!s.inTown(e.x(u), e.y(u)) || !s.knowledge.sees(u)) continue;
            if (!s.catalog.landMilitary(e.type(u)) && s.catalog.role(e.type(u)) != Catalog.Role.VILLAGER) continue;
            met = true;
            IntList near = near(defenders(), u, reach);
            int n = (near.size() * pct + 99) / 100;
            if (n <= 0) continue;
            s.give(new Attack(s.player, Arrays.copyOf(near.toArray(), n), u));
            answered++;
        }
        if (met) return;
        // then the enemy buildings in town, by their defense priorities (up-set-defense-priority)
        IntList idle = defenders();
        if (idle.isEmpty()) return;
        int b = s.executor().standing.priorities.townDefenseTarget();
        int n = (idle.size() * pct + 99) / 100;
        if (b != 0 && n > 0) s.give(new Attack(s.player, Arrays.copyOf(idle.toArray(), n), b));
    }

    /** Of the soldiers given, those within reach of the thing. */
    private IntList near(IntList soldiers, int thing, int reach) {
        Entities e = s.e();
        IntList out = new IntList(8);
        for (int i = 0; i < soldiers.size(); i++) {
            int u = soldiers.get(i);
            if (Seat.dist2(e.x(u), e.y(u), e.x(thing), e.y(thing)) <= (long) reach * reach) out.add(u);
        }
        return out;
    }

    private boolean inAttackingGroup(int u) {
        for (Group g : groups) if (g.state != GATHERING && g.members.contains(u)) return true;
        return false;
    }

    /** A player struck by another calls on its allies, at most every sn-coop-share-attacking-interval seconds. */
    private void coopCall(int striker) {
        if (s.sn(196, 1) != 1 || striker <= 0) return;
        long interval = Math.max(1, s.sn(197, 120)) * 1000L;
        if (s.now() - lastCoopCallMs < interval) return;
        lastCoopCallMs = s.now();
        s.executor().shared.call(s.player, striker);
    }

    private void warshipsDefend() {
        Entities e = s.e();
        long r2 = (long) WARSHIP_REACH * Grid.TILE * WARSHIP_REACH * Grid.TILE;
        for (int k = 0; k < s.census.warships.size(); k++) {
            int w = s.census.warships.get(k);
            if (e.state(w) != Entities.ALIVE || e.order(w) != OrderKind.IDLE || inGroup(w)) continue;
            IntList us = e.units();
            for (int i = 0; i < us.size(); i++) {
                int u = us.get(i);
                int o = e.owner(u);
                if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY || !e.alive(u)) continue;
                if (Seat.dist2(e.x(u), e.y(u), e.x(w), e.y(w)) > r2 || !s.knowledge.sees(u)) continue;
                if ((s.catalog.rules.type(e.type(u)).movement() & Land.WATER) == 0 && !nearWater(u)) continue;
                s.give(new Attack(s.player, new int[] {w}, u));
                break;
            }
        }
    }

    private void gatherDefense() {
        if (s.sn(232, 0) != 1 || s.census.townCenter == 0) return;
        if (s.now() - lastGatherDefenseMs < 60_000) return;
        if (s.executor().news.townUnderAttack() || enemyNearTown()) return;
        lastGatherDefenseMs = s.now();
        Entities e = s.e();
        int tc = s.census.townCenter;
        IntList strays = new IntList(8);
        long seven = 7L * Grid.TILE * 7 * Grid.TILE;
        for (int k = 0; k < s.census.soldiers.size(); k++) {
            int u = s.census.soldiers.get(k);
            if (inGroup(u) || e.state(u) != Entities.ALIVE || e.order(u) != OrderKind.IDLE || s.executor().scouting.isScout(u)) continue;
            if (Seat.dist2(e.x(u), e.y(u), e.x(tc), e.y(tc)) > seven) strays.add(u);
        }
        sendTogether(strays, e.x(tc), e.y(tc));
    }

    private boolean enemyNearTown() {
        Entities e = s.e();
        IntList us = e.units();
        int[] h = s.home();
        if (h == null) return false;
        long r = (long) (s.townSize() + 10) * Grid.TILE;
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            int o = e.owner(u);
            if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY || !e.alive(u)) continue;
            if (Seat.dist2(e.x(u), e.y(u), h[0], h[1]) <= r * r && s.knowledge.sees(u)) return true;
        }
        return false;
    }

    boolean enemyBuildingsInTown() {
        Entities e = s.e();
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == s.player || s.ps().stance(o) != Stance.ENEMY) continue;
            if (s.knowledge.knows(b) && s.inTown(e.x(b), e.y(b))) return true;
        }
        return false;
    }
}
