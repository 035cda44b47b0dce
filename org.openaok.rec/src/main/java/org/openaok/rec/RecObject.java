package org.openaok.rec;

/**
 * An object standing on the map when the recording began.
 *
 * @param unitId     the game's unit id (the value scripts use: GOLD = 66, FOREST_TREE = 411)
 * @param unitClass  the engine's object class: 10 static (trees, mines, cliffs), 20/25 animated,
 *                   30 moving (birds), 40 action, 50 base combat, 60 missile, 70 combat (units and
 *                   animals), 80 building, 90 doppelganger
 * @param owner      0 for Gaia, else the player's number
 * @param x          position along the map's x axis, in tiles (the centre of tile 3 is 3.5)
 * @param y          position along the map's y axis, in tiles
 * @param list       which of the owner's lists holds it
 */
public record RecObject(int unitId, int unitClass, int owner, float x, float y, RecObject.List list) {
    /** The owner's lists of objects. */
    public enum List {
        /** Objects awake at the start. */
        OBJECTS,
        /** Objects the engine keeps asleep until something comes near: most trees and every cliff in later versions. */
        SLEEPING,
        /** Stand-ins drawn in the fog of war. */
        DOPPELGANGER
    }
}
