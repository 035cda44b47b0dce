package org.openaok.gamedata;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.osgi.service.component.annotations.Component;

/**
 * The Conquerors' terrains and objects, from this bundle's {@code data/} tables. Ranked 0, so a
 * mod's GameData with a higher ranking takes its place.
 */
@Component(service = GameData.class, property = {"service.ranking:Integer=0", "gamedata=aoc"})
public class AocGameData implements GameData {
    private final TableGameData tables = load();

    /** Reads the bundled tables (also used directly by tests and tools outside a framework). */
    public static TableGameData load() {
        try (InputStream t = resource("data/terrains.tsv"); InputStream o = resource("data/objects.tsv")) {
            return DataTables.read("aoc", "terrains.tsv", t, "objects.tsv", o);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (DataFormatException e) {
            throw new IllegalStateException("the bundled game data is broken: " + e.getMessage(), e);
        }
    }

    private static InputStream resource(String name) throws IOException {
        InputStream in = AocGameData.class.getClassLoader().getResourceAsStream(name);
        if (in == null) throw new IOException("missing resource " + name);
        return in;
    }

    @Override public String id() { return tables.id(); }
    @Override public List<TerrainType> terrains() { return tables.terrains(); }
    @Override public Optional<TerrainType> terrain(int id) { return tables.terrain(id); }
    @Override public Optional<TerrainType> terrain(String name) { return tables.terrain(name); }
    @Override public List<ObjectType> objects() { return tables.objects(); }
    @Override public Optional<ObjectType> object(int id) { return tables.object(id); }
    @Override public Optional<ObjectType> object(String name) { return tables.object(name); }
}
