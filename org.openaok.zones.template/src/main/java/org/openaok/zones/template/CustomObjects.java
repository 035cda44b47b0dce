package org.openaok.zones.template;

import java.util.List;
import java.util.Map;

/**
 * A zone's own rules for the objects it may hold: categories and objects it bans, objects it
 * requires (how many, and with what guard), and extra objects with their value and rarity.
 * Object names are VCMI's, written {@code type} or {@code type.subtype}.
 */
public record CustomObjects(List<String> bannedCategories, List<String> bannedObjects,
                            Map<String, Required> requiredObjects, List<Common> commonObjects) {
    public static final CustomObjects NONE = new CustomObjects(List.of(), List.of(), Map.of(), List.of());

    /** An object the zone must hold. */
    public record Required(int count, int guard) {}

    /** An object the zone may hold besides the usual ones. */
    public record Common(String type, String subtype, int value, int rarity, int zoneLimit) {}

    public CustomObjects {
        bannedCategories = List.copyOf(bannedCategories);
        bannedObjects = List.copyOf(bannedObjects);
        requiredObjects = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(requiredObjects));
        commonObjects = List.copyOf(commonObjects);
    }

    public boolean isEmpty() {
        return bannedCategories.isEmpty() && bannedObjects.isEmpty() && requiredObjects.isEmpty() && commonObjects.isEmpty();
    }
}
