package org.openaok.drs;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The names under which the game's scripts refer to archive entries. Other bundles add names
 * (the map scripts' list, the AI files) with {@link #register}.
 */
public final class KnownEntries {
    private static final Map<String, Integer> IDS = new TreeMap<>();

    static {
        register("random_map.def", 54000);
        register("std_resources.inc", 54101);
        register("land_and_water_resources.inc", 54102);
        register("land_resources.inc", 54103);
    }

    private KnownEntries() {}

    /** Names an entry; names are case-insensitive. */
    public static synchronized void register(String name, int id) {
        IDS.put(name.toLowerCase(Locale.ROOT), id);
    }

    /** The id for a name, or the number itself when the name is one. */
    public static synchronized Optional<Integer> idOf(String name) {
        Integer id = IDS.get(name.toLowerCase(Locale.ROOT));
        if (id != null) return Optional.of(id);
        try {
            return Optional.of(Integer.parseInt(name.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
