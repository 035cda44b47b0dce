package org.openaok.sim.api.player;

/**
 * Which computer player drives each seat, and when that changes: a capability the computer-players
 * system offers a match ({@code match.context().find(SeatPlayers.class)}). A record writes each
 * hand-over as a note; a window shows who plays.
 */
public interface SeatPlayers {
    /** The player driving a seat now, or null (a person's seat, no player takes it, or it has not thought yet). */
    Driver driver(int seat);

    /** Thinks the seat's brain has had since it was handed to its driver. */
    int thinks(int seat);

    void addListener(Listener l);

    /**
     * A computer player as a record names it.
     *
     * @param id      {@link ComputerPlayer#id()}
     * @param bundle  the symbolic name of the bundle that provides it
     * @param version that bundle's version
     */
    record Driver(String id, String bundle, String version) {
        @Override
        public String toString() { return id + " (" + bundle + " " + version + ")"; }
    }

    /** Hears hand-overs, inside the tick, just before the new driver's first think. */
    interface Listener {
        /**
         * @param from the player that drove the seat, or null
         * @param to   the one that drives it now, or null when none takes it (the seat idles)
         */
        void handedOver(int tick, int seat, Driver from, Driver to);
    }
}
