package org.openaok.game;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.map.GameMap;
import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Keys;
import org.openaok.api.screen.Sprites;
import org.openaok.sim.api.command.AttackGround;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Cancel;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.DropRelic;
import org.openaok.sim.api.command.LockGate;
import org.openaok.sim.api.command.Pack;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Stop;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.command.Transform;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchRecorder;
import org.openaok.sim.api.match.Outcome;
import org.openaok.sim.api.player.SeatPlayers;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Production;
import org.openaok.sim.api.system.Siting;

/**
 * What a window shows of a match and what the user's input does there: the camera, the
 * selection (a click or a box, shift adds), right-click orders, the panel with its buttons and
 * their keys, foundations placed with the mouse, the minimap, pause and speed, and for watchers
 * the fog of any seat and (in a replay) seeking. It belongs to the window's thread. A person's
 * every action is a command submitted to the match, exactly as a computer player's.
 */
final class GameScreen implements Match.TickListener {
    enum Role { PLAY, SPECTATE, REPLAY }

    static final int BACKGROUND = 0x101014;
    static final int PANEL = 0xe0181820;
    static final String[] AGES = {"", "Dark Age", "Feudal Age", "Castle Age", "Imperial Age", "Post-Imperial"};

    /** A place on the screen that does something when clicked. */
    record Hit(int x, int y, int w, int h, Buttons.Button button, String what) {
        boolean contains(double px, double py) { return px >= x && py >= y && px < x + w && py < y + h; }
    }

    /** Where the parts of the screen are for a window size. */
    record Layout(int scale, int top, int bottom, int pad, int mmX, int mmY, int mm, int width, int height) {
        static Layout of(int w, int h) {
            int scale = w >= 1000 && h >= 700 ? 2 : 1;
            int line = Frame.LINE * scale;
            int top = line + 2 * Frame.MARGIN * scale;
            int bottom = Math.min(h / 3, 9 * line + 4 * scale);
            int pad = 4 * scale;
            int mm = bottom - 2 * pad;
            return new Layout(scale, top, bottom, pad, w - mm - pad, h - bottom + pad, mm, w, h);
        }

        int mapTop() { return top; }

        int mapBottom() { return height - bottom; }
    }

    private final String command;
    private final Role role;
    private final Clock clock;
    private final Match match;
    private final GameMap map;
    private final GameData data;
    private Painter painter;
    private final Camera camera;
    private final int seat;
    private int fog;
    private final String name;
    private final MatchRecorder.Recording recording;
    private final PrintStream out;
    private final Set<Integer> selection = new LinkedHashSet<>();
    private final Set<Command> mine = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Town Centers whose bell this person rang. */
    private final Set<Integer> rung = new java.util.TreeSet<>();
    private final Sprites world = new Sprites();
    private final Sprites ghost = new Sprites();
    private final Sprites overlay = new Sprites();
    private List<Hit> hits = List.of();
    private boolean buildMenu, aiming;
    private String placing;
    private String message = "";
    private long messageAt;
    private double mouseX, mouseY, dragX, dragY;
    private boolean leftDown, middleDown, help, quit, fitted, ended;

    GameScreen(String command, Role role, Clock clock, GameMap map, GameData data, int seat, int fog, boolean diamond, String name,
               MatchRecorder.Recording recording, PrintStream out) {
        this.command = command;
        this.role = role;
        this.clock = clock;
        this.match = clock.match();
        this.map = map;
        this.data = data;
        this.painter = new Painter(match, map, data);
        this.camera = new Camera(match.context().grid().size(), diamond);
        this.seat = seat;
        this.fog = fog;
        this.name = name;
        this.recording = recording;
        this.out = out;
        if (role != Role.REPLAY) {
            match.addTickListener(this);
            // who plays each seat, and each hand-over to a new build of a computer player, told as it happens
            match.context().find(SeatPlayers.class).ifPresent(p -> p.addListener((tick, s, from, to) -> {
                String text = "seat " + s + ": " + (to == null ? "no computer player takes it; it idles" : "played by " + to)
                        + (from == null ? "" : ", after " + from);
                if (from != null) say(text);
                if (out != null) out.println(command + ": at " + Session.clockTime(tick) + " " + text);
            }));
        }
        if (role == Role.PLAY) say("you play seat " + seat + " (" + match.context().rules().civ(match.context().player(seat).civ).word() + "); F1 shows the keys");
        else say(role == Role.REPLAY ? "replay: Space pauses, PgUp/PgDn seek a minute, digits 0-8 pick the fog; F1 shows the keys"
                : "watching: digits 0-8 pick whose fog is drawn, Space pauses; F1 shows the keys");
    }

    String command() { return command; }

    Clock clock() { return clock; }

    int drawn() { return painter.drawn(); }

    private int quitAt = -1;

    /** Closes the window once the match reaches a tick (-1: never). */
    void quitAt(int tick) { quitAt = tick; }

    boolean quit() { return quit || quitAt >= 0 && now().tick() >= quitAt; }

    int fog() { return fog; }

    Set<Integer> selection() { return selection; }

    Camera camera() { return camera; }

    /** The match the screen shows now (a replay's seek back plays it again from a new start). */
    private Match now() { return clock.match(); }

    private MatchContext ctx() { return now().context(); }

    private MatchContext m() { return now().context(); }

    String title() {
        String who = role == Role.PLAY ? "seat " + seat : role == Role.REPLAY ? "replay" : "spectating";
        return "OpenAoK " + command + ": " + name + ", " + who + ", " + Session.clockTime(now().tick());
    }

    /** What the message line says now. */
    String message() { return message; }

    /** No message over the map (a picture compared with a stored one must not depend on the wall clock). */
    void quiet() {
        message = "";
        messageAt = 0;
    }

    private void say(String text) {
        message = text;
        messageAt = System.nanoTime();
    }

    /** The tick's results: what the match refused of this person's commands is told. */
    @Override
    public void ticked(int tick, List<Result> commands, long hash) {
        for (Result r : commands) {
            if (mine.remove(r.command()) && !r.accepted()) say(r.command().verb() + " refused: " + r.refusal().message());
        }
        if (mine.size() > 256) mine.clear();
        Outcome o = match.outcome();
        if (o.over() && !ended) {
            ended = true;
            say("the match is over (" + o.reason() + "), won by " + (o.winners().isEmpty() ? "nobody" : "seat " + o.winners()));
        }
    }

    private boolean give(Command c) {
        Result r = match.submit(c);
        if (!r.accepted()) say(c.verb() + " refused: " + r.refusal().message());
        else mine.add(c);
        return r.accepted();
    }

    void close() {
        if (recording != null) recording.close();
        if (out != null) out.println(command + ": closed at " + Session.clockTime(now().tick()) + " of game time");
    }

    // ---- input

    void input(Input in, int w, int h) {
        Layout l = Layout.of(w, h);
        switch (in.kind()) {
            case KEY, KEY_REPEAT -> key(in.code(), in.mods(), l, in.kind() == Input.Kind.KEY_REPEAT);
            case SCROLL -> {
                if (in.y() < l.mapBottom()) camera.zoomAt(Math.pow(1.2, in.scroll()), in.x(), in.y());
            }
            case MOVE -> {
                if (middleDown) camera.pan(in.x() - mouseX, in.y() - mouseY);
                mouseX = in.x();
                mouseY = in.y();
            }
            case PRESS -> {
                mouseX = in.x();
                mouseY = in.y();
                press(in.code(), in.shift(), l);
            }
            case RELEASE -> {
                mouseX = in.x();
                mouseY = in.y();
                if (in.code() == Input.MIDDLE) middleDown = false;
                if (in.code() == Input.LEFT && leftDown) {
                    leftDown = false;
                    if (Math.abs(mouseX - dragX) > 4 || Math.abs(mouseY - dragY) > 4) boxSelect(in.shift());
                    else clickSelect(in.shift());
                }
            }
        }
    }

    private void key(int code, int mods, Layout l, boolean repeat) {
        boolean watcher = role != Role.PLAY;
        switch (code) {
            case Keys.LEFT -> camera.pan(l.width() / 10.0, 0);
            case Keys.RIGHT -> camera.pan(-l.width() / 10.0, 0);
            case Keys.UP -> camera.pan(0, l.height() / 10.0);
            case Keys.DOWN -> camera.pan(0, -l.height() / 10.0);
            case Keys.EQUAL, Keys.KP_ADD -> camera.zoomAt(1.25, l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
            case Keys.MINUS, Keys.KP_SUBTRACT -> camera.zoomAt(0.8, l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
            case Keys.HOME -> fit(l);
            case Keys.TAB -> camera.turn(l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
            case Keys.F1 -> help = !help;
            case Keys.F1 + 2, Keys.PAUSE -> pause();
            case Keys.F1 + 3 -> {
                clock.slower();
                say("speed " + speed());
            }
            case Keys.F1 + 4 -> {
                clock.faster();
                say("speed " + speed());
            }
            case Keys.F1 + 9 -> quit = true;
            default -> {
                if (repeat) return;
                if (watcher) watcherKey(code);
                else playerKey(code, mods);
            }
        }
    }

    private String speed() { return clock.speed() == Math.rint(clock.speed()) ? "x" + (int) clock.speed() : "x" + clock.speed(); }

    private void pause() {
        clock.setPaused(!clock.paused());
        say(clock.paused() ? "paused (F3 or Pause goes on)" : "going on at " + speed());
    }

    private void watcherKey(int code) {
        if (code >= '0' && code <= '8') {
            int s = code - '0';
            if (s <= ctx().players()) {
                fog = s;
                say(s == 0 ? "no fog: everything is shown" : "the fog as seat " + s + " sees it");
            }
            return;
        }
        switch (code) {
            case Keys.SPACE -> pause();
            case Keys.ESCAPE -> {
                if (!selection.isEmpty()) selection.clear();
                else quit = true;
            }
            case 'Q' -> quit = true;
            case 'N' -> {
                if (clock.paused()) clock.stepOnce();
            }
            case Keys.PAGE_UP -> seekBy(-600);
            case Keys.PAGE_DOWN -> seekBy(600);
            case Keys.COMMA -> seekBy(-100);
            case Keys.PERIOD -> seekBy(100);
            case Keys.END -> seekBy(Integer.MAX_VALUE / 2);
            default -> { }
        }
    }

    private void seekBy(int ticks) {
        if (!(clock instanceof ReplayClock rc)) {
            say("only a replay seeks");
            return;
        }
        seekTo(rc, (int) Math.max(0, Math.min((long) rc.replay().ticks(), (long) now().tick() + ticks)));
    }

    void seekTo(ReplayClock rc, int tick) {
        try {
            rc.seek(tick);
            selection.clear();
            say("to " + Session.clockTime(tick));
        } catch (MatchException e) {
            say("cannot seek: " + e.getMessage());
        }
    }

    private void playerKey(int code, int mods) {
        if (code == Keys.ESCAPE) {
            if (aiming) aiming = false;
            else if (placing != null) placing = null;
            else if (buildMenu) buildMenu = false;
            else selection.clear();
            return;
        }
        if (code == 'Q' && (mods & Input.CONTROL) != 0) {
            quit = true;
            return;
        }
        if (code == Keys.PERIOD) {
            selectIdleVillager();
            return;
        }
        if (code == 'H') {
            selectTownCenter();
            return;
        }
        for (Buttons.Button b : buttons()) {
            if (b.key() == code) {
                press(b);
                return;
            }
        }
    }

    /** The buttons the selection offers the person now. */
    List<Buttons.Button> buttons() {
        if (role != Role.PLAY) return List.of();
        Entities e = m().entities();
        List<Integer> own = ownSelected();
        if (own.isEmpty()) return List.of();
        int first = own.get(0);
        TypeDef d = m().rules().type(e.type(first));
        if (d.isBuilding()) {
            List<Buttons.Button> b = new ArrayList<>(Buttons.forBuilding(m(), seat, first));
            Buttons.Button gate = Buttons.forGates(m(), seat, own, b);
            if (gate != null) b.add(0, gate);
            return b;
        }
        boolean villagers = own.stream().anyMatch(id -> m().rules().type(e.type(id)).unitClass().equals("villager"));
        if (buildMenu && villagers) return Buttons.buildMenu(m(), seat);
        return Buttons.forUnits(m(), seat, own);
    }

    private List<Integer> ownSelected() {
        List<Integer> out = new ArrayList<>();
        Entities e = m().entities();
        for (int id : selection) if (e.present(id) && e.owner(id) == seat) out.add(id);
        return out;
    }

    private int[] ownUnits(boolean villagersOnly) {
        Entities e = m().entities();
        List<Integer> l = new ArrayList<>();
        for (int id : ownSelected()) {
            TypeDef d = m().rules().type(e.type(id));
            if (d.isUnit() && (!villagersOnly || d.unitClass().equals("villager"))) l.add(id);
        }
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    void press(Buttons.Button b) {
        List<Integer> own = ownSelected();
        if (own.isEmpty()) return;
        int first = own.get(0);
        switch (b.kind()) {
            case TRAIN -> give(new Train(seat, first, b.word(), 1));
            case RESEARCH -> give(new Research(seat, first, b.word()));
            case CANCEL -> give(new Cancel(seat, first, -1));
            case BUILD_MENU -> buildMenu = true;
            case BACK -> buildMenu = false;
            case BUILD -> {
                placing = b.word();
                say("place the " + b.word() + ": left-click on open ground (shift to place more), right-click or Esc to stop");
            }
            case STOP -> give(new Stop(seat, ownUnits(false)));
            case DELETE -> {
                for (int id : own) give(new Delete(seat, id));
            }
            case UNGARRISON -> give(new org.openaok.sim.api.command.Ungarrison(seat, first, new int[0], m().entities().x(first),
                    m().entities().y(first)));
            case ATTACK_GROUND -> {
                aiming = true;
                placing = null;
                say("attack the ground: left-click the point to bombard, right-click or Esc to stop");
            }
            case PACK, UNPACK -> give(new Pack(seat, ownUnits(false), b.kind() == Buttons.Kind.PACK));
            case DROP_RELIC -> give(new DropRelic(seat, ownUnits(false)));
            case TRANSFORM -> give(new Transform(seat, ownUnits(false)));
            case GATE -> {
                int[] gates = own.stream().filter(id -> m().rules().type(m().entities().type(id)).has("gate")).mapToInt(Integer::intValue).toArray();
                LockGate.Mode mode = switch (b.word()) {
                    case "lock" -> LockGate.Mode.LOCK;
                    case "unlock" -> LockGate.Mode.UNLOCK;
                    default -> LockGate.Mode.TOGGLE;
                };
                if (give(new LockGate(seat, gates, mode))) say(b.label());
            }
            case BELL -> {
                boolean ring = rung.add(first);
                if (!ring) rung.remove(first);
                give(new org.openaok.sim.api.command.TownBell(seat, first, ring));
                say(ring ? "the town bell rings: villagers run inside (B again sends them back out)" : "the town bell is rung off");
            }
        }
    }

    private void press(int button, boolean shift, Layout l) {
        if (button == Input.MIDDLE) {
            middleDown = true;
            return;
        }
        // the panel and the minimap first
        for (Hit h : hits) {
            if (!h.contains(mouseX, mouseY)) continue;
            if (h.button() != null && button == Input.LEFT) press(h.button());
            else if (h.what().equals("minimap")) {
                double mx = (mouseX - h.x()) * m().grid().size() / (double) h.w(), my = (mouseY - h.y()) * m().grid().size() / (double) h.h();
                if (button == Input.LEFT) camera.centreOn(mx, my, l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
                else if (role == Role.PLAY) order(0, mx, my);
            } else if (h.what().equals("timeline") && clock instanceof ReplayClock rc && button == Input.LEFT) {
                seekTo(rc, (int) ((mouseX - h.x()) / h.w() * rc.replay().ticks()));
            } else if (h.what().startsWith("queue:") && button == Input.LEFT && role == Role.PLAY) {
                String[] w = h.what().split(":");
                give(new Cancel(seat, Integer.parseInt(w[1]), Integer.parseInt(w[2])));
            }
            return;
        }
        if (mouseY >= l.mapBottom() || mouseY < l.mapTop()) return;
        if (button == Input.LEFT) {
            if (aiming) {
                bombard(shift);
                return;
            }
            if (placing != null) {
                place(shift);
                return;
            }
            leftDown = true;
            dragX = mouseX;
            dragY = mouseY;
        } else if (button == Input.RIGHT) {
            if (placing != null || aiming) {
                placing = null;
                aiming = false;
                return;
            }
            if (role != Role.PLAY || ownSelected().isEmpty()) return;
            double[] p = camera.mapPoint(mouseX, mouseY);
            order(thingAt(p[0], p[1]), p[0], p[1]);
        }
    }

    private void order(int target, double mx, double my) {
        int size = m().grid().size();
        int x = (int) Math.round(Math.max(0, Math.min(size - 0.001, mx)) * Grid.TILE);
        int y = (int) Math.round(Math.max(0, Math.min(size - 0.001, my)) * Grid.TILE);
        for (Command c : Orders.rightClick(m(), seat, ownSelected(), target, x, y)) {
            give(c);
            say(CommandText.format(c));
        }
    }

    /**
     * The attack-ground order at the point under the cursor, for the selected units that can
     * (the rest are left as they are); the point is the mouse's, not pulled onto the map, so a
     * click off the map is refused by the match with its reason.
     */
    private void bombard(boolean more) {
        Entities e = m().entities();
        int[] able = ownSelected().stream().filter(id -> Buttons.groundAttack(m().rules(), m().rules().type(e.type(id)))).mapToInt(Integer::intValue).toArray();
        if (able.length == 0) {
            aiming = false;
            say("select siege that attacks the ground");
            return;
        }
        double[] p = camera.mapPoint(mouseX, mouseY);
        Command c = new AttackGround(seat, able, (int) Math.floor(p[0] * Grid.TILE), (int) Math.floor(p[1] * Grid.TILE));
        if (give(c)) say(CommandText.format(c));
        if (!more) aiming = false;
    }

    /** Whether the next left-click on the map is an attack-ground point. */
    boolean aiming() { return aiming; }

    /** The foundation the cursor would lay: its lowest corner tile, {tx, ty}. */
    private int[] placeAt(TypeDef d) {
        double[] p = camera.mapPoint(mouseX, mouseY);
        return new int[] {(int) Math.floor(p[0] - d.width() / 2.0 + 0.5), (int) Math.floor(p[1] - d.height() / 2.0 + 0.5)};
    }

    private String whyNotHere(TypeDef d, int[] at) {
        Siting s = m().find(Siting.class).orElse(null);
        if (s == null) return "no installed system lays foundations";
        return s.whyNot(seat, d.index(), at[0], at[1]);
    }

    private void place(boolean more) {
        TypeDef d = m().rules().type(placing).orElse(null);
        if (d == null) {
            placing = null;
            return;
        }
        int[] at = placeAt(d);
        String why = whyNotHere(d, at);
        if (why != null) {
            say("the " + d.word() + " cannot stand there: " + why);
            return;
        }
        int[] villagers = ownUnits(true);
        if (villagers.length == 0) {
            say("select villagers to build it");
            placing = null;
            return;
        }
        give(new Build(seat, villagers, d.word(), at[0], at[1]));
        say("laid a " + d.word() + " at " + at[0] + "," + at[1]);
        if (!more) {
            placing = null;
            buildMenu = false;
        }
    }

    /** The thing under a map point the viewer may see: units first, then buildings, then what stands on the tile. */
    int thingAt(double mx, double my) {
        Entities e = m().entities();
        Grid g = m().grid();
        int tx = (int) Math.floor(mx), ty = (int) Math.floor(my);
        int best = 0;
        double bestD = Double.MAX_VALUE;
        for (int y = ty - 1; y <= ty + 1; y++) {
            for (int x = tx - 1; x <= tx + 1; x++) {
                if (!g.inside(x, y)) continue;
                for (int id = g.firstInCell(g.tile(x, y)); id != 0; id = g.nextInCell(id)) {
                    if (!painter.sees(fog, id)) continue;
                    double dx = e.x(id) / 1000.0 - mx, dy = e.y(id) / 1000.0 - my;
                    double d = dx * dx + dy * dy;
                    double r = Looks.of(m().rules().type(e.type(id))).half() + 0.2;
                    if (d <= r * r && d < bestD) {
                        bestD = d;
                        best = id;
                    }
                }
            }
        }
        if (best != 0 || !g.inside(tx, ty)) return best;
        int t = g.tile(tx, ty);
        // a relic on the ground is in no tile's list (it stops nobody): looked for by its place, once a click
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id) || e.state(id) != Entities.ALIVE || m().rules().type(e.type(id)).kind() != org.openaok.sim.api.rules.TypeKind.RELIC) continue;
            if (g.tileAt(e.x(id), e.y(id)) == t && (painter.sees(fog, id) || painter.explored(fog, t))) return id;
        }
        int site = g.site(t);
        if (site != 0 && painter.sees(fog, site)) return site;
        int b = g.blocker(t);
        if (b != 0 && e.present(b) && (painter.sees(fog, b) || painter.isGaiaStatic(b) && painter.explored(fog, t))) return b;
        return 0;
    }

    private void clickSelect(boolean add) {
        double[] p = camera.mapPoint(mouseX, mouseY);
        int id = thingAt(p[0], p[1]);
        if (!add) selection.clear();
        buildMenu = false;
        if (id == 0) return;
        if (add && selection.contains(id)) selection.remove(id);
        else selection.add(id);
    }

    private void boxSelect(boolean add) {
        if (!add) selection.clear();
        buildMenu = false;
        double x0 = Math.min(dragX, mouseX), x1 = Math.max(dragX, mouseX), y0 = Math.min(dragY, mouseY), y1 = Math.max(dragY, mouseY);
        Entities e = m().entities();
        IntList u = e.units();
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (e.state(id) != Entities.ALIVE) continue;
            int owner = e.owner(id);
            if (role == Role.PLAY ? owner != seat : owner == 0 || !painter.sees(fog, id)) continue;
            double px = camera.pixelX(e.x(id) / 1000.0, e.y(id) / 1000.0), py = camera.pixelY(e.x(id) / 1000.0, e.y(id) / 1000.0);
            if (px >= x0 && px <= x1 && py >= y0 && py <= y1) selection.add(id);
        }
    }

    private void selectIdleVillager() {
        Entities e = m().entities();
        IntList u = e.units();
        int after = selection.size() == 1 ? selection.iterator().next() : 0;
        int first = 0, pick = 0;
        for (int k = 0; k < u.size(); k++) {
            int id = u.get(k);
            if (e.owner(id) != seat || e.state(id) != Entities.ALIVE || e.order(id) != OrderKind.IDLE) continue;
            if (!m().rules().type(e.type(id)).unitClass().equals("villager")) continue;
            if (first == 0) first = id;
            if (id > after && pick == 0) pick = id;
        }
        if (pick == 0) pick = first;
        if (pick == 0) {
            say("no idle villager");
            return;
        }
        select(pick);
    }

    private void selectTownCenter() {
        Entities e = m().entities();
        IntList b = e.buildings();
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (e.owner(id) == seat && e.state(id) == Entities.ALIVE && m().rules().type(e.type(id)).word().equals("town-center")) {
                select(id);
                return;
            }
        }
    }

    private int lastWidth = 1280, lastHeight = 800;

    private void select(int id) {
        selection.clear();
        selection.add(id);
        Layout l = Layout.of(lastWidth, lastHeight);
        Entities e = m().entities();
        camera.centreOn(e.x(id) / 1000.0, e.y(id) / 1000.0, l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
    }

    private void fit(Layout l) {
        camera.fit(l.width(), l.mapBottom() - l.mapTop());
        camera.pan(0, l.mapTop());
    }

    private int startZoom;

    /** The first look: at this many pixels a tile on the seat's Town Center (0: the player's at 16, a watcher's the whole map). */
    void startZoom(int pixelsPerTile) { startZoom = pixelsPerTile; }

    /** Looks at the seat's Town Center from near, or at the whole map. */
    private void firstLook(Layout l) {
        fit(l);
        if (role != Role.PLAY && startZoom == 0) return;
        int who = role == Role.PLAY ? seat : Math.max(1, fog);
        double zoom = startZoom > 0 ? startZoom : 16;
        Entities e = m().entities();
        IntList b = e.buildings();
        for (int k = 0; k < b.size(); k++) {
            int id = b.get(k);
            if (e.owner(id) == who && m().rules().type(e.type(id)).word().equals("town-center")) {
                camera.zoomAt(zoom / camera.zoom(), l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
                camera.centreOn(e.x(id) / 1000.0, e.y(id) / 1000.0, l.width() / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
                return;
            }
        }
    }

    // ---- the picture

    Frame frame(int w, int h) {
        lastWidth = w;
        lastHeight = h;
        Layout l = Layout.of(w, h);
        if (!fitted) {
            firstLook(l);
            fitted = true;
        }
        MatchContext c = ctx();
        if (painter.match() != now()) {
            // a replay played again from its start for a seek back: a new match to paint
            painter = new Painter(now(), map, data);
            selection.clear();
        }
        Entities e = c.entities();
        selection.removeIf(id -> !e.present(id) || e.state(id) == Entities.GARRISONED || !painter.sees(fog, id) && e.owner(id) != 0);
        int size = c.grid().size();
        Frame f = new Frame(w, h, camera.mapToPixel(), camera.zoom(), BACKGROUND);
        f.add(new Frame.Picture(painter.groundWithThings(), true, 0, 0, size, size, false));
        int[] box = camera.visibleTiles(0, l.mapTop(), w, l.mapBottom());
        f.add(new Frame.Shapes(painter.things(fog, box, camera.zoom(), selection, world), true));
        if (fog > 0) f.add(new Frame.Picture(painter.fog(fog), true, 0, 0, size, size, true));
        ghost.clear();
        if (placing != null && role == Role.PLAY) {
            TypeDef d = c.rules().type(placing).orElse(null);
            if (d != null) {
                int[] at = placeAt(d);
                String why = whyNotHere(d, at);
                ghost.add(at[0] + d.width() / 2f, at[1] + d.height() / 2f, d.width() / 2f, d.height() / 2f, Sprites.RECT, Sprites.GROUND,
                        why == null ? 0x8040e040 : 0x80e04040, why == null ? 0xff40ff40 : 0xffff4040);
                if (why != null && System.nanoTime() - messageAt > 300_000_000L) say("the " + d.word() + " cannot stand there: " + why);
            }
        }
        f.add(new Frame.Shapes(ghost, true));
        overlay.clear();
        if (leftDown && (Math.abs(mouseX - dragX) > 4 || Math.abs(mouseY - dragY) > 4)) {
            overlay.add((float) (dragX + mouseX) / 2, (float) (dragY + mouseY) / 2, (float) Math.abs(mouseX - dragX) / 2,
                    (float) Math.abs(mouseY - dragY) / 2, 0, 0, Sprites.FRAME, Sprites.PIXELS, 0xffffffff, 0);
        }
        hud(f, l);
        return f;
    }

    private void hud(Frame f, Layout l) {
        MatchContext c = ctx();
        List<Hit> newHits = new ArrayList<>();
        int s = l.scale();
        // panels
        overlay.rect(0, 0, l.width(), l.top(), PANEL, 0);
        overlay.rect(0, l.height() - l.bottom(), l.width(), l.bottom(), PANEL, 0xff505060);
        f.add(new Frame.Shapes(overlay, false));
        f.add(new Frame.Text(0, 0, s, List.of(topLine(c)), 0xf0f0f0, 0));
        // the message over the map's bottom edge
        if (!message.isEmpty() && System.nanoTime() - messageAt < 8_000_000_000L) {
            Frame.Text t = new Frame.Text(l.pad(), l.mapBottom() - (Frame.LINE + 2 * Frame.MARGIN) * s - l.pad(), s, List.of(message), 0xffe070, 0xc0101010);
            f.add(t);
        }
        int panelTop = l.height() - l.bottom() + l.pad();
        List<String> info = info(c);
        f.add(new Frame.Text(l.pad(), panelTop, s, info, 0xf0f0f0, 0));
        int infoWidth = Math.max(l.width() / 3, 200 * s);
        // the buttons, in columns between the selection and the minimap
        List<Buttons.Button> buttons = buttons();
        int bx = infoWidth, by = panelTop, lineH = (Frame.LINE + 2 * Frame.MARGIN - 1) * s;
        int colWidth = 0;
        for (Buttons.Button b : buttons) colWidth = Math.max(colWidth, Frame.textWidth(b.text(), s));
        colWidth = Math.min(colWidth, Math.max(60, l.mmX() - infoWidth - l.pad()));
        for (Buttons.Button b : buttons) {
            if (by + lineH > l.height() - l.pad()) {
                by = panelTop;
                bx += colWidth + l.pad();
            }
            if (bx + colWidth > l.mmX()) break;
            f.add(new Frame.Text(bx, by, s, List.of(b.text()), b.why() == null ? 0xffffff : 0x909090, 0xff303848));
            newHits.add(new Hit(bx, by, colWidth, lineH, b, "button"));
            by += lineH + 2;
        }
        // the production queue of one building of the person's: a click takes an item out
        if (role == Role.PLAY) queueHits(c, newHits, f, l, infoWidth);
        // the minimap and the part of the map on the screen
        f.add(new Frame.Picture(painter.minimap(fog), false, l.mmX(), l.mmY(), l.mm(), l.mm(), false));
        newHits.add(new Hit(l.mmX(), l.mmY(), l.mm(), l.mm(), null, "minimap"));
        Sprites frameOnMinimap = new Sprites();
        int size = c.grid().size();
        int[] v = camera.visibleTiles(0, l.mapTop(), l.width(), l.mapBottom());
        float k = l.mm() / (float) size;
        frameOnMinimap.add(l.mmX() + (v[0] + v[2]) / 2f * k, l.mmY() + (v[1] + v[3]) / 2f * k, Math.max(2, (v[2] - v[0]) / 2f * k),
                Math.max(2, (v[3] - v[1]) / 2f * k), 0, 0, Sprites.FRAME, Sprites.PIXELS, 0xffffffff, 0);
        // a replay's timeline over the panel: a click seeks there
        if (clock instanceof ReplayClock rc) {
            int tx = l.pad(), tw = l.mmX() - 2 * l.pad(), ty = l.height() - l.bottom() - 6 * s;
            float done = rc.replay().ticks() == 0 ? 0 : Math.min(1f, c.tick() / (float) rc.replay().ticks());
            frameOnMinimap.rect(tx, ty, tw, 4 * s, 0xff404040, 0);
            frameOnMinimap.rect(tx, ty, tw * done, 4 * s, rc.firstBadTick() >= 0 ? 0xffe04040 : 0xffe0c040, 0);
            newHits.add(new Hit(tx, ty - 2 * s, tw, 8 * s, null, "timeline"));
        }
        f.add(new Frame.Shapes(frameOnMinimap, false));
        if (help) f.add(new Frame.Text(l.pad(), l.top() + l.pad(), s, help(), 0xffffff, 0xe0000000));
        hits = newHits;
    }

    private void queueHits(MatchContext c, List<Hit> newHits, Frame f, Layout l, int infoWidth) {
        List<Integer> own = ownSelected();
        if (own.size() != 1) return;
        Production p = c.find(Production.class).orElse(null);
        if (p == null || !c.rules().type(c.entities().type(own.get(0))).isBuilding()) return;
        int[] q = p.queue(own.get(0));
        if (q.length == 0) return;
        int s = l.scale();
        int x = l.pad(), y = l.height() - l.pad() - (Frame.LINE + 2 * Frame.MARGIN) * s;
        for (int i = 0; i < q.length && x < infoWidth - 20; i++) {
            String label = (i == 0 ? (p.progress(own.get(0)) / 10) + "% " : "") + shortName(c, q[i]);
            Frame.Text t = new Frame.Text(x, y, s, List.of(label), 0xffffff, 0xff403020);
            f.add(t);
            newHits.add(new Hit(x, y, t.width(), t.height(), null, "queue:" + own.get(0) + ":" + i));
            x += t.width() + 2 * s;
        }
    }

    private static String shortName(MatchContext c, int item) {
        String w = item >= 0 ? c.rules().type(item).word() : c.rules().tech(-item - 1).word();
        return w.length() > 12 ? w.substring(0, 12) : w;
    }

    private String topLine(MatchContext c) {
        StringBuilder b = new StringBuilder();
        String time = Session.clockTime(c.tick());
        String pace = clock.paused() ? "PAUSED" : speed();
        if (role == Role.PLAY) {
            PlayerState p = c.player(seat);
            for (Resource r : Resource.values())
                b.append(r.word().substring(0, 1).toUpperCase(Locale.ROOT)).append(r.word().substring(1)).append(' ').append(p.stock(r) / 1000).append("  ");
            b.append("Pop ").append(p.population()).append('/').append(Math.min(p.popCap(), p.popRoom() + p.attribute("pop-free", 0) / 1000)).append("  ");
            b.append(AGES[Math.max(1, Math.min(5, p.age()))]).append("  ");
        } else {
            b.append(role == Role.REPLAY ? "Replay  " : "Spectating  ").append(fog == 0 ? "no fog" : "fog of seat " + fog).append("  ");
        }
        b.append(time).append("  ").append(pace);
        String where = clock.where();
        if (!where.isEmpty()) b.append("  ").append(where);
        if (c.ended()) b.append("  OVER");
        return b.toString();
    }

    /** The panel's left part: the selection, or for watchers the seats. */
    private List<String> info(MatchContext c) {
        List<String> lines = new ArrayList<>();
        Entities e = c.entities();
        List<Integer> sel = new ArrayList<>(selection);
        if (sel.isEmpty()) {
            SeatPlayers drivers = c.find(SeatPlayers.class).orElse(null);
            for (int s = 1; s <= c.players(); s++) {
                PlayerState p = c.player(s);
                String driver = c.settings().seat(s).human() ? "a person" : drivers != null && drivers.driver(s) != null ? drivers.driver(s).toString()
                        : c.settings().seat(s).ai().isBlank() ? "nobody" : c.settings().seat(s).ai();
                lines.add(s + " " + c.rules().civ(p.civ).word() + " pop " + p.population() + " " + AGES[Math.max(1, Math.min(5, p.age()))].split(" ")[0]
                        + (p.inGame() ? "" : " (out)") + "  " + driver);
            }
            return lines;
        }
        if (sel.size() == 1) {
            int id = sel.get(0);
            TypeDef d = c.rules().type(e.type(id));
            int owner = e.owner(id);
            lines.add(d.word() + (owner > 0 ? "  (" + c.player(owner).name + ", seat " + owner + ")" : ""));
            int max = c.player(Math.max(0, owner)).stats(e.type(id)).hp();
            if (owner > 0 || d.isUnit()) lines.add("hit points " + e.hp(id) / 1000 + " / " + max / 1000);
            if (e.state(id) == Entities.FOUNDATION) lines.add("foundation, " + e.progress(id) / 10 + "% built");
            if (d.resource() != null && e.amount(id) > 0) lines.add("holds " + e.amount(id) / 1000 + " " + d.resource().word());
            if (d.isUnit() && e.order(id) != OrderKind.IDLE) {
                int t = e.target(id);
                lines.add(OrderKind.word(e.order(id)) + (t != 0 && e.valid(t) ? " " + c.rules().type(e.type(t)).word() : ""));
            } else if (d.isUnit() && owner > 0) lines.add("idle");
            Gathering g = c.find(Gathering.class).orElse(null);
            if (g != null && d.isUnit() && g.carried(id) > 0 && g.carriedResource(id) >= 0)
                lines.add("carries " + g.carried(id) / 1000 + " " + Resource.of(g.carriedResource(id)).word());
            Production p = c.find(Production.class).orElse(null);
            if (p != null && d.isBuilding()) {
                int[] q = p.queue(id);
                if (q.length > 0) lines.add("making " + shortName(c, q[0]) + " " + p.progress(id) / 10 + "%" + (p.housed(id) ? ", needs houses" : "")
                        + (q.length > 1 ? ", " + (q.length - 1) + " more queued" : ""));
            }
            return lines;
        }
        Map<String, Integer> count = new TreeMap<>();
        for (int id : sel) count.merge(c.rules().type(e.type(id)).word(), 1, Integer::sum);
        lines.add(sel.size() + " selected");
        for (Map.Entry<String, Integer> en : count.entrySet()) lines.add("  " + en.getValue() + " " + en.getKey());
        return lines;
    }

    private List<String> help() {
        List<String> h = new ArrayList<>(List.of(
                "Mouse: left-click selects, drag a box for several, shift adds; middle drag or arrows pan, wheel zooms",
                "Home fits the map, Tab turns top-down / diamond, F3 or Pause pauses, F4 slower, F5 faster, F10 quits, F1 this help",
                "The minimap: a click looks there" + (role == Role.PLAY ? ", a right-click sends the selection there" : "")));
        if (role == Role.PLAY) {
            h.add("Right-click: walk, gather, build a foundation, repair, attack, garrison, as the target says;");
            h.add("  with a building selected, where its new units go");
            h.add("Keys of the panel's buttons: Q W E R T / A S D F G / Z X C V; B the build menu, S stop, Del delete,");
            h.add("  Backspace cancels the last queued; a click on a queued item cancels it");
            h.add("Siege: T then a left-click attacks the ground there (shift for more), P packs, U unpacks; D a monk drops its relic;");
            h.add("  X transforms what has a second mode; L locks or unlocks the selected gates");
            h.add(". the next idle villager, H the Town Center, Esc lets go of what is held, Ctrl+Q quits");
        } else {
            h.add("Digits 0-8: the fog as that seat sees it (0 none); Space pauses, N one tick while paused");
            if (role == Role.REPLAY) h.add("PgUp/PgDn a minute back/on, comma/period ten seconds, End the end; a click on the timeline seeks");
            h.add("Esc or Q closes");
        }
        return h;
    }
}
