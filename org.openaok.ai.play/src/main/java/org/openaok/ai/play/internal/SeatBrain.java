package org.openaok.ai.play.internal;

import java.util.List;
import java.util.Locale;

import org.openaok.ai.mind.Brain;
import org.openaok.ai.mind.PassTrace;
import org.openaok.ai.mind.SharedGoals;
import org.openaok.ai.mind.TraceFormat;
import org.openaok.ai.script.Program;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.UpWorld;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Grid;

/**
 * One seat's mind in a match: a think is the census, the news (blows, ages, taunts heard), the
 * rules pass of the seat's compiled scripts against the match (escrow taking its share of the
 * income first), then the executor. With tracing on, the goals, gatherer shares, escrow and town
 * are told once a minute of game time.
 */
public final class SeatBrain implements ComputerPlayer.Brain {
    private final Seat seat;
    private final Executor executor;
    private final MatchWorld world;
    private final Brain brain;
    /** What UserPatch's commands see of the match and do to it. */
    private final UpWorld up;
    private final SeatPlayers players;
    private final Allies allies;
    private final boolean tracing;
    private long tracedMinute = -1;
    private String lastTrace = "";
    private long chatCursor;

    SeatBrain(SeatContext context, Catalog catalog, Land land, Allies allies, SharedGoals shared, org.openaok.ai.script.Seat scriptSeat, Program program,
              boolean tracing) {
        this.seat = new Seat(context, catalog, land);
        this.allies = allies;
        this.executor = new Executor(seat, allies);
        this.world = new MatchWorld(seat, executor);
        KnownObjects objects = new KnownObjects(seat);
        executor.standing.objects = objects;
        this.players = new SeatPlayers(seat, world, objects);
        this.up = new UpWorld(objects, objects, players, new DirectOrders(seat), new TownStanding(seat, executor));
        this.brain = new Brain(scriptSeat, program, shared);
        this.seat.mind = brain.mind();
        this.tracing = tracing;
        this.chatCursor = context.match().events().next();
        allies.add(executor);
    }

    /** Game time spent idle by the seat's villagers, and in all (villager-thinks, a second each). */
    public long[] idleVillagerSeconds() { return new long[] {executor.economy.idleVillagerThinks, executor.economy.villagerThinks}; }

    /** Exceptions a think ran into (each told in the trace); none is expected. */
    public int failures() { return failures; }

    private int failures;

    @Override
    public void think() {
        try {
            thinkOnce();
        } catch (RuntimeException ex) {
            // a fault of the executor must not stop the match: the seat carries on at its next think
            failures++;
            StringBuilder b = new StringBuilder("seat " + seat.player + ": the think at " + clock(seat.now()) + " failed: " + ex);
            for (StackTraceElement el : ex.getStackTrace()) {
                b.append("\n    at ").append(el);
                if (b.length() > 2000) break;
            }
            seat.context.trace(b.toString());
            if (Boolean.getBoolean("openaok.ai.failfast")) throw ex;
        }
    }

    private void thinkOnce() {
        Census c = seat.census;
        executor.economy.prepare();
        c.take(seat);
        if (c.units == 0 && c.buildings.isEmpty() && c.foundations.isEmpty()) return;
        executor.economy.countSent();
        if (seat.firstHomeX < 0 && c.townCenter != 0) {
            int[] h = seat.home();
            seat.firstHomeX = h[0];
            seat.firstHomeY = h[1];
        }
        executor.news.read(brain.mind());
        players.threats.read();
        hear();
        seat.knowledge.refreshBuildings();
        long minute = seat.now() / 60_000;
        boolean trace = tracing && minute != tracedMinute;
        PassTrace t = brain.think(world, world, up, trace);
        // a script whose jumps loop has each pass cut off: its author is told once
        String overrun = brain.overrunNote();
        if (overrun != null) seat.context.trace(overrun);
        executor.run();
        if (trace) {
            tracedMinute = minute;
            StringBuilder b = new StringBuilder();
            if (t != null) for (String line : TraceFormat.lines(t, brain.program())) b.append(line).append('\n');
            b.append(town());
            lastTrace = b.toString();
            for (String line : lastTrace.split("\n")) seat.context.trace(line);
        }
    }

    /** Taunts typed by anyone reach the players they were for. */
    private void hear() {
        Events ev = seat.m.events();
        long from = Math.max(chatCursor, ev.oldest());
        for (long q = from; q < ev.next(); q++) {
            if (ev.kind(q) != Events.CHAT) continue;
            int speaker = ev.player(q), to = ev.other(q), audience = ev.a(q), taunt = ev.b(q);
            if (taunt <= 0) continue;
            int me = seat.player;
            boolean reached = switch (audience) {
                case Events.CHAT_SELF -> me == speaker;
                case Events.CHAT_ALLIES -> world.stance(speaker, me) == Stance.ALLY;
                case Events.CHAT_ENEMIES -> world.stance(speaker, me) == Stance.ENEMY;
                case Events.CHAT_PLAYER -> me == to;
                default -> true;
            };
            if (reached) brain.mind().hearTaunt(speaker, taunt);
        }
        chatCursor = ev.next();
    }

    private String town() {
        Economy e = executor.economy;
        String head = "AI p" + seat.player + " " + clock(seat.now());
        StringBuilder b = new StringBuilder();
        b.append(head).append(" gatherers");
        for (Resource r : Resource.values()) b.append(' ').append(r.word()).append('=').append(e.current[r.ordinal()]).append('/').append(e.desired[r.ordinal()]);
        b.append('\n');
        int[] h = seat.home();
        b.append(head).append(String.format(Locale.ROOT, " town home=%s villagers=%d idle=%d builders=%d foundations=%d soldiers=%d groups=%d"
                        + " under-attack=%b commands=%d refused=%d%s",
                h == null ? "none" : (h[0] / Grid.TILE) + "," + (h[1] / Grid.TILE), seat.census.villagers.size(), seat.census.countJob(Census.IDLE),
                seat.census.countJob(Census.BUILDING), seat.census.foundations.size(), seat.census.soldiers.size(), executor.military.groups.size(),
                executor.news.townUnderAttack(), seat.given, seat.refused, seat.refused > 0 ? " last-refused=" + seat.lastRefusal : ""));
        b.append('\n');
        if (!executor.military.groups.isEmpty()) {
            b.append(head).append(" groups");
            for (Military.Group g : executor.military.groups) {
                int t = g.target;
                b.append(' ').append(g.boats ? "boats:" : "").append(g.now ? "now:" : "").append(Military.STATES[g.state]).append(' ').append(g.members.size()).append('/')
                        .append(g.want);
                if (t != 0 && seat.e().valid(t)) b.append(" at ").append(seat.catalog.rules.type(seat.e().type(t)).word()).append(" of p").append(seat.e().owner(t));
                b.append(';');
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String clock(long ms) {
        long s = ms / 1000;
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }

    @Override public String trace() { return lastTrace; }

    @Override public void stop() { allies.remove(executor); }

    List<Military.Group> groups() { return executor.military.groups; }
}
