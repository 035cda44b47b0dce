package org.openaok.ai.play.internal;

import java.util.ArrayList;
import java.util.List;

import org.openaok.ai.mind.SharedGoals;
import org.openaok.ai.script.Lobby;
import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.MatchContext;

/** What the computer seats of one match share: the rules read as the language's words, the land and water, the allies. */
public final class Players {
    private final Catalog catalog;
    private final Land land;
    private final Allies allies = new Allies();
    /** The game's shared goals and its computer players' minds (UserPatch's allies read each other's goals). */
    private final SharedGoals shared = new SharedGoals();
    private final Lobby lobby;

    public Players(MatchContext m) {
        this.catalog = new Catalog(m.rules());
        this.land = new Land(m.grid());
        List<Lobby.Member> seats = new ArrayList<>();
        for (int p = 1; p <= m.players(); p++) {
            PlayerState ps = m.player(p);
            seats.add(new Lobby.Member(p, ps.team, catalog.rules.civ(ps.civ).id(), ps.human));
        }
        this.lobby = new Lobby(seats);
    }

    /** The seats as UserPatch's symbols of the other players see them. */
    public Lobby lobby() { return lobby; }

    /** The lobby the seat's scripts load under. */
    public Seat scriptSeat(SeatContext seat) { return SeatScripts.seat(seat, catalog, land); }

    public ComputerPlayer.Brain brain(SeatContext seat, Seat scriptSeat, Program program, boolean tracing) {
        return new SeatBrain(seat, catalog, land, allies, shared, scriptSeat, program, tracing);
    }
}
