package org.openaok.benchmarks;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.openaok.ai.mind.Brain;
import org.openaok.ai.mind.SharedGoals;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptText;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Resources;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The computer players' rules pass on a 2,000-rule script: passes per second, and (the
 * {@code factTests} counter) facts tested per second on one core. {@code mixed} asks the
 * memory world as well as the mind (counts, stockpiles, can-train, wildcards over the other
 * players); {@code mind} only goals, strategic numbers, timers and the random number.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class AiRulesPassBenchmark {
    @Param({"mixed", "mind"})
    public String facts;

    private Brain brain;
    private MemoryWorld world;

    /** Facts tested, reported per second next to the passes. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counts {
        public long factTests;

        @Setup(Level.Iteration)
        public void reset() { factTests = 0; }
    }

    private static final String[] MIND = {
            "(goal %g %v)", "(not (goal %g %v))", "(strategic-number sn-percent-civilian-gatherers %op %p)",
            "(strategic-number sn-maximum-town-size %op %p)", "(timer-triggered %t)", "(random-number %op %p)",
            "(or (goal %g %v) (goal %g %v))", "(shared-goal %g %v)", "(true)", "(difficulty %op moderate)",
    };
    private static final String[] WORLD = {
            "(food-amount %op %n)", "(wood-amount %op %n)", "(gold-amount %op %n)", "(civilian-population %op %p)",
            "(unit-type-count-total villager %op %p)", "(building-type-count-total house %op %s)",
            "(can-train villager)", "(can-build house)", "(current-age %op feudal-age)", "(game-time %op %n)",
            "(players-civilian-population any-enemy %op %p)", "(housing-headroom %op %s)", "(unit-type-count militiaman-line %op %s)",
            "(can-research ri-loom)", "(population-headroom %op %p)",
    };
    private static final String[] ACTIONS = {
            "(set-goal %g %v)", "(set-strategic-number sn-percent-civilian-gatherers %p)", "(do-nothing)",
            "(set-strategic-number sn-maximum-town-size %p)",
    };
    private static final String[] OPS = {"<", "<=", ">", ">=", "==", "!="};

    /** A script of {@code rules} rules of two to four facts and one or two actions, drawn from a seeded stream. */
    static String script(int rules, boolean world, long seed) {
        RandomStream r = new RandomStream(seed);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rules; i++) {
            sb.append("(defrule\n");
            int n = r.between(2, 4);
            for (int f = 0; f < n; f++) {
                String[] pool = world && r.percent(60) ? WORLD : MIND;
                sb.append("    ").append(fill(pool[r.nextInt(pool.length)], r)).append('\n');
            }
            sb.append("=>\n");
            int a = r.between(1, 2);
            for (int k = 0; k < a; k++) sb.append("    ").append(fill(ACTIONS[r.nextInt(ACTIONS.length)], r)).append('\n');
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
            char k = template.charAt(++i);
            if (k == 'o') i++; // %op
            switch (k) {
                case 'g' -> out.append(r.between(1, 40));
                case 'v' -> out.append(r.between(0, 2));
                case 'o' -> out.append(OPS[r.nextInt(OPS.length)]);
                case 'p' -> out.append(r.between(0, 100));
                case 'n' -> out.append(r.between(0, 2000));
                case 's' -> out.append(r.between(0, 10));
                case 't' -> out.append(r.between(1, 10));
                default -> throw new IllegalStateException(template);
            }
        }
        return out.toString();
    }

    @Setup(Level.Trial)
    public void setup() {
        boolean mixed = facts.equals("mixed");
        String text = script(2000, mixed, 20240601L);
        Seat seat = Seat.defaults(1).withSeed(7);
        Compilation c = ScriptCompiler.compile((name, from) -> Optional.of(new ScriptText("bench.per", text)), "bench", seat);
        if (!c.clean() || c.program().ruleCount() != 2000) throw new IllegalStateException(c.summary());
        world = new MemoryWorld(200).addPlayer(1, 1, false).addPlayer(2, 2, true).addPlayer(3, 3, false);
        world.setStock(1, Resources.FOOD, 800).setCount(1, 83, false, 25).setCount(1, 70, true, 6).setCount(2, 83, false, 30);
        world.advance(600_000);
        brain = new Brain(seat, c.program(), new SharedGoals());
        // A few passes first, so goals and rules disabled settle as in a game.
        for (int i = 0; i < 10; i++) brain.pass(world, NO_ORDERS);
    }

    /** Orders that change nothing, so every measured pass sees the same world. */
    private static final org.openaok.ai.world.Orders NO_ORDERS = new FrozenOrders();

    @Benchmark
    public long rulesPass(Counts counts) {
        long tests = brain.pass(world, NO_ORDERS);
        counts.factTests += tests;
        return tests;
    }
}
