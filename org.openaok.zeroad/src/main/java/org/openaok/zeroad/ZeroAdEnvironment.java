package org.openaok.zeroad;

import java.io.IOException;

import org.openaok.json.JsonWriter;

/**
 * The {@code Camera} and {@code Environment} of a written map. 0 A.D. ignores {@code seaLevel}:
 * the water plane stands where {@code Environment.Water.WaterBody.Height} says, and the engine
 * warns of every environment setting it misses, so all are written. The look is that of
 * 0 A.D.'s own random maps (its map library's defaults), the water at {@link ZeroAdMapping#SEA_LEVEL_METRES}.
 */
final class ZeroAdEnvironment {
    private ZeroAdEnvironment() {}

    /** The camera of an observer: above the map's middle, looking north at 0 A.D.'s usual slant. */
    static void camera(JsonWriter w, int tiles) throws IOException {
        w.name("Camera").beginObject();
        w.name("Position").beginObject().name("x").value(tiles * 2L).name("y").value(150).name("z").value(tiles * 2L).endObject();
        w.name("Rotation").value(0);
        w.name("Declination").rawNumber("0.523599");
        w.endObject();
    }

    static void environment(JsonWriter w) throws IOException {
        w.name("Environment").beginObject();
        w.name("SkySet").value("default");
        color(w, "SunColor", "1.03162", "0.99521", "0.865752");
        w.name("SunElevation").rawNumber("0.7");
        w.name("SunRotation").rawNumber("-0.909");
        color(w, "AmbientColor", "0.364706", "0.376471", "0.419608");
        w.name("Water").beginObject().name("WaterBody").beginObject();
        w.name("Type").value("ocean");
        color(w, "Color", "0.3", "0.35", "0.7");
        color(w, "Tint", "0.28", "0.3", "0.59");
        w.name("Height").value(ZeroAdMapping.SEA_LEVEL_METRES);
        w.name("Waviness").value(8);
        w.name("Murkiness").rawNumber("0.45");
        w.name("WindAngle").value(0);
        w.endObject().endObject();
        w.name("Fog").beginObject();
        w.name("FogFactor").value(0);
        w.name("FogThickness").rawNumber("0.5");
        color(w, "FogColor", "0.8", "0.8", "0.8");
        w.endObject();
        w.name("Postproc").beginObject();
        w.name("Brightness").value(0);
        w.name("Contrast").value(1);
        w.name("Saturation").value(1);
        w.name("Bloom").rawNumber("0.2");
        w.name("PostprocEffect").value("default");
        w.endObject();
        w.endObject();
    }

    private static void color(JsonWriter w, String name, String r, String g, String b) throws IOException {
        w.name(name).beginObject().name("r").rawNumber(r).name("g").rawNumber(g).name("b").rawNumber(b).name("a").value(0).endObject();
    }
}
