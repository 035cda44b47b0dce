package org.openaok.ai.mind;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.World;

/**
 * The computer players of a game: their brains, in seat order, and the goals they share.
 * Each brain thinks once per second of game time; the seats are staggered by 125 ms so they
 * do not all think on the same tick. A brain whose player resigned thinks no more.
 */
public final class Brains {
    public static final long THINK_MS = 1000;
    public static final long STAGGER_MS = 125;

    private final List<Brain> brains = new ArrayList<>();
    private final SharedGoals shared = new SharedGoals();
    private Consumer<PassTrace> trace;

    /** Adds a computer seat with its compiled scripts; it first thinks 125 ms after the one before. */
    public Brain add(Seat seat, Program program) {
        Brain b = new Brain(seat, program, shared);
        b.thinkMs = STAGGER_MS * brains.size();
        brains.add(b);
        return b;
    }

    public List<Brain> all() { return Collections.unmodifiableList(brains); }

    public SharedGoals sharedGoals() { return shared; }

    /** Where each pass's trace goes ({@code AOE_AI_TRACE}); null turns tracing off. */
    public void trace(Consumer<PassTrace> sink) { this.trace = sink; }

    /** Game time has moved on by {@code dtMs}: the brains due think, in seat order. */
    public void update(long dtMs, World world, Orders orders) {
        for (Brain b : brains) {
            b.thinkMs -= dtMs;
            if (b.thinkMs > 0) continue;
            b.thinkMs += THINK_MS;
            if (world.playerResigned(b.player())) continue;
            PassTrace t = b.think(world, orders, trace != null);
            if (t != null) trace.accept(t);
        }
    }

    /**
     * A chat line reached the players it was for: one that starts with a number is a taunt,
     * and every computer player it reaches detects it.
     */
    public void hear(World world, int from, Audience audience, int to, String text) {
        int taunt = leadingNumber(text);
        if (taunt <= 0) return;
        for (Brain b : brains) {
            int me = b.player();
            if (me == from && audience != Audience.SELF && audience != Audience.LOCAL) continue;
            boolean reached = switch (audience) {
                case SELF -> me == from;
                case LOCAL, ALL -> true;
                case ALLIES -> world.stance(from, me) == Stance.ALLY;
                case ENEMIES -> world.stance(from, me) == Stance.ENEMY;
                case PLAYER -> me == to;
            };
            if (reached) b.mind().hearTaunt(from, taunt);
        }
    }

    /** A scenario's AI goal effect for a player. */
    public void event(int player, int id) {
        for (Brain b : brains) if (b.player() == player) b.mind().raiseEvent(id);
    }

    static int leadingNumber(String text) {
        if (text == null) return -1;
        String s = text.strip();
        if (s.startsWith("/")) s = s.substring(1);
        int i = 0;
        while (i < s.length() && i < 3 && Character.isDigit(s.charAt(i))) i++;
        if (i == 0) return -1;
        int n = Integer.parseInt(s.substring(0, i));
        return n >= 1 && n < Mind.TAUNTS ? n : -1;
    }

    /** The brain of a seat, or null. */
    public Brain of(int player) {
        for (Brain b : brains) if (b.player() == player) return b;
        return null;
    }

}
