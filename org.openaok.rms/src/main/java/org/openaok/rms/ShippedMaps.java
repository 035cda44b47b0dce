package org.openaok.rms;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * OpenAoK's own random map scripts, one for each classic kind of map (open land, forest,
 * islands, rivers, coast, inland sea, highland, gold rush, fortress, nomad, arena), written for
 * OpenAoK in the 1.0c script language. They lie in this bundle under {@link #FOLDER}, listed in
 * its {@code index.tsv} (one line each: name, file, description). Each places the standard start
 * for every player; most through the built-in include files.
 */
public final class ShippedMaps {
    /** Where the scripts and their index lie, as a class-loader resource path. */
    public static final String FOLDER = "org/openaok/rms/maps/";
    /** The index's name in {@link #FOLDER}. */
    public static final String INDEX = "index.tsv";

    /**
     * One shipped map.
     *
     * @param name        what --map takes
     * @param file        its file in {@link #FOLDER}
     * @param description one line for a person
     */
    public record ShippedMap(String name, String file, String description) {}

    private static final List<ShippedMap> ALL = readIndex();

    private ShippedMaps() {}

    /** Every shipped map, in index order. */
    public static List<ShippedMap> all() { return ALL; }

    /** A map by name: any case, spaces, dashes and underscores ignored, ".rms" optional; or by file name. */
    public static Optional<ShippedMap> find(String name) {
        if (name == null) return Optional.empty();
        String want = normal(name.toLowerCase(Locale.ROOT).endsWith(".rms") ? name.substring(0, name.length() - 4) : name);
        for (ShippedMap m : ALL) {
            if (normal(m.name()).equals(want) || normal(m.file().substring(0, m.file().length() - 4)).equals(want)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** A shipped map's script, as the game's ISO-8859-1 text. */
    public static String text(ShippedMap map) {
        try (InputStream in = ShippedMaps.class.getClassLoader().getResourceAsStream(FOLDER + map.file())) {
            if (in == null) throw new IOException("the index lists " + map.file() + " but the bundle does not hold it");
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String normal(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toLowerCase(Locale.ROOT).toCharArray()) if (Character.isLetterOrDigit(c)) b.append(c);
        return b.toString();
    }

    private static List<ShippedMap> readIndex() {
        List<ShippedMap> out = new ArrayList<>();
        try (InputStream in = ShippedMaps.class.getClassLoader().getResourceAsStream(FOLDER + INDEX)) {
            if (in == null) throw new IOException("missing resource " + FOLDER + INDEX);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] c = line.split("\t");
                if (c.length != 3 || !c[1].endsWith(".rms")) throw new IOException(INDEX + ":" + n + ": expected name, file.rms, description");
                out.add(new ShippedMap(c[0].trim(), c[1].trim(), c[2].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }
}
