package org.openaok.example.player;

import java.util.ArrayList;
import java.util.List;

import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Production;
import org.openaok.sim.api.system.Siting;

/**
 * One seat's economy, thought once a second: villagers from every Town Center up to a target,
 * a house when the room runs short, and each idle villager sent to the nearest source of the
 * resource furthest below its share. It reads the match and acts only through commands; every
 * walk over the state is in id order, so the same match gives the same orders.
 */
final class Economy implements ComputerPlayer.Brain {
    /** Shares of the villagers per resource, in tenths: food, wood, gold, stone. */
    static final int[] SHARES = {5, 3, 2, 0};
    static final int VILLAGERS = 40;
    /** Houses are laid when the population is this close to its room. */
    static final int HOUSE_MARGIN = 3;

    private final SeatContext seat;
    private final MatchContext m;
    private final Rules rules;
    private final int villager, townCenter, house;
    private String lastTrace = "";
    /** Where each villager was last sent, and when (ms of game time). */
    private final java.util.Map<Integer, int[]> sent = new java.util.TreeMap<>();
    /** Sources a villager was sent to and soon stood idle again: out of reach, left alone from then on. */
    private final java.util.Set<Integer> unreachable = new java.util.TreeSet<>();

    Economy(SeatContext seat) {
        this.seat = seat;
        this.m = seat.match();
        this.rules = m.rules();
        this.villager = rules.type("villager").map(TypeDef::index).orElse(-1);
        this.townCenter = rules.type("town-center").map(TypeDef::index).orElse(-1);
        this.house = rules.type("house").map(TypeDef::index).orElse(-1);
    }

    @Override
    public void think() {
        int me = seat.seat();
        PlayerState p = m.player(me);
        Entities e = m.entities();
        List<Integer> villagers = new ArrayList<>(), idle = new ArrayList<>(), centers = new ArrayList<>();
        int[] gatherers = new int[Resource.COUNT];
        List<List<Integer>> on = new ArrayList<>();
        for (int r = 0; r < Resource.COUNT; r++) on.add(new ArrayList<>());
        boolean houseLaid = false;
        Gathering gathering = m.find(Gathering.class).orElse(null);
        IntList units = e.units();
        List<Integer> scouts = new ArrayList<>();
        for (int k = 0; k < units.size(); k++) {
            int id = units.get(k);
            if (e.owner(id) == me && e.state(id) == Entities.ALIVE && e.order(id) == OrderKind.IDLE
                    && rules.type(e.type(id)).unitClass().equals("scout")) scouts.add(id);
            if (e.owner(id) != me || e.state(id) != Entities.ALIVE || e.type(id) != p.form(villager)) continue;
            villagers.add(id);
            int order = e.order(id);
            if (order == OrderKind.IDLE) idle.add(id);
            else if (order == OrderKind.GATHER && e.valid(e.target(id))) {
                Resource r = rules.type(e.type(e.target(id))).resource();
                if (r != null) {
                    gatherers[r.ordinal()]++;
                    on.get(r.ordinal()).add(id);
                }
            }
        }
        IntList buildings = e.buildings();
        for (int k = 0; k < buildings.size(); k++) {
            int id = buildings.get(k);
            if (e.owner(id) != me) continue;
            if (e.type(id) == townCenter && e.state(id) == Entities.ALIVE) centers.add(id);
            if (e.type(id) == house && e.state(id) == Entities.FOUNDATION) houseLaid = true;
        }
        train(p, centers, villagers.size());
        if (!centers.isEmpty()) for (int sc : scouts) scout(sc, centers.get(0));
        if (!houseLaid && p.popHeadroom() <= HOUSE_MARGIN && !centers.isEmpty() && !villagers.isEmpty()) {
            int builder = idle.isEmpty() ? villagers.get(villagers.size() - 1) : idle.remove(0);
            layHouse(p, builder, centers.get(0));
        }
        for (int v : idle) {
            int[] last = sent.get(v);
            if (last != null && m.timeMs() - last[1] < 30_000 && e.present(last[0])) unreachable.add(last[0]);
        }
        for (int v : idle) {
            int r = neediest(gatherers, villagers.size());
            int source = nearest(v, r, gathering);
            if (source == 0) {
                // nothing of that kind in sight: any resource will do
                for (int other = 0; other < Resource.COUNT && source == 0; other++) source = nearest(v, other, gathering);
            }
            if (source == 0) continue;
            Result res = seat.execute(new Gather(me, new int[] {v}, source));
            sent.put(v, new int[] {source, (int) m.timeMs()});
            if (res.accepted()) {
                Resource got = rules.type(e.type(source)).resource();
                if (got != null) gatherers[got.ordinal()]++;
            }
        }
        rebalance(gatherers, on, villagers.size(), gathering);
        lastTrace = villagers.size() + " villagers, " + idle.size() + " were idle, gatherers food " + gatherers[0] + " wood "
                + gatherers[1] + " gold " + gatherers[2] + " stone " + gatherers[3];
    }

    private void train(PlayerState p, List<Integer> centers, int villagers) {
        Production production = m.find(Production.class).orElse(null);
        int queued = 0;
        for (int tc : centers) {
            int[] q = production == null ? new int[0] : production.queue(tc);
            queued += q.length;
            if (q.length >= 2 || villagers + queued >= VILLAGERS) continue;
            Result r = seat.execute(new Train(seat.seat(), tc, rules.type(p.form(villager)).word(), 1));
            if (r.accepted()) queued++;
        }
    }

    /**
     * One villager a think moves from the resource furthest above its share to the one furthest
     * below, when both are off by a whole villager: what idle villagers alone never mend (every
     * villager busy on wood while the food has nobody).
     */
    private void rebalance(int[] gatherers, List<List<Integer>> on, int villagers, Gathering gathering) {
        int below = -1, above = -1;
        long most = 0, least = 0;
        for (int r = 0; r < Resource.COUNT; r++) {
            long gap = (long) SHARES[r] * villagers - 10L * gatherers[r];
            if (SHARES[r] > 0 && gap >= 10 && gap > most) {
                most = gap;
                below = r;
            }
            if (gap <= -10 && gap < least && !on.get(r).isEmpty()) {
                least = gap;
                above = r;
            }
        }
        if (below < 0 || above < 0) return;
        int v = on.get(above).get(0);
        int source = nearest(v, below, gathering);
        if (source == 0) return;
        if (seat.execute(new Gather(seat.seat(), new int[] {v}, source)).accepted()) sent.put(v, new int[] {source, (int) m.timeMs()});
    }

    /** The resource furthest below its share of the villagers. */
    private static int neediest(int[] gatherers, int villagers) {
        int best = 0;
        long bestGap = Long.MIN_VALUE;
        for (int r = 0; r < Resource.COUNT; r++) {
            if (SHARES[r] == 0) continue;
            long gap = (long) SHARES[r] * villagers - 10L * gatherers[r];
            if (gap > bestGap) {
                bestGap = gap;
                best = r;
            }
        }
        return best;
    }

    /** The nearest thing holding the resource that the villager can gather, on ground its seat has explored; 0 if none. */
    private int nearest(int v, int resource, Gathering gathering) {
        Entities e = m.entities();
        Grid g = m.grid();
        int me = seat.seat();
        int best = 0;
        long bestD = Long.MAX_VALUE;
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id) || e.amount(id) <= 0 || unreachable.contains(id)) continue;
            TypeDef d = rules.type(e.type(id));
            if (d.resource() == null || d.resource().ordinal() != resource) continue;
            if (d.kind() == TypeKind.BUILDING && e.owner(id) != me) continue;
            if (d.kind() != TypeKind.BUILDING && e.owner(id) != 0 && e.owner(id) != me) continue;
            int t = g.tileAt(e.x(id), e.y(id));
            if (t < 0 || !m.sight().explored(me, t)) continue;
            long dx = e.x(id) - e.x(v), dy = e.y(id) - e.y(v);
            long dist = dx * dx + dy * dy;
            if (dist >= bestD) continue;
            if (gathering != null && gathering.taskFor(v, id) < 0) continue;
            bestD = dist;
            best = id;
        }
        return best;
    }

    /**
     * An idle scout rides to a point drawn from the seat's own stream, further out as the match
     * goes on, so the villagers find what there is to gather beyond the town.
     */
    private void scout(int unit, int tc) {
        Entities e = m.entities();
        int size = m.grid().size() * Grid.TILE;
        int reach = Math.min(size / 2, (12 + (int) (m.timeMs() / 20_000)) * Grid.TILE);
        int x = Math.max(500, Math.min(size - 500, e.x(tc) + seat.random().between(-reach, reach)));
        int y = Math.max(500, Math.min(size - 500, e.y(tc) + seat.random().between(-reach, reach)));
        seat.execute(new org.openaok.sim.api.command.Move(seat.seat(), new int[] {unit}, x, y));
    }

    /** A house on the first free site in rings round the Town Center, nearest ring first. */
    private void layHouse(PlayerState p, int builder, int tc) {
        Siting siting = m.find(Siting.class).orElse(null);
        if (siting == null || house < 0) return;
        Entities e = m.entities();
        if (!p.affords(costOf(p, house), null)) return;
        int cx = e.x(tc) / Grid.TILE, cy = e.y(tc) / Grid.TILE;
        for (int ring = 4; ring <= 14; ring += 2) {
            for (int i = -ring; i <= ring; i += 2) {
                int[][] spots = {{cx + i, cy - ring}, {cx + ring, cy + i}, {cx - i, cy + ring}, {cx - ring, cy - i}};
                for (int[] s : spots) {
                    if (siting.whyNot(seat.seat(), house, s[0], s[1]) != null) continue;
                    if (seat.execute(new Build(seat.seat(), new int[] {builder}, rules.type(house).word(), s[0], s[1])).accepted()) return;
                }
            }
        }
    }

    private static int[] costOf(PlayerState p, int type) {
        int[] c = new int[Resource.COUNT];
        for (Resource r : Resource.values()) c[r.ordinal()] = p.stats(type).cost(r);
        return c;
    }

    @Override
    public String trace() { return lastTrace; }
}
