package org.openaok.sim.api.system;

/**
 * How things come and go, with the bookkeeping every system relies on kept in one place: the
 * owner's counts and population, the tiles a building or tree blocks, the units' tiles. Provided
 * by the match itself.
 */
public interface Lifecycle {
    /** Hears of changes, in the order they happen. */
    interface Listener {
        default void created(int id) {}
        default void removed(int id) {}
        default void finished(int building) {}
        default void ownerChanged(int id, int from) {}
        default void typeChanged(int id, int from) {}
        default void garrisoned(int id, int container) {}
        default void ungarrisoned(int id) {}
        /** Something struck {@code victim}: an animal may turn on its hunter, a town may ring its bell. */
        default void struck(int victim, int attacker) {}
    }

    /** Tells of a blow (the damage is the striker's to deal): listeners hear it, the events record it. */
    void struck(int victim, int attacker);

    void addListener(Listener l);

    /**
     * A new unit at the nearest free spot to a point it may stand on (within a few tiles), or 0 when
     * there is none or the entity limit is reached.
     */
    int spawnUnit(int type, int owner, int x, int y);

    /**
     * A building (or a foundation) with its footprint's lowest corner at a tile. Units standing on
     * the footprint are moved off it. Returns 0 when the entity limit is reached; the caller has
     * checked the ground.
     */
    int placeBuilding(int type, int owner, int tileX, int tileY, boolean finished);

    /** A foundation is finished: it counts, gives its population room, starts working. */
    void finish(int building);

    /** It is gone: killed, deleted, used up. */
    void remove(int id, int killer);

    /** It changes hands (a sheep seen, a unit converted). */
    void convert(int id, int newOwner);

    /** It becomes another type (an upgrade); its damage taken is kept. */
    void transform(int id, int newType);

    /** A gaia animal dies and leaves a carcass, or a tree is felled: it stays, holding what it held. */
    void fell(int id);

    /** A unit goes inside a building, ship or ram: it leaves the map (and its sight) but still counts. */
    void enter(int unit, int container);

    /** A unit comes out at a point (the caller found it free). */
    void leave(int unit, int x, int y);

    /** Whether a unit of the type may stand at the point now: ground it can cross, nobody else there. */
    boolean canStand(int type, int owner, int x, int y, int ignore);
}
