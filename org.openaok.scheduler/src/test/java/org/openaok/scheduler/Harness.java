package org.openaok.scheduler;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.MapCheck;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.map.Zone;
import org.openaok.api.stage.Stage;

/** An engine over a test generator ("test", with a given number of zones) and stages added by hand. */
final class Harness {
    final StageCatalog catalog = new StageCatalog();
    final List<Engine.Provided<MapGenerator>> generators = new ArrayList<>();
    final List<Engine.Provided<MapCheck>> checks = new ArrayList<>();
    private long nextService = 1;
    final Engine engine = new Engine(catalog, () -> List.copyOf(generators), () -> List.copyOf(checks),
            () -> EMPTY_DATA, () -> null);

    Harness(int zones, int levels) {
        MapGenerator g = new MapGenerator() {
            @Override public String id() { return "test"; }
            @Override public String description() { return "test generator"; }
            @Override public List<MapEntry> maps() { return List.of(new MapEntry("plain", "", "test")); }
            @Override public MapSetup setup(GenerationRequest request, SetupContext context) {
                List<Zone> zs = new ArrayList<>();
                for (int z = 0; z < zones; z++) zs.add(new Zone(z, z % levels, "z" + z, ""));
                return new MapSetup(request.size(), levels, zs);
            }
        };
        generators.add(new Engine.Provided<>(g, "test", 0, nextService++, "test.generator 1.0.0"));
    }

    Harness add(Stage s) { return add(s, 0, "test.bundle 1.0.0"); }

    Harness add(Stage s, int ranking, String bundle) {
        catalog.add(StageRegistration.of(s, ranking, nextService++, bundle));
        return this;
    }

    GenerationRequest request(long seed) {
        return GenerationRequest.builder().generator("test").size(64).seed(seed).build();
    }

    static final GameData EMPTY_DATA = new GameData() {
        @Override public String id() { return "empty"; }
        @Override public List<TerrainType> terrains() { return List.of(); }
        @Override public java.util.Optional<TerrainType> terrain(int id) { return java.util.Optional.empty(); }
        @Override public java.util.Optional<TerrainType> terrain(String name) { return java.util.Optional.empty(); }
        @Override public List<ObjectType> objects() { return List.of(); }
        @Override public java.util.Optional<ObjectType> object(int id) { return java.util.Optional.empty(); }
        @Override public java.util.Optional<ObjectType> object(String name) { return java.util.Optional.empty(); }
    };
}
