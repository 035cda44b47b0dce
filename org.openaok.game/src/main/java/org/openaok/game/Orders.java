package org.openaok.game;

import java.util.ArrayList;
import java.util.List;

import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.GatherPoint;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Repair;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.MatchContext;

/**
 * What a right-click means, as the original decides it from the target: on the ground, walk
 * there; on an enemy, attack it; villagers on a foundation build it, on a damaged building repair
 * it, on a resource, farm or animal gather it; soldiers on a building that holds them go inside;
 * a monk picks up a relic and carries it into a monastery; a building's right-click sets where
 * its new units go. A selection of mixed units may give
 * several commands, one per kind of unit.
 */
final class Orders {
    private Orders() {}

    /** The commands a right-click gives: the seat's selected things, the thing under the cursor (or 0) and the point (thousandths). */
    static List<Command> rightClick(MatchContext m, int seat, List<Integer> selected, int target, int x, int y) {
        Entities e = m.entities();
        Rules r = m.rules();
        List<Integer> villagers = new ArrayList<>(), others = new ArrayList<>(), buildings = new ArrayList<>();
        for (int id : selected) {
            if (!e.present(id) || e.owner(id) != seat) continue;
            TypeDef d = r.type(e.type(id));
            if (d.isBuilding()) buildings.add(id);
            else if (d.unitClass().equals("villager")) villagers.add(id);
            else if (d.isUnit()) others.add(id);
        }
        List<Command> out = new ArrayList<>();
        if (!buildings.isEmpty() && villagers.isEmpty() && others.isEmpty()) {
            boolean resource = target != 0 && e.present(target) && r.type(e.type(target)).resource() != null;
            for (int b : buildings) out.add(new GatherPoint(seat, b, x, y, resource ? target : 0));
            return out;
        }
        if (!villagers.isEmpty()) out.add(forVillagers(m, seat, ids(villagers), target, x, y));
        // monks take up a relic on the ground and carry one into a monastery; the rest walk there
        List<Integer> relics = new ArrayList<>();
        if (target != 0 && e.present(target) && !enemy(m, seat, target)) {
            TypeDef t = r.type(e.type(target));
            boolean lying = t.kind() == TypeKind.RELIC && e.state(target) == Entities.ALIVE;
            boolean monastery = t.isBuilding() && t.has("relics") && e.owner(target) == seat && e.state(target) == Entities.ALIVE;
            for (int id : others) {
                TypeDef d = r.type(e.type(id));
                if (lying && d.has("carries-relic") || monastery && d.has("relic")) relics.add(id);
            }
            if (!relics.isEmpty()) {
                others.removeAll(relics);
                out.add(lying ? new Gather(seat, ids(relics), target) : new Garrison(seat, ids(relics), target));
            }
        }
        if (!others.isEmpty()) out.add(forSoldiers(m, seat, ids(others), target, x, y));
        return out;
    }

    private static int[] ids(List<Integer> l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) a[i] = l.get(i);
        return a;
    }

    /** Whether the thing is an enemy's. */
    static boolean enemy(MatchContext m, int seat, int thing) {
        int owner = m.entities().owner(thing);
        return owner > 0 && owner != seat && m.player(seat).stance(owner) == Stance.ENEMY;
    }

    private static boolean ally(MatchContext m, int seat, int thing) {
        int owner = m.entities().owner(thing);
        return owner == seat || owner > 0 && m.player(seat).stance(owner) == Stance.ALLY;
    }

    static Command forVillagers(MatchContext m, int seat, int[] units, int target, int x, int y) {
        Entities e = m.entities();
        if (target != 0 && e.present(target)) {
            TypeDef d = m.rules().type(e.type(target));
            if (enemy(m, seat, target)) return new Attack(seat, units, target);
            if (d.isBuilding() && ally(m, seat, target)) {
                if (e.state(target) == Entities.FOUNDATION) return new Construct(seat, units, target);
                int max = m.player(e.owner(target)).stats(e.type(target)).hp();
                if (e.hp(target) < max) return new Repair(seat, units, target);
            }
            Gathering g = m.find(Gathering.class).orElse(null);
            if (g != null && g.taskFor(units[0], target) >= 0) return new Gather(seat, units, target);
            if (d.isBuilding() && e.owner(target) == seat && m.player(seat).stats(e.type(target)).get(Attr.GARRISON) > 0
                    && d.word().startsWith("town-center"))
                return new Garrison(seat, units, target);
        }
        return new Move(seat, units, x, y);
    }

    static Command forSoldiers(MatchContext m, int seat, int[] units, int target, int x, int y) {
        Entities e = m.entities();
        if (target != 0 && e.present(target)) {
            TypeDef d = m.rules().type(e.type(target));
            if (enemy(m, seat, target)) return new Attack(seat, units, target);
            if (e.owner(target) == 0 && d.isUnit() && e.state(target) == Entities.ALIVE && d.unitClass().startsWith("animal")
                    && !d.unitClass().equals("animal-herdable"))
                return new Attack(seat, units, target);
            if (d.isBuilding() && e.owner(target) == seat && e.state(target) == Entities.ALIVE
                    && m.player(seat).stats(e.type(target)).get(Attr.GARRISON) > 0)
                return new Garrison(seat, units, target);
        }
        return new Move(seat, units, x, y);
    }
}
