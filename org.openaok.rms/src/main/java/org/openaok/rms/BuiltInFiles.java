package org.openaok.rms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.openaok.rms.internal.BuiltIns;
import org.openaok.rms.script.Constants;

/**
 * The files OpenAoK supplies under the names and ids the original scripts include:
 * {@code random_map.def} (54000: the predefined constants, which every script has from its first
 * line whether it includes the file or not) and the three resource files that place each player's
 * standard start, {@code std_resources.inc} (54101), {@code land_and_water_resources.inc} (54102,
 * also fish in the water) and {@code land_resources.inc} (54103). OpenAoK's own text in the
 * script language, not the game's.
 */
public final class BuiltInFiles {
    public static final String RANDOM_MAP_DEF = "random_map.def";
    public static final String STD_RESOURCES = "std_resources.inc";
    public static final String LAND_AND_WATER_RESOURCES = "land_and_water_resources.inc";
    public static final String LAND_RESOURCES = "land_resources.inc";

    private static final Map<String, Integer> IDS = new LinkedHashMap<>();

    static {
        IDS.put(RANDOM_MAP_DEF, 54000);
        IDS.put(STD_RESOURCES, 54101);
        IDS.put(LAND_AND_WATER_RESOURCES, 54102);
        IDS.put(LAND_RESOURCES, 54103);
    }

    private BuiltInFiles() {}

    /** The built-in files' names, random_map.def first. */
    public static List<String> names() { return List.copyOf(IDS.keySet()); }

    /** A built-in file's archive id. */
    public static OptionalInt id(String name) {
        Integer id = IDS.get(name.toLowerCase(Locale.ROOT));
        return id == null ? OptionalInt.empty() : OptionalInt.of(id);
    }

    /** The built-in file with that archive id. */
    public static Optional<String> nameOf(int id) {
        for (Map.Entry<String, Integer> e : IDS.entrySet()) {
            if (e.getValue() == id) return Optional.of(e.getKey());
        }
        return Optional.empty();
    }

    /**
     * A built-in file's text, by name (any case). random_map.def reads as one {@code #const} line
     * per predefined constant.
     */
    public static Optional<String> text(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        if (!IDS.containsKey(key)) return Optional.empty();
        return Optional.of(key.equals(RANDOM_MAP_DEF) ? BuiltIns.randomMapDefText() : BuiltIns.includeText(key));
    }

    /** The predefined constants (391 of them: the 1.0c set, same names and values). */
    public static Constants constants() { return BuiltIns.constants(); }
}
