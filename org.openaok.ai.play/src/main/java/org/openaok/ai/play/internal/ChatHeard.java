package org.openaok.ai.play.internal;

import org.openaok.sim.api.state.Stance;
import org.openaok.sim.api.system.Chats;

/**
 * The last chat line of each player's that reached the seat (to all, to the seat, to its side as
 * ally or enemy, or the seat's own), for up-store-player-chat. Lines are heard as the chat
 * system carries them out, so what a think reads is what the match had said by then.
 */
final class ChatHeard implements Chats.Listener {
    private final Seat s;
    private final String[] last = new String[9];

    ChatHeard(Seat seat) {
        this.s = seat;
        java.util.Arrays.fill(last, "");
    }

    @Override
    public void said(int from, String audience, int to, String text) {
        if (from < 1 || from >= last.length || text == null) return;
        int me = s.player;
        boolean reached = switch (audience) {
            case "self", "local" -> from == me;
            case "player" -> to == me || from == me;
            case "allies" -> from == me || s.m.player(from).stance(me) == Stance.ALLY;
            case "enemies" -> from == me || s.m.player(from).stance(me) == Stance.ENEMY;
            default -> true;
        };
        if (reached) {
            synchronized (last) {
                last[from] = text;
            }
        }
    }

    /** The player's last line that reached the seat, or "". */
    String last(int player) {
        if (player < 1 || player >= last.length) return "";
        synchronized (last) {
            return last[player];
        }
    }
}
