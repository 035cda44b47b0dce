package org.openaok.zeroad.internal;

import java.io.IOException;
import java.io.OutputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.io.MapWriter;
import org.openaok.api.map.GameMap;
import org.openaok.zeroad.ZeroAdMapping;
import org.openaok.zeroad.ZeroAdWriter;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/** Writes maps as 0 A.D. map data ({@code format=0ad}); the engine hashes this output. */
@Component(service = MapWriter.class, property = "format=0ad")
public class WriterComponent implements MapWriter {
    @Reference(policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile ZeroAdMapping mapping;

    @Override public String format() { return "0ad"; }

    @Override public String extension() { return ".json"; }

    @Override
    public void write(GameMap map, GameData data, OutputStream out) throws IOException {
        ZeroAdWriter.write(map, data, mapping, out);
    }
}
