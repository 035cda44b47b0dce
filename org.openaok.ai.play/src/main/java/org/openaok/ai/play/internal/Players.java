package org.openaok.ai.play.internal;

import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.system.MatchContext;

/** What the computer seats of one match share: the rules read as the language's words, the land and water, the allies. */
public final class Players {
    private final Catalog catalog;
    private final Land land;
    private final Allies allies = new Allies();

    public Players(MatchContext m) {
        this.catalog = new Catalog(m.rules());
        this.land = new Land(m.grid());
    }

    /** The lobby the seat's scripts load under. */
    public Seat scriptSeat(SeatContext seat) { return SeatScripts.seat(seat, catalog, land); }

    public ComputerPlayer.Brain brain(SeatContext seat, Seat scriptSeat, Program program, boolean tracing) {
        return new SeatBrain(seat, catalog, land, allies, scriptSeat, program, tracing);
    }
}
