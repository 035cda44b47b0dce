package org.openaok.sim.internal.engine;

import java.util.ArrayList;
import java.util.List;

import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Lifecycle;

/**
 * Things coming and going, with their bookkeeping in one place: counts and population, the tiles
 * buildings and trees block, the units' tiles, the events and the listeners.
 */
final class Things implements Lifecycle {
    /** The largest unit radius the data may give; collision checks look this far. */
    static final int MAX_RADIUS = 1500;

    private final Rules rules;
    private final Entities e;
    private final Grid grid;
    private final PlayerState[] players;
    private final Events events;
    private final IntSupplier tick;
    private final List<Listener> listeners = new ArrayList<>();

    interface IntSupplier { int get(); }

    Things(Rules rules, Entities e, Grid grid, PlayerState[] players, Events events, IntSupplier tick) {
        this.rules = rules;
        this.e = e;
        this.grid = grid;
        this.players = players;
        this.events = events;
        this.tick = tick;
    }

    @Override
    public void addListener(Listener l) { listeners.add(l); }

    private PlayerState player(int seat) { return seat >= 0 && seat < players.length ? players[seat] : null; }

    private Stats stats(int owner, int type) {
        PlayerState p = player(owner);
        return p != null ? p.stats(type) : rules.type(type).base();
    }

    // ---- units

    @Override
    public int spawnUnit(int type, int owner, int x, int y) {
        if (!e.hasRoom()) return 0;
        int[] spot = freeSpot(type, owner, x, y);
        if (spot == null) return 0;
        return createUnit(type, owner, spot[0], spot[1]);
    }

    /** A unit exactly where it is put (the map's starting units, checked by the caller). */
    int createUnit(int type, int owner, int x, int y) {
        Stats s = stats(owner, type);
        int id = e.create(type, owner, x, y, s.hp(), Entities.ALIVE, 1, tick.get());
        // an animal carries its food from birth
        if (rules.type(type).amount() > 0) e.setAmount(id, rules.type(type).amount());
        grid.place(id, x, y);
        PlayerState p = player(owner);
        if (p != null && owner > 0) {
            p.addCount(type, 1, 1);
            p.addPopulation(s.pop() / 1000);
        }
        events.add(Events.CREATED, tick.get(), owner, 0, id, type);
        for (Listener l : listeners) l.created(id);
        return id;
    }

    /** The nearest point within six tiles to (x, y) where the unit may stand, searched in a fixed order. */
    int[] freeSpot(int type, int owner, int x, int y) {
        if (canStand(type, owner, x, y, 0)) return new int[] {x, y};
        int step = 250;
        for (int ring = 1; ring <= 24; ring++) {
            int d = ring * step;
            // the ring's points, walked from the east round counter-clockwise
            for (int k = 0; k < 8 * ring; k++) {
                int side = k / (2 * ring), along = k % (2 * ring) - ring;
                int px, py;
                switch (side) {
                    case 0 -> { px = x + d; py = y + along * step; }
                    case 1 -> { px = x - along * step; py = y + d; }
                    case 2 -> { px = x - d; py = y - along * step; }
                    default -> { px = x + along * step; py = y - d; }
                }
                if (canStand(type, owner, px, py, 0)) return new int[] {px, py};
            }
        }
        return null;
    }

    @Override
    public boolean canStand(int type, int owner, int x, int y, int ignore) {
        int t = grid.tileAt(x, y);
        if (t < 0) return false;
        TypeDef d = rules.type(type);
        int mask = d.movement() == 0 ? 1 : d.movement();
        if (!grid.passable(t, mask)) return false;
        return overlapping(x, y, d.radius(), ignore) == 0;
    }

    /** A unit on the map whose footprint overlaps a circle, or 0. */
    int overlapping(int x, int y, int radius, int ignore) {
        int reach = (radius + MAX_RADIUS) / Grid.TILE + 1;
        int tx = x / Grid.TILE, ty = y / Grid.TILE;
        for (int cy = ty - reach; cy <= ty + reach; cy++) {
            for (int cx = tx - reach; cx <= tx + reach; cx++) {
                if (!grid.inside(cx, cy)) continue;
                for (int o = grid.firstInCell(grid.tile(cx, cy)); o != 0; o = grid.nextInCell(o)) {
                    if (o == ignore || e.state(o) != Entities.ALIVE) continue;
                    int r = radius + rules.type(e.type(o)).radius();
                    long dx = e.x(o) - x, dy = e.y(o) - y;
                    if (dx * dx + dy * dy < (long) r * r) return o;
                }
            }
        }
        return 0;
    }

    // ---- buildings

    @Override
    public int placeBuilding(int type, int owner, int tileX, int tileY, boolean finished) {
        if (!e.hasRoom()) return 0;
        TypeDef d = rules.type(type);
        int cx = tileX * Grid.TILE + d.width() * Grid.TILE / 2, cy = tileY * Grid.TILE + d.height() * Grid.TILE / 2;
        Stats s = stats(owner, type);
        int hp = finished ? s.hp() : Math.max(1000, s.hp() / 100);
        int id = e.create(type, owner, cx, cy, hp, finished ? Entities.ALIVE : Entities.FOUNDATION, 2, tick.get());
        if (d.amount() > 0) e.setAmount(id, s.get(Attr.FOOD) > 0 ? s.get(Attr.FOOD) : d.amount());
        for (int y = tileY; y < tileY + d.height(); y++) {
            for (int x = tileX; x < tileX + d.width(); x++) {
                if (!grid.inside(x, y)) continue;
                grid.setSite(grid.tile(x, y), id);
                if (d.blocks()) grid.setBlocker(grid.tile(x, y), id);
            }
        }
        if (d.blocks()) ejectFrom(tileX, tileY, d.width(), d.height());
        PlayerState p = player(owner);
        if (p != null && owner > 0) p.addCount(type, 0, 1);
        events.add(Events.CREATED, tick.get(), owner, 0, id, type);
        for (Listener l : listeners) l.created(id);
        if (finished) finish(id);
        return id;
    }

    /** Units standing on a new footprint step off it to the nearest free spot. */
    private void ejectFrom(int tileX, int tileY, int w, int h) {
        for (int y = tileY - 1; y <= tileY + h; y++) {
            for (int x = tileX - 1; x <= tileX + w; x++) {
                if (!grid.inside(x, y)) continue;
                int t = grid.tile(x, y);
                for (int o = grid.firstInCell(t); o != 0; ) {
                    int next = grid.nextInCell(o);
                    if (e.state(o) == Entities.ALIVE && !grid.passable(t, Math.max(1, rules.type(e.type(o)).movement()))) {
                        int[] spot = freeSpot(e.type(o), e.owner(o), e.x(o), e.y(o));
                        if (spot != null) {
                            e.setPosition(o, spot[0], spot[1]);
                            grid.place(o, spot[0], spot[1]);
                        }
                    }
                    o = next;
                }
            }
        }
    }

    @Override
    public void finish(int id) {
        int owner = e.owner(id), type = e.type(id);
        Stats s = stats(owner, type);
        if (e.state(id) == Entities.FOUNDATION) e.setState(id, Entities.ALIVE);
        PlayerState p = player(owner);
        if (p != null && owner > 0) {
            p.addCount(type, 1, 0);
            p.addPopRoom(s.get(Attr.POP_ROOM) / 1000);
        }
        events.add(Events.FINISHED, tick.get(), owner, 0, id, type);
        for (Listener l : listeners) l.finished(id);
    }

    // ---- removal, conversion, upgrades

    @Override
    public void remove(int id, int killer) {
        if (!e.valid(id)) return;
        byte st = e.state(id);
        if (st == Entities.DEAD || st == Entities.FREE) return;
        int owner = e.owner(id), type = e.type(id);
        TypeDef d = rules.type(type);
        PlayerState p = player(owner);
        if (p != null && owner > 0) {
            if (d.isUnit() && (st == Entities.ALIVE || st == Entities.GARRISONED)) {
                p.addCount(type, -1, -1);
                p.addPopulation(-stats(owner, type).pop() / 1000);
            } else if (d.isBuilding()) {
                if (st == Entities.ALIVE) {
                    p.addCount(type, -1, -1);
                    p.addPopRoom(-stats(owner, type).get(Attr.POP_ROOM) / 1000);
                } else if (st == Entities.FOUNDATION) {
                    p.addCount(type, 0, -1);
                }
            }
        }
        clearFootprint(id);
        grid.lift(id);
        e.kill(id);
        events.add(Events.DIED, tick.get(), owner, killer > 0 ? e.owner(killer) : 0, id, type);
        for (Listener l : listeners) l.removed(id);
    }

    private void clearFootprint(int id) {
        TypeDef d = rules.type(e.type(id));
        if (d.isUnit()) return;
        int tx = (e.x(id) - d.width() * Grid.TILE / 2) / Grid.TILE, ty = (e.y(id) - d.height() * Grid.TILE / 2) / Grid.TILE;
        for (int y = ty; y < ty + d.height(); y++) {
            for (int x = tx; x < tx + d.width(); x++) {
                if (!grid.inside(x, y)) continue;
                int t = grid.tile(x, y);
                if (grid.blocker(t) == id) grid.setBlocker(t, 0);
                if (grid.site(t) == id) grid.setSite(t, 0);
            }
        }
    }

    @Override
    public void convert(int id, int newOwner) {
        int from = e.owner(id);
        if (from == newOwner) return;
        int type = e.type(id);
        TypeDef d = rules.type(type);
        boolean counted = e.state(id) == Entities.ALIVE || e.state(id) == Entities.GARRISONED;
        PlayerState a = player(from), b = player(newOwner);
        int pop = d.isUnit() ? stats(from, type).pop() / 1000 : 0;
        if (a != null && from > 0 && counted) {
            a.addCount(type, -1, -1);
            a.addPopulation(-pop);
            if (d.isBuilding()) a.addPopRoom(-stats(from, type).get(Attr.POP_ROOM) / 1000);
        }
        e.setOwner(id, newOwner);
        if (b != null && newOwner > 0 && counted) {
            b.addCount(type, 1, 1);
            b.addPopulation(d.isUnit() ? stats(newOwner, type).pop() / 1000 : 0);
            if (d.isBuilding()) b.addPopRoom(stats(newOwner, type).get(Attr.POP_ROOM) / 1000);
        }
        events.add(Events.CONVERTED, tick.get(), newOwner, from, id, type);
        for (Listener l : listeners) l.ownerChanged(id, from);
    }

    @Override
    public void transform(int id, int newType) {
        int old = e.type(id), owner = e.owner(id);
        if (old == newType) return;
        Stats so = stats(owner, old), sn = stats(owner, newType);
        boolean counted = e.state(id) == Entities.ALIVE || e.state(id) == Entities.GARRISONED;
        PlayerState p = player(owner);
        if (p != null && owner > 0) {
            p.addCount(old, counted ? -1 : 0, -1);
            p.addCount(newType, counted ? 1 : 0, 1);
            if (counted && rules.type(old).isUnit()) p.addPopulation(sn.pop() / 1000 - so.pop() / 1000);
            if (counted && rules.type(old).isBuilding()) p.addPopRoom((sn.get(Attr.POP_ROOM) - so.get(Attr.POP_ROOM)) / 1000);
        }
        // the damage taken stays: an upgraded unit is no more healed than it was
        int damage = so.hp() - e.hp(id);
        e.setType(id, newType);
        e.setHp(id, Math.max(1000, sn.hp() - Math.max(0, damage)));
        for (Listener l : listeners) l.typeChanged(id, old);
    }

    @Override
    public void fell(int id) {
        if (e.state(id) != Entities.ALIVE) return;
        TypeDef d = rules.type(e.type(id));
        if (d.isUnit()) {
            int owner = e.owner(id);
            PlayerState p = player(owner);
            if (p != null && owner > 0) {
                p.addCount(e.type(id), -1, -1);
                p.addPopulation(-stats(owner, e.type(id)).pop() / 1000);
            }
            grid.lift(id);
            events.add(Events.DIED, tick.get(), owner, 0, id, e.type(id));
        }
        e.setState(id, Entities.FELLED);
    }

    @Override
    public void enter(int unit, int container) {
        e.setState(unit, Entities.GARRISONED);
        e.setContainer(unit, container);
        grid.lift(unit);
        for (Listener l : listeners) l.garrisoned(unit, container);
    }

    @Override
    public void leave(int unit, int x, int y) {
        e.setState(unit, Entities.ALIVE);
        e.setContainer(unit, 0);
        e.setPosition(unit, x, y);
        grid.place(unit, x, y);
        for (Listener l : listeners) l.ungarrisoned(unit);
    }

    @Override
    public void struck(int victim, int attacker) {
        events.add(Events.STRUCK, tick.get(), e.owner(victim), attacker > 0 ? e.owner(attacker) : 0, victim, attacker);
        for (Listener l : listeners) l.struck(victim, attacker);
    }

    /** A Gaia thing that never moves: a tree, a mine, a bush, fish, a relic, a rock. */
    int createStatic(int type, int x, int y) {
        TypeDef d = rules.type(type);
        int id = e.create(type, 0, x, y, d.base().hp(), Entities.ALIVE, 0, tick.get());
        e.setAmount(id, d.amount());
        // a cliff's tiles are closed by the map's own cliff flag, not by the piece
        if (d.blocks() && !d.unitClass().equals("cliff")) {
            int tx0 = (x - d.width() * Grid.TILE / 2) / Grid.TILE, ty0 = (y - d.height() * Grid.TILE / 2) / Grid.TILE;
            for (int ty = ty0; ty < ty0 + d.height(); ty++)
                for (int tx = tx0; tx < tx0 + d.width(); tx++)
                    if (grid.inside(tx, ty) && grid.blocker(grid.tile(tx, ty)) == 0) grid.setBlocker(grid.tile(tx, ty), id);
        }
        return id;
    }
}
