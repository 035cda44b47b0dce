package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * A boar hunted as the original's players hunt it: the villager of the party nearest the boar
 * strikes it and walks back to the Town Center with the boar after it, and there the whole party
 * (sn-minimum-boar-hunt-group-size) kills it, beside the drop site. A hunter the boar would kill
 * with its next bite goes into the Town Center (the boar loses it and turns on the next who
 * strikes) and comes out once the boar is down. With no Town Center, or when the lure fails (the
 * lurer falls, or the boar does not come within {@link #LURE_MS}), the party hunts it where it is.
 */
final class BoarHunt {
    /** How long the boar may take to charge, and then to come home, before the party goes to it. */
    static final int LURE_MS = 40_000;
    /** Within this many tiles of the Town Center's middle the boar is home. */
    static final int HOME_TILES = 7;
    /** A boar this near its lurer (thousandths of a tile) is biting it. */
    static final int CAUGHT = 1200;
    static final int NONE = 0, STRIKE = 1, HOME = 2, HUNT = 3;
    private final Seat s;
    private int boar, lurer, state;
    private long since;
    private int[] party = new int[0];
    /** The hunters sheltering in the Town Center until the boar is down. */
    private final IntList sheltered = new IntList(4);

    BoarHunt(Seat s) { this.s = s; }

    /** The boar hunted, or 0. */
    int boar() { return boar; }

    int state() { return state; }

    /** Begins a hunt with the party, its first the one nearest the boar. Returns whether the first order was taken. */
    boolean start(int target, int[] hunters) {
        if (hunters.length == 0) return false;
        boar = target;
        party = hunters.clone();
        since = s.now();
        if (s.census.townCenter == 0) return hunt();
        lurer = party[0];
        state = STRIKE;
        if (!s.give(new Gather(s.player, new int[] {lurer}, boar)).accepted()) {
            boar = 0;
            state = NONE;
            return false;
        }
        s.census.setJobOf(lurer, Census.OTHER);
        return true;
    }

    void run() {
        if (boar == 0) {
            release();
            return;
        }
        Entities e = s.e();
        if (!e.present(boar) || e.state(boar) != Entities.ALIVE) {
            // down (or gone): those not on it yet gather the carcass; the sheltered come out to it
            if (e.present(boar) && e.state(boar) == Entities.FELLED && state != HUNT) hunt();
            boar = 0;
            state = NONE;
            release();
            return;
        }
        int[] h = s.home();
        long now = s.now();
        switch (state) {
            case STRIKE -> {
                if (!e.alive(lurer) || h == null || now - since > LURE_MS) {
                    hunt();
                } else if (e.order(boar) == OrderKind.ATTACK && e.target(boar) == lurer) {
                    // it charges: home, to the Town Center's side the boar comes from
                    int[] at = beside(h, e.x(boar), e.y(boar));
                    s.give(new Move(s.player, new int[] {lurer}, at[0], at[1]));
                    s.census.setJobOf(lurer, Census.OTHER);
                    state = HOME;
                    since = now;
                } else {
                    if (e.order(lurer) != OrderKind.GATHER || e.target(lurer) != boar) s.give(new Gather(s.player, new int[] {lurer}, boar));
                    s.census.setJobOf(lurer, Census.OTHER);
                }
            }
            case HOME -> {
                long r = (long) HOME_TILES * Grid.TILE;
                boolean home = h != null && Seat.dist2(e.x(boar), e.y(boar), h[0], h[1]) <= r * r;
                // caught on the way (the lurer held up by the crowd about the Town Center): the party comes now
                boolean caught = e.alive(lurer) && Seat.dist2(e.x(boar), e.y(boar), e.x(lurer), e.y(lurer)) <= (long) CAUGHT * CAUGHT;
                if (home || caught || !e.alive(lurer) || e.order(lurer) != OrderKind.MOVE || now - since > LURE_MS) hunt();
                else s.census.setJobOf(lurer, Census.OTHER);
                shelter();
            }
            case HUNT -> {
                shelter();
                // with fewer than two at it (the rest sheltered, fallen or taken back by the economy), the nearest food gatherer goes
                int more = recruit();
                if (more != 0 && s.give(new Gather(s.player, new int[] {more}, boar)).accepted()) s.census.setJobOf(more, org.openaok.sim.api.rules.Resource.FOOD.ordinal());
                else if (more == 0 && !hunted()) {
                    // nobody left to fight it (all sheltered or fallen, no food gatherer to send): the hunt is given up and the
                    // sheltered come out to work; kept inside until the boar fell, a town of few villagers starved with them there
                    boar = 0;
                    state = NONE;
                    release();
                }
            }
            default -> { }
        }
    }

    /**
     * The party (those alive and not sheltering) at the boar, up to the party's size on it all told:
     * hunters up-request-hunters sent meanwhile count.
     */
    private boolean hunt() {
        state = HUNT;
        Entities e = s.e();
        Census c = s.census;
        int on = 0;
        for (int k = 0; k < c.villagers.size(); k++) if (e.order(c.villagers.get(k)) == OrderKind.GATHER && e.target(c.villagers.get(k)) == boar) on++;
        IntList go = new IntList(party.length);
        for (int u : party) {
            if (on + go.size() >= party.length) break;
            if (e.alive(u) && !sheltered.contains(u) && !(e.order(u) == OrderKind.GATHER && e.target(u) == boar)) go.add(u);
        }
        if (go.isEmpty()) return true;
        boolean ok = s.give(new Gather(s.player, go.toArray(), boar)).accepted();
        for (int i = 0; i < go.size(); i++) s.census.setJobOf(go.get(i), org.openaok.sim.api.rules.Resource.FOOD.ordinal());
        return ok;
    }

    /** Whether one of the player's villagers is on the boar (gathering from it: striking it). */
    private boolean hunted() {
        Entities e = s.e();
        Census c = s.census;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (e.alive(u) && e.order(u) == OrderKind.GATHER && e.target(u) == boar) return true;
        }
        return false;
    }

    /** With fewer than two on the boar, the nearest food gatherer off the farms joins the party: it, or 0. */
    private int recruit() {
        Entities e = s.e();
        Census c = s.census;
        int active = 0;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (e.order(u) == OrderKind.GATHER && e.target(u) == boar) active++;
        }
        if (active >= 2) return 0;
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (c.job(k) != org.openaok.sim.api.rules.Resource.FOOD.ordinal() || !e.alive(u) || sheltered.contains(u) || e.hp(u) <= 2 * bite()) continue;
            int t = e.target(u);
            if (t == boar || t > 0 && e.valid(t) && e.type(t) == s.catalog.farm || s.executor().economy.isExplorer(u)) continue;
            boolean in = false;
            for (int p : party) in |= p == u;
            if (in) continue;
            long d = Seat.dist2(e.x(u), e.y(u), e.x(boar), e.y(boar));
            if (d < bestD) {
                bestD = d;
                best = u;
            }
        }
        if (best == 0) return 0;
        party = java.util.Arrays.copyOf(party, party.length + 1);
        party[party.length - 1] = best;
        return best;
    }

    /** The hunter (or the lurer) the boar is biting goes inside when two more bites would kill it. */
    private void shelter() {
        Entities e = s.e();
        int tc = s.census.townCenter;
        if (tc == 0 || e.order(boar) != OrderKind.ATTACK) return;
        int prey = e.target(boar);
        // two bites from the end: the walk to the door takes a bite's time
        if (!e.alive(prey) || e.owner(prey) != s.player || e.hp(prey) > 2 * bite()) return;
        if (s.give(new Garrison(s.player, new int[] {prey}, tc)).accepted()) {
            if (!sheltered.contains(prey)) sheltered.add(prey);
            s.census.setJobOf(prey, Census.OTHER);
        }
    }

    /**
     * The sheltered come out when the hunt is over; one still on its way to the door is let out
     * at a later pass, once in (forgotten there, it stayed inside for the rest of the match).
     */
    private void release() {
        if (sheltered.isEmpty()) return;
        Entities e = s.e();
        int tc = s.census.townCenter;
        IntList out = new IntList(sheltered.size());
        for (int i = sheltered.size() - 1; i >= 0; i--) {
            int u = sheltered.get(i);
            if (e.state(u) == Entities.GARRISONED && e.container(u) == tc) out.add(u);
            if (!(e.alive(u) && e.owner(u) == s.player && e.order(u) == OrderKind.GARRISON && e.target(u) == tc && tc != 0)) sheltered.remove(u);
        }
        if (!out.isEmpty() && tc != 0) s.give(new Ungarrison(s.player, tc, out.toArray(), 0, 0));
    }

    /** The boar's strongest blow, ignoring armour: what its next bite may take at most. */
    private int bite() {
        Stats st = s.m.player(0).stats(s.e().type(boar));
        int best = 0;
        for (int c = 0; c < st.classCount(); c++) if (st.hasAttack(c)) best = Math.max(best, st.attack(c));
        return best;
    }

    /** A point a tile out from the Town Center's edge toward (x, y). */
    private int[] beside(int[] h, int x, int y) {
        long dx = x - h[0], dy = y - h[1];
        long len = Math.max(1, Seat.isqrt(dx * dx + dy * dy));
        int out = 3 * Grid.TILE;
        int max = s.grid().size() * Grid.TILE - 1;
        return new int[] {(int) Math.max(0, Math.min(max, h[0] + dx * out / len)), (int) Math.max(0, Math.min(max, h[1] + dy * out / len))};
    }
}
