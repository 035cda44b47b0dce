package org.openaok.sim.internal.monks;

import org.openaok.sim.internal.TypeFlags;
import java.util.List;
import java.util.Set;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.DropRelic;
import org.openaok.sim.api.command.Heal;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.internal.Column;
import org.openaok.sim.internal.Footprint;
import org.openaok.sim.internal.IntMath;
import org.osgi.service.component.annotations.Component;

/**
 * Monks and relics. A monk converts by standing within range of its target for monk seconds
 * (about 1.2 s each): none before the minimum (the seconds up to it count as one try), then a
 * chance each monk second (less against resistance), surely at the maximum; it needs its full
 * faith, which then recharges; every monk converting the unit with it spends its faith too, but
 * with Theocracy only the one. The target's player's Faith (and the Teutons' team bonus) lengthen
 * the minimum and the maximum. Monks, buildings and siege weapons need Atonement or Redemption,
 * kings never convert. Monks heal the injured round them. A monk picks up a relic, carries it and
 * puts it in a monastery, where it brings in gold.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class MonkSystem implements GameSystem {
    public static final String ID = "monks";

    @Override public String id() { return ID; }

    @Override public List<String> after() { return List.of("combat"); }

    @Override public List<String> before() { return List.of("movement"); }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final int PICK_REACH = 700;

    static final class Run implements SystemRun, Monks {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final RandomStream random;
        /** Per type index: a unit, one that converts, one that heals. */
        private final boolean[] isUnit, converts, heals, holdsRelics;
        private Movement move;
        private final Column faith = new Column(), seconds = new Column(), clock = new Column(), carrying = new Column(),
                healCarry = new Column();
        private final int faithMax, recharge, monkSecond, minMs, maxMs, chance, bMinS, bMaxS, bChance, healRate, healRange;
        private final int relicGoldPerMinute;
        private final Set<String> neverConverted;
        private final int monk, monkWithRelic;

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.random = m.random("monks");
            // looked up once: a trait is a string key, too dear to ask for every unit every tick
            List<TypeDef> types = rules.types();
            isUnit = new boolean[types.size()];
            converts = TypeFlags.trait(rules, "convert");
            heals = TypeFlags.trait(rules, "heal");
            holdsRelics = TypeFlags.trait(rules, "relics");
            for (int t = 0; t < types.size(); t++) {
                isUnit[t] = types.get(t).isUnit();
                converts[t] &= isUnit[t];
                heals[t] &= isUnit[t];
            }
            faithMax = rules.setting("monk.faith.max", 100_000);
            recharge = rules.setting("monk.faith.recharge", 1600);
            monkSecond = rules.setting("monk.second", 1200);
            minMs = rules.setting("monk.convert.min", 4000);
            maxMs = rules.setting("monk.convert.max", 10_000);
            chance = rules.setting("monk.convert.chance", 280);
            bMinS = rules.setting("monk.convert-building.min", 15_000) / 1000;
            bMaxS = rules.setting("monk.convert-building.max", 25_000) / 1000;
            bChance = rules.setting("monk.convert-building.chance", 25_000) / 100;
            healRate = rules.setting("monk.heal.rate", 1250);
            healRange = rules.setting("monk.heal.range", 4000);
            relicGoldPerMinute = rules.setting("relic.gold-per-minute", 30_000);
            neverConverted = Set.of("town-center", "castle", "wonder", "farm", "fish-trap", "palisade-wall", "stone-wall",
                    "fortified-wall", "gate", "fortified-gate", "king");
            monk = rules.type("monk").map(TypeDef::index).orElse(-1);
            monkWithRelic = rules.type("monk-with-relic").map(TypeDef::index).orElse(-1);
            m.handle(Heal.class, this::heal);
            m.handle(DropRelic.class, this::drop);
            m.provide(Monks.class, this);
            m.lifecycle().addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { dropRelic(id); }
                @Override public void created(int id) { if (e.type(id) == monk) faith.set(id, faithMax); }
            });
        }

        @Override
        public void ready() {
            move = m.require(Movement.class);
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) if (e.type(units.get(k)) == monk) faith.set(units.get(k), faithMax);
        }

        private boolean isMonk(int u) { return converts[e.type(u)] || heals[e.type(u)]; }

        // ---- Monks

        @Override
        public String convert(int u, int target) {
            if (!isMonk(u)) return "a " + rules.type(e.type(u)).word() + " does not convert";
            String why = immune(e.owner(u), target);
            if (why != null) return why;
            e.setOrder(u, OrderKind.CONVERT, target, 0, 0);
            seconds.set(u, 0);
            clock.set(u, 0);
            move.goToThing(u, target, range(u));
            return null;
        }

        @Override
        public String pickUp(int u, int relic) {
            if (!rules.type(e.type(u)).has("carries-relic")) return "a " + rules.type(e.type(u)).word() + " does not carry relics";
            if (rules.type(e.type(relic)).kind() != TypeKind.RELIC || e.state(relic) != Entities.ALIVE) return "there is no relic lying at " + relic;
            e.setOrder(u, OrderKind.PICK_UP, relic, 0, 0);
            move.goToThing(u, relic, PICK_REACH);
            return null;
        }

        @Override
        public String deposit(int u, int monastery) {
            if (carrying.get(u) == 0) return "the unit carries no relic";
            if (!e.alive(monastery) || e.owner(monastery) != e.owner(u) || !holdsRelics[e.type(monastery)])
                return "relics go into one of the player's monasteries";
            e.setOrder(u, OrderKind.GARRISON, monastery, 0, 0);
            move.goToThing(u, monastery, PICK_REACH + 300);
            return null;
        }

        @Override public int relicCarried(int u) { return carrying.get(u); }

        @Override
        public int relicsIn(int building) {
            int n = 0;
            for (int id = 1; id < e.end(); id++) {
                if (rules.type(e.type(id)).kind() == TypeKind.RELIC && e.state(id) == Entities.GARRISONED && e.container(id) == building) n++;
            }
            return n;
        }

        @Override public int faith(int u) { return faith.get(u); }

        /** Why the player's monks cannot convert the thing, or null. */
        private String immune(int player, int target) {
            if (!e.present(target)) return "there is nothing to convert at " + target;
            TypeDef d = rules.type(e.type(target));
            int owner = e.owner(target);
            if (owner == 0 || owner == player) return "the " + d.word() + " is not an enemy's";
            PlayerState p = m.player(player);
            if (neverConverted.contains(d.word()) || d.has("king")) return "a " + d.word() + " cannot be converted";
            if (isMonk(target) && p.attribute("convert-monks", 0) == 0) return "converting monks needs Atonement";
            boolean heavy = d.isBuilding() || d.unitClass().contains("siege") || d.unitClass().equals("scorpion") || d.unitClass().equals("petard");
            if (heavy && p.attribute("convert-buildings", 0) == 0) return "converting a " + d.word() + " needs Redemption";
            if (!d.isUnit() && !d.isBuilding()) return "a " + d.word() + " cannot be converted";
            return null;
        }

        private int range(int u) { return m.player(e.owner(u)).stats(e.type(u)).range(); }

        private Result heal(Heal c) {
            int t = c.target();
            if (!e.alive(t) || !rules.type(e.type(t)).isUnit()) return Result.refused(c, Refusal.BAD_TARGET, "only units are healed");
            int owner = e.owner(t);
            if (owner != c.player() && m.player(c.player()).stance(owner) != Stance.ALLY) return Result.refused(c, Refusal.BAD_TARGET, "monks heal their own and allies");
            int given = 0;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !rules.type(e.type(u)).has("heal")) continue;
                e.setOrder(u, OrderKind.HEAL, t, 0, 0);
                move.goToThing(u, t, healRange - 500);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, "none of the units is a monk of the player's");
            return Result.ok(c);
        }

        // ---- the tick

        @Override
        public void tick() {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                int t = e.type(u);
                if (e.state(u) != Entities.ALIVE || !isUnit[t]) continue;
                if (converts[t]) recharge(u);
                byte o = e.order(u);
                if (o == OrderKind.CONVERT) convertTick(u);
                else if (o == OrderKind.HEAL) healTick(u, e.target(u));
                else if (o == OrderKind.PICK_UP) pickTick(u);
                else if (o == OrderKind.GARRISON && carrying.get(u) != 0) depositTick(u);
                else if (o == OrderKind.IDLE && heals[t] && (m.tick() + u) % 10 == 0) healNear(u);
            }
            trickle();
        }

        private void recharge(int u) {
            int f = faith.get(u);
            if (f >= faithMax) return;
            int rate = m.player(e.owner(u)).attribute("faith-recharge", recharge);
            faith.set(u, Math.min(faithMax, f + rate * m.tickMs() / 1000));
        }

        private void convertTick(int u) {
            int t = e.target(u);
            if (immune(e.owner(u), t) != null) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                move.stop(u);
                return;
            }
            int gap = Footprint.distance(rules, e, t, e.x(u), e.y(u)) - rules.type(e.type(u)).radius();
            if (gap > range(u)) {
                seconds.set(u, 0);
                clock.set(u, 0);
                if (move.status(u) != Movement.MOVING) move.goToThing(u, t, range(u));
                return;
            }
            if (move.status(u) == Movement.MOVING) move.stop(u);
            if (faith.get(u) < faithMax) return;
            int c = clock.get(u) + m.tickMs();
            if (c < monkSecond) {
                clock.set(u, c);
                return;
            }
            clock.set(u, c - monkSecond);
            int s = seconds.get(u) + 1;
            seconds.set(u, s);
            boolean building = rules.type(e.type(t)).isBuilding();
            // a player's units resist for longer: monk seconds (thousandths) added to the minimum and the maximum
            PlayerState victim = m.player(e.owner(t));
            int min = building ? bMinS : (minMs + victim.attribute("convert-resist-min", 0)) / 1000;
            int max = building ? bMaxS : (maxMs + victim.attribute("convert-resist-max", 0)) / 1000;
            if (s < min) return;
            // a chance each monk second from the minimum on (lower against resistance), sure at the maximum
            int odds = building ? bChance : chance;
            int resist = resistance(t);
            boolean converted = s >= max || random.nextInt(1000 * resist) < odds * 1000;
            if (!converted) return;
            rest(u);
            // the others converting it with this monk lose their faith too, unless the player has Theocracy
            if (m.player(e.owner(u)).attribute("theocracy", 0) == 0) {
                for (int k = 0; k < e.units().size(); k++) {
                    int o = e.units().get(k);
                    if (o != u && e.order(o) == OrderKind.CONVERT && e.target(o) == t && e.owner(o) == e.owner(u)
                            && e.state(o) == Entities.ALIVE && faith.get(o) >= faithMax
                            && Footprint.distance(rules, e, t, e.x(o), e.y(o)) - rules.type(e.type(o)).radius() <= range(o)) {
                        rest(o);
                        move.stop(o);
                    }
                }
            }
            if (m.player(e.owner(t)).attribute("heresy", 0) > 0) {
                m.lifecycle().remove(t, u);
            } else {
                e.setOrder(t, OrderKind.IDLE, 0, 0, 0);
                m.lifecycle().convert(t, e.owner(u));
            }
        }

        /** A monk that has converted: its faith spent, its order done. */
        private void rest(int u) {
            faith.set(u, 0);
            seconds.set(u, 0);
            e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
        }

        /** Conversion resistance, in thousandths (1000 none): the target type's and its player's Faith. */
        private int resistance(int t) {
            int typeResist = m.player(e.owner(t)).stats(e.type(t)).get(org.openaok.sim.api.rules.Attr.CONVERT_RESIST);
            int playerResist = m.player(e.owner(t)).attribute("convert-resist", 0);
            return Math.max(1000, typeResist) + playerResist;
        }

        private void healTick(int u, int t) {
            Stats ts;
            if (!e.alive(t) || (ts = m.player(e.owner(t)).stats(e.type(t))).hp() <= e.hp(t)) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                return;
            }
            int range = m.player(e.owner(u)).attribute("heal-range", healRange);
            if (Footprint.distance(rules, e, t, e.x(u), e.y(u)) > range) {
                if (move.status(u) != Movement.MOVING) move.goToThing(u, t, range - 500);
                return;
            }
            if (move.status(u) == Movement.MOVING) move.stop(u);
            int factor = m.player(e.owner(u)).attribute("heal-rate", 1000);
            int acc = healCarry.get(u) + healRate * factor / 1000 * m.tickMs() / 1000;
            e.setHp(t, Math.min(ts.hp(), e.hp(t) + acc));
            healCarry.set(u, 0);
        }

        /** An idle monk tends the nearest injured unit of its own or an ally's within its sight. */
        private void healNear(int u) {
            int owner = e.owner(u);
            int los = m.player(owner).stats(e.type(u)).los();
            int best = 0;
            long bestD = Long.MAX_VALUE;
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int o = units.get(k);
                if (o == u || !e.alive(o)) continue;
                int ow = e.owner(o);
                if (ow != owner && m.player(owner).stance(ow) != Stance.ALLY) continue;
                if (!rules.type(e.type(o)).isUnit() || e.hp(o) >= m.player(ow).stats(e.type(o)).hp()) continue;
                long d = IntMath.distanceSq(e.x(u), e.y(u), e.x(o), e.y(o));
                if (d > (long) los * los || d >= bestD) continue;
                bestD = d;
                best = o;
            }
            if (best != 0) {
                e.setOrder(u, OrderKind.HEAL, best, 0, 0);
            }
        }

        private void pickTick(int u) {
            int relic = e.target(u);
            if (e.state(relic) != Entities.ALIVE) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                move.stop(u);
                return;
            }
            int st = move.status(u);
            if (st == Movement.ARRIVED || (st != Movement.MOVING && move.distanceTo(u, relic) <= PICK_REACH + 200)) {
                // the relic goes with the monk, who now carries it
                e.setState(relic, Entities.GARRISONED);
                e.setContainer(relic, u);
                carrying.set(u, relic);
                if (monkWithRelic >= 0) m.lifecycle().transform(u, monkWithRelic);
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            } else if (st == Movement.FAILED || st == Movement.IDLE) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            }
        }

        private void depositTick(int u) {
            int b = e.target(u);
            if (!e.alive(b)) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                return;
            }
            int st = move.status(u);
            if (st == Movement.ARRIVED || (st != Movement.MOVING && move.distanceTo(u, b) <= PICK_REACH + 500)) {
                int relic = carrying.get(u);
                e.setContainer(relic, b);
                carrying.set(u, 0);
                if (monk >= 0) m.lifecycle().transform(u, monk);
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            } else if (st == Movement.FAILED || st == Movement.IDLE) {
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
            }
        }

        /** Monks put the relics they carry down where they stand, and are monks again. */
        private Result drop(DropRelic c) {
            int given = 0;
            String why = null;
            for (int u : c.units()) {
                if (!e.alive(u) || e.owner(u) != c.player() || !e.isListedUnit(u)) {
                    why = "unit " + u + " is not yours";
                    continue;
                }
                int relic = carrying.get(u);
                if (relic == 0) {
                    why = "a " + rules.type(e.type(u)).word() + " " + u + " carries no relic";
                    continue;
                }
                move.stop(u);
                carrying.set(u, 0);
                lay(relic, e.x(u), e.y(u));
                if (monk >= 0) m.lifecycle().transform(u, monk);
                e.setOrder(u, OrderKind.IDLE, 0, 0, 0);
                given++;
            }
            if (given == 0) return Result.refused(c, Refusal.NOT_ABLE, why == null ? "no units given" : why);
            return Result.ok(c);
        }

        /** A monk killed carrying a relic drops it where it fell; a monastery destroyed lets its relics out. */
        private void dropRelic(int id) {
            int relic = carrying.get(id);
            if (relic != 0) {
                carrying.set(id, 0);
                lay(relic, e.x(id), e.y(id));
            }
            if (e.valid(id) && holdsRelics[e.type(id)]) {
                for (int r = 1; r < e.end(); r++) {
                    if (rules.type(e.type(r)).kind() == TypeKind.RELIC && e.state(r) == Entities.GARRISONED && e.container(r) == id)
                        lay(r, e.x(id), e.y(id) + rules.type(e.type(id)).height() * 500 + 600);
                }
            }
        }

        /** A relic lies on the ground again (it stops nobody: it is no unit in the tiles' lists). */
        private void lay(int relic, int x, int y) {
            e.setState(relic, Entities.ALIVE);
            e.setContainer(relic, 0);
            e.setPosition(relic, x, y);
        }

        /** Relics in monasteries bring their owners gold, a share each tick. */
        private void trickle() {
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (e.state(id) != Entities.ALIVE || !holdsRelics[e.type(id)]) continue;
                int n = relicsHeld(id);
                if (n == 0) continue;
                int perMinute = m.player(e.owner(id)).attribute("relic-gold", relicGoldPerMinute);
                m.player(e.owner(id)).addGathered(Resource.GOLD.ordinal(), (long) n * perMinute * m.tickMs() / 60_000);
            }
        }

        // relics are few: counted by walking the relics the match started with
        private int[] relics;

        private int relicsHeld(int building) {
            if (relics == null) {
                IntList r = new IntList(8);
                for (int id = 1; id < e.end(); id++) if (rules.type(e.type(id)).kind() == TypeKind.RELIC) r.add(id);
                relics = r.toArray();
            }
            int n = 0;
            for (int r : relics) if (e.state(r) == Entities.GARRISONED && e.container(r) == building) n++;
            return n;
        }

        @Override
        public void hash(StateHash h) {
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (!isMonk(u) && carrying.get(u) == 0) continue;
                h.add(faith.get(u) * 0x9E3779B97F4A7C15L + seconds.get(u) * 0xC2B2AE3D27D4EB4FL + clock.get(u) * 0x165667B19E3779F9L
                        + carrying.get(u) * 0xD6E8FEB86659FD93L);
            }
            h.add(random.state());
        }
    }
}
