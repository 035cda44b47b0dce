package org.openaok.game;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.view.MatchViewer;
import org.openaok.sim.api.view.Replay;
import org.openaok.sim.api.lobby.GameTime;
import org.osgi.service.component.annotations.Component;

/**
 * The match viewer of {@code openaok replay game.rec --view}: the record played in a window, with
 * play, pause, speed, seek ({@code --seek 5:00}, the keys, the timeline) and the fog of any seat
 * or none.
 */
@Component(service = MatchViewer.class)
public class ReplayViewer extends ScreenUser implements MatchViewer {
    static final String USAGE = """
              --seek 5:00             start at that game time (or t3000, a tick)
            """ + WindowOptions.USAGE + """
            in the window: Space or F3 pause, F4/F5 slower/faster, PgUp/PgDn a minute back/on, comma/period ten
            seconds, N one tick while paused, a click on the timeline seeks; digits 0-8 the fog of that seat (0 none);
            F1 every key, Esc or Q closes.
            """;

    public ReplayViewer() {}

    /** Outside a framework (tests). */
    ReplayViewer(org.openaok.api.data.GameData data) { this.data = data; }

    @Override
    public String usage() { return USAGE; }

    @Override
    public int view(Replay replay, List<String> options, PrintStream out, PrintStream err) {
        try {
            List<String> line = new ArrayList<>();
            line.add("view");
            line.addAll(options);
            Arguments a = Arguments.parse(line.toArray(String[]::new));
            for (String k : a.options.keySet())
                if (!WindowOptions.NAMES.contains(k) && !k.equals("seek")) throw new UsageException("replay --view takes no --" + k);
            WindowOptions window = WindowOptions.parse(a, 0);
            if (window.fog() > replay.settings().players()) throw new UsageException("--fog " + window.fog() + ": the match has seats 1 to " + replay.settings().players());
            ReplayClock clock = new ReplayClock(replay);
            clock.setSpeed(window.speed() == 0 ? 1 : window.speed());
            clock.setPaused(window.speed() == 0);
            for (String w : replay.warnings()) err.println("warning: " + w);
            for (String n : replay.notes()) out.println("replay: note at " + Session.clockTime(Integer.parseInt(n.split(" ", 2)[0])) + ": " + n.split(" ", 2)[1]);
            String name = replay.name() + " (" + ViewName.of(replay.request()) + ")";
            GameScreen game = new GameScreen("replay", GameScreen.Role.REPLAY, clock, replay.map(), data, 0, window.fog(), window.diamond(),
                    name, null, out);
            if (a.option("seek", null) != null) {
                clock.seek(GameTime.tick(a.option("seek", null), "--seek"));
                if (window.frames() > 0 || window.screenshot() != null) clock.finishSeek();
            }
            game.startZoom(window.zoom());
            int status = run(new Session(game, window, screens, out, err));
            if (clock.firstBadTick() >= 0) {
                err.println("openaok replay: tick " + clock.firstBadTick() + " differs from the record (the simulation changed since it was recorded)");
                return status == 0 ? 1 : status;
            }
            return status;
        } catch (UsageException e) {
            err.println("openaok replay --view: " + e.getMessage());
            return 2;
        } catch (MatchException e) {
            err.println("openaok replay --view: " + e.getMessage());
            return 1;
        }
    }
}
