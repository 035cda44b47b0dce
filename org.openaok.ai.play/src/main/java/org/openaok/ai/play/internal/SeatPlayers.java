package org.openaok.ai.play.internal;

import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.PlayerView;
import org.openaok.ai.world.Quantity;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;

/**
 * What UserPatch's facts ask about the players, read off the match for one seat: stockpiles and
 * counters, where a player is (for another player: its building nearest the seat's town that the
 * seat knows of), the enemies in a player's town, idle and pending things, research states, costs
 * and type data as each player's civilisation and research make them; the last threat and
 * projectiles from the blows struck at the seat ({@link Threats}), the chat lines that reached it.
 */
final class SeatPlayers implements PlayerView {
    private final Seat s;
    private final MatchWorld world;
    private final KnownObjects objects;
    /** The blows struck at the seat, for the threat and projectile facts. */
    final Threats threats;
    /** The chat lines that reached the seat, for up-store-player-chat. */
    final ChatHeard chat;

    SeatPlayers(Seat seat, MatchWorld world, KnownObjects objects) {
        this.s = seat;
        this.world = world;
        this.objects = objects;
        this.threats = new Threats(seat);
        this.chat = new ChatHeard(seat);
        seat.m.find(org.openaok.sim.api.system.Chats.class).ifPresent(c -> c.listen(chat));
    }

    private boolean valid(int player) { return player >= 1 && player <= s.m.players(); }

    @Override
    public int resource(int player, int amount) {
        if (!valid(player)) return 0;
        PlayerState p = s.m.player(player);
        return switch (amount) {
            case 0 -> (int) (p.stock(Resource.FOOD) / 1000);
            case 1 -> (int) (p.stock(Resource.WOOD) / 1000);
            case 2 -> (int) (p.stock(Resource.STONE) / 1000);
            case 3 -> (int) (p.stock(Resource.GOLD) / 1000);
            case 4 -> world.quantity(player, Quantity.POPULATION_CAP);
            case 6 -> world.quantity(player, Quantity.CURRENT_AGE);
            case 11 -> world.quantity(player, Quantity.POPULATION);
            case 32 -> p.popCap();
            case 37 -> world.quantity(player, Quantity.CIVILIAN_POPULATION);
            case 40 -> world.quantity(player, Quantity.MILITARY_POPULATION);
            default -> 0;
        };
    }

    @Override
    public boolean home(int observer, int player, int[] out) {
        if (!valid(player)) return false;
        if (player == s.player) {
            int[] h = s.home();
            if (h == null) return false;
            out[0] = h[0] / Grid.TILE;
            out[1] = h[1] / Grid.TILE;
            return true;
        }
        int[] mine = s.home();
        Entities e = s.e();
        IntList bs = e.buildings();
        long best = Long.MAX_VALUE;
        int found = 0;
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) != player || objects.data(observer, b, ObjectField.ID) != b) continue;
            long d = mine == null ? 0 : Seat.dist2(e.x(b), e.y(b), mine[0], mine[1]);
            if (d < best) {
                best = d;
                found = b;
            }
        }
        if (found == 0) return false;
        out[0] = e.x(found) / Grid.TILE;
        out[1] = e.y(found) / Grid.TILE;
        return true;
    }

    @Override
    public int inTown(int player, InTown what, int kind) {
        if (player != s.player) return 0;
        Entities e = s.e();
        int n = 0;
        IntList list = what == InTown.BUILDINGS ? e.buildings() : e.units();
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            int o = e.owner(id);
            if (o <= 0 || s.ps().stance(o) != org.openaok.sim.api.state.Stance.ENEMY || !e.alive(id)) continue;
            if (!s.knowledge.sees(id) || !s.inTown(e.x(id), e.y(id))) continue;
            if (what == InTown.VILLAGERS && s.catalog.role(e.type(id)) != Catalog.Role.VILLAGER) continue;
            if (what == InTown.UNITS && s.catalog.role(e.type(id)) == Catalog.Role.VILLAGER) continue;
            if (kind != -1 && !objects.is(id, kind)) continue;
            n++;
        }
        return n;
    }

    @Override
    public int defenders(int player) {
        if (player != s.player) return 0;
        Entities e = s.e();
        int n = 0;
        for (int k = 0; k < s.census.soldiers.size(); k++) {
            int u = s.census.soldiers.get(k);
            if (s.inTown(e.x(u), e.y(u)) && e.target(u) != 0) n++;
        }
        return n;
    }

    @Override
    public int idle(int player, int idleType) {
        if (player != s.player) return 0;
        if (idleType == 0) return s.census.countJob(Census.IDLE);
        Entities e = s.e();
        IntList list = idleType == 2 ? s.census.fishingShips : null;
        if (list == null) return 0;
        int n = 0;
        for (int k = 0; k < list.size(); k++) if (e.order(list.get(k)) == org.openaok.sim.api.state.OrderKind.IDLE) n++;
        return n;
    }

    @Override
    public int pending(int player, int kind) {
        if (player != s.player) return 0;
        Entities e = s.e();
        int n = 0;
        for (int k = 0; k < s.census.foundations.size(); k++) if (objects.is(s.census.foundations.get(k), kind)) n++;
        for (int t : s.catalog.types(kind)) n += Math.max(0, s.ps().countAll(t) - s.ps().count(t));
        // and the buildings waiting in the placement list for a site
        return n + s.executor().standing.placement.count(kind);
    }

    @Override
    public int researchState(int player, int tech) {
        if (!valid(player)) return 0;
        int t = s.catalog.tech(tech);
        if (t < 0) return 0;
        PlayerState p = s.m.player(player);
        if (p.researched(t)) return 3;
        if (p.pending(t)) return 2;
        return s.availability != null && s.availability.canResearch(player, t) ? 1 : 0;
    }

    @Override
    public void threat(int player, int[] out) {
        if (player == s.player) threats.threat(out);
        else java.util.Arrays.fill(out, 0);
    }

    @Override
    public int distance(int observer, int player) {
        int[] there = new int[2];
        int[] mine = s.home();
        if (mine == null || !home(observer, player, there)) return -1;
        return Seat.dist(mine[0], mine[1], there[0] * Grid.TILE + 500, there[1] * Grid.TILE + 500) / Grid.TILE;
    }

    @Override public int color(int player) { return player; }

    @Override public String name(int player) { return valid(player) ? s.m.player(player).name : ""; }

    @Override
    public boolean trainSite(int player, int unit) {
        if (player != s.player) return false;
        int t = s.catalog.makes(unit);
        if (t < 0) return false;
        TypeDef d = s.catalog.rules.type(s.ps().form(t));
        return d.isUnit() && s.census.idleAt(s, d.trainedAt() >= 0 ? d.trainedAt() : s.catalog.rules.type(t).trainedAt()) != 0;
    }

    @Override
    public int typeData(int player, int type, int field) {
        if (!valid(player)) return ObjectField.NONE;
        int t = s.catalog.makes(type);
        if (t < 0) return ObjectField.NONE;
        Stats st = s.m.player(player).stats(t);
        return switch (field) {
            case ObjectField.MAXHP, ObjectField.HITPOINTS -> st.hp() / 1000;
            case ObjectField.RANGE -> st.range() / 1000;
            case ObjectField.SPEED -> st.speed() / 10;
            case ObjectField.TRAIN_TIME -> st.time() / 1000;
            case ObjectField.RELOAD_TIME -> st.reload();
            case ObjectField.CLASS -> org.openaok.ai.lang.Vocabulary.standard().classOf(s.catalog.rules.type(t).id());
            default -> ObjectField.NONE;
        };
    }

    @Override
    public int upgrade(int player, int kind) {
        if (!valid(player)) return -1;
        int t = s.catalog.makes(kind);
        return t < 0 ? -1 : s.catalog.rules.type(s.m.player(player).form(t)).id();
    }

    @Override
    public boolean cost(int player, int thing, boolean research, int[] out) {
        if (!valid(player)) return false;
        PlayerState p = s.m.player(player);
        int[] c;
        if (research) {
            int t = s.catalog.tech(thing);
            if (t < 0) return false;
            c = s.techPrice(player, t);
        } else {
            int t = s.catalog.makes(thing);
            if (t < 0) return false;
            Stats st = p.stats(p.form(t));
            c = new int[Resource.COUNT];
            for (Resource r : Resource.values()) c[r.ordinal()] = st.cost(r);
        }
        for (int r = 0; r < Resource.COUNT; r++) {
            int l = Catalog.languageResource(r);
            if (l >= 0 && l < out.length) out[l] = c[r] / 1000;
        }
        return true;
    }

    @Override
    public void projectile(int player, int type, int[] out) {
        if (player == s.player) {
            threats.projectile(type, out);
            return;
        }
        out[0] = -1;
        out[1] = 0;
        out[2] = 0;
    }

    @Override public String chat(int player) { return chat.last(player); }

    @Override
    public String thingName(int thing, boolean research) {
        if (research) {
            int t = s.catalog.tech(thing);
            return t < 0 ? Integer.toString(thing) : s.catalog.rules.tech(t).word();
        }
        int t = s.catalog.makes(thing);
        return t < 0 ? Integer.toString(thing) : s.catalog.rules.type(t).word();
    }

    @Override public String mapName() { return ""; }

}
