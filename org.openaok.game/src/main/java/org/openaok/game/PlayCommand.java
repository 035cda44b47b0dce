package org.openaok.game;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import org.openaok.api.command.CommandLine;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.MapOptions;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchRecorder;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.player.ComputerPlayer;
import org.openaok.sim.api.lobby.GameTime;
import org.openaok.sim.api.lobby.LobbyOptions;
import org.openaok.sim.api.lobby.Seating;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * {@code openaok play}: a match on a generated map in a window, a person on one seat and computer
 * players on the rest (or {@code --spectate}: computer players on every seat), recorded as it is
 * played. The launcher runs it on the program's main thread, where the window and the match live.
 */
@Component(service = CommandLine.class)
public class PlayCommand extends ScreenUser implements CommandLine {
    static final String USAGE = """
            usage: openaok play --map NAME|FILE [--size S --players N --seed N] [lobby] [window]
              the lobby:  --civ franks        your civilisation     --seat 1     the seat you play
                          --civs franks,britons,...  every seat's    --spectate   computer players on every seat
                          --ai 2:randomgame   a seat's computer player[:difficulty] (repeatable); other seats
                                              get randomgame where it is installed, else the example player
                          --difficulty hardest|hard|moderate|easy|easiest  --resources standard|low|medium|high
                          --age dark|feudal|castle|imperial  --pop 200  --reveal normal|explored|all-visible
                          --victory conquest|standard|relics|wonder|time-limit|score  --time-limit SECONDS
                          --mode random-map|regicide|death-match  --lock-teams  --allied-sight  --names a,b,...
                          --version aoc|up|de  the language level .per players read their scripts at
              the record: --record game.rec   (default last-game.rec; none for no record)
                          --until 20:00       close the window at that game time
              the window:
            """ + WindowOptions.USAGE + """
            in the window: left-click selects, drag a box for several, shift adds; right-click orders as the target
            says (walk, gather, build, repair, attack, garrison); the panel's buttons have keys (Q W E R T / A S D F G
            / Z X C V, B build, S stop, Del delete); F3 pause, F4/F5 slower/faster, F1 every key, F10 quits.
            """;

    @Reference
    private MapGenerationService generator;

    @Reference
    private MatchService matchService;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MatchRecorder recorder;

    private final List<ComputerPlayer> players = new CopyOnWriteArrayList<>();

    private BundleContext context;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addPlayer(ComputerPlayer p) { players.add(p); }

    void removePlayer(ComputerPlayer p) { players.remove(p); }

    @Activate
    void activate(BundleContext c) { this.context = c; }

    public PlayCommand() {}

    /** Outside a framework (tests). */
    PlayCommand(MapGenerationService generator, MatchService matchService, MatchRecorder recorder, org.openaok.api.data.GameData data) {
        this.generator = generator;
        this.matchService = matchService;
        this.recorder = recorder;
        this.data = data;
    }

    @Override public String name() { return "play"; }

    @Override
    public String summary() {
        return "play --map NAME [--civ franks --ai 2:randomgame | --spectate] [--record game.rec]\n"
                + "                                                a match in a window, you on seat 1 (play --help)";
    }

    @Override
    public int run(List<String> argv, PrintStream out, PrintStream err) {
        try {
            List<String> line = new ArrayList<>();
            line.add("play");
            line.addAll(argv);
            Arguments a = Arguments.parse(line.toArray(String[]::new));
            if (a.flag("help")) {
                out.print(USAGE);
                return 0;
            }
            if (!a.positional.isEmpty()) throw new UsageException("play takes options only, not '" + a.positional.get(0) + "'");
            boolean spectate = a.flag("spectate");
            Set<String> own = new HashSet<>(MapOptions.NAMES);
            own.addAll(LobbyOptions.NAMES);
            own.add("seat");
            own.addAll(WindowOptions.NAMES);
            own.addAll(Set.of("record", "until", "threads"));
            GenerationRequest request = MapOptions.request(a, own);
            Map<String, String> genOptions = new TreeMap<>(request.options());
            String mode = a.option("mode", "");
            if (!mode.isEmpty()) genOptions.put("mode", mode);
            String res = a.option("resources", "");
            if (!res.isEmpty() && !res.equals("deathmatch")) genOptions.put("resources", res.equals("standard") ? "default" : res);
            request = new GenerationRequest(request.generator(), request.map(), request.size(), request.levels(), request.seed(),
                    request.players(), request.teams(), genOptions);
            int person = a.intOption("seat", 1, 1, 8);
            WindowOptions window = WindowOptions.parse(a, spectate ? 0 : person);
            String defaultAi = defaultAi(name -> players.stream().anyMatch(p -> accepts(p, name)));
            MatchSettings settings = LobbyOptions.settings(a, request, matchService.rules(), request.seed(),
                    new Seating(spectate ? 0 : person, defaultAi));
            int until = a.option("until", null) == null ? -1 : GameTime.tick(a.option("until", null), "--until");
            String recordOption = a.option("record", "last-game.rec");
            if (!MapOptions.seedGiven(a)) out.println("seed " + request.seed());
            GenerationResult gen = generator.generate(request, RunOptions.defaults().withThreads(a.intOption("threads", 1, 1, 64)));
            for (Diagnostic d : gen.diagnostics()) if (d.isError()) err.println(d.format());
            if (gen.map() == null || gen.failed()) {
                err.println("openaok play: the map could not be generated");
                return 1;
            }
            Match match = matchService.start(settings, gen.map());
            MatchRecorder.Recording recording = null;
            Path recordPath = null;
            if (!recordOption.equals("none")) {
                MatchRecorder r = recorder;
                if (r == null) err.println("openaok play: no match recorder is installed; this match is not recorded");
                else {
                    recordPath = Path.of(recordOption);
                    if (recordPath.getParent() != null) Files.createDirectories(recordPath.getParent());
                    OutputStream o = Files.newOutputStream(recordPath);
                    try {
                        recording = r.record(match, gen.request(), gen.map(), bundles(), o);
                    } catch (MatchException e) {
                        o.close();
                        throw e;
                    }
                    out.println("play: recording to " + recordPath);
                }
            }
            for (var s : settings.seats()) {
                out.println("play: seat " + s.seat() + " " + s.civ() + ", " + (s.human() ? "you" : s.ai().isBlank() ? "nobody" : "computer player " + s.ai()));
                if (!s.human() && !s.ai().isBlank() && players.stream().noneMatch(p -> accepts(p, s.ai())))
                    err.println("openaok play: seat " + s.seat() + ": no installed computer player takes '" + s.ai() + "' (installed: "
                            + String.join(", ", players.stream().map(ComputerPlayer::id).toList()) + "); it idles until one comes (plugins/)");
            }
            Clock clock = new Clock.Live(match, until);
            clock.setSpeed(window.speed() == 0 ? 1 : window.speed());
            clock.setPaused(window.speed() == 0);
            String name = ViewName.of(request);
            GameScreen game = new GameScreen("play", spectate ? GameScreen.Role.SPECTATE : GameScreen.Role.PLAY, clock, gen.map(), data,
                    spectate ? 0 : person, window.fog(), window.diamond(), name, recording, out);
            game.quitAt(until);
            game.startZoom(window.zoom());
            int status = run(new Session(game, window, screens, out, err));
            if (recordPath != null) out.println("wrote " + recordPath);
            return status;
        } catch (UsageException e) {
            err.println("openaok play: " + e.getMessage());
            err.println("run 'openaok play --help' for its options");
            return 2;
        } catch (MatchException | IOException e) {
            err.println("openaok play: " + e.getMessage());
            return 1;
        }
    }

    /** The default computer player: the original scripts' {@code randomgame} where one takes it, else the example player. */
    static String defaultAi(Predicate<String> accepted) {
        return accepted.test("randomgame") ? "randomgame" : accepted.test("example") ? "example" : "randomgame";
    }

    private static boolean accepts(ComputerPlayer p, String name) {
        try {
            return p.accepts(name);
        } catch (RuntimeException e) {
            return false;
        }
    }

    private List<String> bundles() {
        List<String> out = new ArrayList<>();
        if (context == null) return out;
        for (Bundle b : context.getBundles()) if (b.getBundleId() != 0) out.add(b.getSymbolicName() + " " + b.getVersion());
        out.sort(null);
        return out;
    }
}
