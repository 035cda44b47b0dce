package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.MapObject;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/** A mod replaces the game data by registering its own with a higher ranking; generation follows it. */
class ModDataTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @InjectService(timeout = 5000)
    GameData stock;

    @InjectBundleContext
    BundleContext context;

    /** The stock data, except that every forest grows oaks. */
    private GameData oakForests() {
        int oak = stock.object("OAKTREE").orElseThrow().id();
        return new GameData() {
            @Override public String id() { return "oak-mod"; }
            @Override public List<TerrainType> terrains() { return stock.terrains().stream().map(this::oaks).toList(); }
            @Override public Optional<TerrainType> terrain(int id) { return stock.terrain(id).map(this::oaks); }
            @Override public Optional<TerrainType> terrain(String name) { return stock.terrain(name).map(this::oaks); }
            @Override public List<ObjectType> objects() { return stock.objects(); }
            @Override public Optional<ObjectType> object(int id) { return stock.object(id); }
            @Override public Optional<ObjectType> object(String name) { return stock.object(name); }

            private TerrainType oaks(TerrainType t) {
                return t.forest() ? new TerrainType(t.id(), t.name(), t.rgb(), t.movement(), t.role(), oak, t.beach()) : t;
            }
        };
    }

    private long treesOf(GenerationResult r, String name) {
        int id = stock.object(name).orElseThrow().id();
        return r.map().objects().list().stream().mapToInt(MapObject::type).filter(t -> t == id).count();
    }

    private long trees(GenerationResult r) {
        return r.map().objects().list().stream()
                .filter(o -> stock.object(o.type()).map(t -> t.kind() == org.openaok.api.data.ObjectKind.TREE).orElse(false)).count();
    }

    @Test
    void aHigherRankedGameDataTakesOverAndGoesAgain() {
        GenerationResult before = engine.generate(PipelineTest.request(5), RunOptions.defaults());
        long trees = trees(before);
        assertTrue(trees > 0);
        assertEquals(0, treesOf(before, "OAKTREE"), "the stock forests grow no oaks");
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("service.ranking", 100);
        ServiceRegistration<GameData> mod = context.registerService(GameData.class, oakForests(), props);
        try {
            GenerationResult r = engine.generate(PipelineTest.request(5), RunOptions.defaults());
            assertFalse(r.failed(), r.diagnostics().toString());
            assertEquals(trees, treesOf(r, "OAKTREE"), "every forest tree is an oak now");
        } finally {
            mod.unregister();
        }
        assertEquals(before.hash(), engine.generate(PipelineTest.request(5), RunOptions.defaults()).hash());
    }
}
