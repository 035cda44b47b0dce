package org.openaok.sim.internal.players;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.openaok.api.random.RandomStream;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.player.SeatPlayers;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The seats computer players drive: each is handed to the installed {@link ComputerPlayer} that
 * accepts its name, and thinks once a second of game time, the seats staggered by 125 ms, inside
 * the tick and before the systems of the world. All they do is give commands, so a replay gives
 * the recorded commands in this system's place instead of thinking again.
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class ComputerPlayersSystem implements GameSystem {
    public static final String ID = "computer-players";
    public static final int THINK_MS = 1000, STAGGER_MS = 125;

    private final List<ComputerPlayer> players = new CopyOnWriteArrayList<>();
    /** What a record calls each player: its id and its bundle's name and version. */
    private final java.util.Map<ComputerPlayer, SeatPlayers.Driver> drivers = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    private volatile Consumer<String> trace;

    public ComputerPlayersSystem() {}

    /** Outside a framework: with the players given. */
    public ComputerPlayersSystem(List<ComputerPlayer> given) { players.addAll(given); }

    /** Outside a framework: another player arrives, as from a bundle of that name and version. */
    public void add(ComputerPlayer p, String bundle, String version) {
        drivers.put(p, new SeatPlayers.Driver(p.id(), bundle, version));
        players.add(0, p);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addPlayer(ComputerPlayer p, ServiceReference<ComputerPlayer> ref) {
        var b = ref.getBundle();
        add(p, b == null ? "?" : b.getSymbolicName(), b == null ? "?" : b.getVersion().toString());
    }

    void removePlayer(ComputerPlayer p) {
        players.remove(p);
        drivers.remove(p);
    }

    private SeatPlayers.Driver driverOf(ComputerPlayer p) {
        if (p == null) return null;
        SeatPlayers.Driver d = drivers.get(p);
        return d != null ? d : new SeatPlayers.Driver(p.id(), "-", "-");
    }

    /** Where the seats' trace lines go (null: nowhere). */
    public void trace(Consumer<String> sink) { this.trace = sink; }

    @Override public String id() { return ID; }

    @Override public List<String> before() { return List.of("production"); }

    @Override public boolean commandSource() { return true; }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    /** The player that takes a seat's name now: the most recently registered that accepts it. */
    ComputerPlayer playerFor(String ai) {
        for (ComputerPlayer p : players) if (p.accepts(ai)) return p;
        return null;
    }

    final class Run implements SystemRun, SeatPlayers {
        private final MatchContext m;
        private final List<Seat> seats = new ArrayList<>();
        private final List<SeatPlayers.Listener> listeners = new CopyOnWriteArrayList<>();

        Run(MatchContext m) {
            this.m = m;
            int k = 0;
            for (SeatSettings s : m.settings().seats()) {
                if (s.human() || s.ai().isBlank()) continue;
                seats.add(new Seat(s, STAGGER_MS * k++));
            }
            m.provide(SeatPlayers.class, this);
        }

        private Seat seat(int seat) {
            for (Seat s : seats) if (s.settings.seat() == seat) return s;
            return null;
        }

        @Override
        public SeatPlayers.Driver driver(int seat) {
            Seat s = seat(seat);
            return s == null || s.player == null ? null : s.driver;
        }

        @Override
        public int thinks(int seat) {
            Seat s = seat(seat);
            return s == null ? 0 : s.thinks;
        }

        @Override
        public void addListener(SeatPlayers.Listener l) { listeners.add(l); }

        @Override
        public void tick() {
            for (Seat s : seats) s.tick();
        }

        /** One driven seat. */
        final class Seat implements SeatContext {
            final SeatSettings settings;
            final RandomStream random;
            int dueMs;
            ComputerPlayer player;
            SeatPlayers.Driver driver;
            int thinks;
            ComputerPlayer.Brain brain;
            String refused;

            Seat(SeatSettings s, int firstMs) {
                this.settings = s;
                this.dueMs = firstMs;
                this.random = m.random("computer-player:" + s.seat());
            }

            void tick() {
                dueMs -= m.tickMs();
                if (dueMs > 0) return;
                dueMs += THINK_MS;
                if (!m.player(settings.seat()).inGame()) return;
                ComputerPlayer now = playerFor(settings.ai());
                if (now != player) handTo(now);
                if (brain != null) {
                    thinks++;
                    brain.think();
                }
            }

            private void handTo(ComputerPlayer p) {
                if (brain != null) brain.stop();
                brain = null;
                SeatPlayers.Driver from = driver;
                player = p;
                driver = driverOf(p);
                thinks = 0;
                for (SeatPlayers.Listener l : listeners) l.handedOver(m.tick(), settings.seat(), from, driver);
                if (p == null) {
                    trace("seat " + settings.seat() + ": no installed computer player takes '" + settings.ai() + "'; the seat idles");
                    return;
                }
                try {
                    brain = p.start(this);
                    trace("seat " + settings.seat() + ": played by " + p.id());
                } catch (Exception e) {
                    trace("seat " + settings.seat() + ": " + p.id() + " cannot play '" + settings.ai() + "': " + e.getMessage() + "; the seat idles");
                }
            }

            @Override public MatchContext match() { return m; }
            @Override public int seat() { return settings.seat(); }
            @Override public String ai() { return settings.ai(); }
            @Override public int difficulty() { return settings.difficulty(); }
            @Override public RandomStream random() { return random; }

            @Override
            public Result execute(Command c) {
                if (c.player() != settings.seat())
                    return Result.refused(c, org.openaok.sim.api.command.Refusal.NOT_YOURS, "seat " + settings.seat() + " gives orders as itself only");
                return m.execute(c);
            }

            @Override
            public void trace(String line) {
                Consumer<String> t = trace;
                if (t != null) t.accept(line);
            }
        }
    }
}
