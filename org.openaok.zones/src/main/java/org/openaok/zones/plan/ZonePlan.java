package org.openaok.zones.plan;

import java.util.List;

import org.openaok.api.generate.Key;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateConnection;
import org.openaok.zones.template.TemplateZone;
import org.openaok.zones.template.WaterContent;

/**
 * The template as this map will be made from it: every zone with its map zone id, level, weight
 * and seat, the connections between zone ids, the water content and the game mapping. Made once
 * by the generator's setup; read by every stage.
 *
 * @param template the template
 * @param file     the file it came from (for tallies)
 * @param size     tiles across
 * @param levels   map levels
 * @param players  players on the map
 * @param zones    map zones in id order: the template's zones, then the sea, then rock levels
 * @param links    the template's connections between map zone ids
 * @param water    the water content
 * @param mapping  what template concepts become in the game
 */
public record ZonePlan(Template template, String file, int size, int levels, int players, List<PlanZone> zones,
                       List<Link> links, WaterContent water, GameMapping mapping) {
    public static final Key<ZonePlan> KEY = Key.of("zones.plan", ZonePlan.class);

    /** What a map zone is. */
    public enum Kind {
        /** One of the template's zones. */
        LAND,
        /** The sea the water content adds. */
        WATER,
        /** A level no template zone lies on, filled with rock. */
        ROCK
    }

    /**
     * @param id     map zone id
     * @param name   the template's zone id, or "sea" / "rock N"
     * @param spec   the template zone (null for the sea and rock)
     * @param level  map level
     * @param weight its share of its level, relative to the others there
     * @param seat   the player who starts here (1-8), or 0
     */
    public record PlanZone(int id, String name, Kind kind, TemplateZone spec, int level, int weight, int seat) {
        public boolean land() { return kind == Kind.LAND; }

        /** Filled with obstacles, with nothing to reach: rock levels and sealed zones. */
        public boolean closed() {
            return kind == Kind.ROCK || (spec != null && spec.type() == org.openaok.zones.template.ZoneType.SEALED);
        }
    }

    /** A template connection between two map zones. */
    public record Link(TemplateConnection spec, int a, int b) {
        public int index() { return spec.index(); }
    }

    public PlanZone zone(int id) { return zones.get(id); }

    /** The zone of a seat, or -1. */
    public int zoneOfSeat(int seat) {
        for (PlanZone z : zones) if (z.seat() == seat) return z.id();
        return -1;
    }

    /** The sea's zone id, or -1 when the map has none. */
    public int seaZone() {
        for (PlanZone z : zones) if (z.kind() == Kind.WATER) return z.id();
        return -1;
    }
}
