package org.openaok.rec.internal;

import java.util.List;

/**
 * The map's name as the game's instructions give it ("Map Type: Arabia" in English, "Location:
 * Scandanavia" in HD), for recordings whose map type names no built-in map: The Age of Kings
 * stores no map type, and a custom script's is 44. The labels are the games' own, in the
 * languages they were sold in.
 */
final class MapInstructions {
    private static final List<String> LABELS = List.of("Map Type: ", "Map type: ", "Location: ", "Tipo de mapa: ",
            "Tipo de Mapa: ", "Kartentyp: ", "Art der Karte: ", "Karte: ", "Type de carte : ", "Type de carte\u00a0: ",
            "Emplacement : ", "Tipo di mappa: ", "Posizione: ", "Local: ", "Mapa: ", "Plats: ");

    private MapInstructions() {}

    /** The name, without a ".rms" ending, or "" when no line names the map. */
    static String mapName(String instructions) {
        for (String line : instructions.split("\n")) {
            for (String label : LABELS) {
                if (line.startsWith(label)) {
                    String name = line.substring(label.length()).replace("\u0000", "").trim();
                    if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".rms")) name = name.substring(0, name.length() - 4);
                    return name;
                }
            }
        }
        return "";
    }
}
