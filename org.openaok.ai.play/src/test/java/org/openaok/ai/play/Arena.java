package org.openaok.ai.play;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.system.Chats;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.players.ComputerPlayersSystem;

/**
 * A hand-made battlefield for the computer players' tests: flat grass (water where asked), the
 * things each side starts with put exactly where the test says, seat 1 played by a script the test
 * writes and seat 2 by nobody (a person who gives no orders but the test's), with every system
 * of the simulation running.
 */
final class Arena {
    static final Rules RULES = rules();
    private final GameMap map;
    private final List<String> failures = new ArrayList<>();
    private String startAge = "dark";
    private String reveal = "normal";
    private String resources = "standard";
    private String victory = "standard";
    private int difficulty;
    private long seed = 7;
    private boolean traced;
    private final List<String> traces = new ArrayList<>();
    /** Each seat's team (0: none), seat 1 first. */
    private final List<Integer> teams = new ArrayList<>(List.of(0, 0));

    private Arena(int size) {
        map = new GameMap(size);
        MapLevel l = map.surface();
        for (int i = 0; i < l.tiles(); i++) l.paint(i, 0, 1);
        map.addStart(new PlayerStart(1, 0, 4, 4, 0, -1));
        map.addStart(new PlayerStart(2, 0, size - 5, size - 5, 0, -1));
    }

    static Arena flat(int size) { return new Arena(size); }

    /** Seats 1 and 2 on the teams given (0: none; the same number: allies). */
    Arena teams(int first, int second) {
        teams.set(0, first);
        teams.set(1, second);
        return this;
    }

    /** One more seat (3, then 4 ...) on the team given, starting at the tile given. */
    Arena seat(int team, int tx, int ty) {
        teams.add(team);
        map.addStart(new PlayerStart(teams.size(), 0, tx, ty, 0, -1));
        return this;
    }

    private static Rules rules() {
        try {
            return Matches.service(new ComputerPlayersSystem(List.of())).rules();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static int type(String word) { return RULES.type(word).orElseThrow(() -> new IllegalArgumentException("no type " + word)).index(); }

    /** Water (ships only) over a rectangle of tiles. */
    Arena water(int x0, int y0, int w, int h) {
        MapLevel l = map.surface();
        for (int y = y0; y < y0 + h; y++) for (int x = x0; x < x0 + w; x++) l.paint(l.indexOf(x, y), 1, 2);
        return this;
    }

    /** A thing by its rules word, its footprint's lowest tile at (tx, ty); a unit stands at that tile's centre. */
    Arena put(String word, int owner, int tx, int ty) {
        TypeDef d = RULES.type(word).orElseThrow(() -> new IllegalArgumentException("no type " + word));
        int half = MapObject.UNITS_PER_TILE / 2;
        int w = d.isUnit() ? 1 : d.width(), h = d.isUnit() ? 1 : d.height();
        map.objects().add(new MapObject(d.id(), owner, tx * MapObject.UNITS_PER_TILE + w * half, ty * MapObject.UNITS_PER_TILE + h * half, 0, 0, 0, -1));
        return this;
    }

    /** {@code n} of a unit in a row from (tx, ty). */
    Arena row(String word, int owner, int n, int tx, int ty) {
        for (int k = 0; k < n; k++) put(word, owner, tx + k, ty);
        return this;
    }

    Arena startAge(String age) {
        startAge = age;
        return this;
    }

    Arena reveal(String r) {
        reveal = r;
        return this;
    }

    Arena resources(String r) {
        resources = r;
        return this;
    }

    /** The match's victory setting (standard, conquest, wonder, relics ...). */
    Arena victory(String v) {
        victory = v;
        return this;
    }

    Arena difficulty(int d) {
        difficulty = d;
        return this;
    }

    /** The seat's trace is kept (once a game minute: the rules that fired, the town, the last refused command). */
    Arena traced() {
        traced = true;
        return this;
    }

    /** Every trace line so far, with {@link #traced()}. */
    List<String> traces() { return traces; }

    /** Thinks that failed, as the computer players traced them. */
    List<String> failures() { return failures; }

    /** The match, seat 1 played by the script text (written to a file of its own), seat 2 by nobody. */
    MatchEngine start(String script) {
        Path file;
        try {
            Path dir = Files.createTempDirectory("arena");
            file = dir.resolve("test.per");
            Files.writeString(file, script);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return start(file.toString(), "");
    }

    /** The match, each seat played by the script text given for it (written to a file of its own), or by nobody where it is empty. */
    MatchEngine startScripts(String... scripts) {
        String[] files = new String[teams.size()];
        try {
            Path dir = Files.createTempDirectory("arena");
            for (int i = 0; i < files.length; i++) {
                files[i] = "";
                if (i >= scripts.length || scripts[i].isEmpty()) continue;
                Path f = dir.resolve("seat" + (i + 1) + ".per");
                Files.writeString(f, scripts[i]);
                files[i] = f.toString();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return start(files);
    }

    MatchEngine start(String ai1, String ai2) {
        String[] ais = new String[teams.size()];
        java.util.Arrays.fill(ais, "");
        ais[0] = ai1;
        ais[1] = ai2;
        return start(ais);
    }

    private MatchEngine start(String[] ais) {
        boolean tracing = Boolean.getBoolean("arena.trace");
        ComputerPlayersSystem cps = new ComputerPlayersSystem(List.of(new PerComputerPlayer(tracing || traced)));
        cps.trace(l -> {
            if (tracing) System.out.println(l);
            if (traced) traces.add(l);
            if (l.contains(" failed: ") || l.contains("cannot play") || l.contains("errors and no rule")) failures.add(l);
        });
        String[] civs = {"britons", "franks", "teutons", "goths", "mongols", "celts", "persians", "saracens"};
        List<SeatSettings> seats = new ArrayList<>();
        // seat 1 is the computer player under test; a seat without a script is a person who gives no orders
        for (int i = 0; i < ais.length; i++) seats.add(new SeatSettings(i + 1, civs[i], teams.get(i), i + 1, i > 0 && ais[i].isEmpty(), ais[i], "", difficulty));
        MatchSettings s = MatchSettings.defaults(seed, List.of(civs).subList(0, ais.length)).withSeats(seats);
        s = new MatchSettings(s.seed(), s.seats(), switch (startAge) {
            case "feudal" -> 2;
            case "castle" -> 3;
            case "imperial" -> 4;
            default -> 1;
        }, resources, s.popCap(), reveal, victory, s.mode(), s.lockTeams(), s.alliedSight(), s.timeLimitSeconds(), s.scoreTarget());
        MatchEngine m;
        try {
            m = (MatchEngine) Matches.service(cps).start(s, map);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        m.context().find(Chats.class).ifPresent(c -> c.listen((from, audience, to, text) -> said.add("p" + from + ": " + text)));
        return m;
    }

    private final List<String> said = new ArrayList<>();

    /** Every chat line said so far, "p1: text". */
    List<String> said() { return said; }
}
