package org.openaok.mapgen.noise;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.TerrainType;

/** The terrains and objects the noise generator paints with, found in the game data by name. */
final class Palette {
    final TerrainType deep, medium, water, shallow, beach, grass, grass2, dirt, desert, forest, pine, snow, dirtSnow;
    final ObjectType townCenter;

    Palette(GameData data) {
        deep = terrain(data, "DEEP_WATER");
        medium = terrain(data, "MED_WATER");
        water = terrain(data, "WATER");
        shallow = terrain(data, "SHALLOW");
        beach = terrain(data, "BEACH");
        grass = terrain(data, "GRASS");
        grass2 = terrain(data, "GRASS2");
        dirt = terrain(data, "DIRT");
        desert = terrain(data, "DESERT");
        forest = terrain(data, "FOREST");
        pine = terrain(data, "PINE_FOREST");
        snow = terrain(data, "SNOW");
        dirtSnow = terrain(data, "DIRT_SNOW");
        townCenter = data.object("TOWN_CENTER").orElseThrow(() -> new IllegalStateException("the game data has no TOWN_CENTER"));
    }

    private static TerrainType terrain(GameData data, String name) {
        return data.terrain(name).orElseThrow(() -> new IllegalStateException("the game data has no terrain " + name));
    }
}
