package org.openaok.zones.template;

import java.util.List;
import java.util.Map;

/**
 * One zone of a template, with its *LikeZone references already resolved: a zone that says
 * {@code "minesLikeZone": 1} holds zone 1's mines here. Defaults are VCMI's: size 1, normal
 * monsters, matchTerrainToTown true.
 *
 * @param id        the zone's id as written (the key in {@code zones})
 * @param where     where the zone's object starts
 * @param likeZones the *LikeZone fields as written (field name to zone id), for reports
 * @param visible   where an editor shows the zone, if the template says
 * @param mines     mine counts by VCMI resource name (wood, ore, mercury, sulfur, crystal, gems, gold)
 * @param fields    where each field the zone wrote is, for diagnostics
 */
public record TemplateZone(String id, Where where, ZoneType type, int size, int owner,
                           TownCounts playerTowns, TownCounts neutralTowns, boolean matchTerrainToTown,
                           List<TownHint> townHints, Map<String, String> likeZones, Visible visible,
                           ForcedLevel forcedLevel, List<String> terrainTypes, List<String> bannedTerrains,
                           boolean townsAreSameType, List<String> allowedMonsters, List<String> bannedMonsters,
                           List<String> allowedTowns, List<String> bannedTowns, MonsterStrength monsters,
                           Map<String, Integer> mines, List<TreasureRange> treasure, CustomObjects customObjects,
                           Map<String, Where> fields) {

    /** Where an editor draws the zone; null parts were not written. */
    public record Visible(Integer x, Integer y, Integer size) {}

    public TemplateZone {
        townHints = List.copyOf(townHints);
        likeZones = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(likeZones));
        terrainTypes = List.copyOf(terrainTypes);
        bannedTerrains = List.copyOf(bannedTerrains);
        allowedMonsters = List.copyOf(allowedMonsters);
        bannedMonsters = List.copyOf(bannedMonsters);
        allowedTowns = List.copyOf(allowedTowns);
        bannedTowns = List.copyOf(bannedTowns);
        mines = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(mines));
        treasure = List.copyOf(treasure);
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
    }

    /** Where a field was written, or the zone itself if it was not. */
    public Where field(String name) { return fields.getOrDefault(name, where); }

    /** Whether the zone is someone's start (and has an owner). */
    public boolean start() { return type.start() && owner > 0; }

    /** Mines of a resource the zone must hold. */
    public int mines(String resource) { return mines.getOrDefault(resource, 0); }

    /** The sum of the treasure bands' densities. */
    public int treasureDensity() {
        int d = 0;
        for (TreasureRange t : treasure) d += t.density();
        return d;
    }
}
