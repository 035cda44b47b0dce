package org.openaok.zeroad.internal;

import java.io.IOException;
import java.io.InputStream;

import org.openaok.api.data.GameData;
import org.openaok.api.io.MapReader;
import org.openaok.api.map.GameMap;
import org.openaok.zeroad.ZeroAdMapping;
import org.openaok.zeroad.ZeroAdReader;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/** Reads 0 A.D. map data back into the map model ({@code format=0ad}). */
@Component(service = MapReader.class, property = "format=0ad")
public class ReaderComponent implements MapReader {
    @Reference(policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile ZeroAdMapping mapping;

    @Override public String format() { return "0ad"; }

    @Override
    public GameMap read(InputStream in, GameData data) throws IOException {
        return ZeroAdReader.read(in, "map data", data, mapping);
    }
}
