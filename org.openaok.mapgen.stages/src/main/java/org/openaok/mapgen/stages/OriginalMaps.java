package org.openaok.mapgen.stages;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.openaok.drs.KnownEntries;

/**
 * The original game's built-in maps: the lobby's name, the map type its script's constants give
 * (ARABIA = 9, ...) and the entry of its script in the game's archive. The scripts themselves are
 * the game's; OpenAoK reads them only from an archive a user names ({@code --drs FILE}).
 *
 * <p>The archive ids follow the map types in order from 54201 (Arabia), skipping type 24 (the
 * lobby's "random"); the entry file names ({@code arabia.rms}) are registered with
 * {@link KnownEntries} so {@code DrsArchive.entry(name)} finds them too.
 */
public final class OriginalMaps {
    /** One original map. */
    public record Entry(String name, String title, int mapType, int drsId) {
        /** The script's file name in the archive. */
        public String fileName() { return title.toLowerCase(Locale.ROOT).replace(' ', '_') + ".rms"; }
    }

    private static final List<Entry> ALL = List.of(
            new Entry("Arabia", "Arabia", 9, 54201),
            new Entry("Archipelago", "Archipelago", 10, 54202),
            new Entry("Baltic", "Baltic", 11, 54203),
            new Entry("BlackForest", "Black Forest", 12, 54204),
            new Entry("Coastal", "Coastal", 13, 54205),
            new Entry("Continental", "Continental", 14, 54206),
            new Entry("CraterLake", "Crater Lake", 15, 54207),
            new Entry("Fortress", "Fortress", 16, 54208),
            new Entry("GoldRush", "Gold Rush", 17, 54209),
            new Entry("Highland", "Highland", 18, 54210),
            new Entry("Islands", "Islands", 19, 54211),
            new Entry("Mediterranean", "Mediterranean", 20, 54212),
            new Entry("Migration", "Migration", 21, 54213),
            new Entry("Rivers", "Rivers", 22, 54214),
            new Entry("TeamIslands", "Team Islands", 23, 54215),
            new Entry("Scandinavia", "Scandinavia", 25, 54216),
            new Entry("Mongolia", "Mongolia", 26, 54217),
            new Entry("Yucatan", "Yucatan", 27, 54218),
            new Entry("SaltMarsh", "Salt Marsh", 28, 54219),
            new Entry("Arena", "Arena", 29, 54220),
            new Entry("KingOfTheHill", "King of the Hill", 30, 54221),
            new Entry("Oasis", "Oasis", 31, 54222),
            new Entry("GhostLake", "Ghost Lake", 32, 54223),
            new Entry("Nomad", "Nomad", 33, 54224));

    static {
        for (Entry e : ALL) KnownEntries.register(e.fileName(), e.drsId());
    }

    private OriginalMaps() {}

    public static List<Entry> all() { return ALL; }

    /**
     * The map a name means: the lobby's name in any case, with or without spaces, dashes or
     * underscores ("Black Forest", "black_forest", "BLACK_FOREST"), its file name, or its
     * archive id written as a number.
     */
    public static Optional<Entry> find(String name) {
        if (name == null) return Optional.empty();
        String want = normal(name.endsWith(".rms") ? name.substring(0, name.length() - 4) : name);
        for (Entry e : ALL) {
            if (normal(e.name()).equals(want) || Integer.toString(e.drsId()).equals(want)) return Optional.of(e);
        }
        return Optional.empty();
    }

    static String normal(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toLowerCase(Locale.ROOT).toCharArray()) if (Character.isLetterOrDigit(c)) b.append(c);
        return b.toString();
    }
}
