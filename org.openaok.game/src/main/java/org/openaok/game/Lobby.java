package org.openaok.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Rules;

/**
 * The lobby of {@code openaok play}: the person's seat ({@code --seat}, default 1) and
 * civilisation ({@code --civ}), every seat's ({@code --civs}), the computer players ({@code --ai
 * SEAT:PLAYER[:DIFFICULTY]}; every other seat gets the default one), and the match's settings
 * ({@code --resources --age --pop --reveal --victory --mode}). With {@code --spectate} every
 * seat is a computer player's.
 */
final class Lobby {
    static final Set<String> NAMES = Set.of("civ", "civs", "seat", "ai", "difficulty", "resources", "age", "pop", "reveal", "victory",
            "mode", "names");
    static final List<String> DIFFICULTIES = List.of("hardest", "hard", "moderate", "easy", "easiest");

    private Lobby() {}

    /**
     * @param defaultAi the computer player of a seat no {@code --ai} names
     */
    static MatchSettings settings(Arguments a, GenerationRequest map, Rules rules, boolean spectate, int person, String defaultAi)
            throws UsageException {
        int n = map.players();
        if (!spectate && (person < 1 || person > n)) throw new UsageException("--seat " + person + ": the map has seats 1 to " + n);
        String[] civs = new String[n + 1];
        String all = a.option("civs", "");
        if (!all.isBlank()) {
            String[] w = all.split(",");
            if (w.length > n) throw new UsageException("--civs names " + w.length + " civilisations for " + n + " seats");
            for (int i = 0; i < w.length; i++) civs[i + 1] = w[i].strip().toLowerCase(Locale.ROOT);
        }
        String mine = a.option("civ", "");
        if (!mine.isBlank()) {
            if (spectate) throw new UsageException("--civ is the person's civilisation; a spectated match takes --civs");
            civs[person] = mine.strip().toLowerCase(Locale.ROOT);
        }
        for (int s = 1; s <= n; s++) {
            if (civs[s] == null) civs[s] = rules.civ((s - 1) % rules.civs().size()).word();
            String c = civs[s];
            if (rules.civ(c).isEmpty()) throw new UsageException("no civilisation '" + c + "' (" + civWords(rules) + ")");
        }
        int difficulty = difficulty(a.option("difficulty", "hardest"));
        String[] ai = new String[n + 1];
        int[] level = new int[n + 1];
        Arrays.fill(level, difficulty);
        for (int s = 1; s <= n; s++) ai[s] = spectate || s != person ? defaultAi : "";
        String given = a.option("ai", "");
        if (!given.isBlank()) {
            for (String one : given.split(",")) {
                String[] p = one.strip().split(":");
                int s;
                try {
                    s = Integer.parseInt(p[0].strip());
                } catch (NumberFormatException e) {
                    throw new UsageException("--ai takes SEAT:PLAYER, e.g. 2:randomgame, not '" + one + "'");
                }
                if (s < 1 || s > n) throw new UsageException("--ai " + one + ": there are seats 1 to " + n);
                if (!spectate && s == person) throw new UsageException("--ai " + one + ": seat " + s + " is yours (--seat)");
                if (p.length < 2 || p[1].isBlank()) throw new UsageException("--ai " + one + ": which computer player (randomgame, example ...)");
                String last = p[p.length - 1].strip().toLowerCase(Locale.ROOT);
                boolean withLevel = p.length > 2 && DIFFICULTIES.contains(last);
                ai[s] = String.join(":", Arrays.copyOfRange(p, 1, withLevel ? p.length - 1 : p.length)).strip();
                if (withLevel) level[s] = DIFFICULTIES.indexOf(last);
            }
        }
        String[] names = a.option("names", "").isBlank() ? new String[0] : a.option("names", "").split(",");
        List<SeatSettings> seats = new ArrayList<>();
        for (int s = 1; s <= n; s++) {
            boolean human = !spectate && s == person;
            String name = s <= names.length ? names[s - 1].strip() : human ? "You" : "";
            seats.add(new SeatSettings(s, civs[s], map.team(s), s, human, human ? "" : ai[s], name, level[s]));
        }
        int age = switch (a.option("age", "dark").toLowerCase(Locale.ROOT)) {
            case "dark", "1" -> 1;
            case "feudal", "2" -> 2;
            case "castle", "3" -> 3;
            case "imperial", "4" -> 4;
            case "post-imperial", "5" -> 5;
            default -> throw new UsageException("--age is dark, feudal, castle, imperial or post-imperial, not " + a.option("age", ""));
        };
        String mode = a.option("mode", "random-map").toLowerCase(Locale.ROOT);
        if (mode.equals("deathmatch")) mode = "death-match";
        try {
            return new MatchSettings(map.seed(), seats, age, a.option("resources", mode.equals("death-match") ? "deathmatch" : "standard"),
                    a.intOption("pop", 200, 25, 1000), a.option("reveal", "normal"), a.option("victory", "conquest"), mode, false, false, 0, 0);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The default computer player: the original scripts' {@code randomgame} where one takes it, else the example player. */
    static String defaultAi(Predicate<String> accepted) {
        return accepted.test("randomgame") ? "randomgame" : accepted.test("example") ? "example" : "randomgame";
    }

    static int difficulty(String text) throws UsageException {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int i = DIFFICULTIES.indexOf(t);
        if (i >= 0) return i;
        try {
            int v = Integer.parseInt(t);
            if (v >= 0 && v <= 4) return v;
        } catch (NumberFormatException ignored) {
            // told below
        }
        throw new UsageException("--difficulty is hardest, hard, moderate, easy or easiest (0-4), not " + text);
    }

    static String civWords(Rules rules) {
        StringBuilder b = new StringBuilder();
        for (var c : rules.civs()) b.append(b.length() == 0 ? "" : ", ").append(c.word());
        return b.toString();
    }

    /** {@code 20:00}, {@code 1:05:00}, {@code 90s} or {@code t600} as a tick. */
    static int tick(String text, String option) throws UsageException {
        try {
            String t = text.strip();
            if (t.startsWith("t")) return Math.toIntExact(Long.parseLong(t.substring(1)));
            if (t.endsWith("s")) return Math.toIntExact(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 10));
            String[] p = t.split(":");
            if (p.length > 3) throw new NumberFormatException();
            long sec = 0;
            for (String part : p) {
                long v = Long.parseLong(part);
                if (v < 0) throw new NumberFormatException();
                sec = sec * 60 + v;
            }
            if (sec > 24 * 3600) throw new NumberFormatException();
            return (int) (sec * 10);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new UsageException(option + " takes a game time such as 20:00, 1:05:00, 90s or t600 (a tick), not '" + text + "'");
        }
    }
}
