package org.openaok.api.io;

/** How a map is looked at. */
public enum View {
    /** Straight down, x to the right, y downwards. */
    TOP_DOWN,
    /** The game's minimap: the map turned 45 degrees into a diamond. */
    DIAMOND
}
