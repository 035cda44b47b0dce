package org.openaok.rec.internal;

import java.util.Map;

/**
 * The lobby's built-in maps by map type, as The Conquerors, UserPatch and HD number them (the
 * values of the scripts' constants ARABIA = 9 ... NOMAD = 33; 24 is the lobby's "random").
 */
public final class BuiltInMaps {
    private static final Map<Integer, String> NAMES = Map.ofEntries(
            Map.entry(9, "Arabia"), Map.entry(10, "Archipelago"), Map.entry(11, "Baltic"), Map.entry(12, "Black Forest"),
            Map.entry(13, "Coastal"), Map.entry(14, "Continental"), Map.entry(15, "Crater Lake"), Map.entry(16, "Fortress"),
            Map.entry(17, "Gold Rush"), Map.entry(18, "Highland"), Map.entry(19, "Islands"), Map.entry(20, "Mediterranean"),
            Map.entry(21, "Migration"), Map.entry(22, "Rivers"), Map.entry(23, "Team Islands"), Map.entry(25, "Scandinavia"),
            Map.entry(26, "Mongolia"), Map.entry(27, "Yucatan"), Map.entry(28, "Salt Marsh"), Map.entry(29, "Arena"),
            Map.entry(30, "King of the Hill"), Map.entry(31, "Oasis"), Map.entry(32, "Ghost Lake"), Map.entry(33, "Nomad"));

    private BuiltInMaps() {}

    /** The map's lobby name, or "" for a custom map or an unknown type. */
    public static String name(int mapType) { return NAMES.getOrDefault(mapType, ""); }
}
