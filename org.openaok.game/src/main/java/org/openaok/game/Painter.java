package org.openaok.game;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.screen.Image;
import org.openaok.api.screen.Sprites;
import org.openaok.preview.TileColours;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Vision;

/**
 * The map as a seat sees it: the ground (terrain colours, with the resources standing on it for
 * when the map is seen from far), the fog over it (black where the seat has not explored, dimmed
 * where it sees nothing now), the things it may see as sprites in their owners' colours with
 * hit-point bars, and the minimap. Seat 0 sees everything. Enemy buildings once seen are
 * remembered where they stood until the seat sees them gone, as in the original.
 */
final class Painter {
    /** Below this many pixels a tile, Gaia's resources are the ground's colour, not sprites. */
    static final double SPRITE_ZOOM = 6;
    static final int FOG_UNEXPLORED = 0xff000000, FOG_EXPLORED = 0x8c000000;

    /** A building as last seen: where it stood and whose it was. */
    record Seen(int type, int owner, int x, int y) {}

    private final Match match;
    private final MatchContext m;
    private final Rules rules;
    private final int size;
    private final int[] terrainRgb;
    final Image ground;
    final Image groundWithThings;
    final Image fog;
    final Image minimap;
    private final Map<Integer, Seen>[] memory;
    private int groundTick = -1000, fogTick = -1, fogSeat = -1, minimapTick = -1000, minimapSeat = -1;
    private int drawn;

    @SuppressWarnings("unchecked")
    Painter(Match match, GameMap map, GameData data) {
        this.match = match;
        this.m = match.context();
        this.rules = m.rules();
        this.size = m.grid().size();
        int[] rgb = null;
        if (map != null && data != null && map.size() == size) {
            try {
                rgb = TileColours.of(map, data, 0, false, false);
            } catch (RuntimeException e) {
                rgb = null;
            }
        }
        if (rgb == null) {
            rgb = new int[size * size];
            Grid g = m.grid();
            for (int t = 0; t < rgb.length; t++) rgb[t] = (g.terrainPass(t) & 1) != 0 ? 0x5a8c3c : 0x2850a0;
        }
        terrainRgb = rgb;
        ground = new Image(size, size);
        for (int t = 0; t < rgb.length; t++) ground.pixels()[t] = 0xff000000 | rgb[t];
        ground.changed();
        groundWithThings = new Image(size, size);
        fog = new Image(size, size);
        minimap = new Image(size, size);
        memory = new Map[m.players() + 1];
        for (int p = 0; p <= m.players(); p++) memory[p] = new HashMap<>();
    }

    int size() { return size; }

    /** Sprites drawn in the last frame. */
    int drawn() { return drawn; }

    /** The ground with Gaia's resources painted in, made again once a second of game time. */
    Image groundWithThings() {
        if (m.tick() - groundTick < 10 && groundTick >= 0) return groundWithThings;
        groundTick = m.tick();
        int[] px = groundWithThings.pixels();
        for (int t = 0; t < px.length; t++) px[t] = 0xff000000 | terrainRgb[t];
        Entities e = m.entities();
        Grid g = m.grid();
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id) || e.isListedUnit(id) || e.isListedBuilding(id)) continue;
            int rgb = Looks.groundRgb(rules.type(e.type(id)));
            if (rgb < 0) continue;
            int t = g.tileAt(e.x(id), e.y(id));
            if (t >= 0) px[t] = 0xff000000 | rgb;
        }
        groundWithThings.changed();
        return groundWithThings;
    }

    private Vision vision() { return m.find(Vision.class).orElse(null); }

    /** The fog as the seat sees it (0: none, all clear). */
    Image fog(int seat) {
        if (fogTick == m.tick() && fogSeat == seat) return fog;
        fogTick = m.tick();
        fogSeat = seat;
        int[] px = fog.pixels();
        Vision v = vision();
        for (int t = 0; t < px.length; t++) {
            if (seat <= 0) px[t] = 0;
            else if (v != null) px[t] = v.visible(seat, t) ? 0 : v.explored(seat, t) ? FOG_EXPLORED : FOG_UNEXPLORED;
            else px[t] = m.sight().seesOwn(seat, t) ? 0 : m.sight().explored(seat, t) ? FOG_EXPLORED : FOG_UNEXPLORED;
        }
        fog.changed();
        return fog;
    }

    /** Whether the seat counts the thing's owner as its own side (it and its allies). */
    boolean friendly(int seat, int owner) {
        if (seat <= 0 || owner == seat) return true;
        if (owner <= 0) return false;
        return m.player(seat).alliedWith(m.player(owner));
    }

    /** Whether the seat sees the thing now (seat 0 sees all). */
    boolean sees(int seat, int id) {
        Entities e = m.entities();
        if (!e.present(id)) return false;
        if (seat <= 0 || friendly(seat, e.owner(id))) return true;
        Vision v = vision();
        if (v != null) return v.sees(seat, id);
        int t = m.grid().tileAt(e.x(id), e.y(id));
        return t >= 0 && m.sight().seesOwn(seat, t);
    }

    /** Whether the seat may see a tile's ground and what never moves on it: explored. */
    boolean explored(int seat, int tile) {
        if (seat <= 0) return true;
        Vision v = vision();
        return v != null ? v.explored(seat, tile) : m.sight().explored(seat, tile);
    }

    /** Updates what the seat remembers of other players' buildings: seen now, or seen gone. */
    void remember(int seat) {
        if (seat <= 0) return;
        Map<Integer, Seen> mem = memory[seat];
        Entities e = m.entities();
        IntList b = e.buildings();
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (friendly(seat, e.owner(id))) continue;
            if (sees(seat, id)) mem.put(id, new Seen(e.type(id), e.owner(id), e.x(id), e.y(id)));
        }
        Vision v = vision();
        mem.entrySet().removeIf(en -> {
            Seen s = en.getValue();
            int t = m.grid().tileAt(s.x(), s.y());
            boolean visible = v != null ? v.visible(seat, t) : m.sight().seesOwn(seat, t);
            return visible && !e.present(en.getKey());
        });
    }

    /**
     * The things in a box of tiles the seat may see, as sprites: buildings, then Gaia's resources
     * (when the map is near enough), then units, each with its hit-point bar; the selected ones ringed.
     */
    Sprites things(int seat, int[] box, double zoom, Set<Integer> selected, Sprites out) {
        out.clear();
        Entities e = m.entities();
        remember(seat);
        if (seat > 0) {
            for (Map.Entry<Integer, Seen> en : memory[seat].entrySet()) {
                Seen s = en.getValue();
                if (e.present(en.getKey()) && sees(seat, en.getKey())) continue;
                if (!inBox(box, s.x(), s.y(), 4)) continue;
                building(out, rules.type(s.type()), s.owner(), s.x(), s.y(), Entities.ALIVE, 1, 1, false);
            }
        }
        IntList b = e.buildings();
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (!inBox(box, e.x(id), e.y(id), 4) || !sees(seat, id)) continue;
            TypeDef d = rules.type(e.type(id));
            int max = m.player(Math.max(0, e.owner(id))).stats(e.type(id)).hp();
            building(out, d, e.owner(id), e.x(id), e.y(id), e.state(id), e.hp(id), max, selected.contains(id));
            if (e.state(id) == Entities.FOUNDATION) {
                float w = d.width() / 2f, h = d.height() / 2f;
                out.add(e.x(id) / 1000f, e.y(id) / 1000f, w, h, Sprites.FRAME, Sprites.GROUND, 0xffffffff, 0);
            }
        }
        Grid g = m.grid();
        if (zoom >= SPRITE_ZOOM) {
            for (int ty = box[1]; ty < box[3]; ty++) {
                for (int tx = box[0]; tx < box[2]; tx++) {
                    int t = g.tile(tx, ty);
                    int id = g.blocker(t);
                    if (id == 0 || e.isListedBuilding(id) || e.isListedUnit(id) || !e.present(id)) continue;
                    if (g.tileAt(e.x(id), e.y(id)) != t || !explored(seat, t)) continue;
                    TypeDef d = rules.type(e.type(id));
                    Looks.Look l = Looks.of(d);
                    float half = Math.max(l.half(), d.width() / 2f * 0.95f);
                    out.add(e.x(id) / 1000f, e.y(id) / 1000f, half, half, l.shape(), Sprites.UPRIGHT, Looks.argb(l.gaiaRgb()),
                            Looks.argb(Looks.darker(l.gaiaRgb(), 550)));
                    if (selected.contains(id)) out.add(e.x(id) / 1000f, e.y(id) / 1000f, half + 0.1f, half + 0.1f, Sprites.FRAME, Sprites.UPRIGHT, 0xffffffff, 0);
                }
            }
        }
        IntList u = e.units();
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (!inBox(box, e.x(id), e.y(id), 1) || !sees(seat, id)) continue;
            TypeDef d = rules.type(e.type(id));
            Looks.Look l = Looks.of(d);
            if (e.state(id) == Entities.FELLED) {
                // a carcass where it fell
                int rgb = l.gaiaRgb() == 0 ? 0x806040 : l.gaiaRgb();
                out.add(e.x(id) / 1000f, e.y(id) / 1000f, 0.32f, 0.2f, Sprites.RECT, Sprites.UPRIGHT, Looks.argb(Looks.darker(rgb, 700)),
                        selected.contains(id) ? 0xffffffff : Looks.OUTLINE);
                continue;
            }
            if (e.state(id) != Entities.ALIVE) continue;
            int owner = e.owner(id);
            int rgb = owner == 0 && l.gaiaRgb() != 0 ? l.gaiaRgb() : Looks.playerRgb(owner);
            float x = e.x(id) / 1000f, y = e.y(id) / 1000f;
            boolean sel = selected.contains(id);
            out.add(x, y, l.half(), l.half(), l.shape(), Sprites.UPRIGHT, Looks.argb(rgb), sel ? 0xffffffff : Looks.OUTLINE);
            if (l.mark() >= 0) out.add(x, y, l.half() * 0.45f, l.half() * 0.45f, l.mark(), Sprites.UPRIGHT, Looks.argb(Looks.darker(rgb, 500)), 0);
            if (sel) out.add(x, y, l.half() + 0.12f, l.half() + 0.12f, Sprites.RING, Sprites.UPRIGHT, 0xe0ffffff, 0);
            int max = m.player(Math.max(0, owner)).stats(e.type(id)).hp();
            if (owner > 0 && (sel || e.hp(id) < max)) bar(out, x, y, l.half() * zoom, e.hp(id), max, (float) Math.max(12, l.half() * 2 * zoom));
        }
        drawn = out.count();
        return out;
    }

    private void building(Sprites out, TypeDef d, int owner, int x, int y, byte state, int hp, int max, boolean sel) {
        Looks.Look l = Looks.of(d);
        int rgb = owner == 0 ? l.gaiaRgb() : Looks.playerRgb(owner);
        boolean farm = d.word().equals("farm") || d.word().equals("fish-trap");
        int fill = farm ? 0xffc8a050 : Looks.argb(state == Entities.FOUNDATION ? Looks.darker(rgb, 450) : Looks.darker(rgb, 800));
        float w = d.width() / 2f * 0.94f, h = d.height() / 2f * 0.94f;
        float cx = x / 1000f, cy = y / 1000f;
        out.add(cx, cy, w, h, Sprites.RECT, Sprites.GROUND, fill, sel ? 0xffffffff : farm ? Looks.argb(rgb) : Looks.OUTLINE);
        if (l.mark() >= 0 && state != Entities.FOUNDATION)
            out.add(cx, cy, w * 0.5f, h * 0.5f, l.mark(), Sprites.GROUND, Looks.argb(rgb), Looks.argb(Looks.darker(rgb, 400)));
        if (owner > 0 && (sel || hp < max)) {
            bar(out, cx, cy - h, 4, hp, max, Math.max(16, d.width() * 6f));
        }
    }

    /** A hit-point bar above a point: green for what is left, red for the rest. */
    private static void bar(Sprites out, float x, float y, double abovePixels, int hp, int max, float widthPixels) {
        if (max <= 0) return;
        float frac = Math.max(0, Math.min(1, hp / (float) max));
        float half = widthPixels / 2;
        float oy = (float) -(abovePixels + 5);
        out.add(x, y, half, 2, 0, oy, Sprites.RECT, Sprites.PIXELS, 0xffc01010, 0);
        out.add(x, y, half * frac, 2, -half * (1 - frac), oy, Sprites.RECT, Sprites.PIXELS, 0xff20d020, 0);
    }

    private static boolean inBox(int[] box, int x, int y, int margin) {
        int tx = x / 1000, ty = y / 1000;
        return tx >= box[0] - margin && ty >= box[1] - margin && tx < box[2] + margin && ty < box[3] + margin;
    }

    /** The minimap: the ground, the fog, every thing the seat may see as a dot; made again twice a second. */
    Image minimap(int seat) {
        if (m.tick() - minimapTick < 5 && minimapSeat == seat && minimapTick >= 0) return minimap;
        minimapTick = m.tick();
        minimapSeat = seat;
        int[] px = minimap.pixels();
        int[] gr = groundWithThings().pixels();
        Vision v = vision();
        for (int t = 0; t < px.length; t++) {
            int c = gr[t] & 0xffffff;
            if (seat > 0) {
                boolean vis = v != null ? v.visible(seat, t) : m.sight().seesOwn(seat, t);
                if (!vis) c = explored(seat, t) ? Looks.darker(c, 550) : 0;
            }
            px[t] = 0xff000000 | c;
        }
        Entities e = m.entities();
        Grid g = m.grid();
        IntList b = e.buildings();
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (!sees(seat, id)) continue;
            TypeDef d = rules.type(e.type(id));
            int x0 = e.x(id) / 1000 - d.width() / 2, y0 = e.y(id) / 1000 - d.height() / 2;
            for (int y = y0; y < y0 + Math.max(1, d.height()); y++)
                for (int x = x0; x < x0 + Math.max(1, d.width()); x++)
                    if (g.inside(x, y)) px[g.tile(x, y)] = 0xff000000 | Looks.playerRgb(e.owner(id));
        }
        if (seat > 0) for (Map.Entry<Integer, Seen> en : memory[seat].entrySet()) {
            int t = g.tileAt(en.getValue().x(), en.getValue().y());
            if (t >= 0 && !e.present(en.getKey())) px[t] = 0xff000000 | Looks.playerRgb(en.getValue().owner());
        }
        IntList u = e.units();
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (e.state(id) != Entities.ALIVE || e.owner(id) == 0 || !sees(seat, id)) continue;
            int t = g.tileAt(e.x(id), e.y(id));
            if (t >= 0) px[t] = 0xff000000 | Looks.playerRgb(e.owner(id));
        }
        minimap.changed();
        return minimap;
    }

    Match match() { return match; }

    boolean isGaiaStatic(int id) {
        Entities e = m.entities();
        TypeDef d = rules.type(e.type(id));
        return !e.isListedUnit(id) && !e.isListedBuilding(id) && (d.kind() == TypeKind.RESOURCE || d.kind() == TypeKind.RELIC);
    }
}
