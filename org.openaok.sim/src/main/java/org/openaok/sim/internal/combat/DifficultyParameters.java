package org.openaok.sim.internal.combat;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.DifficultyParameter;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.IntMath;

/**
 * The computer players' two difficulty parameters, percentages per seat, 100 to begin with (the
 * original game's set-difficulty-parameter): {@code ability-to-dodge-missiles}, the chance a unit
 * shot at does not answer the shooter until a missile strikes it, and
 * {@code ability-to-maintain-distance}, the chance a ranged soldier set on by a melee one does not
 * back off to its own range before it shoots again. A person's seat keeps both at 100. Their own
 * random stream, so a match that never sets them draws exactly as before.
 */
final class DifficultyParameters {
    /** How long a ranged soldier backing off walks before it shoots again, at most. */
    static final int BACK_OFF_MS = 3000;

    /** What a unit does when it answers an attacker (the combat system's retaliation). */
    interface Answer {
        void answer(int victim, int attacker);
    }

    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final Fighters f;
    private final EnemyIndex index;
    private final RandomStream random;
    private final Answer answer;
    private final int[] dodge = new int[9], keepDistance = new int[9];
    private final Column backingOff = new Column();
    private Movement move;
    /** Whether any seat ever set a parameter below 100. */
    private boolean set;

    DifficultyParameters(MatchContext m, Fighters f, EnemyIndex index, Answer answer) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        this.f = f;
        this.index = index;
        this.answer = answer;
        this.random = m.random("difficulty-parameters");
        java.util.Arrays.fill(dodge, 100);
        java.util.Arrays.fill(keepDistance, 100);
    }

    void ready(Movement movement) { this.move = movement; }

    /** The command: refused from a person's or an empty seat, for another word, outside 0-100. */
    Result set(DifficultyParameter c) {
        SeatSettings seat = m.settings().seat(c.player());
        if (seat.human() || seat.ai().isBlank()) return Result.refused(c, Refusal.NOT_ALLOWED, "only a computer player's seat sets difficulty parameters");
        if (c.value() < 0 || c.value() > 100) return Result.refused(c, Refusal.BAD_TARGET, "a difficulty parameter is 0-100, not " + c.value());
        switch (c.parameter()) {
            case DifficultyParameter.DODGE_MISSILES -> dodge[c.player()] = c.value();
            case DifficultyParameter.MAINTAIN_DISTANCE -> keepDistance[c.player()] = c.value();
            default -> {
                return Result.refused(c, Refusal.UNKNOWN, "a difficulty parameter is " + DifficultyParameter.DODGE_MISSILES + " or "
                        + DifficultyParameter.MAINTAIN_DISTANCE + ", not " + c.parameter());
            }
        }
        set |= c.value() < 100;
        return Result.ok(c);
    }

    /** A seat's parameter now, by its word. */
    int value(int player, String parameter) {
        return DifficultyParameter.DODGE_MISSILES.equals(parameter) ? dodge[player] : keepDistance[player];
    }

    /** Missiles loosed at a target: below 100, its owner's unit may answer the shooter now, not when struck (a miss strikes nothing). */
    void shotAt(int target, int shooter) {
        if (!e.alive(target) || !e.isListedUnit(target)) return;
        int p = e.owner(target);
        if (p <= 0 || p >= dodge.length || dodge[p] >= 100) return;
        if (random.nextInt(100) >= dodge[p]) answer.answer(target, shooter);
    }

    /** A blow struck: below 100, a ranged soldier a melee one sets on may walk off to its own range. */
    void struck(int victim, int attacker) {
        if (!e.alive(victim) || !e.valid(attacker) || !e.isListedUnit(victim)) return;
        int p = e.owner(victim);
        if (p <= 0 || p >= keepDistance.length || keepDistance[p] >= 100 || backingOff.get(victim) > 0) return;
        int vt = e.type(victim), at = e.type(attacker);
        if (!f.ranged[vt] || f.ranged[at] || f.direct[at] || !rules.type(at).isUnit() || !index.enemies(p, e.owner(attacker))) return;
        if (random.nextInt(100) < keepDistance[p]) return;
        Stats s = m.player(p).stats(vt);
        if (s.speed() <= 0) return;
        long dx = e.x(victim) - e.x(attacker), dy = e.y(victim) - e.y(attacker);
        long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
        int away = Math.max(1000, s.range() - 500);
        move.goToPoint(victim, clamp(e.x(attacker) + (int) (dx * away / len)), clamp(e.y(attacker) + (int) (dy * away / len)), 300);
        backingOff.set(victim, BACK_OFF_MS);
    }

    /** True while the unit walks off to its range (it neither strikes nor looks for a target meanwhile). */
    boolean backingOff(int u) {
        int back = backingOff.get(u);
        if (back <= 0) return false;
        back = move.status(u) == Movement.MOVING ? Math.max(0, back - m.tickMs()) : 0;
        backingOff.set(u, back);
        return back > 0;
    }

    private int clamp(int v) { return Math.max(0, Math.min(grid.size() * Grid.TILE - 1, v)); }

    /** A unit's part of the state hash: 0 unless it is backing off (so a match that never sets the parameters hashes as before). */
    long hashOf(int u) { return backingOff.get(u) * 0x2545F4914F6CDD1DL; }

    /** The seats' parameters and the stream, once any was set below 100. */
    void hash(StateHash h) {
        if (!set) return;
        for (int p = 1; p < dodge.length; p++) h.add(dodge[p] * 131L + keepDistance[p]);
        h.add(random.state());
    }
}
