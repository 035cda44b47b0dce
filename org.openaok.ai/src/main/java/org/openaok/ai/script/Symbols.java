package org.openaok.ai.script;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;

/**
 * The symbols the game defines for a seat, which {@code #load-if-defined} tests: the
 * difficulty, the map type and size, the population cap (a limit above 200 loaded as 200),
 * the starting age, the starting resources or DEATH-MATCH, the game type, the victory
 * condition, TEAMS-LOCKED and the seat's civilisation. Symbols are case-insensitive.
 *
 * <p>At UserPatch's level (and above) the game also defines UP-AVAILABLE, UP-VERSION-1.1 to
 * 1.5, UP-GAME-AGE2-X1 (The Conquerors' data), UP-PLAYER-n for the seat, the exact population
 * cap (POPULATION-CAP-EXTENDED above 200), the map size's -SIZE names, the highest age
 * (IMPERIAL-AGE-END) and the reveal setting; the symbols of the other seats (UP-n-PLAYER-GAME,
 * UP-ALLY-IN-GAME ...) come from the {@link Lobby}. DE-AVAILABLE is never defined here: the data
 * is The Conquerors'.
 */
public final class Symbols {
    private final Set<String> defined;

    private Symbols(Set<String> defined) { this.defined = Collections.unmodifiableSet(defined); }

    public static Symbols of(Seat seat) { return of(seat, Set.of()); }

    /** The seat's symbols at a language level, and some of the caller's own (a checker's {@code --defines}, a lobby's). */
    public static Symbols of(Seat seat, Version level, Set<String> extra) {
        Symbols original = of(seat, extra);
        if (!level.includes(Version.UP)) return original;
        Set<String> s = new TreeSet<>(original.defined);
        s.add("UP-AVAILABLE");
        for (int minor = 1; minor <= 5; minor++) s.add("UP-VERSION-1." + minor);
        s.add("UP-GAME-AGE2-X1");
        s.add("UP-PLAYER-" + seat.player());
        s.add("POPULATION-CAP-" + seat.populationCap());
        if (seat.populationCap() > 200) s.add("POPULATION-CAP-EXTENDED");
        String size = switch (seat.mapSize()) {
            case 120 -> "TINY";
            case 144 -> "SMALL";
            case 168 -> "MEDIUM";
            case 200 -> "NORMAL";
            case 220 -> "LARGE";
            case 240 -> "HUGE";
            default -> null;
        };
        if (size != null) s.add(size + "-MAP-SIZE");
        s.add("IMPERIAL-AGE-END");
        s.add("REVEAL-NORMAL");
        if (seat.scenario()) s.add("UP-SCENARIO-GAME");
        return new Symbols(s);
    }

    /** The seat's symbols and some of the caller's own (a checker's {@code --defines}). */
    public static Symbols of(Seat seat, Set<String> extra) {
        Vocabulary v = Vocabulary.standard();
        Set<String> s = new TreeSet<>();
        s.add("DIFFICULTY-" + wordOf(v, ParamKind.DIFFICULTY, seat.difficulty()));
        String map = wordOf(v, ParamKind.MAP_TYPE, seat.mapType());
        if (map != null) s.add(map.endsWith("-MAP") ? map : map + "-MAP");
        String size = wordOf(v, ParamKind.MAP_SIZE, seat.mapSize());
        if (size != null) s.add(size);
        s.add("POPULATION-CAP-" + Math.min(seat.populationCap(), 200));
        String age = wordOf(v, ParamKind.AGE, seat.startingAge());
        if (age != null) s.add(age + "-START");
        switch (seat.gameType()) {
            case Seat.GAME_DEATH_MATCH -> s.add("DEATH-MATCH");
            case Seat.GAME_REGICIDE -> s.add("REGICIDE");
            case Seat.GAME_KING_OF_THE_HILL -> s.add("KING-OF-THE-HILL");
            case Seat.GAME_WONDER_RACE -> s.add("WONDER-RACE");
            case Seat.GAME_DEFEND_THE_WONDER -> s.add("DEFEND-WONDER");
            case Seat.GAME_RANDOM_MAP -> s.add("RANDOM-MAP");
            default -> { }
        }
        if (!seat.deathMatch()) {
            String res = wordOf(v, ParamKind.STARTING_RESOURCES, seat.startingResources());
            if (res != null) s.add(res + "-START");
        }
        String victory = wordOf(v, ParamKind.VICTORY_CONDITION, seat.victory());
        if (victory != null) s.add("VICTORY-" + victory);
        if (seat.teamsLocked()) s.add("TEAMS-LOCKED");
        String civ = wordOf(v, ParamKind.CIV, seat.civ());
        if (civ != null) s.add(civ + "-CIV");
        for (String e : extra) s.add(e.toUpperCase(Locale.ROOT));
        return new Symbols(s);
    }

    private static String wordOf(Vocabulary v, ParamKind kind, int value) {
        for (Map.Entry<String, Integer> e : v.words(kind).entrySet()) {
            if (e.getValue() == value) return e.getKey().toUpperCase(Locale.ROOT);
        }
        return null;
    }

    public boolean defined(String symbol) { return defined.contains(symbol.toUpperCase(Locale.ROOT)); }

    /** Every defined symbol, sorted. */
    public Set<String> all() { return defined; }

    @Override
    public String toString() { return String.join(" ", defined); }
}
