package org.openaok.mapgen.noise;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.map.Zone;
import org.osgi.service.component.annotations.Component;

/**
 * The noise generator: the map is cut into bands of rows (its zones, so the per-zone stages run
 * in parallel), and its stages grow continents from value noise. Options: {@code water}
 * (per cent of the map under water, default 35) and {@code bands} (zones, default 8).
 */
@Component(service = MapGenerator.class)
public class NoiseGenerator implements MapGenerator {
    public static final String ID = "noise";

    @Override public String id() { return ID; }

    @Override public String description() { return "continents from value noise; the fallback when a script cannot be read"; }

    @Override
    public List<MapEntry> maps() {
        return List.of(new MapEntry("noise", "value-noise continents (options: water=PERCENT, bands=N)", "built-in"));
    }

    @Override
    public MapSetup setup(GenerationRequest request, SetupContext context) throws GenerationException {
        int water = option(request, "water", 35, 0, 90, context);
        int bands = option(request, "bands", 8, 1, Math.max(1, request.size() / 4), context);
        context.put(NoiseField.KEY, new NoiseField(request.size(), bands, water));
        List<Zone> zones = new ArrayList<>();
        for (int b = 0; b < bands; b++) zones.add(new Zone(b, 0, "band " + b, "rows"));
        return new MapSetup(request.size(), 1, zones);
    }

    private static int option(GenerationRequest r, String name, int fallback, int min, int max, SetupContext ctx) {
        String v = r.options().get(name);
        if (v == null) return fallback;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= min && n <= max) return n;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        ctx.diagnostics().report(Diagnostic.warning("noise-option",
                "option " + name + "=" + v + " must be a number from " + min + " to " + max + "; using " + fallback));
        return fallback;
    }
}
