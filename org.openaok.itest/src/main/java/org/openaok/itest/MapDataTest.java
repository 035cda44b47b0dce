package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.io.MapReader;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.RenderOptions;
import org.openaok.api.io.View;
import org.openaok.api.map.GameMap;
import org.openaok.api.stats.MapAnalyzer;
import org.openaok.api.stats.MapStats;
import org.osgi.test.common.annotation.InjectService;

/** The map's outputs through their services: 0 A.D. data out and back in, previews, statistics. */
class MapDataTest {
    @InjectService(timeout = 5000)
    MapGenerationService engine;

    @InjectService(filter = "(format=0ad)", timeout = 5000)
    MapWriter writer;

    @InjectService(filter = "(format=0ad)", timeout = 5000)
    MapReader reader;

    @InjectService(filter = "(renderer=png)", timeout = 5000)
    MapRenderer renderer;

    @InjectService(timeout = 5000)
    MapAnalyzer analyzer;

    @InjectService(timeout = 5000)
    GameData data;

    @Test
    void theExportedMapReadsBackToTheSameHash() throws Exception {
        GenerationResult r = engine.generate(PipelineTest.request(21), RunOptions.defaults());
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        writer.write(r.map(), data, first);
        assertEquals(r.hash(), HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(first.toByteArray())));
        GameMap back = reader.read(new ByteArrayInputStream(first.toByteArray()), data);
        ByteArrayOutputStream second = new ByteArrayOutputStream();
        writer.write(back, data, second);
        assertArrayEquals(first.toByteArray(), second.toByteArray());
    }

    @Test
    void previewsAndStatisticsComeFromTheirServices() throws Exception {
        GenerationResult r = engine.generate(PipelineTest.request(22), RunOptions.defaults());
        for (View v : View.values()) {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            renderer.renderPng(r.map(), data, RenderOptions.defaults().withView(v), png);
            assertEquals((byte) 0x89, png.toByteArray()[0]);
        }
        MapStats s = analyzer.analyze(r.map(), data);
        assertEquals(4, s.players().size());
        assertTrue(s.players().stream().allMatch(p -> p.reachableArea() > 0));
    }
}
