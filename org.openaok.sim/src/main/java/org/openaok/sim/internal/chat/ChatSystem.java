package org.openaok.sim.internal.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.openaok.sim.api.command.AddResource;
import org.openaok.sim.api.command.Chat;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.system.Chats;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * Chat lines (a line that is a number is a taunt: computer players listening hear it), and the
 * computer players' own resource cheat, which is refused from a person's seat.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ChatSystem implements GameSystem {
    public static final String ID = "chat";
    static final Set<String> AUDIENCES = Set.of("all", "allies", "enemies", "player", "self", "local");

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext m) {
        List<Chats.Listener> listeners = new ArrayList<>();
        m.provide(Chats.class, listeners::add);
        m.handle(Chat.class, c -> {
            if (!AUDIENCES.contains(c.audience()))
                return Result.refused(c, Refusal.UNKNOWN, "a chat goes to all, allies, enemies, player, self or local, not " + c.audience());
            if (c.audience().equals("player") && (c.to() < 1 || c.to() > m.players()))
                return Result.refused(c, Refusal.BAD_TARGET, "a chat to a player names a seat of the match, not " + c.to());
            for (Chats.Listener l : listeners) l.said(c.player(), c.audience(), c.to(), c.text());
            return Result.ok(c);
        });
        m.handle(AddResource.class, c -> {
            SeatSettings seat = m.settings().seat(c.player());
            if (seat.human() || seat.ai().isBlank()) return Result.refused(c, Refusal.NOT_ALLOWED, "only a computer player's seat may add resources");
            Resource r = Resource.parse(c.resource());
            if (r == null) return Result.refused(c, Refusal.UNKNOWN, "no resource " + c.resource());
            if (Math.abs((long) c.amount()) > 1_000_000) return Result.refused(c, Refusal.BAD_TARGET, "at most a million at once");
            long add = (long) c.amount() * Fixed.ONE;
            if (m.player(c.player()).stock(r) + add < 0) add = -m.player(c.player()).stock(r);
            m.player(c.player()).addStock(r.ordinal(), add);
            return Result.ok(c);
        });
        return () -> {};
    }
}
