package org.openaok.mapgen.stages.cliff;

import org.openaok.rms.script.Command;
import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

/**
 * What {@code <CLIFF_GENERATION>} asks for, with the design's defaults for what it leaves out.
 * Lengths are in lattice cells, distances in cells too (a cell is 3 by 3 tiles).
 *
 * @param minCliffs       min_number_of_cliffs (3)
 * @param maxCliffs       max_number_of_cliffs (9)
 * @param minLength       min_length_of_cliff (5)
 * @param maxLength       max_length_of_cliff (9)
 * @param curliness       cliff_curliness, per cent a step (36)
 * @param spacing         min_distance_cliffs (2)
 * @param terrainDistance min_terrain_distance (2)
 */
public record CliffSettings(int minCliffs, int maxCliffs, int minLength, int maxLength, int curliness, int spacing,
                            int terrainDistance) {
    public static final CliffSettings DEFAULTS = new CliffSettings(3, 9, 5, 9, 36, 2, 2);
    /** Bounds that keep a hostile script's figures to what a map can hold. */
    private static final int LIMIT = 1 << 16;

    /** The script's settings (the last of each command counts), or null when it has no cliff section. */
    public static CliffSettings of(RmsScript script) {
        if (!script.hasCommands(Section.CLIFF_GENERATION)) return null;
        int[] v = {DEFAULTS.minCliffs, DEFAULTS.maxCliffs, DEFAULTS.minLength, DEFAULTS.maxLength, DEFAULTS.curliness,
                DEFAULTS.spacing, DEFAULTS.terrainDistance};
        for (Command c : script.commands(Section.CLIFF_GENERATION)) {
            int k = switch (c.name()) {
                case "min_number_of_cliffs" -> 0;
                case "max_number_of_cliffs" -> 1;
                case "min_length_of_cliff" -> 2;
                case "max_length_of_cliff" -> 3;
                case "cliff_curliness" -> 4;
                case "min_distance_cliffs" -> 5;
                case "min_terrain_distance" -> 6;
                default -> -1;
            };
            if (k >= 0) v[k] = Math.max(0, Math.min(LIMIT, c.arg(v[k])));
        }
        return new CliffSettings(v[0], Math.max(v[0], v[1]), v[2], Math.max(v[2], v[3]), Math.min(100, v[4]), v[5], v[6]);
    }
}
