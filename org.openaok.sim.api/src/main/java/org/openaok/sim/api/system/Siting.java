package org.openaok.sim.api.system;

/** Whether a building may stand somewhere, as the build command checks it; offered by the building system. */
public interface Siting {
    /** Null when the type may stand with its footprint's lowest corner at the tile, else why not. */
    String whyNot(int player, int type, int tileX, int tileY);
}
