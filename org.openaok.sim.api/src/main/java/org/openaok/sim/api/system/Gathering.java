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

    /** The ledger's accounts, per resource, thousandths since the match began. */
    enum Account {
        /** Taken out of resources on the map (trees, mines, bushes, animals, farms). */
        FROM_SOURCES,
        /** Gone into gatherers' loads. */
        INTO_LOADS,
        /** Rotted away in carcasses nobody was gathering. */
        DECAYED,
        /** Carried by gatherers who died or were converted with it. */
        LOST_WITH_CARRIER
    }

    /** What the ledger holds in an account for a resource (its ordinal). */
    long ledger(Account account, int resource);
}
