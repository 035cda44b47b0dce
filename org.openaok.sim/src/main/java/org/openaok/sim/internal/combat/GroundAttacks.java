package org.openaok.sim.internal.combat;

import org.openaok.sim.api.command.AttackGround;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.IntMath;

/**
 * Attacking the ground (the original's attack-ground button): siege that the rules mark
 * {@code ground-attack} walks into range of a point and shoots at it at its reload until told
 * otherwise; each shot lands on the point (scattered by the shooter's accuracy) and hurts what
 * stands there when it lands, with the shooter's blast round it. A packed trebuchet walks into
 * the range of its shooting form and unpacks; one unpacked too far off packs to walk.
 */
final class GroundAttacks {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final Trebuchets trebuchets;
    private final Strikes strikes;
    private final Column cooldown, auto;
    /** Per type: may it attack the ground (for a packed form: may its shooting form). */
    private final boolean[] able;
    private Movement move;

    GroundAttacks(MatchContext m, Trebuchets trebuchets, Strikes strikes, Column cooldown, Column auto) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        this.grid = m.grid();
        this.trebuchets = trebuchets;
        this.strikes = strikes;
        this.cooldown = cooldown;
        this.auto = auto;
        able = new boolean[rules.types().size()];
        for (TypeDef d : rules.types()) able[d.index()] = d.isUnit() && d.has("ground-attack");
        for (TypeDef d : rules.types()) {
            int other = trebuchets.packed(d.index()) ? trebuchets.otherForm(d.index()) : -1;
            if (other >= 0 && able[other]) able[d.index()] = true;
        }
        m.handle(AttackGround.class, this::order);
    }

    void ready(Movement move) { this.move = move; }

    /** Whether units of the type may be sent against the ground. */
    boolean able(int type) { return able[type]; }

    private Result order(AttackGround c) {
        int size = grid.size() * Grid.TILE;
        if (c.x() < 0 || c.y() < 0 || c.x() >= size || c.y() >= size)
            return Result.refused(c, Refusal.BAD_TARGET, "the point " + c.x() + "," + c.y() + " is off the map");
        int given = 0;
        String why = null;
        for (int u : c.units()) {
            if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) {
                why = "unit " + u + " is not yours";
                continue;
            }
            if (!able[e.type(u)]) {
                why = "a " + rules.type(e.type(u)).word() + " cannot attack the ground (the rules give it no ground-attack)";
                continue;
            }
            e.setOrder(u, OrderKind.ATTACK_GROUND, 0, c.x(), c.y());
            auto.set(u, 0);
            given++;
        }
        if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, why == null ? "no units given" : why);
        return Result.ok(c);
    }

    /** A tick of a unit's attack on its point; false when it can no longer carry it out. */
    boolean tick(int u) {
        int type = e.type(u);
        if (!able[type]) return false;
        int x = e.targetX(u), y = e.targetY(u);
        Stats s = m.player(e.owner(u)).stats(type);
        int gap = IntMath.distance(e.x(u), e.y(u), x, y);
        if (trebuchets.packed(type)) {
            int shooter = trebuchets.otherForm(type);
            int reach = m.player(e.owner(u)).stats(shooter).range();
            if (gap > reach) return walkTo(u, x, y, reach);
            trebuchets.start(u);
            return true;
        }
        int range = s.range();
        if (gap > range && trebuchets.unpacked(type) && s.speed() == 0) {
            trebuchets.start(u);
            return true;
        }
        if (gap > range) return walkTo(u, x, y, range);
        int min = s.get(Attr.MIN_RANGE);
        if (min > 0 && gap < min) {
            // too close for the weapon: back off along the line from the point
            long dx = e.x(u) - x, dy = e.y(u) - y;
            long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
            int away = min + 700;
            int max = grid.size() * Grid.TILE - 1;
            move.goToPoint(u, Math.max(0, Math.min(max, x + (int) (dx * away / len))), Math.max(0, Math.min(max, y + (int) (dy * away / len))), 300);
            return true;
        }
        if (move.status(u) == Movement.MOVING) move.stop(u);
        if (cooldown.get(u) <= 0) {
            strikes.strikeGround(u, x, y, s);
            cooldown.set(u, cooldown.get(u) + Math.max(100, s.reload()));
        }
        return true;
    }

    /**
     * Walks to within a range of the point, unless already on the way there; false when the
     * last walk there failed (the point is out of its reach: the order ends, not retried each tick).
     */
    private boolean walkTo(int u, int x, int y, int range) {
        int st = move.status(u);
        if (st == Movement.FAILED) return false;
        if (st == Movement.MOVING) {
            int[] dest = move.destination(u);
            if (IntMath.distance(dest[0], dest[1], x, y) <= range) return true;
        }
        move.goToPoint(u, x, y, Math.max(0, range - 300));
        return true;
    }
}
