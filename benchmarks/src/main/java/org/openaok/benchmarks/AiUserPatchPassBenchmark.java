package org.openaok.benchmarks;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.mind.Brain;
import org.openaok.ai.mind.SharedGoals;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptText;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.MapView;
import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.ObjectView;
import org.openaok.ai.world.PlayerView;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.TownOrders;
import org.openaok.ai.world.UnitOrders;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.memory.MemoryWorld;
import org.openaok.api.random.RandomStream;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The rules pass on a 1,000-rule UserPatch script (typed comparisons, goal math, and in one rule
 * of five an object search: up-find-local of villagers or soldiers, up-find-resource of wood or
 * gold, then up-remove-objects by distance, up-clean-search, the target object and its data)
 * over a town of 80 units and 600 of gaia's resources: passes per second, and the counters
 * {@code factTests}, {@code searches} (up-find-* run) and {@code objects} (objects the searches
 * looked at) per second on one core.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AiUserPatchPassBenchmark {
    private Brain brain;
    private MemoryWorld world;
    private UpWorld up;

    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counts {
        public long factTests;
        public long searches;
        public long objects;

        @Setup(Level.Iteration)
        public void reset() {
            factTests = 0;
            searches = 0;
            objects = 0;
        }
    }

    private static final String[] FACTS = {
            "(up-compare-goal %g c:>= %v)", "(up-compare-goal %g g:< %g)", "(up-compare-sn sn-maximum-town-size c:> %p)",
            "(food-amount c:>= %n)", "(up-compare-const %p c:!= %p)", "(goal %g %v)", "(timer-triggered %t)",
            "(up-object-type-count c: villager-class c:> %s)", "(unit-type-count-total villager c:< %p)", "(game-time c:> %n)",
    };
    private static final String[] ACTIONS = {
            "(up-modify-goal %g c:+ 1)", "(up-modify-goal %g g:max %g)", "(up-modify-goal %g c:mod 7)", "(set-goal %g %v)",
            "(up-modify-sn sn-maximum-town-size c:= %p)",
    };
    private static final String[] SEARCHES = {
            "(up-find-local c: villager-class c: %s)", "(up-find-local c: infantry-class c: %s)",
            "(up-find-resource c: wood c: %s)", "(up-find-resource c: gold c: %s)",
    };

    /** A UserPatch script of {@code rules} rules, one in five searching, drawn from a seeded stream. */
    static String script(int rules, long seed) {
        RandomStream r = new RandomStream(seed);
        StringBuilder sb = new StringBuilder("(defrule (true) => (set-goal 200 50) (set-goal 201 50) (up-set-target-point 200) (disable-self))\n");
        for (int i = 1; i < rules; i++) {
            sb.append("(defrule\n");
            int n = r.between(1, 3);
            for (int f = 0; f < n; f++) sb.append("    ").append(fill(FACTS[r.nextInt(FACTS.length)], r)).append('\n');
            sb.append("=>\n");
            if (r.percent(20)) {
                sb.append("    (up-full-reset-search)\n");
                sb.append("    ").append(fill(SEARCHES[r.nextInt(SEARCHES.length)], r)).append('\n');
                sb.append("    (up-remove-objects search-local object-data-distance c:> ").append(r.between(5, 40)).append(")\n");
                sb.append("    (up-clean-search search-local object-data-distance search-order-asc)\n");
                sb.append("    (up-set-target-object search-local c: 0)\n");
                sb.append("    (up-get-object-data object-data-hitpoints ").append(r.between(41, 190)).append(")\n");
                sb.append("    (up-get-search-state 300)\n");
            } else {
                int a = r.between(1, 2);
                for (int k = 0; k < a; k++) sb.append("    ").append(fill(ACTIONS[r.nextInt(ACTIONS.length)], r)).append('\n');
            }
            sb.append(")\n");
        }
        return sb.toString();
    }

    private static String fill(String template, RandomStream r) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            switch (template.charAt(++i)) {
                case 'g' -> out.append(r.between(41, 190));
                case 'v' -> out.append(r.between(0, 2));
                case 'p' -> out.append(r.between(0, 100));
                case 'n' -> out.append(r.between(0, 2000));
                case 's' -> out.append(r.between(1, 30));
                case 't' -> out.append(r.between(1, 50));
                default -> throw new IllegalStateException(template);
            }
        }
        return out.toString();
    }

    /**
     * A town of player 1's: 60 villagers and 20 soldiers round (50, 50), and gaia's 500 trees and
     * 100 gold mines over the map, in ids by ascending order; every object seen, every one ready.
     */
    static final class Town implements ObjectView, MapView {
        final int[] owner, type, x, y;
        final int[] classOf;
        final int n;

        Town(long seed) {
            RandomStream r = new RandomStream(seed);
            n = 680;
            owner = new int[n + 1];
            type = new int[n + 1];
            x = new int[n + 1];
            y = new int[n + 1];
            for (int id = 1; id <= n; id++) {
                if (id <= 80) {
                    owner[id] = 1;
                    type[id] = id <= 60 ? (id % 2 == 0 ? 83 : 293) : 74;
                    x[id] = 5000 + r.between(-1500, 1500);
                    y[id] = 5000 + r.between(-1500, 1500);
                } else {
                    type[id] = id <= 580 ? 411 : 66;
                    x[id] = r.between(0, 11999);
                    y[id] = r.between(0, 11999);
                }
            }
            Vocabulary v = Vocabulary.standard();
            classOf = new int[1000];
            for (int t = 0; t < classOf.length; t++) classOf[t] = v.classOf(t);
        }

        @Override
        public void objects(int observer, int who, IntConsumer out) {
            for (int id = 1; id <= n; id++) if (owner[id] == who) out.accept(id);
        }

        @Override
        public boolean is(int id, int kind) {
            if (id < 1 || id > n) return false;
            return kind == -1 || type[id] == kind || classOf[type[id]] == kind;
        }

        @Override
        public int data(int observer, int id, int field) {
            if (id < 1 || id > n) return ObjectField.NONE;
            return switch (field) {
                case ObjectField.ID -> id;
                case ObjectField.TYPE -> type[id];
                case ObjectField.CLASS -> classOf[type[id]];
                case ObjectField.PLAYER -> owner[id];
                case ObjectField.PRECISE_X -> x[id];
                case ObjectField.PRECISE_Y -> y[id];
                case ObjectField.POINT_X -> x[id] / 100;
                case ObjectField.POINT_Y -> y[id] / 100;
                case ObjectField.HITPOINTS -> owner[id] == 0 ? 0 : 25;
                case ObjectField.STATUS -> ObjectField.STATUS_READY;
                case ObjectField.GARRISONED -> 0;
                case ObjectField.RESOURCE -> type[id] == 411 ? Resources.WOOD : type[id] == 66 ? Resources.GOLD : -1;
                default -> ObjectField.NONE;
            };
        }

        @Override public int size() { return 120; }
        @Override public int terrain(int tx, int ty) { return 0; }
        @Override public int elevation(int tx, int ty) { return 0; }
        @Override public int zone(int tx, int ty) { return 1; }
        @Override public int explored(int observer, int tx, int ty) { return 15; }
        @Override public int objectAt(int tx, int ty, int kind) { return -1; }
        @Override public int pathDistance(int id, int tx, int ty, boolean exact) { return 0; }
    }

    @Setup(Level.Trial)
    public void setup() {
        String text = script(1000, 20261201L);
        Seat seat = Seat.defaults(1).withSeed(7);
        Compilation c = ScriptCompiler.compile((name, from) -> Optional.of(new ScriptText("bench.per", text)), "bench", seat,
                java.util.Set.of(), null, Version.UP, null);
        if (!c.clean() || c.program().ruleCount() != 1000) throw new IllegalStateException(c.summary());
        world = new MemoryWorld(200).addPlayer(1, 1, false).addPlayer(2, 2, true);
        world.setStock(1, Resources.FOOD, 800).setCount(1, 83, false, 60);
        world.advance(600_000);
        Town town = new Town(11);
        up = new UpWorld(town, town, PlayerView.NONE, UnitOrders.NONE, TownOrders.NONE);
        brain = new Brain(seat, c.program(), new SharedGoals());
        for (int i = 0; i < 10; i++) brain.pass(world, NO_ORDERS, up);
    }

    private static final org.openaok.ai.world.Orders NO_ORDERS = new FrozenOrders();

    @Benchmark
    public long rulesPass(Counts counts) {
        long s0 = brain.searches(), o0 = brain.searched();
        long tests = brain.pass(world, NO_ORDERS, up);
        counts.factTests += tests;
        counts.searches += brain.searches() - s0;
        counts.objects += brain.searched() - o0;
        return tests;
    }
}
