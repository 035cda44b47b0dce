package org.openaok.ai.play.internal;

import org.openaok.ai.mind.Mind;
import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.Market;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.Prices;
import org.openaok.sim.api.system.Production;
import org.openaok.sim.api.system.Scores;
import org.openaok.sim.api.system.Victory;
import org.openaok.sim.api.system.Siting;
import org.openaok.sim.api.system.Vision;

/**
 * One computer seat in a match, as its executor works with it: the match and the capabilities of
 * its systems, the census of the think, the mind of the rules, and what the executor remembers
 * between thinks. Everything it does to the match goes through {@link #give}.
 */
final class Seat {
    final SeatContext context;
    final MatchContext m;
    final int player;
    final int difficulty;
    final Catalog catalog;
    final Gathering gathering;
    final Production production;
    final Prices prices;
    final Movement movement;
    final Availability availability;
    final Siting siting;
    final Vision vision;
    final Market market;
    final Scores scores;
    final Victory victory;
    final RandomStream random;
    final Census census = new Census();
    final Knowledge knowledge;
    final Land land;
    Mind mind;
    Executor executor;
    /** Where the first Town Center stood (the middle of its footprint), thousandths; the walls are measured from it. */
    int firstHomeX = -1, firstHomeY = -1;
    /** Commands given and refused, for the trace. */
    long given, refused;
    String lastRefusal = "";

    Seat(SeatContext context, Catalog catalog, Land land) {
        this.context = context;
        this.m = context.match();
        this.player = context.seat();
        this.difficulty = context.difficulty();
        this.catalog = catalog;
        this.gathering = m.find(Gathering.class).orElse(null);
        this.production = m.find(Production.class).orElse(null);
        this.prices = m.find(Prices.class).orElse(null);
        this.movement = m.find(Movement.class).orElse(null);
        this.availability = m.find(Availability.class).orElse(null);
        this.siting = m.find(Siting.class).orElse(null);
        this.vision = m.find(Vision.class).orElse(null);
        this.market = m.find(Market.class).orElse(null);
        this.scores = m.find(Scores.class).orElse(null);
        this.victory = m.find(Victory.class).orElse(null);
        this.random = context.random();
        this.knowledge = new Knowledge(this);
        this.land = land;
    }

    PlayerState ps() { return m.player(player); }

    /** What researching costs a player now, as the command charges it (the data's price where no system prices research). */
    int[] techPrice(int who, int tech) { return prices != null ? prices.techPrice(who, tech) : m.player(who).techCost(tech); }

    Executor executor() { return executor; }

    Entities e() { return m.entities(); }

    Grid grid() { return m.grid(); }

    long now() { return m.timeMs(); }

    /** A strategic number, or the fallback where the mind has no slot for it. */
    int sn(int id, int fallback) {
        if (mind == null || id < 0 || id >= mind.strategicCount()) return fallback;
        return mind.strategic(id);
    }

    Result give(Command c) {
        Result r = context.execute(c);
        if (r.accepted()) given++;
        else {
            refused++;
            lastRefusal = c.verb() + ": " + r.refusal();
        }
        return r;
    }

    // ---- the town

    /** The middle of the Town Center's footprint, or of the villagers when it is lost; {x, y} thousandths, or null. */
    int[] home() {
        Entities e = e();
        int tc = census.townCenter;
        if (tc != 0) return centre(tc);
        if (census.villagers.size() > 0) {
            long sx = 0, sy = 0;
            for (int k = 0; k < census.villagers.size(); k++) {
                int u = census.villagers.get(k);
                sx += e.x(u);
                sy += e.y(u);
            }
            return new int[] {(int) (sx / census.villagers.size()), (int) (sy / census.villagers.size())};
        }
        if (census.buildings.size() > 0) return centre(census.buildings.get(0));
        return null;
    }

    /** The middle of a thing: a unit's position, a building's footprint's middle. */
    int[] centre(int id) {
        Entities e = e();
        var d = catalog.rules.type(e.type(id));
        if (d.isUnit()) return new int[] {e.x(id), e.y(id)};
        // buildings and resources stand with their lowest corner at (x, y)'s tile? the position is the footprint's middle
        return new int[] {e.x(id), e.y(id)};
    }

    /** The town's reach in tiles: sn-maximum-town-size, at least 8. */
    int townSize() { return Math.max(8, sn(74, 20)); }

    boolean inTown(int x, int y) {
        int[] h = home();
        if (h == null) return false;
        long r = (long) townSize() * Grid.TILE;
        long dx = x - h[0], dy = y - h[1];
        return dx * dx + dy * dy <= r * r;
    }

    // ---- costs

    int[] cost(int type) {
        Stats s = ps().stats(type);
        int[] c = new int[Resource.COUNT];
        for (Resource r : Resource.values()) c[r.ordinal()] = s.cost(r);
        return c;
    }

    /**
     * Whether the stockpile covers a cost (sim order, thousandths) with the escrow (language order,
     * whole units) left untouched.
     */
    boolean affords(int[] cost, int[] reserved) {
        PlayerState p = ps();
        for (int r = 0; r < Resource.COUNT; r++) {
            long keep = reserved == null ? 0 : reserved[Catalog.languageResource(r)] * 1000L;
            if (p.stock(r) - keep < cost[r]) return false;
        }
        return true;
    }

    static long dist2(int ax, int ay, int bx, int by) {
        long dx = ax - bx, dy = ay - by;
        return dx * dx + dy * dy;
    }

    /** Distance in thousandths of a tile (integer square root). */
    static int dist(int ax, int ay, int bx, int by) { return (int) isqrt(dist2(ax, ay, bx, by)); }

    static long isqrt(long v) {
        if (v <= 0) return 0;
        long r = (long) Math.sqrt((double) v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }
}
