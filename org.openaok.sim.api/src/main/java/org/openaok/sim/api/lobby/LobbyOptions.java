package org.openaok.sim.api.lobby;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.openaok.api.generate.GenerationRequest;
import org.openaok.launcher.options.Arguments;
import org.openaok.launcher.options.UsageException;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SeatSettings;
import org.openaok.sim.api.rules.Rules;

/**
 * The lobby's options, read the same way by every command that starts a match ({@code match},
 * {@code play}): {@code --civs franks,britons} (unnamed seats go round the rules' list from the
 * first), {@code --civ} (the person's, or the first seats' when nobody sits at the window),
 * {@code --ai SEAT:PLAYER[:DIFFICULTY]} (repeated or comma-separated; a path may hold a colon),
 * {@code --difficulty}, {@code --version aoc|up|de} (the language level of .per players),
 * {@code --human SEATS}, {@code --names}, {@code --resources standard|low|medium|high|deathmatch},
 * {@code --age dark ... post-imperial}, {@code --pop}, {@code --reveal}, {@code --victory},
 * {@code --time-limit SECONDS}, {@code --mode random-map|regicide|death-match}, {@code --lock-teams}
 * and {@code --allied-sight}. The map's options are the generate command's.
 */
public final class LobbyOptions {
    /** The options' names, for a command to accept besides its own. */
    public static final Set<String> NAMES = Set.of("civs", "civ", "resources", "age", "pop", "reveal", "victory", "mode",
            "time-limit", "names", "ai", "difficulty", "human", "version");
    /** Hardest (0) ... easiest (4), the original's order. */
    public static final List<String> DIFFICULTIES = List.of("hardest", "hard", "moderate", "easy", "easiest");
    private static final List<String> AGES = List.of("dark", "feudal", "castle", "imperial", "post-imperial");

    private LobbyOptions() {}

    /** The lobby for the map request's players and teams. */
    public static MatchSettings settings(Arguments a, GenerationRequest map, Rules rules, long seed, Seating seating)
            throws UsageException {
        int n = map.players();
        int person = seating.person();
        if (person > n) throw new UsageException("--seat " + person + ": the map has seats 1 to " + n);
        String[] civs = civilisations(a, n, rules, person);
        String[] ai = new String[n + 1];
        int[] difficulty = new int[n + 1];
        Arrays.fill(difficulty, difficulty(a.option("difficulty", "hardest")));
        for (int s = 1; s <= n; s++) ai[s] = s == person ? "" : seating.defaultAi();
        computerPlayers(a.option("ai", ""), n, person, ai, difficulty);
        languageLevel(a.option("version", ""), ai);
        Set<Integer> humans = humans(a.option("human", ""), n);
        if (person > 0) humans.add(person);
        String[] names = a.option("names", "").isBlank() ? new String[0] : a.option("names", "").split(",");
        List<SeatSettings> seats = new ArrayList<>();
        for (int s = 1; s <= n; s++) {
            String name = s <= names.length ? names[s - 1].strip() : s == person ? "You" : "";
            seats.add(new SeatSettings(s, civs[s], map.team(s), s, humans.contains(s), ai[s], name, difficulty[s]));
        }
        String ageWord = a.option("age", "dark").toLowerCase(Locale.ROOT);
        int age = AGES.indexOf(ageWord) + 1;
        if (age == 0 && ageWord.matches("[1-5]")) age = Integer.parseInt(ageWord);
        if (age == 0) throw new UsageException("--age is dark, feudal, castle, imperial or post-imperial, not " + ageWord);
        String mode = a.option("mode", "random-map").toLowerCase(Locale.ROOT);
        if (mode.equals("deathmatch")) mode = "death-match";
        String resources = a.option("resources", mode.equals("death-match") ? "deathmatch" : "standard").toLowerCase(Locale.ROOT);
        int timeLimit = a.intOption("time-limit", 0, 0, 24 * 3600);
        try {
            return new MatchSettings(seed, seats, age, resources, a.intOption("pop", 200, 25, 1000), a.option("reveal", "normal"),
                    a.option("victory", timeLimit > 0 ? "time-limit" : "conquest"), mode, a.flag("lock-teams"),
                    a.flag("allied-sight"), timeLimit, 0);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Seat by seat (index 1..n): {@code --civs}, the person's {@code --civ}, then the rules' list in turn. */
    private static String[] civilisations(Arguments a, int n, Rules rules, int person) throws UsageException {
        String[] civs = new String[n + 1];
        String all = a.option("civs", "");
        String mine = a.option("civ", "");
        // nobody at the window: --civ is another spelling of --civs
        if (person == 0 && all.isBlank()) all = mine;
        if (!all.isBlank()) {
            String[] w = all.split(",");
            if (w.length > n) throw new UsageException("--civs names " + w.length + " civilisations for " + n + " seats");
            for (int i = 0; i < w.length; i++) civs[i + 1] = w[i].strip().toLowerCase(Locale.ROOT);
        }
        if (person > 0 && !mine.isBlank()) civs[person] = mine.strip().toLowerCase(Locale.ROOT);
        for (int s = 1; s <= n; s++) {
            if (civs[s] == null || civs[s].isEmpty()) civs[s] = rules.civ((s - 1) % rules.civs().size()).word();
            if (rules.civ(civs[s]).isEmpty()) throw new UsageException("no civilisation '" + civs[s] + "' (" + civWords(rules) + ")");
        }
        return civs;
    }

    private static void computerPlayers(String text, int n, int person, String[] ai, int[] difficulty) throws UsageException {
        if (text.isBlank()) return;
        for (String one : text.split(",")) {
            String[] p = one.strip().split(":");
            int s;
            try {
                s = Integer.parseInt(p[0].strip());
            } catch (NumberFormatException e) {
                throw new UsageException("--ai takes SEAT:PLAYER, e.g. 2:randomgame, not '" + one + "'");
            }
            if (s < 1 || s > n) throw new UsageException("--ai " + one + ": there are seats 1 to " + n);
            if (s == person) throw new UsageException("--ai " + one + ": seat " + s + " is yours (--seat)");
            if (p.length < 2 || p[1].isBlank()) throw new UsageException("--ai " + one + ": which computer player (randomgame, a .per file ...)");
            // a path may hold a colon: the difficulty is the last part when it is one
            String last = p[p.length - 1].strip().toLowerCase(Locale.ROOT);
            boolean withDifficulty = p.length > 2 && DIFFICULTIES.contains(last);
            ai[s] = String.join(":", Arrays.copyOfRange(p, 1, withDifficulty ? p.length - 1 : p.length)).strip();
            if (withDifficulty) difficulty[s] = DIFFICULTIES.indexOf(last);
        }
    }

    /** {@code --version}: the level .per computer players read their scripts at; a seat that names its own keeps it. */
    private static void languageLevel(String text, String[] ai) throws UsageException {
        String version = text.strip().toLowerCase(Locale.ROOT);
        if (version.isEmpty()) return;
        if (!List.of("aoc", "up", "de").contains(version)) throw new UsageException("--version is aoc, up or de, not " + version);
        for (int s = 1; s < ai.length; s++) {
            String name = ai[s].toLowerCase(Locale.ROOT);
            if (name.endsWith(".per") || name.equals("randomgame") || name.equals("per")) ai[s] = ai[s] + ":" + version;
        }
    }

    private static Set<Integer> humans(String text, int n) throws UsageException {
        Set<Integer> humans = new HashSet<>();
        if (text.isBlank()) return humans;
        for (String h : text.split(",")) {
            int s;
            try {
                s = Integer.parseInt(h.strip());
            } catch (NumberFormatException e) {
                throw new UsageException("--human takes seat numbers, e.g. 1, not '" + h + "'");
            }
            if (s < 1 || s > n) throw new UsageException("--human " + s + ": there are seats 1 to " + n);
            humans.add(s);
        }
        return humans;
    }

    /** A difficulty by name or number: hardest (0) ... easiest (4). */
    public static int difficulty(String text) throws UsageException {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int i = DIFFICULTIES.indexOf(t);
        if (i >= 0) return i;
        if (t.matches("[0-4]")) return Integer.parseInt(t);
        throw new UsageException("--difficulty is hardest, hard, moderate, easy or easiest (0-4), not " + text);
    }

    static String civWords(Rules rules) {
        StringBuilder b = new StringBuilder();
        for (var c : rules.civs()) b.append(b.length() == 0 ? "" : ", ").append(c.word());
        return b.toString();
    }
}
