package org.openaok.ai.play.internal;

import java.util.Arrays;

import org.openaok.ai.world.UnitOrders;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.AttackGround;
import org.openaok.sim.api.command.AttackMove;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.DropRelic;
import org.openaok.sim.api.command.Formation;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.GatherPoint;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Pack;
import org.openaok.sim.api.command.Patrol;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.command.Transform;
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
 * walked to. Trebuchets pack and unpack; buildings train, research, take a gather point and send
 * their garrisoned villagers back to work. Siege attacks the ground, gates lock and unlock,
 * monks put relics down, units with a second mode switch to it (none of 1.0c's has one: the
 * match refuses, and the seat's trace tells why, as for every refused command).
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
        switch (action) {
            case TRAIN, RESEARCH -> { return make(units, action == TRAIN, data); }
            case WORK -> {
                if (s.catalog.rules.type(e.type(units[0])).isBuilding()) return backToWork(units);
            }
            case UNGARRISON -> { return ungarrison(units); }
            case GATHER -> {
                if (s.catalog.rules.type(e.type(units[0])).isBuilding()) return gatherPoint(units, target, px, py);
            }
            case GROUND -> { return ground(units, target, px, py); }
            case LOCK -> { return lock(units); }
            case DROP_RELIC -> { return s.give(new DropRelic(s.player, units)).accepted() ? n : 0; }
            case TRANSFORM -> { return s.give(new Transform(s.player, units)).accepted() ? n : 0; }
            default -> { }
        }
        Command c = command(units, action, target, px, py);
        if (c == null) return 0;
        if (c instanceof Delete) {
            int done = 0;
            for (int u : units) if (s.give(new Delete(s.player, u)).accepted()) done++;
            return done;
        }
        return s.give(c).accepted() ? n : 0;
    }

    /**
     * action-ground: the siege among the units bombards the point, or the target object's place
     * (up-target-objects); the match refuses the rest, and all when none may attack the ground.
     */
    private int ground(int[] units, int target, int px, int py) {
        Entities e = s.e();
        boolean hasTarget = target > 0 && e.valid(target) && e.state(target) != Entities.DEAD;
        if (hasTarget) {
            px = e.x(target);
            py = e.y(target);
        }
        if (px < 0 || py < 0) return 0;
        return s.give(new AttackGround(s.player, units, px, py)).accepted() ? units.length : 0;
    }

    /** action-lock: each gate of the list turns, locked to unlocked and unlocked to locked. */
    private int lock(int[] gates) {
        int done = 0;
        for (int g : gates) if (s.give(new LockGate(s.player, new int[] {g}, LockGate.Mode.TOGGLE)).accepted()) done++;
        return done;
    }

    /** An order the match cannot carry out: counted and told in the seat's trace as refused commands are. */
    private int refuse(String verb, String why) {
        s.refused++;
        s.lastRefusal = verb + ": " + why;
        return 0;
    }

    /** action-train and action-research: each building of the list queues one of the unit, or the first that can the technology. */
    private int make(int[] buildings, boolean train, int data) {
        Entities e = s.e();
        if (train) {
            int t = s.catalog.makes(data);
            if (t < 0) return refuse("train", "no unit " + data + " in this game's data");
            String word = s.catalog.rules.type(s.ps().form(t)).word();
            int done = 0;
            for (int b : buildings) {
                if (!s.catalog.rules.type(e.type(b)).isBuilding()) continue;
                if (s.give(new Train(s.player, b, word, 1)).accepted()) {
                    s.census.markBusy(b);
                    done++;
                }
            }
            return done;
        }
        int tech = s.catalog.tech(data);
        if (tech < 0) return refuse("research", "no technology " + data + " in this game's data");
        for (int b : buildings) {
            if (s.give(new Research(s.player, b, s.catalog.rules.tech(tech).word())).accepted()) {
                s.census.markBusy(b);
                return 1;
            }
        }
        return 0;
    }

    /** action-work: the villagers inside the buildings come out, free for the economy to send back to work. */
    private int backToWork(int[] buildings) {
        Entities e = s.e();
        int done = 0;
        for (int b : buildings) {
            org.openaok.sim.api.state.IntList inside = new org.openaok.sim.api.state.IntList(4);
            for (int k = 0; k < s.census.villagers.size(); k++) {
                int u = s.census.villagers.get(k);
                if (e.state(u) == Entities.GARRISONED && e.container(u) == b) inside.add(u);
            }
            if (!inside.isEmpty() && s.give(new Ungarrison(s.player, b, inside.toArray(), -1, -1)).accepted()) done++;
        }
        return done;
    }

    /** action-ungarrison: each unit leaves the building (or ship, or ram) it is in. */
    private int ungarrison(int[] units) {
        Entities e = s.e();
        int done = 0;
        for (int u : units) {
            if (e.state(u) != Entities.GARRISONED) continue;
            if (s.give(new Ungarrison(s.player, e.container(u), new int[] {u}, -1, -1)).accepted()) done++;
        }
        return done;
    }

    /** action-gather for buildings: their gather point at the target (a resource is gathered) or the point. */
    private int gatherPoint(int[] buildings, int target, int px, int py) {
        Entities e = s.e();
        boolean hasTarget = target > 0 && e.valid(target) && e.state(target) != Entities.DEAD;
        if (!hasTarget && (px < 0 || py < 0)) return 0;
        int done = 0;
        for (int b : buildings) {
            int x = hasTarget ? e.x(target) : px, y = hasTarget ? e.y(target) : py;
            if (s.give(new GatherPoint(s.player, b, x, y, hasTarget ? target : 0)).accepted()) done++;
        }
        return done;
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
            case PACK, UNPACK -> new Pack(s.player, units, action == PACK);
            case UNLOAD -> {
                // the units inside the given buildings come out at the point (or beside them)
                int container = units[0];
                yield new Ungarrison(s.player, container, new int[0], px, py);
            }
            case DELETE -> new Delete(s.player, units[0]);
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
