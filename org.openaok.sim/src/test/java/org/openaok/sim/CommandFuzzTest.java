package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openaok.api.map.GameMap;
import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Cancel;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.GatherPoint;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Repair;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Reseed;
import org.openaok.sim.api.command.Resign;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.Trade;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.internal.engine.MatchEngine;

/**
 * Random streams of commands, sensible and not, sent to a running match: no exception escapes, and
 * after every tick the invariants hold: no stock below zero, no population above the limit, no
 * unit inside another, in a wall or on ground it cannot cross, and every resource taken from the
 * map is carried, stocked or accounted lost.
 */
class CommandFuzzTest {
    private static final String[] VERBS = {"move", "stop", "gather", "build", "construct", "repair", "train", "research", "cancel",
            "delete", "gather-point", "trade", "tribute", "diplomacy", "reseed", "attack", "attack-move", "patrol", "garrison",
            "ungarrison", "stance", "formation", "pack", "town-bell", "heal", "wall", "attack-ground", "lock-gate", "drop-relic", "transform"};
    private static final String[] ARMY = {"man-at-arms", "archer", "knight", "spearman", "skirmisher", "mangonel", "monk",
            "battering-ram", "trebuchet-packed", "scorpion", "petard", "scout-cavalry"};

    /** Four seeds in an ordinary build; OPENAOK_FUZZ_MATCHES=N runs N. */
    static java.util.stream.LongStream seeds() {
        String n = System.getenv("OPENAOK_FUZZ_MATCHES");
        return java.util.stream.LongStream.rangeClosed(1, n == null || n.isBlank() ? 4 : Long.parseLong(n.strip()));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void randomOrdersKeepTheInvariants(long seed) { run(seed, false); }

    @ParameterizedTest
    @MethodSource("seeds")
    void randomOrdersToMixedArmiesKeepTheInvariants(long seed) { run(seed, true); }

    private static void run(long seed, boolean armies) {
        GameMap map = Fixtures.map("OpenPlains", 120, 2, seed);
        MatchEngine m = Fixtures.start(map, Fixtures.settings(seed, "britons", "franks"));
        Rules rules = m.rules();
        if (armies) {
            // both sides with a mixed army round their town, in the Castle Age
            for (int p = 1; p <= 2; p++) {
                m.player(p).addPopRoom(60);
                int tc = 0;
                for (int k = 0; k < m.entities().buildings().size(); k++) if (m.entities().owner(m.entities().buildings().get(k)) == p) tc = m.entities().buildings().get(k);
                for (int i = 0; i < 30; i++) {
                    m.lifecycle().spawnUnit(rules.typeIndex(ARMY[i % ARMY.length]), p, m.entities().x(tc) + (i % 6) * 700 - 2000,
                            m.entities().y(tc) + 4000 + (i / 6) * 700);
                }
            }
        }
        RandomStream rnd = new RandomStream(seed * 7919);
        // rich players get further into the game, so more of it is shaken
        for (int p = 1; p <= 2; p++) for (Resource r : Resource.values()) m.player(p).addStock(r.ordinal(), 3_000_000);
        long[] initial = new long[Resource.COUNT];
        long[] firstAmount = new long[0];
        int seen = 1;
        int accepted = 0, refused = 0;
        for (int tick = 0; tick < 4000 && !m.outcome().over(); tick++) {
            // what the map holds now, for each thing the first time it is seen
            Entities e = m.entities();
            if (e.end() > firstAmount.length) firstAmount = java.util.Arrays.copyOf(firstAmount, e.end() * 2);
            for (; seen < e.end(); seen++) {
                firstAmount[seen] = e.amount(seen);
                TypeDef d = rules.type(e.type(seen));
                if (d.resource() != null) initial[d.resource().ordinal()] += e.amount(seen);
            }
            int n = rnd.nextInt(4);
            for (int k = 0; k < n; k++) {
                Command c = random(m, rnd);
                Result r;
                try {
                    r = rnd.nextInt(2) == 0 ? m.submit(c) : m.execute(c);
                } catch (RuntimeException ex) {
                    throw new AssertionError("command " + c + " threw", ex);
                }
                if (r.accepted()) accepted++;
                else {
                    refused++;
                    assertTrue(r.refusal().message() != null && !r.refusal().message().isBlank(), c + " refused without a reason");
                }
            }
            try {
                m.step();
            } catch (RuntimeException ex) {
                throw new AssertionError("tick " + tick + " threw", ex);
            }
            check(m, initial, tick);
        }
        // the streams must reach deep enough to mean something: many carried out, many refused
        assertTrue(accepted > 50 && refused > 50 && accepted + refused > 300, "accepted " + accepted + ", refused " + refused);
    }

    private static Command random(MatchEngine m, RandomStream rnd) {
        int player = 1 + rnd.nextInt(2);
        Entities e = m.entities();
        Rules rules = m.rules();
        int size = m.grid().size();
        int[] units = pick(m, rnd, player, true);
        int building = one(m, rnd, player, false);
        int any = 1 + rnd.nextInt(Math.max(1, e.end() + 5));
        String verb = VERBS[rnd.nextInt(VERBS.length)];
        String type = rules.types().get(rnd.nextInt(rules.types().size())).word();
        String tech = rules.techs().get(rnd.nextInt(rules.techs().size())).word();
        String res = rnd.nextInt(10) == 0 ? "gems" : Resource.of(rnd.nextInt(4)).word();
        int x = rnd.nextInt(size * Grid.TILE + 4000) - 2000, y = rnd.nextInt(size * Grid.TILE + 4000) - 2000;
        x = Math.max(0, x);
        y = Math.max(0, y);
        return switch (verb) {
            case "move" -> new Move(player, units, x, y);
            case "stop" -> new Stop(player, units);
            case "gather" -> new Gather(player, units, rnd.nextInt(3) == 0 ? any : nearResource(m, rnd, units));
            case "build" -> new Build(player, units, rnd.nextInt(3) == 0 ? type : buildable(rules, rnd), x / Grid.TILE, y / Grid.TILE);
            case "construct" -> new Construct(player, units, any);
            case "repair" -> new Repair(player, units, any);
            case "train" -> new Train(player, building, rnd.nextInt(2) == 0 ? "villager" : type, 1 + rnd.nextInt(rnd.nextInt(20) == 0 ? 30 : 3));
            case "research" -> new Research(player, building, tech);
            case "cancel" -> new Cancel(player, building, rnd.nextInt(4) - 1);
            // deleting one's own things ends the match soon: mostly nonsense ids, now and then a unit
            case "delete" -> new Delete(player, rnd.nextInt(4) != 0 ? any : units.length > 0 ? units[0] : any);
            case "gather-point" -> new GatherPoint(player, building, x, y, rnd.nextInt(2) == 0 ? 0 : any);
            case "trade" -> new Trade(player, rnd.nextInt(2) == 0, res);
            case "tribute" -> new Tribute(player, rnd.nextInt(4), res, rnd.nextInt(500) - 50);
            case "diplomacy" -> new Diplomacy(player, rnd.nextInt(4), rnd.nextInt(5) == 0 ? "friend" : "neutral");
            case "reseed" -> new Reseed(player, building, rnd.nextInt(5));
            case "attack" -> new org.openaok.sim.api.command.Attack(player, units, rnd.nextInt(3) == 0 ? any : enemyNear(m, rnd, player));
            case "attack-move" -> new org.openaok.sim.api.command.AttackMove(player, units, x, y);
            case "patrol" -> new org.openaok.sim.api.command.Patrol(player, units, x, y);
            case "garrison" -> new org.openaok.sim.api.command.Garrison(player, units, rnd.nextInt(2) == 0 ? building : any);
            case "ungarrison" -> new org.openaok.sim.api.command.Ungarrison(player, rnd.nextInt(2) == 0 ? building : any, new int[0], rnd.nextInt(2) == 0 ? 0 : x, y);
            case "stance" -> new org.openaok.sim.api.command.UnitStance(player, units,
                    new String[] {"aggressive", "defensive", "stand-ground", "no-attack", "angry"}[rnd.nextInt(5)]);
            case "formation" -> new org.openaok.sim.api.command.Formation(player, units, new String[] {"line", "box", "staggered", "flank", "wedge"}[rnd.nextInt(5)]);
            case "pack" -> new org.openaok.sim.api.command.Pack(player, units, rnd.nextInt(2) == 0);
            case "attack-ground" -> new org.openaok.sim.api.command.AttackGround(player, units, rnd.nextInt(8) == 0 ? -x : x, y);
            case "lock-gate" -> new org.openaok.sim.api.command.LockGate(player, new int[] {rnd.nextInt(2) == 0 ? building : any},
                    org.openaok.sim.api.command.LockGate.Mode.values()[rnd.nextInt(3)]);
            case "drop-relic" -> new org.openaok.sim.api.command.DropRelic(player, units);
            case "transform" -> new org.openaok.sim.api.command.Transform(player, units);
            case "town-bell" -> new org.openaok.sim.api.command.TownBell(player, building, rnd.nextInt(2) == 0);
            case "heal" -> new org.openaok.sim.api.command.Heal(player, units, any);
            case "wall" -> new org.openaok.sim.api.command.Wall(player, units, rnd.nextInt(2) == 0 ? "palisade-wall" : "stone-wall",
                    x / Grid.TILE, y / Grid.TILE, x / Grid.TILE + rnd.nextInt(9) - 4, y / Grid.TILE + rnd.nextInt(9) - 4);
            default -> new Resign(player);
        };
    }

    /** One of the other player's things, now and then Gaia's or nonsense. */
    private static int enemyNear(MatchEngine m, RandomStream rnd, int player) {
        Entities e = m.entities();
        IntList list = rnd.nextInt(3) == 0 ? e.buildings() : e.units();
        if (list.isEmpty()) return 1;
        for (int tries = 0; tries < 10; tries++) {
            int id = list.get(rnd.nextInt(list.size()));
            if (e.owner(id) != player) return id;
        }
        return list.get(0);
    }

    private static String buildable(Rules rules, RandomStream rnd) {
        String[] b = {"house", "house", "mill", "lumber-camp", "mining-camp", "barracks", "farm", "farm", "blacksmith", "market", "dock"};
        return b[rnd.nextInt(b.length)];
    }

    /** A few of the player's units (or now and then someone else's, or nonsense). */
    private static int[] pick(MatchEngine m, RandomStream rnd, int player, boolean units) {
        Entities e = m.entities();
        IntList list = e.units();
        List<Integer> mine = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) if (e.owner(list.get(k)) == player && e.alive(list.get(k))) mine.add(list.get(k));
        int roll = rnd.nextInt(20);
        if (roll == 0) return new int[0];
        if (roll == 1) return new int[] {-5, 0, 99_999_999};
        if (roll == 2 && list.size() > 0) return new int[] {list.get(rnd.nextInt(list.size()))};
        if (mine.isEmpty()) return new int[] {1};
        int n = 1 + rnd.nextInt(Math.min(6, mine.size()));
        int[] out = new int[n];
        for (int i = 0; i < n; i++) out[i] = mine.get(rnd.nextInt(mine.size()));
        return out;
    }

    private static int one(MatchEngine m, RandomStream rnd, int player, boolean unused) {
        Entities e = m.entities();
        IntList list = e.buildings();
        List<Integer> mine = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) if (e.owner(list.get(k)) == player) mine.add(list.get(k));
        if (mine.isEmpty() || rnd.nextInt(10) == 0) return rnd.nextInt(e.end() + 3) - 1;
        return mine.get(rnd.nextInt(mine.size()));
    }

    private static int nearResource(MatchEngine m, RandomStream rnd, int[] units) {
        Entities e = m.entities();
        if (units.length == 0 || !e.valid(units[0])) return 1;
        int u = units[0];
        int best = 0;
        long bd = Long.MAX_VALUE;
        int tx = e.x(u) / Grid.TILE, ty = e.y(u) / Grid.TILE;
        for (int dy = -8; dy <= 8; dy++) for (int dx = -8; dx <= 8; dx++) {
            if (!m.grid().inside(tx + dx, ty + dy)) continue;
            int b = m.grid().blocker(m.grid().tile(tx + dx, ty + dy));
            if (b != 0 && e.amount(b) > 0 && dx * dx + dy * dy < bd && rnd.nextInt(3) > 0) {
                bd = dx * dx + dy * dy;
                best = b;
            }
        }
        return best == 0 ? 1 + rnd.nextInt(e.end()) : best;
    }

    private static boolean worker(Entities e, int u) {
        byte o = e.order(u);
        return o == OrderKind.GATHER || o == OrderKind.DROP || o == OrderKind.BUILD || o == OrderKind.REPAIR;
    }

    private static void check(MatchEngine m, long[] initial, int tick) {
        Entities e = m.entities();
        Rules rules = m.rules();
        for (int p = 1; p <= m.players(); p++) {
            for (Resource r : Resource.values())
                if (m.player(p).stock(r) < 0) fail("tick " + tick + ": player " + p + " has " + m.player(p).stock(r) + " " + r.word());
            if (m.player(p).population() > m.player(p).popCap())
                fail("tick " + tick + ": player " + p + " population " + m.player(p).population() + " over the limit");
            if (m.player(p).population() < 0) fail("tick " + tick + ": negative population");
        }
        Grid g = m.grid();
        IntList units = e.units();
        for (int k = 0; k < units.size(); k++) {
            int u = units.get(k);
            if (e.state(u) != Entities.ALIVE) continue;
            TypeDef d = rules.type(e.type(u));
            int t = g.tileAt(e.x(u), e.y(u));
            if (t < 0) fail("tick " + tick + ": unit " + u + " off the map");
            int mask = Math.max(1, d.movement());
            if (!g.passable(t, mask))
                fail("tick " + tick + ": " + d.word() + " " + u + " stands on tile " + g.tileX(t) + "," + g.tileY(t) + " it cannot cross");
            for (int cy = g.tileY(t) - 2; cy <= g.tileY(t) + 2; cy++) for (int cx = g.tileX(t) - 2; cx <= g.tileX(t) + 2; cx++) {
                if (!g.inside(cx, cy)) continue;
                for (int o = g.firstInCell(g.tile(cx, cy)); o != 0; o = g.nextInCell(o)) {
                    if (o <= u || e.state(o) != Entities.ALIVE) continue;
                    TypeDef od = rules.type(e.type(o));
                    if ((Math.max(1, od.movement()) & mask) == 0) continue;
                    // a worker held by a crowd squeezes past its player's workers and idle units, by design (Steering)
                    if (e.owner(o) == e.owner(u) && (worker(e, u) || worker(e, o))) continue;
                    long min = d.radius() + od.radius();
                    long dx = e.x(o) - e.x(u), dy = e.y(o) - e.y(u);
                    if (dx * dx + dy * dy < min * min)
                        fail("tick " + tick + ": " + d.word() + " " + u + " and " + od.word() + " " + o + " stand inside each other");
                }
            }
        }
        Gathering ga = m.require(Gathering.class);
        for (Resource r : Resource.values()) {
            int ri = r.ordinal();
            long carried = 0;
            for (int k = 0; k < units.size(); k++) if (ga.carriedResource(units.get(k)) == ri) carried += ga.carried(units.get(k));
            long stocked = 0;
            for (int p = 1; p <= m.players(); p++) stocked += m.player(p).gathered(ri);
            long into = ga.ledger(Gathering.Account.INTO_LOADS, ri), lost = ga.ledger(Gathering.Account.LOST_WITH_CARRIER, ri);
            assertEquals(into, stocked + carried + lost, "tick " + tick + ": " + r.word() + " gathered must be stocked, carried or lost with its carrier");
            assertEquals(into, ga.ledger(Gathering.Account.FROM_SOURCES, ri), "tick " + tick + ": " + r.word() + " taken and loaded agree (no civilisation here stretches resources)");
            long now = 0;
            for (int id = 1; id < e.end(); id++) {
                TypeDef d = rules.type(e.type(id));
                if (d.resource() == r) now += e.amount(id);
            }
            assertEquals(initial[ri] - now, ga.ledger(Gathering.Account.FROM_SOURCES, ri) + ga.ledger(Gathering.Account.DECAYED, ri),
                    "tick " + tick + ": " + r.word() + " gone from the map is what was gathered and what rotted");
        }
    }
}
