package org.openaok.sim.api.system;

/** What gatherers are doing, offered by the gathering system to those who watch and decide. */
public interface Gathering {
    /** What the unit carries, thousandths. */
    int carried(int unit);

    /** The resource it carries (its ordinal), or -1. */
    int carriedResource(int unit);

    /** The task it works at (an index of the rules' tasks), or -1. */
    int task(int unit);

    /** Gatherers working at a thing this tick. */
    int workersAt(int thing);

    /** The task a unit would work at on a thing, or -1 when it cannot gather it. */
    int taskFor(int unit, int thing);
}
