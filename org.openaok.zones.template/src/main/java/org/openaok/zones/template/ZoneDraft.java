package org.openaok.zones.template;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.json.JsonValue;

/** A zone while its template is read: filled field by field, then inherited into, then frozen. */
final class ZoneDraft {
    final String id;
    final Where where;
    final Map<String, Where> fields = new LinkedHashMap<>();
    /** *LikeZone field to the zone id it names. */
    final Map<String, String> likes = new LinkedHashMap<>();
    final Map<String, JsonValue> likeAt = new LinkedHashMap<>();
    ZoneType type = ZoneType.TREASURE;
    int size = 1;
    int owner;
    TownCounts playerTowns = TownCounts.NONE;
    TownCounts neutralTowns = TownCounts.NONE;
    boolean matchTerrainToTown = true;
    List<TownHint> townHints = new ArrayList<>();
    TemplateZone.Visible visible;
    ForcedLevel forcedLevel = ForcedLevel.AUTOMATIC;
    List<String> terrainTypes = new ArrayList<>();
    List<String> bannedTerrains = new ArrayList<>();
    boolean townsAreSameType;
    List<String> allowedMonsters = new ArrayList<>();
    List<String> bannedMonsters = new ArrayList<>();
    List<String> allowedTowns = new ArrayList<>();
    List<String> bannedTowns = new ArrayList<>();
    MonsterStrength monsters = MonsterStrength.NORMAL;
    Map<String, Integer> mines = new LinkedHashMap<>();
    List<TreasureRange> treasure = new ArrayList<>();
    CustomObjects customObjects = CustomObjects.NONE;

    ZoneDraft(String id, Where where) {
        this.id = id;
        this.where = where;
    }

    Where field(String name) { return fields.getOrDefault(name, where); }

    TemplateZone freeze() {
        Map<String, String> declaredLikes = new LinkedHashMap<>(likes);
        return new TemplateZone(id, where, type, size, owner, playerTowns, neutralTowns, matchTerrainToTown, townHints,
                declaredLikes, visible, forcedLevel, terrainTypes, bannedTerrains, townsAreSameType, allowedMonsters,
                bannedMonsters, allowedTowns, bannedTowns, monsters, mines, treasure, customObjects, fields);
    }
}
