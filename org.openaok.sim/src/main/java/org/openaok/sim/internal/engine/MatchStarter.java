package org.openaok.sim.internal.engine;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.CivDef;
import org.openaok.sim.api.rules.Effect;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Stance;

/**
 * Builds the starting state of a match from the generated map and the lobby: the grid, the
 * players with their civilisations, bonuses, resources and age, and every object the generator
 * placed, then starts the systems.
 */
public final class MatchStarter {
    private MatchStarter() {}

    /** What the start could not take from the map (an object the rules do not know ...), for the record. */
    public record Started(MatchEngine match, List<String> notes) {}

    public static Started start(MatchSettings settings, Rules rules, GameMap map, List<InstalledSystem> systems) throws MatchException {
        if (map.starts().size() < settings.players())
            throw new MatchException("the map has starts for " + map.starts().size() + " players; the match has " + settings.players());
        int[] civs = new int[settings.players() + 1];
        for (SeatSettings s : settings.seats()) {
            CivDef c = rules.civ(s.civ()).orElseThrow(() -> new MatchException(
                    "seat " + s.seat() + ": no civilisation '" + s.civ() + "' (" + civWords(rules) + ")"));
            civs[s.seat()] = c.index();
        }
        List<InstalledSystem> ordered = SystemOrder.order(systems);
        MatchEngine m = new MatchEngine(settings, rules, map.size(), ordered);
        List<String> notes = new ArrayList<>();

        // the ground
        MapLevel level = map.surface();
        Grid grid = m.grid();
        // cliffs are ground nobody crosses: their tiles carry the map's cliff flag
        for (int i = 0; i < level.tiles(); i++)
            grid.setTerrain(i, level.terrain(i), level.has(i, MapLevel.CLIFF) ? 0 : level.terrainPassable(i), level.elevation(i));

        // the players
        m.setPlayer(0, new PlayerState(0, 0, 0, false, "Gaia", rules));
        for (SeatSettings s : settings.seats()) {
            PlayerState p = new PlayerState(s.seat(), civs[s.seat()], s.team(), s.human(), s.name(), rules);
            p.setPopCap(settings.popCap());
            CivDef c = rules.civ(civs[s.seat()]);
            for (int t = c.lacksTypes().nextSetBit(0); t >= 0; t = c.lacksTypes().nextSetBit(t + 1)) p.setTypeDisabled(t, true);
            for (int t = c.lacksTechs().nextSetBit(0); t >= 0; t = c.lacksTechs().nextSetBit(t + 1)) p.setTechDisabled(t, true);
            // what a technology enables waits for it
            for (TechDef t : rules.techs())
                for (Effect f : t.effects())
                    if (f instanceof Effect.Enable en) {
                        if (en.what().tech()) p.setTechDisabled(en.what().index(), true); else p.setTypeDisabled(en.what().index(), true);
                    }
            String key = "start." + settings.resources() + ".";
            for (Resource r : Resource.values()) p.addStock(r.ordinal(), rules.setting(key + r.word(), 0));
            p.setSharedSight(settings.alliedSight());
            m.setPlayer(s.seat(), p);
        }
        for (int a = 1; a <= settings.players(); a++) {
            PlayerState pa = m.player(a);
            for (int b = 1; b <= settings.players(); b++) {
                if (a == b) continue;
                boolean allied = pa.team != 0 && pa.team == m.player(b).team;
                pa.setStance(b, allied ? Stance.ALLY : Stance.ENEMY);
            }
        }
        List<Effect> startUnits = new ArrayList<>();
        for (int a = 1; a <= settings.players(); a++) {
            PlayerState p = m.player(a);
            CivDef c = rules.civ(p.civ);
            m.effects().apply(p, c.start());
            // a team bonus reaches every member once, however many of its civilisation the team has
            Set<Integer> teamCivs = new LinkedHashSet<>();
            teamCivs.add(p.civ);
            if (p.team != 0) for (int b = 1; b <= settings.players(); b++) if (m.player(b).team == p.team) teamCivs.add(m.player(b).civ);
            for (int tc : teamCivs) m.effects().apply(p, rules.civ(tc).team());
            p.refreshStatsChecksum();
            // nomad_resources: a Town Center's price, as this player would pay it, on top of the lobby's stock
            // (rules with no Town Center give nothing)
            TypeDef townCenter = map.nomadResources() ? rules.type("town-center").orElse(null) : null;
            if (townCenter != null) {
                int[] price = org.openaok.sim.internal.Costs.of(p.stats(townCenter.index()));
                for (int r = 0; r < Resource.COUNT; r++) p.addStock(r, price[r]);
            }
        }

        // the map's objects
        Entities e = m.entities();
        Things things = m.things();
        for (MapObject o : map.objects().list()) {
            if (o.level() != 0) {
                notes.add("an object on level " + o.level() + " (type " + o.type() + ") is left out: matches are played on the surface");
                continue;
            }
            TypeDef d = rules.typeById(o.type()).orElse(null);
            if (d == null) {
                notes.add("object type " + o.type() + " at tile " + o.tileX() + "," + o.tileY() + " is not in the rules; left out");
                continue;
            }
            if (o.owner() > settings.players()) {
                notes.add(d.word() + " of seat " + o.owner() + " at " + o.tileX() + "," + o.tileY() + ": no such seat in the match; left out");
                continue;
            }
            int x = (int) ((long) o.x() * Grid.TILE / MapObject.UNITS_PER_TILE);
            int y = (int) ((long) o.y() * Grid.TILE / MapObject.UNITS_PER_TILE);
            if (d.kind() == TypeKind.UNIT) {
                int[] spot = things.freeSpot(d.index(), o.owner(), x, y);
                if (spot == null) {
                    notes.add(d.word() + " at " + o.tileX() + "," + o.tileY() + " has nowhere to stand; left out");
                    continue;
                }
                things.createUnit(m.player(o.owner()).form(d.index()), o.owner(), spot[0], spot[1]);
            } else if (d.kind() == TypeKind.BUILDING) {
                int tx = Math.max(0, (x - d.width() * Grid.TILE / 2 + Grid.TILE / 2) / Grid.TILE);
                int ty = Math.max(0, (y - d.height() * Grid.TILE / 2 + Grid.TILE / 2) / Grid.TILE);
                things.placeBuilding(d.index(), o.owner(), tx, ty, true);
            } else {
                things.createStatic(d.index(), x, y);
            }
        }

        // the civilisations' extra starting units, beside each player's Town Center (or its start)
        for (int a = 1; a <= settings.players(); a++) {
            PlayerState p = m.player(a);
            for (Effect f : rules.civ(p.civ).start()) {
                if (!(f instanceof Effect.StartUnit su)) continue;
                int[] at = home(m, a, map);
                for (int k = 0; k < su.count(); k++) {
                    if (things.spawnUnit(p.form(su.type()), a, at[0], at[1]) == 0)
                        notes.add("seat " + a + ": no room for a starting " + rules.type(su.type()).word());
                }
            }
        }

        // the starting age: its age technologies, free
        for (int a = 1; a <= settings.players(); a++) {
            for (int age = 2; age <= Math.min(4, settings.startAge()); age++) {
                for (TechDef t : rules.techs()) if (t.ageReached() == age) m.completeResearch(a, t.index());
            }
            if (settings.startAge() == 5) postImperial(m, a);
        }

        if (settings.reveal().equals("explored")) m.sight().exploreAll();
        if (settings.reveal().equals("all-visible")) {
            m.sight().exploreAll();
            m.sight().revealAll();
        }
        try {
            m.startSystems();
        } catch (SystemFailure f) {
            throw new MatchException(f.getMessage(), f);
        }
        e.flush();
        return new Started(m, notes);
    }

    /** Post-Imperial: every technology the player's tree allows, researched in the tables' order until none is left. */
    private static void postImperial(MatchEngine m, int seat) {
        boolean more = true;
        for (int round = 0; more && round < 16; round++) {
            more = false;
            for (TechDef t : m.rules().techs()) {
                if (m.player(seat).researched(t.index())) continue;
                if (m.find(org.openaok.sim.api.system.Availability.class).orElseThrow().canResearch(seat, t.index())) {
                    m.completeResearch(seat, t.index());
                    more = true;
                }
            }
        }
    }

    /** Where a player's town is: its first Town Center, else its start. */
    static int[] home(MatchEngine m, int seat, GameMap map) {
        Entities e = m.entities();
        int tc = m.rules().type("town-center").map(TypeDef::index).orElse(-1);
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == seat && e.type(id) == tc) return new int[] {e.x(id), e.y(id) + 2500};
        }
        var s = map.starts().get(seat - 1);
        return new int[] {Grid.centre(s.x()), Grid.centre(s.y())};
    }

    private static String civWords(Rules rules) {
        StringBuilder b = new StringBuilder();
        for (CivDef c : rules.civs()) b.append(b.length() == 0 ? "" : ", ").append(c.word());
        return b.toString();
    }
}
