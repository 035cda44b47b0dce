package org.openaok.sim.api.system;

/** Fighting, as the combat system offers it to the others (computer players, the window, garrisons). */
public interface Combat {
    int AGGRESSIVE = 0, DEFENSIVE = 1, STAND_GROUND = 2, NO_ATTACK = 3;

    /** How a unit fights on its own. */
    int stance(int unit);

    /** What a unit is fighting now (ordered or found), or 0. */
    int fightingTarget(int unit);

    /** The extra arrows a building looses for what it holds inside (the garrison system keeps it). */
    void setGarrisonArrows(int building, int arrows);
}
