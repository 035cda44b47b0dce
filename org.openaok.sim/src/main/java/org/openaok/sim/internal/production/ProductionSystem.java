package org.openaok.sim.internal.production;

import java.util.Arrays;
import java.util.List;

import org.openaok.sim.api.command.Cancel;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.GatherPoint;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Prices;
import org.openaok.sim.api.system.Production;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.api.system.Technologies;
import org.openaok.sim.internal.Costs;
import org.osgi.service.component.annotations.Component;

/**
 * Training and research: each building's queue of up to 15 items, paid for when queued, worked
 * on one at a time at the building's speed; a unit waits for room in the population before it
 * starts, appears at the building's edge toward its gather point and walks there.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ProductionSystem implements GameSystem {
    public static final String ID = "production";
    public static final int QUEUE = Production.QUEUE;

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class BuildingQueue {
        final int[] items = new int[QUEUE];
        final int[][] paid = new int[QUEUE][Resource.COUNT];
        int length;
        /** Milliseconds of work done on the head item, and whether its population is reserved. */
        int work;
        boolean started;
        boolean housed;
    }

    static final class Run implements SystemRun, Production {
        private final MatchContext m;
        private final Rules rules;
        private final Entities e;
        private final Lifecycle life;
        private final Pockets pockets;
        private Availability availability;
        private Technologies technologies;
        private final TechPrices prices;
        private BuildingQueue[] queues = new BuildingQueue[256];
        private int[] gatherX = new int[256], gatherY = new int[256], gatherTarget = new int[256];

        Run(MatchContext m) {
            this.m = m;
            this.rules = m.rules();
            this.e = m.entities();
            this.life = m.lifecycle();
            this.pockets = new Pockets(m.grid());
            m.handle(Train.class, this::train);
            m.handle(Research.class, this::research);
            m.handle(Cancel.class, this::cancel);
            m.handle(GatherPoint.class, this::gatherPoint);
            m.provide(Production.class, this);
            prices = new TechPrices(m);
            m.provide(Prices.class, prices);
            life.addListener(new Lifecycle.Listener() {
                @Override public void removed(int id) { dropQueue(id); }
                @Override public void ownerChanged(int id, int from) { dropQueue(id); }
            });
        }

        @Override
        public void ready() {
            availability = m.require(Availability.class);
            technologies = m.require(Technologies.class);
        }

        private BuildingQueue queueOf(int b, boolean make) {
            if (b >= queues.length) {
                if (!make) return null;
                int c = Math.max(b + 1, queues.length * 2);
                queues = Arrays.copyOf(queues, c);
                gatherX = Arrays.copyOf(gatherX, c);
                gatherY = Arrays.copyOf(gatherY, c);
                gatherTarget = Arrays.copyOf(gatherTarget, c);
            }
            if (queues[b] == null && make) queues[b] = new BuildingQueue();
            return queues[b];
        }

        /** A building that is destroyed or taken loses its queue: the owner gets back what was paid, and the population held. */
        private void dropQueue(int b) {
            BuildingQueue q = queueOf(b, false);
            if (q == null || q.length == 0) return;
            PlayerState p = m.player(e.owner(b) == 0 ? 0 : e.owner(b));
            while (q.length > 0) removeAt(p, b, q, q.length - 1);
        }

        // ---- Queues

        @Override
        public int[] queue(int b) {
            BuildingQueue q = queueOf(b, false);
            return q == null ? new int[0] : Arrays.copyOf(q.items, q.length);
        }

        @Override
        public int progress(int b) {
            BuildingQueue q = queueOf(b, false);
            if (q == null || q.length == 0) return 0;
            int total = itemTime(e.owner(b), q.items[0]);
            return total <= 0 ? 0 : (int) Math.min(1000, (long) q.work * 1000 / total);
        }

        @Override
        public boolean housed(int b) {
            BuildingQueue q = queueOf(b, false);
            return q != null && q.housed;
        }

        // ---- commands

        private String checkBuilding(int player, int b) {
            if (!e.valid(b) || !e.isListedBuilding(b)) return "thing " + b + " is not a building";
            if (e.owner(b) != player) return "the " + rules.type(e.type(b)).word() + " is not yours";
            if (e.state(b) != Entities.ALIVE) return "the " + rules.type(e.type(b)).word() + " is not finished";
            return null;
        }

        /** Whether a building of this type makes what the rules say is made at {@code at} (an upgraded form counts). */
        private boolean madeAt(int buildingType, int at, int owner) {
            if (at < 0) return false;
            return buildingType == at || m.player(owner).form(at) == buildingType;
        }

        private Result train(Train c) {
            String bad = checkBuilding(c.player(), c.building());
            if (bad != null) return Result.refused(c, Refusal.NOT_YOURS, bad);
            TypeDef asked = rules.type(c.type()).orElse(null);
            if (asked == null || !asked.isUnit()) return Result.refused(c, Refusal.UNKNOWN, "no unit '" + c.type() + "'");
            PlayerState p = m.player(c.player());
            int type = p.form(asked.index());
            TypeDef d = rules.type(type);
            int bt = e.type(c.building());
            if (!madeAt(bt, d.trainedAt(), c.player()))
                return Result.refused(c, Refusal.NOT_ABLE, "a " + rules.type(bt).word() + " does not train " + d.word());
            String why = availability.whyNotType(c.player(), type);
            if (why != null) return Result.refused(c, Refusal.NOT_AVAILABLE, why);
            if (c.count() < 1 || c.count() > QUEUE) return Result.refused(c, Refusal.QUEUE_FULL, "train 1 to " + QUEUE + " at a time, not " + c.count());
            BuildingQueue q = queueOf(c.building(), true);
            if (q.length + c.count() > QUEUE)
                return Result.refused(c, Refusal.QUEUE_FULL, "the queue holds " + QUEUE + "; " + q.length + " are queued");
            if (p.population() >= p.popCap()) return Result.refused(c, Refusal.POPULATION, "the population limit of " + p.popCap() + " is reached");
            int[] cost = Costs.of(p.stats(type));
            int[] all = new int[Resource.COUNT];
            for (int r = 0; r < Resource.COUNT; r++) all[r] = cost[r] * c.count();
            if (!p.affords(all, null)) return Result.refused(c, Refusal.CANNOT_AFFORD, "cannot afford " + c.count() + " " + d.word() + Costs.text(all));
            for (int k = 0; k < c.count(); k++) {
                p.pay(cost);
                enqueue(q, type, cost);
            }
            return Result.ok(c);
        }

        private Result research(Research c) {
            String bad = checkBuilding(c.player(), c.building());
            if (bad != null) return Result.refused(c, Refusal.NOT_YOURS, bad);
            TechDef t = rules.tech(c.tech()).orElse(null);
            if (t == null) return Result.refused(c, Refusal.UNKNOWN, "no technology '" + c.tech() + "'");
            if (t.automatic()) return Result.refused(c, Refusal.NOT_ABLE, t.word() + " is researched by the game itself when its requirements hold");
            int bt = e.type(c.building());
            if (!madeAt(bt, t.at(), c.player()))
                return Result.refused(c, Refusal.NOT_ABLE, t.word() + " is researched at a " + rules.type(t.at()).word() + ", not a " + rules.type(bt).word());
            String why = availability.whyNotTech(c.player(), t.index());
            if (why != null) return Result.refused(c, Refusal.NOT_AVAILABLE, why);
            BuildingQueue q = queueOf(c.building(), true);
            if (q.length >= QUEUE) return Result.refused(c, Refusal.QUEUE_FULL, "the queue is full");
            PlayerState p = m.player(c.player());
            int[] cost = prices.techPrice(c.player(), t.index());
            if (!p.affords(cost, null)) return Result.refused(c, Refusal.CANNOT_AFFORD, "cannot afford " + t.word() + Costs.text(cost));
            p.pay(cost);
            p.setPending(t.index(), true);
            enqueue(q, -(t.index() + 1), cost);
            return Result.ok(c);
        }

        private void enqueue(BuildingQueue q, int item, int[] cost) {
            q.items[q.length] = item;
            System.arraycopy(cost, 0, q.paid[q.length], 0, Resource.COUNT);
            q.length++;
        }

        private Result cancel(Cancel c) {
            String bad = checkBuilding(c.player(), c.building());
            if (bad != null) return Result.refused(c, Refusal.NOT_YOURS, bad);
            BuildingQueue q = queueOf(c.building(), false);
            if (q == null || q.length == 0) return Result.refused(c, Refusal.BAD_TARGET, "nothing is queued there");
            int slot = c.slot() < 0 ? q.length - 1 : c.slot();
            if (slot >= q.length) return Result.refused(c, Refusal.BAD_TARGET, "the queue has " + q.length + " items; no slot " + slot);
            removeAt(m.player(c.player()), c.building(), q, slot);
            return Result.ok(c);
        }

        private void removeAt(PlayerState p, int b, BuildingQueue q, int slot) {
            int item = q.items[slot];
            p.refund(q.paid[slot]);
            if (item < 0) p.setPending(-item - 1, false);
            if (slot == 0) {
                if (q.started && item >= 0) p.addPopulation(-popOf(p, item));
                q.work = 0;
                q.started = false;
                q.housed = false;
            }
            for (int k = slot; k < q.length - 1; k++) {
                q.items[k] = q.items[k + 1];
                System.arraycopy(q.paid[k + 1], 0, q.paid[k], 0, Resource.COUNT);
            }
            q.length--;
        }

        private Result gatherPoint(GatherPoint c) {
            String bad = checkBuilding(c.player(), c.building());
            if (bad != null) return Result.refused(c, Refusal.NOT_YOURS, bad);
            queueOf(c.building(), true);
            gatherX[c.building()] = c.x();
            gatherY[c.building()] = c.y();
            gatherTarget[c.building()] = c.target();
            return Result.ok(c);
        }

        // ---- the tick

        @Override
        public void tick() {
            if (m.tick() % 10 == 0) automatic();
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (id >= queues.length) break;
                BuildingQueue q = queues[id];
                if (q == null || q.length == 0 || e.state(id) != Entities.ALIVE) continue;
                work(id, q);
            }
        }

        /** Technologies nobody researches: the game takes them, free, once a second when their requirements hold. */
        private void automatic() {
            for (TechDef t : rules.techs()) {
                if (!t.automatic()) continue;
                for (int p = 1; p <= m.players(); p++) {
                    if (m.player(p).inGame() && availability.canResearch(p, t.index())) technologies.complete(p, t.index());
                }
            }
        }

        private void work(int b, BuildingQueue q) {
            int owner = e.owner(b);
            PlayerState p = m.player(owner);
            int item = q.items[0];
            if (!q.started) {
                if (item >= 0) {
                    int pop = popOf(p, item);
                    if (p.popHeadroom() < pop) {
                        q.housed = true;
                        return;
                    }
                    p.addPopulation(pop);
                }
                q.started = true;
                q.housed = false;
            }
            int speed = p.stats(e.type(b)).get(Attr.WORK);
            q.work += m.tickMs() * speed / 1000;
            int total = itemTime(owner, item);
            if (q.work < total) return;
            if (item >= 0) {
                int made = p.form(item);
                // a trebuchet comes out packed, to walk
                TypeDef md = rules.type(made);
                if (md.has("trained-packed")) made = rules.type(md.traitText("packs-to", md.word())).map(TypeDef::index).orElse(made);
                int unit = spawn(b, made);
                if (unit == 0) {
                    q.work = total;
                    return; // no room round the building yet: it tries again
                }
                p.addPopulation(-popOf(p, item));
            } else {
                technologies.complete(owner, -item - 1);
            }
            // the item is done: its cost stays spent
            q.started = false;
            q.work = 0;
            for (int k = 0; k < q.length - 1; k++) {
                q.items[k] = q.items[k + 1];
                System.arraycopy(q.paid[k + 1], 0, q.paid[k], 0, Resource.COUNT);
            }
            q.length--;
        }

        private int itemTime(int owner, int item) {
            PlayerState p = m.player(owner);
            return item >= 0 ? p.stats(p.form(item)).time() : p.techTime(-item - 1);
        }

        private static int popOf(PlayerState p, int type) { return p.stats(p.form(type)).pop() / 1000; }

        /** The new unit stands at the building's edge, on the side of its gather point, and walks there. */
        private int spawn(int b, int type) {
            int owner = e.owner(b);
            TypeDef bd = rules.type(e.type(b));
            int gx = gatherX[b], gy = gatherY[b], gt = gatherTarget[b];
            boolean hasPoint = gx != 0 || gy != 0 || gt != 0;
            if (gt != 0 && e.present(gt)) {
                gx = e.x(gt);
                gy = e.y(gt);
            }
            int cx = e.x(b), cy = e.y(b);
            int hw = bd.width() * Grid.TILE / 2 + 300, hh = bd.height() * Grid.TILE / 2 + 300;
            int sx, sy;
            if (hasPoint) {
                sx = Math.max(cx - hw, Math.min(cx + hw, gx));
                sy = Math.max(cy - hh, Math.min(cy + hh, gy));
            } else {
                // the original puts new units at the building's lower edge
                sx = cx;
                sy = cy + hh;
            }
            int u = life.spawnUnit(type, owner, sx, sy);
            if (u == 0) return 0;
            outOfPocket(u, b, sx, sy);
            if (gt != 0 && e.present(gt)) m.execute(new Gather(owner, new int[] {u}, gt));
            else if (hasPoint) m.execute(new Move(owner, new int[] {u}, gx, gy));
            return u;
        }

        /**
         * Rings round a building's edge a new unit in a pocket may be moved to: from this far out
         * beyond the edge, this much further each, to this far, their points this far apart. The
         * rings go five tiles out: on Coastline a Dock's idle fishing ships stood on every point
         * of the nearest three, and the next ship was left in the puddle.
         */
        static final int EXIT_FIRST = 300, EXIT_RING = 500, EXIT_LAST = 5_300, EXIT_STEP = 250;

        /**
         * A new unit that came out in a pocket it cannot leave (see {@link Pockets}) stands instead
         * at the nearest point round the building's edge, to where it was to come out, that is in
         * the open; where there is none, it stays.
         */
        private void outOfPocket(int u, int b, int sx, int sy) {
            Grid grid = m.grid();
            int type = e.type(u), mask = Math.max(1, rules.type(type).movement());
            if (!pockets.enclosed(grid.tileAt(e.x(u), e.y(u)), mask)) return;
            TypeDef bd = rules.type(e.type(b));
            long best = Long.MAX_VALUE;
            int bx = 0, by = 0;
            for (int out = EXIT_FIRST; out <= EXIT_LAST; out += EXIT_RING) {
                int hw = bd.width() * Grid.TILE / 2 + out, hh = bd.height() * Grid.TILE / 2 + out;
                int x0 = e.x(b) - hw, y0 = e.y(b) - hh, w = 2 * hw, h = 2 * hh;
                // the ring's points, clockwise from its top-left corner
                for (int along = 0; along < 2 * (w + h); along += EXIT_STEP) {
                    int px, py;
                    if (along < w) { px = x0 + along; py = y0; }
                    else if (along < w + h) { px = x0 + w; py = y0 + along - w; }
                    else if (along < 2 * w + h) { px = x0 + w - (along - w - h); py = y0 + h; }
                    else { px = x0; py = y0 + h - (along - 2 * w - h); }
                    long d = (long) (px - sx) * (px - sx) + (long) (py - sy) * (py - sy);
                    if (d >= best || !life.canStand(type, e.owner(u), px, py, u) || pockets.enclosed(grid.tileAt(px, py), mask)) continue;
                    best = d;
                    bx = px;
                    by = py;
                }
            }
            if (best == Long.MAX_VALUE) return;
            e.setPosition(u, bx, by);
            grid.place(u, bx, by);
        }

        @Override
        public void hash(StateHash h) {
            IntList b = e.buildings();
            for (int k = 0; k < b.size(); k++) {
                int id = b.get(k);
                if (id >= queues.length || queues[id] == null) continue;
                BuildingQueue q = queues[id];
                h.add(id);
                h.add(q.length);
                h.add(q.work);
                h.add(q.started ? 1 : 0);
                for (int i = 0; i < q.length; i++) h.add(q.items[i]);
                h.add(gatherX[id]);
                h.add(gatherY[id]);
                h.add(gatherTarget[id]);
            }
        }
    }
}
