package org.openaok.sim.internal.garrison;

import java.util.List;
import java.util.Set;

import org.openaok.sim.api.command.Garrison;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.TownBell;
import org.openaok.sim.api.command.Ungarrison;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.Combat;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Garrisons;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.IntMath;
import org.osgi.service.component.annotations.Component;

/**
 * Units inside buildings, ships and rams: they walk there and go in while there is room and the
 * building takes their kind; inside they are off the map, heal where the building heals, and add
 * arrows to a Town Center, tower or castle. They come out when told, when the building falls low
 * (or is destroyed), and a transport lets them out where it is sent. The Town Bell sends the
 * villagers near a Town Center inside and, rung off, back to what they were doing.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class GarrisonSystem implements GameSystem {
    public static final String ID = "garrison";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("combat"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final int REACH = 800;

    static final class Run implements SystemRun, Garrisons {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Grid grid;
        private Movement move;
        private Combat combat;
        private org.openaok.sim.api.system.Monks monks;
        private final Column inside = new Column(), bellOrder = new Column(), bellTarget = new Column(),
                bellBuilding = new Column(), unloadX = new Column(), unloadY = new Column();
        private final Set<String> ramTakes;
        private final int bellRange, ejectAt;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.grid = m.grid();
            this.ramTakes = Set.of(rules.settingText("ram.garrison", "infantry archer").split("\\s+"));
            this.bellRange = rules.setting("town-bell.range", 25_000);
            this.ejectAt = rules.setting("garrison.eject-hp", 200);
            m.handle(Garrison.class, this::garrison);
            m.handle(Ungarrison.class, this::ungarrison);
            m.handle(TownBell.class, this::bell);
            m.provide(Garrisons.class, this);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { containerGone(id); }
            });
        }

        @Override
        public void ready() {
            move = m.require(Movement.class);
            combat = m.find(Combat.class).orElse(null);
            monks = m.find(org.openaok.sim.api.system.Monks.class).orElse(null);
        }

        // ---- Garrisons

        @Override public int count(int container) { return inside.get(container); }

        @Override
        public int capacity(int container) {
            return m.player(e.owner(container)).stats(e.type(container)).get(Attr.GARRISON) / 1000;
        }

        @Override
        public int[] units(int container) {
            IntList out = new IntList(8);
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.state(u) == Entities.GARRISONED && e.container(u) == container) out.add(u);
            }
            return out.toArray();
        }

        /** Whether a container takes a unit of this type (by the data's garrison-types, ram and transport rules). */
        @Override
        public boolean takes(int container, int unit) {
            TypeDef c = rules.type(e.type(container)), u = rules.type(e.type(unit));
            if (!u.isUnit() || u.movement() != 1) return false;
            if (c.has("transport")) return true;
            if (c.unitClass().equals("siege") && c.word().contains("ram")) return ramTakes.contains(u.unitClass());
            if (!c.isBuilding()) return false;
            String kinds = c.traitText("garrison-types", "");
            if (kinds.equals("trained")) return u.trainedAt() == c.index() || m.player(e.owner(container)).form(u.trainedAt()) == c.index();
            if (kinds.isEmpty()) kinds = "villager,infantry,archer,monk";
            for (String k : kinds.split("[,|]")) {
                if (k.equals(u.unitClass()) || (k.equals("archer") && u.unitClass().equals("hand-cannoneer"))) return true;
            }
            return false;
        }

        // ---- commands

        private Result garrison(Garrison c) {
            int b = c.target();
            if (!e.alive(b)) return Result.refused(c, Refusal.NO_SUCH, "there is nothing to go into at " + b);
            if (e.owner(b) != c.player()) return Result.refused(c, Refusal.NOT_YOURS, "the " + rules.type(e.type(b)).word() + " is not yours");
            if (capacity(b) == 0 && !rules.type(e.type(b)).has("relics"))
                return Result.refused(c, Refusal.BAD_TARGET, "a " + rules.type(e.type(b)).word() + " holds no units");
            if (e.hp(b) * 1000L <= (long) m.player(c.player()).stats(e.type(b)).hp() * ejectAt)
                return Result.refused(c, Refusal.BAD_TARGET, "the " + rules.type(e.type(b)).word() + " is too damaged to hold units");
            int given = 0;
            String why = null;
            org.openaok.sim.api.system.Monks monks = m.find(org.openaok.sim.api.system.Monks.class).orElse(null);
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u) || u == b) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                if (monks != null && monks.relicCarried(u) != 0 && rules.type(e.type(b)).has("relics")) {
                    // a relic carried into a monastery stays there: the monks' concern
                    String no = monks.deposit(u, b);
                    if (no == null) given++;
                    else why = no;
                    continue;
                }
                if (!takes(b, u)) {
                    why = "a " + rules.type(e.type(b)).word() + " does not take a " + rules.type(e.type(u)).word();
                    continue;
                }
                e.setOrder(u, OrderKind.GARRISON, b, 0, 0);
                move.goToThing(u, b, REACH);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, why == null ? "no units given" : why);
            return Result.ok(c);
        }

        private Result ungarrison(Ungarrison c) {
            int b = c.container();
            if (!e.valid(b) || e.owner(b) != c.player()) return Result.refused(c, Refusal.NOT_YOURS, "thing " + b + " is not yours");
            if (inside.get(b) == 0) return Result.refused(c, Refusal.BAD_TARGET, "nobody is inside");
            TypeDef d = rules.type(e.type(b));
            if (d.has("transport") && (c.x() != 0 || c.y() != 0)) {
                // the transport sails to the shore by the point, and lets them out there
                unloadX.set(b, Math.max(1, c.x()));
                unloadY.set(b, c.y());
                move.goToPoint(b, c.x(), c.y(), 2000);
                return Result.ok(c);
            }
            int[] which = c.units().length > 0 ? c.units() : units(b);
            int out = 0;
            for (int u : which) {
                if (e.state(u) != Entities.GARRISONED || e.container(u) != b) continue;
                if (eject(u, b, c.x(), c.y())) out++;
            }
            if (out == 0) return Result.refused(c, Refusal.NOT_ABLE, "there is no room round it to come out");
            return Result.ok(c);
        }

        private Result bell(TownBell c) {
            int tc = c.building();
            if (!e.alive(tc) || e.owner(tc) != c.player() || !rules.type(e.type(tc)).word().equals("town-center"))
                return Result.refused(c, Refusal.BAD_TARGET, "the Town Bell is rung at one of the player's Town Centers");
            IntList units = e.units();
            int vil = rules.type("villager").map(TypeDef::index).orElse(-1);
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.owner(u) != c.player() || e.type(u) != vil) continue;
                if (c.ring()) {
                    if (e.state(u) != Entities.ALIVE || IntMath.distance(e.x(u), e.y(u), e.x(tc), e.y(tc)) > bellRange) continue;
                    int into = shelter(u);
                    if (into == 0) continue;
                    bellOrder.set(u, e.order(u) + 1);
                    bellTarget.set(u, e.target(u));
                    bellBuilding.set(u, into);
                    e.setOrder(u, OrderKind.GARRISON, into, 0, 0);
                    move.goToThing(u, into, REACH);
                } else if (bellOrder.get(u) != 0) {
                    int order = bellOrder.get(u) - 1, target = bellTarget.get(u), into = bellBuilding.get(u);
                    bellOrder.set(u, 0);
                    // a villager given another order since the bell keeps it
                    boolean sheltering = e.state(u) == Entities.GARRISONED ? e.container(u) == into
                            : e.state(u) == Entities.ALIVE && e.order(u) == OrderKind.GARRISON && e.target(u) == into;
                    if (!sheltering) continue;
                    if (e.state(u) == Entities.GARRISONED) eject(u, e.container(u), 0, 0);
                    // back to what it was doing, when that is still there; gathering through its own
                    // command, so the task is chosen again for what the source now is
                    if (order == OrderKind.GATHER && e.present(target) && e.state(u) == Entities.ALIVE) {
                        if (!m.execute(new Gather(c.player(), new int[] {u}, target)).accepted()) e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                    } else if (order != OrderKind.IDLE && e.present(target)) {
                        e.setOrder(u, (byte) order, target, 0, 0);
                        move.goToThing(u, target, 750);
                    } else {
                        e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                    }
                }
            }
            return Result.ok(c);
        }

        /** The nearest of the player's buildings with room that takes the unit. */
        private int shelter(int u) {
            int best = 0;
            long bestD = Long.MAX_VALUE;
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (e.owner(id) != e.owner(u) || e.state(id) != Entities.ALIVE || inside.get(id) >= capacity(id) || !takes(id, u)) continue;
                long d = IntMath.distanceSq(e.x(u), e.y(u), e.x(id), e.y(id));
                if (d < bestD) {
                    bestD = d;
                    best = id;
                }
            }
            return best;
        }

        // ---- going in and out

        private void enter(int u, int b) {
            e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            move.stop(u);
            m.lifecycle().enter(u, b);
            inside.add(b, 1);
        }

        private boolean eject(int u, int b, int towardX, int towardY) {
            TypeDef d = rules.type(e.type(b));
            int cx = e.x(b), cy = e.y(b);
            int half = Math.max(d.width(), d.height()) * Grid.TILE / 2 + 400;
            int sx = cx, sy = cy + half;
            if (towardX != 0 || towardY != 0) {
                long dx = towardX - cx, dy = towardY - cy;
                long len = Math.max(1, IntMath.isqrt(dx * dx + dy * dy));
                sx = (int) (cx + dx * half / len);
                sy = (int) (cy + dy * half / len);
            }
            int[] spot = m.lifecycle().canStand(e.type(u), e.owner(u), sx, sy, u) ? new int[] {sx, sy} : freeSpot(u, sx, sy);
            if (spot == null) return false;
            m.lifecycle().leave(u, spot[0], spot[1]);
            inside.add(b, -1);
            if (towardX != 0 || towardY != 0) move.goToPoint(u, towardX, towardY, 500);
            return true;
        }

        /** A free spot near a point, rings of half a tile out to five tiles, in a fixed order. */
        private int[] freeSpot(int u, int x, int y) {
            for (int r = 1; r <= 10; r++) {
                for (int k = 0; k < 8 * r; k++) {
                    int side = k / (2 * r), along = k % (2 * r) - r, d = r * 500;
                    int px = switch (side) { case 0 -> x + d; case 1 -> x - along * 500; case 2 -> x - d; default -> x + along * 500; };
                    int py = switch (side) { case 0 -> y + along * 500; case 1 -> y + d; case 2 -> y - along * 500; default -> y - d; };
                    if (px >= 0 && py >= 0 && m.lifecycle().canStand(e.type(u), e.owner(u), px, py, u)) return new int[] {px, py};
                }
            }
            return null;
        }

        /** A building destroyed lets its garrison out; a ship or ram sunk or broken takes it along. */
        private void containerGone(int b) {
            if (inside.get(b) == 0) return;
            boolean building = rules.type(e.type(b)).isBuilding();
            for (int u : units(b)) {
                if (building) {
                    if (!eject(u, b, 0, 0)) m.lifecycle().remove(u, 0);
                } else {
                    m.lifecycle().remove(u, 0);
                }
            }
            inside.set(b, 0);
        }

        // ---- the tick

        @Override
        public void tick() {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                byte st = e.state(u);
                if (st == Entities.ALIVE && e.order(u) == OrderKind.GARRISON) approach(u);
                else if (st == Entities.GARRISONED) heal(u);
            }
            IntList buildings = e.buildings();
            for (int k = 0; k < buildings.size(); k++) holders(buildings.get(k));
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (unloadX.get(u) != 0 && e.alive(u)) unloadTick(u);
                else if (inside.get(u) > 0 && e.alive(u) && e.hp(u) * 1000L <= (long) m.player(e.owner(u)).stats(e.type(u)).hp() * ejectAt
                        && !rules.type(e.type(u)).has("transport")) {
                    for (int o : units(u)) eject(o, u, 0, 0);
                }
            }
        }

        private void approach(int u) {
            // a monk carrying a relic to a monastery is the monks' to walk in
            if (monks != null && monks.relicCarried(u) != 0) return;
            int b = e.target(u);
            if (!e.alive(b) || e.owner(b) != e.owner(u) || inside.get(b) >= capacity(b)) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                move.stop(u);
                return;
            }
            int st = move.status(u);
            if (st == Movement.ARRIVED || (st != Movement.MOVING && move.distanceTo(u, b) <= REACH + 200)) enter(u, b);
            else if (st == Movement.FAILED || st == Movement.IDLE) e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
        }

        private void heal(int u) {
            int b = e.container(u);
            if (!e.valid(b)) return;
            Stats bs = m.player(e.owner(b)).stats(e.type(b));
            int rate = bs.get(Attr.GARRISON_HEAL);
            if (rate <= 0) return;
            int max = m.player(e.owner(u)).stats(e.type(u)).hp();
            if (e.hp(u) >= max) return;
            e.setHp(u, Math.min(max, e.hp(u) + rate * m.tickMs() / 1000));
        }

        /** What a building's garrison adds to its arrows; a building fallen low lets its garrison out. */
        private void holders(int b) {
            int n = inside.get(b);
            if (n == 0) {
                if (combat != null) combat.setGarrisonArrows(b, 0);
                return;
            }
            Stats bs = m.player(e.owner(b)).stats(e.type(b));
            if (e.hp(b) * 1000L <= (long) bs.hp() * ejectAt) {
                for (int u : units(b)) eject(u, b, 0, 0);
                if (combat != null) combat.setGarrisonArrows(b, 0);
                return;
            }
            if (combat == null) return;
            TypeDef d = rules.type(e.type(b));
            boolean gunpowderOnly = d.traitText("garrison-arrows", "").equals("gunpowder");
            int arrows = 0;
            for (int u : units(b)) {
                TypeDef ud = rules.type(e.type(u));
                String c = ud.unitClass();
                boolean adds = gunpowderOnly ? ud.has("gunpowder")
                        : c.equals("villager") || c.equals("archer") || c.equals("hand-cannoneer")
                        || (c.equals("infantry") && m.player(e.owner(b)).attribute("crenellations", 0) > 0);
                if (adds) arrows++;
            }
            combat.setGarrisonArrows(b, arrows);
        }

        private void unloadTick(int ship) {
            int st = move.status(ship);
            if (st == Movement.MOVING) return;
            int x = unloadX.get(ship), y = unloadY.get(ship);
            unloadX.set(ship, 0);
            for (int u : units(ship)) eject(u, ship, x, y);
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            // only what holds something (most units hold nothing: nothing to add for them)
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                long v = inside.get(u) + bellOrder.get(u) * 31L + unloadX.get(u) * 7L;
                if (v != 0) h.add(u * 0x9E3779B97F4A7C15L + v);
            }
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int n = inside.get(b.get(k));
                if (n != 0) h.add(b.get(k) * 0xC2B2AE3D27D4EB4FL + n);
            }
        }
    }
}
