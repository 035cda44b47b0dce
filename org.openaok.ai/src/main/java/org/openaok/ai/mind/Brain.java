package org.openaok.ai.mind;

import java.util.List;

import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.World;
import org.openaok.api.random.Seeds;

/**
 * One computer seat's brain: its compiled scripts, its mind, its own random stream and when
 * it next thinks. A think is: the stance toward each seat from the game's diplomacy, escrow
 * taking its share of what came in since the last think, then the rules pass.
 */
public final class Brain {
    private final Seat seat;
    private final Program program;
    private final Mind mind;
    private final Interpreter interpreter;
    private final int[] lastCollected = new int[Resources.COUNT];
    private boolean started;
    long thinkMs;
    private PassTrace lastTrace;
    private long passes;

    public Brain(Seat seat, Program program, SharedGoals shared) {
        this.seat = seat;
        this.program = program;
        this.mind = new Mind(program.ruleCount(), seat);
        shared.join(seat.player(), mind);
        this.interpreter = new Interpreter(program, mind, seat, shared, Seeds.stream(seat.seed(), "ai/brain", seat.player()));
    }

    public Seat seat() { return seat; }

    public int player() { return seat.player(); }

    public Program program() { return program; }

    public Mind mind() { return mind; }

    /** How many times it has thought. */
    public long passes() { return passes; }

    /** The last pass's trace, when tracing is on. */
    public PassTrace lastTrace() { return lastTrace; }

    /**
     * Thinks once at game time {@code world.gameTimeMs()}: nothing when the player is out of the game.
     *
     * @param trace whether to record a {@link PassTrace}
     * @return the trace, or null
     */
    public PassTrace think(World world, Orders orders, boolean trace) { return think(world, orders, UpWorld.NONE, trace); }

    /**
     * Thinks once, UserPatch's commands seeing and acting through {@code up}.
     *
     * @param trace whether to record a {@link PassTrace}
     * @return the trace, or null
     */
    public PassTrace think(World world, Orders orders, UpWorld up, boolean trace) {
        int self = seat.player();
        if (!world.playerInGame(self)) return null;
        for (int s = 1; s < Mind.SEATS; s++) mind.stance[s] = world.playerValid(s) ? world.stance(self, s) : 0;
        for (int r = 0; r < Resources.COUNT; r++) {
            int collected = world.collected(self, r);
            if (started) mind.takeEscrow(r, collected - lastCollected[r]);
            lastCollected[r] = collected;
            mind.limitEscrow(r, world.quantity(self, Quantity.of(r)));
        }
        started = true;
        long now = world.gameTimeMs();
        Interpreter.IntList fired = trace ? new Interpreter.IntList() : null;
        List<String> log = trace ? Interpreter.newLog() : null;
        long tests = interpreter.pass(world, orders, up, now, fired, log);
        passes++;
        if (!trace) return null;
        lastTrace = new PassTrace(self, now, fired.toArray(), tests, mind.goals(), mind.strategicNumbers(),
                new int[] {mind.escrow(0), mind.escrow(1), mind.escrow(2), mind.escrow(3)}, List.copyOf(log));
        return lastTrace;
    }

    /** Runs the rules pass alone, as a benchmark measures it; returns the facts tested. */
    public long pass(World world, Orders orders) { return pass(world, orders, UpWorld.NONE); }

    /** Runs the rules pass alone with UserPatch's views; returns the facts tested. */
    public long pass(World world, Orders orders, UpWorld up) {
        passes++;
        return interpreter.pass(world, orders, up, world.gameTimeMs(), null, null);
    }

    /** Rules a pass tries at most, jumps included; a pass whose jumps loop ends there. */
    public static final int MAX_RULE_VISITS = Interpreter.MAX_RULE_VISITS;

    /** Passes that tried {@link #MAX_RULE_VISITS} rules (a script looping by its jumps) and were cut short. */
    public long overruns() { return interpreter.overruns; }

    private boolean overrunTold;

    /**
     * The first cut-off pass, told once: null before any pass was cut off and after it was told.
     * A caller traces it (the script's author wants to know; the game goes on).
     */
    public String overrunNote() {
        if (overrunTold || interpreter.overrunRule < 0) return null;
        overrunTold = true;
        long s = interpreter.overrunAt / 1000;
        return String.format(java.util.Locale.ROOT, "player %d: the rules pass at %d:%02d:%02d stopped after %d rules at rule %d (in %s): its jumps loop;"
                        + " every pass is cut off there (%d so far)", seat.player(), s / 3600, (s / 60) % 60, s % 60, MAX_RULE_VISITS,
                interpreter.overrunRule, program.file(interpreter.overrunRule) + ":" + program.line(interpreter.overrunRule), interpreter.overruns);
    }

    /** Objects UserPatch's searches have looked at since the brain began, as a benchmark counts them. */
    public long searched() { return interpreter.searched(); }

    /** UserPatch's searches (up-find-local, -remote, -resource, -status-*) run since the brain began. */
    public long searches() { return interpreter.searches(); }
}
