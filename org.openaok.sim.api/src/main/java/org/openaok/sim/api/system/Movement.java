package org.openaok.sim.api.system;

/**
 * Walking, as the movement system offers it to the others: a unit is sent toward a point or a
 * thing and the system finds the way, walks it at the unit's speed, and says when it is there.
 */
public interface Movement {
    int IDLE = 0;
    int MOVING = 1;
    /** Within range of where it was sent. */
    int ARRIVED = 2;
    /** It cannot get there (or gave up after being blocked too long); it stands as close as it got. */
    int FAILED = 3;

    /** Walk to within {@code range} (thousandths of a tile) of a point. */
    void goToPoint(int unit, int x, int y, int range);

    /** Walk to within {@code range} of a thing's footprint (a building's edge, a tree, a unit). */
    void goToThing(int unit, int thing, int range);

    /**
     * Sends units to a point together: each is given the order with its place in the group's
     * formation as its point; the group walks at its slowest member's pace, sharing one plan.
     */
    void march(int[] units, int x, int y, byte order);

    /** Stop where it stands. */
    void stop(int unit);

    int status(int unit);

    /** The point it is walking to, or its position when it stands: {x, y}. */
    int[] destination(int unit);

    /** Distance (thousandths of a tile) from a unit's centre to the nearest point of a thing's footprint. */
    int distanceTo(int unit, int thing);
}
