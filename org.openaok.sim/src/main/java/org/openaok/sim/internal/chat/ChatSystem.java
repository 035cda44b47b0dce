package org.openaok.sim.internal.chat;

import java.util.List;

import org.openaok.sim.api.command.AddResource;
import org.openaok.sim.api.command.Chat;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.system.Chats;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * Chat lines and the computer players' resource cheat. A chat line is told to the event log with
 * its audience; a line that starts with a number is a taunt, and every computer player it reaches
 * hears it there, and the listeners of {@link Chats} (the window) are told the line. cc-add-resource is accepted only from a seat a computer player drives.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ChatSystem implements GameSystem {
    public static final String ID = "chat";
    private static final List<String> AUDIENCES = List.of("self", "local", "all", "allies", "enemies", "player");

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext m) {
        List<Chats.Listener> listeners = new java.util.ArrayList<>();
        m.provide(Chats.class, listeners::add);
        m.handle(Chat.class, c -> {
            int audience = AUDIENCES.indexOf(c.audience());
            if (audience < 0) return Result.refused(c, Refusal.UNKNOWN, "a chat goes to self, local, all, allies, enemies or player, not " + c.audience());
            if (audience == Events.CHAT_PLAYER && (c.to() < 1 || c.to() > m.players()))
                return Result.refused(c, Refusal.BAD_TARGET, "a chat to a player names a seat of the match, not " + c.to());
            m.events().add(Events.CHAT, m.tick(), c.player(), c.to(), audience, taunt(c.text()));
            for (Chats.Listener l : listeners) l.said(c.player(), c.audience(), c.to(), c.text());
            return Result.ok(c);
        });
        m.handle(AddResource.class, c -> {
            SeatSettings seat = m.settings().seat(c.player());
            if (seat.human() || seat.ai().isBlank()) return Result.refused(c, Refusal.NOT_ALLOWED, "only a computer player's seat adds resources");
            Resource r = Resource.parse(c.resource());
            if (r == null) return Result.refused(c, Refusal.UNKNOWN, "no resource " + c.resource());
            if (c.amount() < -1_000_000 || c.amount() > 1_000_000) return Result.refused(c, Refusal.BAD_TARGET, "add -1000000 to 1000000, not " + c.amount());
            long now = m.player(c.player()).stock(r);
            long add = Math.max(-now, (long) c.amount() * Fixed.ONE);
            m.player(c.player()).addIncome(r.ordinal(), add);
            return Result.ok(c);
        });
        return () -> {};
    }

    /** The taunt a line is: its leading number 1-255 (after an optional slash), or 0. */
    static int taunt(String text) {
        if (text == null) return 0;
        String s = text.strip();
        if (s.startsWith("/")) s = s.substring(1);
        int i = 0;
        while (i < s.length() && i < 3 && Character.isDigit(s.charAt(i))) i++;
        if (i == 0) return 0;
        int n = Integer.parseInt(s.substring(0, i));
        return n >= 1 && n <= 255 ? n : 0;
    }
}
