package org.openaok.example.player;

import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.osgi.service.component.annotations.Component;

/**
 * The example computer player: {@code --ai 2:example}. All the work is in {@link Economy}, one
 * per seat; this service only says which seats it takes and starts their minds.
 */
@Component(service = ComputerPlayer.class)
public class ExamplePlayer implements ComputerPlayer {
    public static final String ID = "example";

    @Override public String id() { return ID; }

    @Override public boolean accepts(String ai) { return ID.equals(ai); }

    @Override
    public Brain start(SeatContext seat) { return new Economy(seat); }
}
