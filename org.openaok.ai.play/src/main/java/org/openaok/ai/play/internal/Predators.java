package org.openaok.ai.play.internal;

import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * Gaia's wolves: a unit a wolf bites turns on it (a walking scout or a gathering villager would
 * not answer on its own), and a bitten villager is helped by the nearest villagers within six
 * tiles, two for each wolf of the pack, so a pack does not kill a woodline one at a time; one
 * already fighting a wolf is left to it, not switched to the next that bites (a pair sent at one
 * wolf came apart chasing two). A villager bitten with nobody near runs home to the Town Center,
 * where the others are, instead of fighting alone; with nobody there either it goes inside (the
 * Town Center shoots with villagers in it) and comes out once the wolf is dead or gone. A scout bitten by a pack runs home too: it
 * outpaces wolves but loses to two. Those sent go idle when the wolf is dead and the economy and
 * the scouting take them back.
 */
final class Predators {
    static final int HELP_TILES = 6, HELPERS = 2;
    private final Seat s;

    Predators(Seat s) { this.s = s; }

    /** Villagers run home from a wolf, each with the wolf (pairs): at home they turn on it with the helpers there. */
    private final IntList runners = new IntList(4);
    /**
     * Villagers gone into the Town Center from a wolf with nobody at home to help (triples: the
     * villager, the wolf, the second it went in): out again once the wolf is dead or gone, or
     * after a while (no building shoots Gaia's animals; the others come home meanwhile).
     */
    private final IntList sheltered = new IntList(6);
    /** A wolf this far from home (tiles) is gone: those sheltered come out. */
    static final int GONE_TILES = 10;
    static final int SHELTER_SECONDS = 30;

    void run() {
        IntList wild = s.executor().news.wild;
        Entities e = s.e();
        for (int k = 0; k + 1 < wild.size(); k += 2) bitten(wild.get(k), wild.get(k + 1));
        // a runner home with its wolf still after it: there the others help (the wolf is slower and comes after)
        int[] was = runners.toArray();
        runners.clear();
        for (int k = 0; k + 1 < was.length; k += 2) {
            int u = was[k], animal = was[k + 1];
            boolean chased = e.alive(u) && e.owner(u) == s.player && predator(animal) && e.order(animal) == OrderKind.ATTACK && e.target(animal) == u;
            if (chased && !nearHome(u)) {
                runners.add(u);
                runners.add(animal);
            } else if (chased) bitten(u, animal);
        }
        was = sheltered.toArray();
        sheltered.clear();
        int tc = s.census.townCenter;
        int now = (int) (s.m.timeMs() / 1000);
        for (int k = 0; k + 2 < was.length; k += 3) {
            int u = was[k], animal = was[k + 1], since = was[k + 2];
            if (!e.valid(u) || e.owner(u) != s.player) continue;
            // on its way in it is kept; out by other means (or dead), let go
            if (e.state(u) != Entities.GARRISONED) {
                if (e.alive(u) && e.order(u) == OrderKind.GARRISON) {
                    sheltered.add(u);
                    sheltered.add(animal);
                    sheltered.add(since);
                }
                continue;
            }
            boolean near = predator(animal) && !beyond(animal, GONE_TILES);
            if ((!near || now - since >= SHELTER_SECONDS) && tc != 0 && e.container(u) == tc) {
                s.give(new org.openaok.sim.api.command.Ungarrison(s.player, tc, new int[] {u}, 0, 0));
                continue;
            }
            sheltered.add(u);
            sheltered.add(animal);
            sheltered.add(since);
        }
    }

    /** The unit was bitten by the animal (or a runner home is still chased by it). */
    private void bitten(int victim, int animal) {
        Entities e = s.e();
        if (!predator(animal)) return;
        if (!e.alive(victim) || e.owner(victim) != s.player) return;
        Catalog.Role r = s.catalog.role(e.type(victim));
        boolean villager = r == Catalog.Role.VILLAGER;
        if (!villager && !s.catalog.landMilitary(e.type(victim))) return;
        if (r == Catalog.Role.MONK) return;
        int pack = pack(animal);
        if (r == Catalog.Role.SCOUT && pack > 1) {
            runHome(victim);
            return;
        }
        IntList sent = new IntList(4);
        if (!fightingAWolf(victim)) sent.add(victim);
        if (villager) {
            int on = helpers(victim, animal, HELPERS * pack, sent);
            // alone: to the Town Center rather than a fight it loses; at home with nobody there, into it (it shoots then)
            if (on == 0 && sent.size() <= 1 && !fightingAWolf(victim)) {
                if (!nearHome(victim) && runHome(victim)) {
                    if (!running(victim)) {
                        runners.add(victim);
                        runners.add(animal);
                    }
                    return;
                }
                if (nearHome(victim) && shelter(victim, animal)) return;
            }
        }
        if (sent.isEmpty()) return;
        s.give(new Attack(s.player, sent.toArray(), animal));
        for (int i = 0; i < sent.size(); i++) s.census.setJobOf(sent.get(i), Census.OTHER);
    }

    /** Sends the villager into the Town Center; false when there is none or it is refused (full). */
    private boolean shelter(int u, int animal) {
        int tc = s.census.townCenter;
        if (tc == 0 || !s.give(new org.openaok.sim.api.command.Garrison(s.player, new int[] {u}, tc)).accepted()) return false;
        s.census.setJobOf(u, Census.OTHER);
        sheltered.add(u);
        sheltered.add(animal);
        sheltered.add((int) (s.m.timeMs() / 1000));
        return true;
    }

    /** Whether the thing stands beyond the given tiles of home. */
    private boolean beyond(int t, int tiles) {
        int[] h = s.home();
        long r = (long) tiles * Grid.TILE;
        return h != null && Seat.dist2(s.e().x(t), s.e().y(t), h[0], h[1]) > r * r;
    }

    private boolean running(int u) {
        for (int k = 0; k < runners.size(); k += 2) if (runners.get(k) == u) return true;
        return false;
    }

    private boolean predator(int animal) {
        Entities e = s.e();
        return e.alive(animal) && e.owner(animal) == 0 && s.catalog.role(e.type(animal)) == Catalog.Role.PREDATOR;
    }

    /** Whether the unit is already fighting one of Gaia's predators. */
    private boolean fightingAWolf(int u) {
        Entities e = s.e();
        return e.order(u) == OrderKind.ATTACK && predator(e.target(u));
    }

    /** Sends the unit home unless it is on its way there; false when there is no home. */
    private boolean runHome(int u) {
        Entities e = s.e();
        int[] h = s.census.townCenter != 0 ? s.home() : null;
        if (h == null) return false;
        if (!(e.order(u) == OrderKind.MOVE && e.targetX(u) == h[0] && e.targetY(u) == h[1])) s.give(new org.openaok.sim.api.command.Move(s.player, new int[] {u}, h[0], h[1]));
        s.census.setJobOf(u, Census.OTHER);
        return true;
    }

    /** Whether the unit stands within the helpers' reach of home: there it fights. */
    private boolean nearHome(int u) { return !beyond(u, HELP_TILES); }

    /** Gaia's predators within six tiles of one, it included. */
    private int pack(int animal) {
        Entities e = s.e();
        IntList us = e.units();
        long r = (long) HELP_TILES * Grid.TILE;
        int n = 0;
        for (int k = 0; k < us.size(); k++) {
            int a = us.get(k);
            if (e.owner(a) != 0 || !e.alive(a) || s.catalog.role(e.type(a)) != Catalog.Role.PREDATOR) continue;
            if (Seat.dist2(e.x(a), e.y(a), e.x(animal), e.y(animal)) <= r * r) n++;
        }
        return n;
    }

    /**
     * Up to {@code wanted} helpers at the wolf, counting the villagers already on it: the nearest
     * to the victim within reach, not building and not fighting a wolf, are added to {@code sent}.
     * Returns how many were already on it.
     */
    private int helpers(int victim, int animal, int wanted, IntList sent) {
        Entities e = s.e();
        Census c = s.census;
        long reach = (long) HELP_TILES * Grid.TILE;
        reach *= reach;
        int on = 0;
        for (int k = 0; k < c.villagers.size(); k++) {
            int u = c.villagers.get(k);
            if (u != victim && e.alive(u) && e.order(u) == OrderKind.ATTACK && e.target(u) == animal) on++;
        }
        for (int h = on; h < wanted; h++) {
            int best = 0;
            long bestD = Long.MAX_VALUE;
            for (int k = 0; k < c.villagers.size(); k++) {
                int u = c.villagers.get(k);
                if (u == victim || sent.contains(u) || !e.alive(u) || c.job(k) == Census.BUILDING || fightingAWolf(u)) continue;
                long d = Seat.dist2(e.x(u), e.y(u), e.x(victim), e.y(victim));
                if (d <= reach && d < bestD) {
                    bestD = d;
                    best = u;
                }
            }
            if (best == 0) break;
            sent.add(best);
        }
        return on;
    }
}
