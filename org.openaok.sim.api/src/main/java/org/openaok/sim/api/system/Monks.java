package org.openaok.sim.api.system;

/**
 * Monks and relics, offered by the monks system: the other systems hand it the orders of monks
 * (an attack is a conversion; gathering a relic is picking it up; garrisoning a monastery with a
 * relic puts the relic there). Each returns null when the order is given, else why not.
 */
public interface Monks {
    String convert(int monk, int target);

    String pickUp(int unit, int relic);

    String deposit(int unit, int monastery);

    /** The relic a unit carries, or 0. */
    int relicCarried(int unit);

    /** Relics held in a building. */
    int relicsIn(int building);

    /** A monk's faith, thousandths (100 000 full). */
    int faith(int monk);
}
