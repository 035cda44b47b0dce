package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.ai.world.UnitOrders;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.AttackMove;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.Formation;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Patrol;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Stance;

/**
 * UserPatch's direct orders (up-target-objects, up-target-point, up-drop-resources' kin) as the
 * commands a person's clicks give: each goes through {@link Seat#give}, so what the match refuses
 * (another player's unit, a target out of reach) is refused here too. A default action is a
 * right-click: an enemy is attacked, a resource gathered, one's own building entered, a point
 * walked to.
 */
final class DirectOrders implements UnitOrders {
    private static final String[] STANCES = {"aggressive", "defensive", "stand-ground", "no-attack"};
    private final Seat s;

    DirectOrders(Seat seat) { this.s = seat; }

    @Override
    public int order(int player, int[] ids, int count, int action, int target, int x, int y, int formation, int stance, int data) {
        if (player != s.player) return 0;
        Entities e = s.e();
        int[] own = new int[Math.min(count, ids.length)];
        int n = 0;
        for (int k = 0; k < own.length; k++) {
            int id = ids[k];
            if (e.alive(id) || (e.valid(id) && e.state(id) == Entities.GARRISONED)) {
                if (e.owner(id) == s.player) own[n++] = id;
            }
        }
        if (n == 0) return 0;
        int[] units = Arrays.copyOf(own, n);
        // hundredths of a tile to the match's thousandths
        int px = x < 0 ? -1 : x * 10, py = y < 0 ? -1 : y * 10;
        if (stance >= 0 && stance < STANCES.length) s.give(new UnitStance(s.player, units, STANCES[stance]));
        String f = switch (formation) {
            case 2 -> "line";
            case 4 -> "box";
            case 7 -> "staggered";
            case 8 -> "flank";
            default -> null;
        };
        if (f != null) s.give(new Formation(s.player, units, f));
        Command c = command(units, action, target, px, py);
        if (c == null) return 0;
        if (c instanceof Delete) {
            int done = 0;
            for (int u : units) if (s.give(new Delete(s.player, u)).accepted()) done++;
            return done;
        }
        return s.give(c).accepted() ? n : 0;
    }

    private Command command(int[] units, int action, int target, int px, int py) {
        Entities e = s.e();
        boolean hasTarget = target > 0 && e.valid(target) && e.state(target) != Entities.DEAD;
        boolean hasPoint = px >= 0 && py >= 0;
        return switch (action) {
            case DEFAULT, WORK -> hasTarget ? rightClick(units, target) : hasPoint ? new Move(s.player, units, px, py) : null;
            case MOVE -> hasPoint ? new Move(s.player, units, px, py) : hasTarget ? new Move(s.player, units, e.x(target), e.y(target)) : null;
            case PATROL -> hasPoint ? new Patrol(s.player, units, px, py) : null;
            case ATTACK_MOVE -> hasPoint ? new AttackMove(s.player, units, px, py)
                    : hasTarget ? new AttackMove(s.player, units, e.x(target), e.y(target)) : null;
            case GUARD, FOLLOW -> hasTarget ? new Move(s.player, units, e.x(target), e.y(target)) : hasPoint ? new Move(s.player, units, px, py) : null;
            case STOP, NONE_ACTION -> new Stop(s.player, units);
            case GARRISON -> hasTarget ? new Garrison(s.player, units, target) : null;
            case GATHER -> hasTarget ? new Gather(s.player, units, target) : null;
            case UNGARRISON, UNLOAD -> {
                // the units inside the given buildings come out at the point (or beside them)
                int container = units[0];
                yield new Ungarrison(s.player, container, new int[0], px, py);
            }
            case DELETE -> new Delete(s.player, units[0]);
            // the rest (ground attack, lock, packing, transforming, training and research by order) the match has no such command for
            default -> null;
        };
    }

    /** What a right-click on the target does. */
    private Command rightClick(int[] units, int target) {
        Entities e = s.e();
        int owner = e.owner(target);
        TypeDef d = s.catalog.rules.type(e.type(target));
        if (owner == 0) {
            return d.resource() != null ? new Gather(s.player, units, target) : new Move(s.player, units, e.x(target), e.y(target));
        }
        if (owner == s.player) {
            return d.isBuilding() ? new Garrison(s.player, units, target) : new Move(s.player, units, e.x(target), e.y(target));
        }
        if (s.ps().stance(owner) == Stance.ENEMY) return new Attack(s.player, units, target);
        return new Move(s.player, units, e.x(target), e.y(target));
    }
}
