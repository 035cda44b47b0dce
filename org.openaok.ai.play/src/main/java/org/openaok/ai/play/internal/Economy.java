package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * The villagers, divided as the strategic numbers ask: builders to the foundations (one to each
 * first), explorers, forward builders, and gatherers shared out by the four gatherer
 * percentages. An idle villager goes to the resource furthest below its share; up to two a pass
 * are moved from a resource over its share to one under it once they have handed in what they
 * were sent for. Each takes the source that costs it least in tiles of walking (the walk from the
 * source to the nearest drop site three times, the walk to it once, a penalty per villager
 * already on it, a bias by kind). Sheep are walked home; boar are hunted only by a party, lured to the Town Center first.
 */
final class Economy {
    // the crowding table: per villager already on the source, and the bias, in tiles
    static final int CROWD_PREY = 30, BIAS_PREY = 4, CROWD_SHEEP = 8, CROWD_CARCASS = 2, BIAS_CARCASS = -4, CROWD_FORAGE = 2,
            CROWD_TREE = 4, CROWD_MINE = 1;
    static final int SEARCH_TILES = 40;
    /** Gatherers that have just handed in whose source is looked at again each pass, at most; and by how much another must cost less, in tiles. */
    static final int RECHOOSE_PER_PASS = 4, RECHOOSE_MARGIN = 4;
    /**
     * Thinks (seconds) a gatherer on its way may stand on one spot before it is given another source,
     * once a walk: a second time it keeps its order and the crowd's remedies and the walk's giving up
     * (the match's) take over.
     */
    static final int STOOD_THINKS = 8;
    private final Seat s;
    /** Per unit id: what it carried at the last think, what it has handed in since it was sent, and its role. */
    private int[] lastCarry = new int[256], handedIn = new int[256];
    /** Per unit id: the resource it last gathered (-1 none), and the type of the foundation it was last sent to (-1 none, cleared once it gathers again). */
    private int[] lastRes = new int[256], builtType = new int[256];
    /** Per unit id: where it stood at the last think and for how many thinks a gatherer on its way has stood there. */
    private int[] lastX = new int[256], lastY = new int[256], stood = new int[256];
    private byte[] role = new byte[256];
    /** Per unit id: whether it was given another source on this walk (cleared once it works or has another order). */
    private boolean[] repicked = new boolean[256];
    static final byte GATHERER = 0, EXPLORER = 1, FORWARD = 2;
    /** Per thing: the player's villagers sent to gather at it (walking there or working), kept in step by this pass's orders. */
    private int[] sentTo = new int[256];
    private final IntList sentList = new IntList(64);
    private long forwardAskedMs = Long.MIN_VALUE / 2;
    /** The boar the party is after, lured home first. */
    private final BoarHunt hunt;
    final int[] desired = new int[Resource.COUNT];
    final int[] current = new int[Resource.COUNT];
    /** Villager-thinks spent idle and in all, for the timeline and the report. */
    long idleVillagerThinks, villagerThinks;
    private long dropCachedAt = -1;
    private final int[] dropCache = new int[Resource.COUNT];

    Economy(Seat s) {
        this.s = s;
        this.hunt = new BoarHunt(s);
        Arrays.fill(lastRes, -1);
        Arrays.fill(builtType, -1);
    }

    private void grow(int cap) {
        if (lastCarry.length < cap) {
            int c = Math.max(cap, lastCarry.length * 2);
            lastCarry = Arrays.copyOf(lastCarry, c);
            handedIn = Arrays.copyOf(handedIn, c);
            role = Arrays.copyOf(role, c);
            repicked = Arrays.copyOf(repicked, c);
            sentTo = Arrays.copyOf(sentTo, c);
            int was = lastRes.length;
            lastRes = Arrays.copyOf(lastRes, c);
            lastX = Arrays.copyOf(lastX, c);
            lastY = Arrays.copyOf(lastY, c);
            stood = Arrays.copyOf(stood, c);
            builtType = Arrays.copyOf(builtType, c);
            Arrays.fill(lastRes, was, c, -1);
            Arrays.fill(builtType, was, c, -1);
        }
    }

    /** Sizes the per-unit memory for the things of the match now (the rules pass may build before the executor runs). */
    void prepare() { grow(s.e().capacity()); }

    void run() {
        Census c = s.census;
        Entities e = s.e();
        grow(e.capacity());
        countSent();
        int v = c.villagers.size();
        villagerThinks += v;
        idleVillagerThinks += c.countJob(Census.IDLE);
        // what each has handed in: a load that went down since the last think went into a drop site
        int rechosen = 0;
        for (int k = 0; k < v; k++) {
            int u = c.villagers.get(k);
            int carried = s.gathering == null ? 0 : s.gathering.carried(u);
            boolean dropped = carried < lastCarry[u];
            if (dropped) handedIn[u] += lastCarry[u] - carried;
            lastCarry[u] = carried;
            int j = c.job(k);
            if (j >= 0) {
                lastRes[u] = j;
                builtType[u] = -1;
            }
            // just handed in: back to the same tree or mine only while none costs clearly less (a camp laid since, a crowd there)
            if (dropped && carried == 0 && j >= 0 && rechosen < RECHOOSE_PER_PASS && rechoose(k, u, j)) rechosen++;
            else if (j >= 0 && pressed(u) && rechosen < RECHOOSE_PER_PASS && elsewhere(k, u, j)) rechosen++;
        }
        sheepHome();
        builders();
        explorers();
        forwardBuilders();
        gatherers();
        boarParty();
    }

    /** Who is on what: a gatherer walking to its source crowds it as much as one working there. */
    void countSent() {
        for (int k = 0; k < sentList.size(); k++) sentTo[sentList.get(k)] = 0;
        sentList.clear();
        Entities e = s.e();
        Census c = s.census;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (e.order(u) == OrderKind.GATHER) sent(e.target(u), 1);
        }
    }

    private void sent(int thing, int n) {
        if (thing <= 0 || thing >= sentTo.length) return;
        if (sentTo[thing] == 0 && n > 0) sentList.add(thing);
        sentTo[thing] = Math.max(0, sentTo[thing] + n);
    }

    /** Villagers on a source: the player's own sent there, or everyone working there if more. */
    int workersOn(int thing) {
        int mine = thing > 0 && thing < sentTo.length ? sentTo[thing] : 0;
        return Math.max(mine, s.gathering == null ? 0 : s.gathering.workersAt(thing));
    }

    // ---- builders

    private void builders() {
        Census c = s.census;
        Entities e = s.e();
        if (c.foundations.isEmpty()) return;
        int v = c.villagers.size();
        int want = (v * Math.max(0, s.sn(1, 0)) + 99) / 100;
        int cap = s.sn(4, 2);
        if (cap >= 0) want = Math.min(want, cap);
        int[] on = new int[c.foundations.size()];
        int have = 0;
        for (int k = 0; k < v; k++) {
            int u = c.villagers.get(k);
            if (c.job(k) != Census.BUILDING) continue;
            int f = c.foundations.toArray().length == 0 ? -1 : indexOf(c.foundations, e.target(u));
            if (f >= 0) on[f]++;
            have++;
        }
        // one builder to each foundation first, whatever the percentage; then more to the larger ones
        BuilderQuota quota = s.executor().standing.builders;
        for (int f = 0; f < on.length; f++) {
            if (on[f] > 0 || quota.noHelp(c.foundations.get(f))) continue;
            if (send(c.foundations.get(f))) have++;
            on[f]++;
        }
        for (int guard = 0; have < want && guard < 8; guard++) {
            int best = -1, bestArea = -1;
            for (int f = 0; f < on.length; f++) {
                if (quota.noHelp(c.foundations.get(f))) continue;
                TypeDef d = s.catalog.rules.type(e.type(c.foundations.get(f)));
                int area = d.width() * d.height() / Math.max(1, on[f]);
                if (area > bestArea) {
                    bestArea = area;
                    best = f;
                }
            }
            if (best < 0 || !send(c.foundations.get(best))) break;
            on[best]++;
            have++;
        }
    }

    private static int indexOf(IntList l, int v) {
        for (int k = 0; k < l.size(); k++) if (l.get(k) == v) return k;
        return -1;
    }

    private boolean send(int foundation) {
        int k = nearestFree(s.e().x(foundation), s.e().y(foundation), false);
        if (k < 0) return false;
        int u = s.census.villagers.get(k);
        if (!s.give(new Construct(s.player, new int[] {u}, foundation)).accepted()) return false;
        s.census.setJob(k, Census.BUILDING);
        builtType[u] = s.e().type(foundation);
        return true;
    }

    /** The nearest villager free to be sent (idle first, then gatherers), as its census index, or -1. */
    int nearestFree(int x, int y, boolean forward) {
        Census c = s.census;
        Entities e = s.e();
        int best = -1;
        long bestD = Long.MAX_VALUE;
        for (int pass = 0; pass < 2 && best < 0; pass++) {
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                int j = c.job(k);
                if (e.state(u) != Entities.ALIVE) continue;
                if (role[u] == EXPLORER) continue;
                if (role[u] == FORWARD && !forward) continue;
                if (j == Census.BUILDING) continue;
                if (pass == 0 && j != Census.IDLE && !(forward && role[u] == FORWARD)) continue;
                long d = Seat.dist2(e.x(u), e.y(u), x, y);
                if (d < bestD) {
                    bestD = d;
                    best = k;
                }
            }
        }
        return best;
    }

    // ---- explorers and forward builders

    private void explorers() {
        Census c = s.census;
        int v = c.villagers.size();
        int want = (v * Math.max(0, s.sn(0, 34)) + 99) / 100;
        want = Math.max(want, Math.max(0, s.sn(35, 0)));
        int cap = s.sn(3, 2);
        if (cap >= 0) want = Math.min(want, cap);
        if (!s.executor().scouting.somethingToExplore()) want = 0;
        int have = 0;
        for (int k = 0; k < v; k++) if (role[c.villagers.get(k)] == EXPLORER) have++;
        for (int k = v - 1; k >= 0 && have > want; k--) {
            int u = c.villagers.get(k);
            if (role[u] == EXPLORER) {
                role[u] = GATHERER;
                have--;
                if (c.job(k) == Census.OTHER) c.setJob(k, Census.IDLE);
            }
        }
        for (int k = 0; k < v && have < want; k++) {
            int u = c.villagers.get(k);
            if (role[u] != GATHERER || c.job(k) == Census.BUILDING) continue;
            role[u] = EXPLORER;
            c.setJob(k, Census.OTHER);
            have++;
        }
    }

    /** The villagers exploring, for the scouting. */
    IntList explorersNow() {
        IntList out = new IntList(4);
        Census c = s.census;
        for (int k = 0; k < c.villagers.size(); k++) if (role[c.villagers.get(k)] == EXPLORER) out.add(c.villagers.get(k));
        return out;
    }

    private void forwardBuilders() {
        Census c = s.census;
        int want = Math.max(0, s.sn(226, 0));
        // kept aside only while the rules ask for forward buildings
        if (s.now() - forwardAskedMs > 60_000) want = 0;
        int have = 0;
        for (int k = 0; k < c.villagers.size(); k++) if (role[c.villagers.get(k)] == FORWARD) have++;
        for (int k = c.villagers.size() - 1; k >= 0 && have > want; k--) {
            int u = c.villagers.get(k);
            if (role[u] == FORWARD) {
                role[u] = GATHERER;
                have--;
            }
        }
        for (int k = 0; k < c.villagers.size() && have < want; k++) {
            int u = c.villagers.get(k);
            if (role[u] != GATHERER || c.job(k) == Census.BUILDING) continue;
            role[u] = FORWARD;
            have++;
        }
    }

    // ---- gatherers

    private void shares() {
        Census c = s.census;
        int gatherers = 0;
        Arrays.fill(current, 0);
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (role[u] != GATHERER) continue;
            int j = c.job(k);
            if (j == Census.BUILDING) continue;
            gatherers++;
            if (j >= 0) current[j]++;
        }
        int cap = s.sn(5, -1);
        if (cap >= 0) gatherers = Math.min(gatherers, cap);
        int[] pct = new int[Resource.COUNT];
        pct[Resource.FOOD.ordinal()] = Math.max(0, s.sn(117, 0));
        pct[Resource.WOOD.ordinal()] = Math.max(0, s.sn(120, 0));
        pct[Resource.STONE.ordinal()] = Math.max(0, s.sn(119, 0));
        pct[Resource.GOLD.ordinal()] = Math.max(0, s.sn(118, 0));
        int sum = pct[0] + pct[1] + pct[2] + pct[3];
        if (sum == 0) {
            // no shares set: the game's own split
            pct[Resource.FOOD.ordinal()] = 60;
            pct[Resource.WOOD.ordinal()] = 40;
            sum = 100;
        }
        int given = 0;
        for (int r = 0; r < Resource.COUNT; r++) {
            desired[r] = gatherers * pct[r] / sum;
            given += desired[r];
        }
        // what rounding leaves goes to the largest shares first
        while (given < gatherers) {
            int best = 0;
            for (int r = 1; r < Resource.COUNT; r++) if (pct[r] > pct[best]) best = r;
            desired[best]++;
            given++;
            pct[best] = -1;
            if (pct[0] < 0 && pct[1] < 0 && pct[2] < 0 && pct[3] < 0) break;
        }
    }

    /** The gatherers at work, by the shares' count. */
    private int working() {
        int n = 0;
        for (int v : current) n += v;
        return n;
    }

    private void gatherers() {
        shares();
        Census c = s.census;
        Entities e = s.e();
        // idle villagers: a farm beside them first, else the resource furthest below its share; past
        // sn-cap-civilian-gatherers the rest stay idle
        int cap = s.sn(5, -1);
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (c.job(k) != Census.IDLE || role[u] == EXPLORER || e.state(u) != Entities.ALIVE) continue;
            if (role[u] == FORWARD) continue;
            if (cap >= 0 && working() >= cap) break;
            int farm = idleFarmNear(e.x(u), e.y(u), 3 * Grid.TILE);
            if (farm != 0 && assign(k, farm, Resource.FOOD.ordinal())) continue;
            // a builder done goes back to what it gathered (its load kept), the builder of a camp to what the camp takes, while that is not over its share
            int back = afterBuilding(u);
            if (back >= 0 && current[back] <= desired[back] && desired[back] > 0) {
                int src = best(u, back);
                if (src != 0 && assign(k, src, back)) continue;
            }
            boolean done = false;
            boolean[] tried = new boolean[Resource.COUNT];
            for (int attempt = 0; attempt < Resource.COUNT && !done; attempt++) {
                int r = neediest(tried);
                if (r < 0) break;
                tried[r] = true;
                int src = best(u, r);
                if (src != 0) done = assign(k, src, r);
            }
        }
        // retasking: up to two a pass, from over their share to under it, once they have handed in
        int moved = 0;
        int sent = s.sn(148, 20) * 1000;
        for (int k = 0; k < c.villagers.size() && moved < 2; k++) {
            int u = c.villagers.get(k);
            int j = c.job(k);
            if (j < 0 || role[u] != GATHERER) continue;
            if (current[j] <= desired[j]) continue;
            int to = -1, gap = 0;
            for (int r = 0; r < Resource.COUNT; r++) {
                if (desired[r] - current[r] > gap) {
                    gap = desired[r] - current[r];
                    to = r;
                }
            }
            if (to < 0) break;
            int carried = s.gathering == null ? 0 : s.gathering.carried(u);
            if (carried > 0 || handedIn[u] < Math.min(sent, carryOf(u, j))) continue;
            int src = best(u, to);
            if (src == 0) continue;
            if (assign(k, src, to)) {
                current[j]--;
                moved++;
            }
        }
    }

    /**
     * A gatherer that has just handed in at a tree or mine: sent to the source of the resource that
     * costs it least if that costs {@link #RECHOOSE_MARGIN} tiles less than the one it goes back to
     * (by the same walking-cost formula, not counting itself in the crowd there).
     */
    private boolean rechoose(int k, int u, int res) {
        Entities e = s.e();
        int now = e.target(u);
        if (e.order(u) != OrderKind.GATHER || now <= 0 || !e.valid(now)) return false;
        TypeDef d = s.catalog.rules.type(e.type(now));
        if (d.kind() != TypeKind.RESOURCE || !d.blocks()) return false;
        IntList drops = drops(res);
        if (drops.isEmpty()) return false;
        int crowd = res == Resource.WOOD.ordinal() ? CROWD_TREE : res == Resource.FOOD.ordinal() ? CROWD_FORAGE : CROWD_MINE;
        long[] cur = {Long.MAX_VALUE};
        int[] f = {0};
        sent(now, -1);
        consider(u, now, crowd, 0, drops, -1, e.x(u), e.y(u), cur, f);
        // the match's count of workers there has it too
        if (s.gathering != null && now < sentTo.length && s.gathering.workersAt(now) > sentTo[now]) cur[0] -= (long) crowd * Grid.TILE;
        int better = best(u, res);
        sent(now, 1);
        if (better == 0 || better == now || cur[0] == Long.MAX_VALUE) return false;
        long[] alt = {Long.MAX_VALUE};
        consider(u, better, crowd, 0, drops, -1, e.x(u), e.y(u), alt, f);
        if (alt[0] + (long) RECHOOSE_MARGIN * Grid.TILE >= cur[0]) return false;
        int keep = handedIn[u];
        if (!assign(k, better, res)) return false;
        current[res]--; // the same resource: assign counted it again
        handedIn[u] = keep;
        return true;
    }

    /**
     * Whether a gatherer on its way to its source has stood on the spot for {@link #STOOD_THINKS}
     * thinks (pressed in a crowd at a forest's edge, or behind something): it is given another.
     */
    private boolean pressed(int u) {
        Entities e = s.e();
        boolean walking = e.order(u) == OrderKind.GATHER && e.phase(u) == 0;
        boolean still = walking && Math.abs(e.x(u) - lastX[u]) < 50 && Math.abs(e.y(u) - lastY[u]) < 50;
        lastX[u] = e.x(u);
        lastY[u] = e.y(u);
        if (!walking) repicked[u] = false;
        stood[u] = still ? stood[u] + 1 : 0;
        // given another once already: re-picking a tile of the same mine every few seconds restarted the walk each time, so a
        // crowd at a narrow pass never filed through (RiverCrossing seed 2: twenty miners piled between an archery range and a stable)
        return stood[u] >= STOOD_THINKS && !repicked[u];
    }

    /** The source of the resource that costs the gatherer least other than the one it cannot get to. */
    private boolean elsewhere(int k, int u, int res) {
        int now = s.e().target(u);
        stood[u] = 0;
        // counted as crowded past use while the others are weighed
        sent(now, 1000);
        int other = best(u, res);
        sent(now, -1000);
        int keep = handedIn[u];
        if (other == 0 || other == now || !assign(k, other, res)) return false;
        handedIn[u] = keep;
        repicked[u] = true;
        return true;
    }

    /** What a villager carries of a resource at most (its task's load), thousandths. */
    private int carryOf(int u, int res) {
        if (s.gathering == null) return 10_000;
        int task = s.gathering.task(u);
        return task < 0 ? 10_000 : s.ps().taskCarry(task);
    }

    /** The resource a villager back from building should gather, or -1. */
    private int afterBuilding(int u) {
        int t = builtType[u];
        if (t < 0) return -1;
        int wood = Resource.WOOD.ordinal(), gold = Resource.GOLD.ordinal(), stone = Resource.STONE.ordinal(), food = Resource.FOOD.ordinal();
        if (!s.catalog.townCenterLike(t) && t != s.catalog.dock) {
            boolean w = s.catalog.dropsite(t, wood), g = s.catalog.dropsite(t, gold), st = s.catalog.dropsite(t, stone), f = s.catalog.dropsite(t, food);
            if (w && !g && !f) return wood;
            if ((g || st) && !w && !f) return lastRes[u] == stone && st ? stone : g ? gold : stone;
        }
        int carried = s.gathering == null ? 0 : s.gathering.carried(u);
        if (carried > 0 && s.gathering.carriedResource(u) >= 0) return s.gathering.carriedResource(u);
        return lastRes[u];
    }

    private int neediest(boolean[] tried) {
        int best = -1, gap = Integer.MIN_VALUE;
        for (int r = 0; r < Resource.COUNT; r++) {
            if (tried[r]) continue;
            int g = desired[r] - current[r];
            if (desired[r] == 0 && g <= 0) continue;
            if (g > gap) {
                gap = g;
                best = r;
            }
        }
        return best;
    }

    private boolean assign(int k, int source, int res) {
        int u = s.census.villagers.get(k);
        int before = s.e().order(u) == OrderKind.GATHER ? s.e().target(u) : 0;
        if (!s.give(new Gather(s.player, new int[] {u}, source)).accepted()) return false;
        s.census.setJob(k, res);
        current[res]++;
        handedIn[u] = 0;
        repicked[u] = false;
        sent(before, -1);
        sent(source, 1);
        return true;
    }

    /** The source of a resource that costs the villager least, or 0. */
    int best(int u, int res) {
        Entities e = s.e();
        int ux = e.x(u), uy = e.y(u);
        IntList drops = drops(res);
        long[] best = {Long.MAX_VALUE};
        int[] found = {0};
        int maxDrop = maxDropDistance(res);
        // animals and farms, which move or are few
        if (res == Resource.FOOD.ordinal()) {
            // game hunted (deer, boar: alive or felled) is held to the hunt's drop distance, the rest to food's
            int huntDrop = s.sn(235, -1);
            IntList us = e.units();
            for (int k = 0; k < us.size(); k++) {
                int a = us.get(k);
                Catalog.Role r = s.catalog.role(e.type(a));
                int crowd, bias;
                byte st = e.state(a);
                if (st == Entities.FELLED) {
                    if (e.amount(a) <= 0) continue;
                    crowd = CROWD_CARCASS;
                    bias = BIAS_CARCASS;
                } else if (r == Catalog.Role.HERDABLE) {
                    if (st != Entities.ALIVE || (e.owner(a) != s.player && e.owner(a) != 0)) continue;
                    crowd = CROWD_SHEEP;
                    bias = 0;
                } else if (r == Catalog.Role.PREY) {
                    if (st != Entities.ALIVE || e.owner(a) != 0) continue;
                    crowd = CROWD_PREY;
                    bias = BIAS_PREY;
                } else continue;
                if (r == Catalog.Role.BOAR && st != Entities.FELLED) continue;
                boolean game = r == Catalog.Role.PREY || r == Catalog.Role.BOAR;
                consider(u, a, crowd, bias, drops, game ? huntDrop : maxDrop, ux, uy, best, found);
            }
            for (int k = 0; k < s.census.buildings.size(); k++) {
                int f = s.census.buildings.get(k);
                if (e.type(f) != s.catalog.farm || farmed(f)) continue;
                consider(u, f, 1000, 0, drops, maxDrop, ux, uy, best, found);
            }
        }
        // what stands still: scanned in rings round each drop site, stopping once three times the ring costs more than the best
        int crowd = res == Resource.WOOD.ordinal() ? CROWD_TREE : res == Resource.FOOD.ordinal() ? CROWD_FORAGE : CROWD_MINE;
        Grid g = s.grid();
        int limit = maxDrop >= 0 ? Math.min(maxDrop, SEARCH_TILES) : SEARCH_TILES;
        IntList anchors = drops.isEmpty() ? single(u) : drops;
        for (int a = 0; a < anchors.size(); a++) {
            int ax = e.x(anchors.get(a)) / Grid.TILE, ay = e.y(anchors.get(a)) / Grid.TILE;
            for (int r = 1; r <= limit; r++) {
                if (3L * (r - 3) * Grid.TILE > best[0]) break;
                for (int t : s.executor().placement.ringTiles(ax, ay, r)) {
                    int b = g.blocker(t);
                    if (b == 0 || e.owner(b) != 0 || e.amount(b) <= 0) continue;
                    TypeDef d = s.catalog.rules.type(e.type(b));
                    if (d.kind() != TypeKind.RESOURCE || d.resource() == null || d.resource().ordinal() != res) continue;
                    if (s.vision != null && !s.vision.explored(s.player, t)) continue;
                    if (!reachable(g, t)) continue;
                    consider(u, b, crowd, 0, drops, maxDrop, ux, uy, best, found);
                }
            }
        }
        return found[0];
    }

    private IntList single(int u) {
        IntList l = new IntList(1);
        l.add(u);
        return l;
    }

    private void consider(int u, int src, int crowd, int bias, IntList drops, int maxDrop, int ux, int uy, long[] best, int[] found) {
        Entities e = s.e();
        if (s.gathering != null && s.gathering.taskFor(u, src) < 0) return;
        int sx = e.x(src), sy = e.y(src);
        int drop = Integer.MAX_VALUE;
        for (int k = 0; k < drops.size(); k++) drop = Math.min(drop, Seat.dist(sx, sy, e.x(drops.get(k)), e.y(drops.get(k))));
        if (drops.isEmpty()) drop = 0;
        if (maxDrop >= 0 && drop > maxDrop * Grid.TILE) return;
        if (s.vision != null) {
            int t = s.grid().tileAt(sx, sy);
            if (t < 0 || !s.vision.explored(s.player, t)) return;
        }
        // a source on other land than the villager's (a mine seen on the enemy's island) is not walked to: the walk ends
        // at the shore, and the villager stood there with its order
        if (s.land.landNear(sx, sy) != s.land.landNear(ux, uy)) return;
        int workers = workersOn(src);
        long cost = 3L * drop + Seat.dist(ux, uy, sx, sy) + (long) crowd * Grid.TILE * workers + (long) bias * Grid.TILE;
        if (cost < best[0]) {
            best[0] = cost;
            found[0] = src;
        }
    }

    /** Whether a villager can stand next to the tile (a forest's edge, not its interior). */
    private static boolean reachable(Grid g, int t) {
        int x = g.tileX(t), y = g.tileY(t);
        for (int d = 0; d < 8; d++) {
            int dx = d < 3 ? -1 : d < 5 ? 0 : 1;
            int dy = d == 0 || d == 3 || d == 5 ? -1 : d == 1 || d == 6 ? 0 : 1;
            if (dx == 0 && dy == 0) continue;
            if (!g.inside(x + dx, y + dy)) continue;
            int n = g.tile(x + dx, y + dy);
            if (g.blocker(n) == 0 && (g.terrainPass(n) & Land.LAND) != 0) return true;
        }
        return false;
    }

    private int maxDropDistance(int res) {
        int id = res == Resource.WOOD.ordinal() ? 233 : res == Resource.FOOD.ordinal() ? 234 : res == Resource.GOLD.ordinal() ? 237 : 238;
        return s.sn(id, -1);
    }

    /** The player's finished drop sites for a resource. */
    IntList drops(int res) {
        IntList out = new IntList(8);
        Entities e = s.e();
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            int t = e.type(b);
            if (t == s.catalog.dock) continue;
            if (s.catalog.dropsite(t, res)) out.add(b);
        }
        return out;
    }

    private boolean farmed(int farm) {
        return workersOn(farm) > 0;
    }

    private int idleFarmNear(int x, int y, int range) {
        Entities e = s.e();
        long r2 = (long) range * range;
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int f = s.census.buildings.get(k);
            if (e.type(f) != s.catalog.farm) continue;
            if (Seat.dist2(e.x(f), e.y(f), x, y) > r2 + 4L * Grid.TILE * Grid.TILE) continue;
            if (!farmed(f)) return f;
        }
        return 0;
    }

    int idleFarms() {
        int n = 0;
        Entities e = s.e();
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int f = s.census.buildings.get(k);
            if (e.type(f) == s.catalog.farm && !farmed(f)) n++;
        }
        return n;
    }

    /** Tiles from the nearest drop site for a resource to the nearest source of it (255 when none is known). */
    int dropDistance(int res) {
        long now = s.now();
        if (dropCachedAt != now) {
            dropCachedAt = now;
            Arrays.fill(dropCache, -1);
        }
        if (dropCache[res] >= 0) return dropCache[res];
        Entities e = s.e();
        Grid g = s.grid();
        IntList drops = drops(res);
        int best = 255;
        for (int k = 0; k < drops.size(); k++) {
            int ax = e.x(drops.get(k)) / Grid.TILE, ay = e.y(drops.get(k)) / Grid.TILE;
            for (int r = 1; r < Math.min(best, 40); r++) {
                boolean hit = false;
                for (int t : s.executor().placement.ringTiles(ax, ay, r)) {
                    int b = g.blocker(t);
                    if (b == 0 || e.owner(b) != 0 || e.amount(b) <= 0) continue;
                    TypeDef d = s.catalog.rules.type(e.type(b));
                    if (d.kind() != TypeKind.RESOURCE || d.resource() == null || d.resource().ordinal() != res) continue;
                    if (s.vision != null && !s.vision.explored(s.player, t)) continue;
                    hit = true;
                    break;
                }
                if (hit) {
                    best = Math.min(best, Math.max(0, r - 2));
                    break;
                }
            }
        }
        dropCache[res] = best;
        return best;
    }

    /** No sheep of the player's and no forage within 20 tiles of home. */
    boolean sheepAndForageTooFar() {
        int[] h = s.home();
        if (h == null) return true;
        Entities e = s.e();
        long r2 = 20L * Grid.TILE * 20 * Grid.TILE;
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int a = us.get(k);
            if (e.owner(a) == s.player && s.catalog.role(e.type(a)) == Catalog.Role.HERDABLE && Seat.dist2(e.x(a), e.y(a), h[0], h[1]) <= r2) return false;
        }
        IntList drops = drops(Resource.FOOD.ordinal());
        return dropDistance(Resource.FOOD.ordinal()) > 20 || drops.isEmpty();
    }

    // ---- sheep and boar

    private void sheepHome() {
        int tc = s.census.townCenter;
        if (tc == 0) return;
        Entities e = s.e();
        int hx = e.x(tc), hy = e.y(tc);
        long far = 6L * Grid.TILE * 6 * Grid.TILE;
        IntList us = e.units();
        IntList send = new IntList(8);
        for (int k = 0; k < us.size(); k++) {
            int a = us.get(k);
            if (e.owner(a) != s.player || e.state(a) != Entities.ALIVE) continue;
            if (s.catalog.role(e.type(a)) != Catalog.Role.HERDABLE || e.order(a) != OrderKind.IDLE) continue;
            if (Seat.dist2(e.x(a), e.y(a), hx, hy) > far) send.add(a);
        }
        if (!send.isEmpty()) s.give(new Move(s.player, send.toArray(), hx, hy + 3 * Grid.TILE));
    }

    private void boarParty() {
        int size = Math.max(1, s.sn(204, 5));
        Entities e = s.e();
        hunt.run();
        if (hunt.boar() != 0) return;
        if (desired[Resource.FOOD.ordinal()] < size || current[Resource.FOOD.ordinal()] < size) return;
        int[] h = s.home();
        if (h == null) return;
        long r2 = 16L * Grid.TILE * 16 * Grid.TILE;
        IntList us = e.units();
        int target = 0;
        for (int k = 0; k < us.size() && target == 0; k++) {
            int a = us.get(k);
            if (s.catalog.role(e.type(a)) != Catalog.Role.BOAR || e.state(a) != Entities.ALIVE || e.owner(a) != 0) continue;
            if (Seat.dist2(e.x(a), e.y(a), h[0], h[1]) > r2 || !s.knowledge.sees(a)) continue;
            target = a;
        }
        if (target == 0) return;
        // the party: the food gatherers nearest the boar who carry nothing
        Census c = s.census;
        int[] party = new int[size];
        int n = 0;
        boolean[] used = new boolean[c.villagers.size()];
        for (int p = 0; p < size; p++) {
            int best = -1;
            long bestD = Long.MAX_VALUE;
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                if (used[k] || c.job(k) != Resource.FOOD.ordinal() || role[u] != GATHERER) continue;
                if (e.type(e.target(u) > 0 && e.valid(e.target(u)) ? e.target(u) : u) == s.catalog.farm) continue;
                long d = Seat.dist2(e.x(u), e.y(u), e.x(target), e.y(target));
                if (d < bestD) {
                    bestD = d;
                    best = k;
                }
            }
            if (best < 0) break;
            used[best] = true;
            party[n++] = c.villagers.get(best);
        }
        if (n < size) return;
        if (hunt.start(target, party)) sent(target, 1);
    }

    // ---- building

    /**
     * Lays a foundation of the type: one of a kind waiting at a time (two for farms), at the site
     * placement gives, built by the nearest free villager.
     */
    boolean build(int type, boolean forward) {
        Census c = s.census;
        Entities e = s.e();
        int waiting = 0;
        for (int k = 0; k < c.foundations.size(); k++) if (e.type(c.foundations.get(k)) == type) waiting++;
        if (waiting >= (type == s.catalog.farm ? 2 : 1)) return false;
        if (forward) forwardAskedMs = s.now();
        int[] at = s.executor().placement.site(type, forward);
        if (at == null) return false;
        TypeDef d = s.catalog.rules.type(type);
        int cx = at[0] * Grid.TILE + d.width() * Grid.TILE / 2, cy = at[1] * Grid.TILE + d.height() * Grid.TILE / 2;
        int k = nearestFree(cx, cy, forward);
        if (k < 0) return false;
        int u = c.villagers.get(k);
        if (!s.give(new Build(s.player, new int[] {u}, d.word(), at[0], at[1])).accepted()) return false;
        c.setJob(k, Census.BUILDING);
        builtType[u] = type;
        // the census sees the foundation at once, so the next rule's count holds it
        c.foundations.add(e.end() - 1);
        return true;
    }

    boolean isExplorer(int u) { return u < role.length && role[u] == EXPLORER; }

    /**
     * up-disband-group-type for forward builders: the villagers kept aside for forward building
     * are gatherers again, and none is kept aside until a rule asks for a forward building anew.
     * Returns them.
     */
    IntList disbandForward() {
        forwardAskedMs = Long.MIN_VALUE / 2;
        IntList out = new IntList(4);
        Census c = s.census;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (u < role.length && role[u] == FORWARD) {
                role[u] = GATHERER;
                out.add(u);
            }
        }
        return out;
    }

    /** The boar the hunting party is after, or 0. */
    int boar() { return hunt.boar(); }
}
