package org.openaok.ai.play.internal;

import java.util.Arrays;
import java.util.function.IntConsumer;

import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.world.MapView;
import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.ObjectView;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;

/**
 * The match's objects and map as one computer seat's UserPatch searches see them, through its
 * fog: its own and its allies' things in full; another player's buildings it has seen (until it
 * sees them gone) and units it sees now; gaia's animals it sees and gaia's resources on ground it
 * has explored. Gaia's resources that never move are not in the match's lists: they are read off
 * the explored tiles once a think, when a search first asks for them.
 */
final class KnownObjects implements ObjectView, MapView {
    private final Seat s;
    private final Vocabulary vocabulary = Vocabulary.standard();
    /** Per UserPatch kind asked: which of the match's types it takes. */
    private final java.util.Map<Integer, boolean[]> kinds = new java.util.HashMap<>();
    /** Gaia's resources on explored ground, ascending ids, as of {@link #gaiaAt}. */
    private int[] gaia = new int[0];
    private long gaiaAt = -1;
    private final IntList scratch = new IntList(256);

    KnownObjects(Seat seat) { this.s = seat; }

    private Entities e() { return s.e(); }

    /** Whether the observer knows of the thing now. */
    private boolean known(int id) {
        Entities e = e();
        if (!e.valid(id)) return false;
        byte st = e.state(id);
        if (st == Entities.DEAD || st == Entities.FREE) return false;
        int o = e.owner(id);
        if (o == s.player || (o > 0 && s.knowledge.allied(o))) return true;
        if (o > 0 && s.catalog.rules.type(e.type(id)).isBuilding()) return s.knowledge.knows(id) || s.knowledge.sees(id);
        if (st == Entities.GARRISONED) return false;
        if (o == 0 && !e.isListedUnit(id) && !e.isListedBuilding(id)) {
            int t = s.grid().tileAt(e.x(id), e.y(id));
            return t >= 0 && (s.vision == null || s.vision.explored(s.player, t));
        }
        return s.knowledge.sees(id);
    }

    // ---- ObjectView

    @Override
    public void objects(int observer, int owner, IntConsumer out) {
        Entities e = e();
        if (owner == 0) {
            gaia();
            // gaia's listed things (animals, relics) and its resources on the ground, merged by id
            scratch.clear();
            collect(e.units(), 0);
            collect(e.buildings(), 0);
            int[] listed = new int[scratch.size()];
            for (int k = 0; k < listed.length; k++) listed[k] = scratch.get(k);
            Arrays.sort(listed);
            int i = 0, j = 0;
            while (i < listed.length || j < gaia.length) {
                if (j >= gaia.length || (i < listed.length && listed[i] < gaia[j])) out.accept(listed[i++]);
                else if (i >= listed.length || gaia[j] < listed[i]) out.accept(gaia[j++]);
                else { out.accept(listed[i++]); j++; }
            }
            return;
        }
        scratch.clear();
        collect(e.units(), owner);
        collect(e.buildings(), owner);
        int[] ids = new int[scratch.size()];
        for (int k = 0; k < ids.length; k++) ids[k] = scratch.get(k);
        Arrays.sort(ids);
        for (int id : ids) out.accept(id);
    }

    private void collect(IntList list, int owner) {
        Entities e = e();
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            if (e.owner(id) == owner && known(id)) scratch.add(id);
        }
    }

    /** Reads gaia's resources off the explored tiles, once a think. */
    private void gaia() {
        long now = s.now();
        if (gaiaAt == now) return;
        gaiaAt = now;
        Grid g = s.grid();
        Entities e = e();
        java.util.BitSet seen = new java.util.BitSet();
        for (int t = 0, n = g.tiles(); t < n; t++) {
            int b = g.blocker(t);
            if (b == 0 || e.owner(b) != 0 || seen.get(b)) continue;
            if (s.vision != null && !s.vision.explored(s.player, t)) continue;
            if (e.state(b) == Entities.DEAD || s.catalog.rules.type(e.type(b)).resource() == null) continue;
            seen.set(b);
        }
        gaia = seen.stream().toArray();
    }

    @Override
    public boolean is(int id, int kind) {
        Entities e = e();
        if (!e.valid(id)) return false;
        if (kind == -1) return true;
        boolean[] takes = kinds.computeIfAbsent(kind, this::typesOf);
        int t = e.type(id);
        return t >= 0 && t < takes.length && takes[t];
    }

    /** The match's types a UserPatch kind takes: a type (its line's forms too), a line, or a class. */
    private boolean[] typesOf(int kind) {
        var types = s.catalog.rules.types();
        boolean[] takes = new boolean[types.size()];
        if (kind >= 900 && kind < 1000) {
            for (TypeDef d : types) if (vocabulary.classOf(d.id()) == kind) takes[d.index()] = true;
            return takes;
        }
        for (int t : s.catalog.types(kind)) takes[t] = true;
        // a unit's id finds its upgrades too, as UserPatch's line matching does
        for (TypeDef d : types) if (d.isUnit() && s.catalog.identity(d.index()) == kind) takes[d.index()] = true;
        return takes;
    }

    @Override
    public int data(int observer, int id, int field) {
        if (!known(id)) return ObjectField.NONE;
        Entities e = e();
        TypeDef d = s.catalog.rules.type(e.type(id));
        int owner = e.owner(id);
        Stats st = owner > 0 ? s.m.player(owner).stats(d.index()) : d.base();
        return switch (field) {
            case ObjectField.ID -> id;
            case ObjectField.TYPE -> d.id();
            case ObjectField.BASE_TYPE, ObjectField.UPGRADE_TYPE -> d.isUnit() ? s.catalog.identity(d.index()) : d.id();
            case ObjectField.CLASS -> vocabulary.classOf(d.id());
            case ObjectField.CATEGORY -> d.kind() == TypeKind.BUILDING ? 80 : d.isUnit() ? 70 : 30;
            case ObjectField.CMDID -> cmdId(d);
            case ObjectField.ACTION -> action(e.order(id));
            case ObjectField.ORDER -> action(e.order(id)) < 0 ? -1 : action(e.order(id)) + 100;
            case ObjectField.TARGET_ID, ObjectField.TARGET -> e.target(id) == 0 ? -1 : e.target(id);
            case ObjectField.POINT_X -> e.x(id) / Grid.TILE;
            case ObjectField.POINT_Y -> e.y(id) / Grid.TILE;
            case ObjectField.PRECISE_X -> e.x(id) / 10;
            case ObjectField.PRECISE_Y -> e.y(id) / 10;
            case ObjectField.POINT_Z, ObjectField.PRECISE_Z -> {
                int t = s.grid().tileAt(e.x(id), e.y(id));
                yield t < 0 ? 0 : s.grid().elevation(t) * (field == ObjectField.PRECISE_Z ? 100 : 1);
            }
            case ObjectField.TILE_POSITION -> (e.y(id) / Grid.TILE) * s.grid().size() + e.x(id) / Grid.TILE;
            case ObjectField.HITPOINTS -> e.hp(id) / 1000;
            case ObjectField.MAXHP -> st.hp() / 1000;
            case ObjectField.RANGE -> st.range() / 1000;
            case ObjectField.SPEED -> st.speed() / 10;
            case ObjectField.DROPSITE -> d.dropsite() != 0 ? 1 : 0;
            case ObjectField.RESOURCE -> d.resource() == null ? -1 : Catalog.languageResource(d.resource().ordinal());
            case ObjectField.CARRY -> d.resource() != null || d.isUnit() ? e.amount(id) / 1000 : 0;
            case ObjectField.GARRISONED -> e.state(id) == Entities.GARRISONED ? 1 : 0;
            case ObjectField.GARRISON_ID -> e.state(id) == Entities.GARRISONED ? e.container(id) : -1;
            case ObjectField.GARRISON_COUNT -> garrisoned(id);
            case ObjectField.STATUS -> status(id, d, owner);
            case ObjectField.PLAYER -> owner;
            case ObjectField.MAP_ZONE_ID -> s.land.landNear(e.x(id), e.y(id));
            case ObjectField.ON_MAINLAND -> {
                int[] h = s.home();
                yield h != null && s.land.landNear(e.x(id), e.y(id)) == s.land.landNear(h[0], h[1]) ? 1 : 0;
            }
            case ObjectField.IDLING -> e.order(id) == OrderKind.IDLE ? 1 : 0;
            case ObjectField.MOVE_X -> e.targetX(id) / Grid.TILE;
            case ObjectField.MOVE_Y -> e.targetY(id) / Grid.TILE;
            case ObjectField.PRECISE_MOVE_X -> e.targetX(id) / 10;
            case ObjectField.PRECISE_MOVE_Y -> e.targetY(id) / 10;
            case ObjectField.RELOAD_TIME -> st.reload();
            case ObjectField.TRAIN_TIME -> st.time() / 1000;
            case ObjectField.PROGRESS_VALUE -> e.state(id) == Entities.FOUNDATION ? e.progress(id) / 10 : 0;
            default -> ObjectField.NONE;
        };
    }

    private int garrisoned(int container) {
        Entities e = e();
        int n = 0;
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.state(u) == Entities.GARRISONED && e.container(u) == container) n++;
        }
        return n;
    }

    private static int status(int id, TypeDef d, int owner, Entities e) {
        // a standing tree or mine is ready, as in UserPatch; what became a resource (a carcass, a felled tree) is status-resource
        return switch (e.state(id)) {
            case Entities.FOUNDATION -> ObjectField.STATUS_PENDING;
            case Entities.FELLED -> ObjectField.STATUS_RESOURCE;
            case Entities.DEAD -> ObjectField.STATUS_DOWN;
            default -> ObjectField.STATUS_READY;
        };
    }

    private int status(int id, TypeDef d, int owner) { return status(id, d, owner, e()); }

    private int cmdId(TypeDef d) {
        return switch (s.catalog.role(d.index())) {
            case VILLAGER -> ObjectField.CMD_VILLAGER;
            case MONK -> ObjectField.CMD_MONK;
            case TRADE -> ObjectField.CMD_TRADE;
            case TRANSPORT -> ObjectField.CMD_TRANSPORT;
            case FISHING_SHIP -> ObjectField.CMD_FISHING_SHIP;
            case HERDABLE, PREY, BOAR, PREDATOR -> ObjectField.CMD_LIVESTOCK_GAIA;
            case SOLDIER, SCOUT, SIEGE, WARSHIP, KING -> ObjectField.CMD_MILITARY;
            default -> d.isBuilding() ? (s.catalog.economic(d.index()) ? ObjectField.CMD_CIVILIAN_BUILDING : ObjectField.CMD_MILITARY_BUILDING)
                    : d.has("relic") ? ObjectField.CMD_RELIC : -1;
        };
    }

    /** UserPatch's action ids (actionid-*, the vocabulary's) for the match's orders; its order ids are these plus 100. */
    private static int action(byte order) {
        return switch (order) {
            case OrderKind.MOVE -> 610;
            case OrderKind.GATHER -> 609;
            case OrderKind.BUILD -> 602;
            case OrderKind.REPAIR -> 618;
            case OrderKind.ATTACK, OrderKind.ATTACK_MOVE -> 600;
            case OrderKind.GARRISON -> 617;
            case OrderKind.PATROL -> 611;
            case OrderKind.FOLLOW -> 612;
            case OrderKind.CONVERT -> 604;
            case OrderKind.HEAL -> 603;
            case OrderKind.TRADE -> 615;
            case OrderKind.PICK_UP -> 631;
            default -> -1;
        };
    }

    // ---- MapView

    @Override public int size() { return s.grid().size(); }

    @Override
    public int terrain(int x, int y) {
        Grid g = s.grid();
        return g.inside(x, y) ? g.terrain(g.tile(x, y)) : -1;
    }

    @Override
    public int elevation(int x, int y) {
        Grid g = s.grid();
        return g.inside(x, y) ? g.elevation(g.tile(x, y)) : 0;
    }

    @Override
    public int zone(int x, int y) {
        Grid g = s.grid();
        if (!g.inside(x, y)) return -1;
        int t = g.tile(x, y);
        int land = s.land.landOfTile(t);
        return land != 0 ? land : 1000 + s.land.waterOfTile(t);
    }

    @Override
    public int explored(int observer, int x, int y) {
        Grid g = s.grid();
        if (!g.inside(x, y)) return 0;
        if (s.vision == null) return 15;
        int t = g.tile(x, y);
        return s.vision.visible(s.player, t) ? 15 : s.vision.explored(s.player, t) ? 128 : 0;
    }

    @Override
    public int objectAt(int x, int y, int kind) {
        Grid g = s.grid();
        if (!g.inside(x, y)) return -1;
        int t = g.tile(x, y);
        int best = -1;
        int b = g.blocker(t);
        if (b != 0 && is(b, kind)) best = b;
        for (int id = g.firstInCell(t); id != 0; id = g.nextInCell(id)) {
            if (is(id, kind) && (best < 0 || id < best)) best = id;
        }
        return best;
    }

    private PathDistances paths;

    @Override
    public int pathDistance(int id, int x, int y, boolean exact) {
        Entities e = e();
        Grid g = s.grid();
        if (!e.valid(id) || !g.inside(x, y)) return 65535;
        int movement = s.catalog.rules.type(e.type(id)).movement();
        if (movement == 0) movement = Land.LAND;
        // another landmass is out of a land walker's reach without searching
        if ((movement & Land.WATER) == 0) {
            int from = s.land.landNear(e.x(id), e.y(id)), to = s.land.landNear(x * Grid.TILE + 500, y * Grid.TILE + 500);
            if (from == 0 || from != to) return PathDistances.UNREACHABLE;
        }
        if (paths == null) paths = new PathDistances(s);
        return paths.distance(e.x(id), e.y(id), x, y, movement, exact);
    }
}
