package org.openaok.api.stats;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;

/** Measures a generated map's fairness. Registered as a service. */
public interface MapAnalyzer {
    MapStats analyze(GameMap map, GameData data);
}
