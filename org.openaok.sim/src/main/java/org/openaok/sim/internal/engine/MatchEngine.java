package org.openaok.sim.internal.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.openaok.api.random.RandomStream;
import org.openaok.api.random.Seeds;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Sight;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.CommandHandler;
import org.openaok.sim.api.system.Lifecycle;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.openaok.sim.api.system.Scores;
import org.openaok.sim.api.system.Technologies;
import org.openaok.sim.internal.Treason;

/**
 * A running match: the state, the systems in their order, the commands waiting for the next tick.
 * A tick carries out the waiting commands in the order given, runs every system once, and hashes
 * the whole state.
 */
public final class MatchEngine implements Match, MatchContext {
    /** Hears every command carried out, with where in the tick it was: -1 before the systems, else the system's place. */
    public interface CommandLog {
        void executed(int tick, int slot, Command command, Result result);
    }

    /** Gives, for a replay, the commands a command-source system gave at a tick. */
    public interface Playback {
        List<Command> commands(int tick, int slot);
    }

    private final MatchSettings settings;
    private final Rules rules;
    private final Entities entities;
    private final Grid grid;
    private final Sight sight;
    private final Events events = new Events();
    private final PlayerState[] players;
    private final Things things;
    private final Effects effects;
    private final Rulebook rulebook;
    private final Treason treason;
    private final Map<Class<?>, Object> capabilities = new HashMap<>();
    private final Map<Class<?>, CommandHandler<?>> handlers = new HashMap<>();
    private final List<InstalledSystem> installed;
    private final List<SystemRun> runs = new ArrayList<>();
    private final List<Command> waiting = new ArrayList<>();
    private final List<Result> carriedOut = new ArrayList<>();
    private final List<TickListener> tickListeners = new ArrayList<>();
    private final List<CommandLog> commandLogs = new ArrayList<>();
    private final StateHash hasher = new StateHash();
    private Playback playback;
    private int tick;
    private int slot = -1;
    private int depth;
    private long hash;
    private boolean ended;
    private int winners;
    private String endReason = "";
    private int endTick = -1;

    MatchEngine(MatchSettings settings, Rules rules, int mapSize, List<InstalledSystem> installed) {
        this.settings = settings;
        this.rules = rules;
        this.entities = new Entities(4096);
        this.grid = new Grid(mapSize);
        this.sight = new Sight(mapSize, settings.players());
        this.installed = List.copyOf(installed);
        this.players = new PlayerState[settings.players() + 1];
        this.things = new Things(rules, entities, grid, players, events, this::tick);
        this.effects = new Effects(rules, entities, things);
        this.rulebook = new Rulebook(rules, players);
        this.treason = new Treason(settings, rules, TICK_MS);
        capabilities.put(Availability.class, rulebook);
        capabilities.put(Technologies.class, (Technologies) this::completeResearch);
    }

    // ---- set up (by MatchStarter)

    void setPlayer(int seat, PlayerState p) { players[seat] = p; }

    Things things() { return things; }

    Effects effects() { return effects; }

    /** Starts every system in tick order, then tells them all is ready. */
    void startSystems() {
        for (InstalledSystem s : installed) {
            try {
                runs.add(s.system().start(this));
            } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError ex) { // a bundle's fault, not the machine's
                throw new SystemFailure(s.info(), "could not start", ex);
            }
        }
        for (int k = 0; k < runs.size(); k++) {
            try {
                runs.get(k).ready();
            } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError ex) { // a bundle's fault, not the machine's
                throw new SystemFailure(installed.get(k).info(), "could not start", ex);
            }
        }
        entities.flush();
        hash = computeHash();
    }

    public void setPlayback(Playback p) { this.playback = p; }

    public void addCommandLog(CommandLog log) { commandLogs.add(log); }

    // ---- MatchContext

    @Override public MatchSettings settings() { return settings; }
    @Override public Rules rules() { return rules; }
    @Override public Entities entities() { return entities; }
    @Override public Grid grid() { return grid; }
    @Override public Sight sight() { return sight; }
    @Override public Events events() { return events; }
    @Override public Lifecycle lifecycle() { return things; }
    @Override public int players() { return settings.players(); }
    @Override public PlayerState player(int seat) { return players[seat]; }
    @Override public int tick() { return tick; }
    @Override public int tickMs() { return TICK_MS; }
    @Override public long timeMs() { return (long) tick * TICK_MS; }

    @Override
    public RandomStream random(String salt) { return Seeds.stream(settings.seed(), "sim:" + salt, -1); }

    @Override
    public <T> void provide(Class<T> type, T implementation) { capabilities.put(type, implementation); }

    @Override
    public <T> Optional<T> find(Class<T> type) { return Optional.ofNullable(type.cast(capabilities.get(type))); }

    @Override
    public <C extends Command> void handle(Class<C> type, CommandHandler<C> handler) { handlers.put(type, handler); }

    @Override
    @SuppressWarnings("unchecked")
    public Result execute(Command command) {
        Result r;
        if (command.player() < 1 || command.player() > settings.players()) {
            r = Result.refused(command, Refusal.OUT_OF_GAME, "seat " + command.player() + " is not in this match");
        } else if (!players[command.player()].inGame()) {
            r = Result.refused(command, Refusal.OUT_OF_GAME, "player " + command.player() + " is out of the game");
        } else if (ended) {
            r = Result.refused(command, Refusal.OUT_OF_GAME, "the match is over");
        } else {
            CommandHandler<Command> h = (CommandHandler<Command>) handlers.get(command.getClass());
            if (h == null) {
                r = Result.refused(command, Refusal.NOT_ABLE, "no installed system carries out '" + command.verb() + "'");
            } else {
                depth++;
                try {
                    r = h.handle(command);
                } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError ex) { // a bundle's fault, not the machine's
                    throw new SystemFailure(systemOfHandler(command), "failed on the command '" + command.verb() + "'", ex);
                } finally {
                    depth--;
                }
            }
        }
        carriedOut.add(r);
        // a command a handler gives in turn is part of the first: a replay gives only the first
        if (depth == 0) for (CommandLog log : commandLogs) log.executed(tick, slot, command, r);
        return r;
    }

    private SystemInfo systemOfHandler(Command c) {
        return slot >= 0 ? installed.get(slot).info() : new SystemInfo("commands", "org.openaok.sim", "-");
    }

    @Override
    public void end(int winnersMask, String reason) {
        if (ended) return;
        ended = true;
        winners = winnersMask;
        endReason = reason;
        endTick = tick;
        events.add(Events.ENDED, tick, 0, 0, winnersMask, 0);
    }

    @Override public boolean ended() { return ended; }

    // ---- research, for the systems that research and for the setup

    void completeResearch(int player, int tech) {
        PlayerState p = players[player];
        if (p.researched(tech)) return;
        if (treason.is(tech)) {
            // bought again and again: never marked researched, its effects (Spies') not taken
            p.setPending(tech, false);
            treason.carryOut(player, this.tick, players, entities, grid, sight);
            events.add(Events.RESEARCHED, this.tick, player, 0, tech, 0);
            return;
        }
        p.markResearched(tech);
        var def = rules.tech(tech);
        effects.apply(p, def.effects());
        var civBonus = rules.civ(p.civ).onTech().get(tech);
        if (civBonus != null) effects.apply(p, civBonus);
        events.add(Events.RESEARCHED, tick, player, 0, tech, 0);
        if (def.ageReached() > p.age()) {
            p.setAge(def.ageReached());
            events.add(Events.AGE, tick, player, 0, def.ageReached(), 0);
        }
    }

    // ---- Match

    @Override public MatchContext context() { return this; }

    @Override
    public List<SystemInfo> systems() {
        List<SystemInfo> out = new ArrayList<>();
        for (InstalledSystem s : installed) out.add(s.info());
        return out;
    }

    @Override
    public Result submit(Command command) {
        if (command.player() < 1 || command.player() > settings.players())
            return Result.refused(command, Refusal.OUT_OF_GAME, "seat " + command.player() + " is not in this match");
        if (ended) return Result.refused(command, Refusal.OUT_OF_GAME, "the match is over");
        if (!handlers.containsKey(command.getClass()))
            return Result.refused(command, Refusal.NOT_ABLE, "no installed system carries out '" + command.verb() + "'");
        waiting.add(command);
        return Result.ok(command);
    }

    @Override
    public long step() {
        carriedOut.clear();
        slot = -1;
        List<Command> now = new ArrayList<>(waiting);
        waiting.clear();
        for (Command c : now) execute(c);
        entities.flush();
        for (int k = 0; k < runs.size(); k++) {
            slot = k;
            InstalledSystem s = installed.get(k);
            if (playback != null && s.system().commandSource()) {
                for (Command c : playback.commands(tick, k)) execute(c);
            } else {
                try {
                    runs.get(k).tick();
                } catch (SystemFailure f) {
                    throw f;
                } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError ex) { // a bundle's fault, not the machine's
                    throw new SystemFailure(s.info(), "failed at tick " + tick, ex);
                }
            }
            entities.flush();
        }
        slot = -1;
        hash = computeHash();
        List<Result> done = List.copyOf(carriedOut);
        int t = tick;
        tick++;
        for (TickListener l : tickListeners) l.ticked(t, done, hash);
        return hash;
    }

    private long computeHash() {
        hasher.reset();
        hasher.add(tick);
        entities.hash(hasher);
        grid.hash(hasher);
        sight.hash(hasher);
        for (int s = 1; s < players.length; s++) players[s].hash(hasher);
        for (SystemRun r : runs) r.hash(hasher);
        hasher.add(ended ? winners : -1);
        return hasher.value();
    }

    @Override public long hash() { return hash; }

    /** As the default, without building the outcome (every seat's score) each tick only to ask whether it is over. */
    @Override
    public void runUntil(long untilMs) {
        while (timeMs() < untilMs && !ended) step();
    }

    @Override
    public Outcome outcome() {
        List<Integer> w = new ArrayList<>();
        for (int s = 1; s <= settings.players(); s++) if ((winners & (1 << s)) != 0) w.add(s);
        List<Integer> scores = new ArrayList<>();
        Scores sc = find(Scores.class).orElse(null);
        for (int s = 1; s <= settings.players(); s++) scores.add(sc == null ? 0 : sc.score(s));
        return new Outcome(ended, ended ? endTick : tick, w, ended ? endReason : "", scores);
    }

    @Override
    public void addTickListener(TickListener l) { tickListeners.add(l); }
}
