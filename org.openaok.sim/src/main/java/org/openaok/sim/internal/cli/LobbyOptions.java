package org.openaok.sim.internal.cli;

import java.util.ArrayList;
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
 * The lobby's options of the match commands: {@code --civs franks,britons --resources standard|low|
 * medium|high|deathmatch --age dark|feudal|castle|imperial|post-imperial --pop 200 --reveal
 * normal|explored|all-visible --victory conquest|standard|... --mode random-map|regicide|death-match
 * --lock-teams --allied-sight}; the map's options are the generate command's.
 */
public final class LobbyOptions {
    public static final Set<String> NAMES = Set.of("civs", "civ", "resources", "age", "pop", "reveal", "victory", "mode",
            "time-limit", "names", "ai", "difficulty", "human");

    private static final List<String> DIFFICULTIES = List.of("hardest", "hard", "moderate", "easy", "easiest");

    private LobbyOptions() {}

    /** The lobby for the map request's players and teams; unnamed civilisations go round the rules' list from the first. */
    public static MatchSettings settings(Arguments a, GenerationRequest map, Rules rules, long seed) throws UsageException {
        List<String> civs = new ArrayList<>();
        String given = a.option("civs", a.option("civ", ""));
        if (!given.isBlank()) for (String c : given.split(",")) civs.add(c.strip().toLowerCase(Locale.ROOT));
        if (civs.size() > map.players()) throw new UsageException("--civs names " + civs.size() + " civilisations for " + map.players() + " players");
        for (String c : civs) if (rules.civ(c).isEmpty()) throw new UsageException("no civilisation '" + c + "' (" + civWords(rules) + ")");
        for (int i = civs.size(); i < map.players(); i++) civs.add(rules.civ(i % rules.civs().size()).word());
        String[] names = a.option("names", "").isBlank() ? new String[0] : a.option("names", "").split(",");
        int difficulty = difficulty(a.option("difficulty", "hardest"));
        String[] ai = new String[map.players() + 1];
        int[] aiDifficulty = new int[map.players() + 1];
        java.util.Arrays.fill(ai, "");
        java.util.Arrays.fill(aiDifficulty, difficulty);
        String aiText = a.option("ai", "");
        if (!aiText.isBlank()) {
            // --ai SEAT:PLAYER[:DIFFICULTY], repeated or comma-separated
            for (String one : aiText.split(",")) {
                String[] p = one.strip().split(":");
                int seat;
                try {
                    seat = Integer.parseInt(p[0].strip());
                } catch (NumberFormatException e) {
                    throw new UsageException("--ai takes SEAT:PLAYER, e.g. 2:randomgame, not '" + one + "'");
                }
                if (seat < 1 || seat > map.players()) throw new UsageException("--ai " + one + ": there are seats 1 to " + map.players());
                if (p.length < 2 || p[1].isBlank()) throw new UsageException("--ai " + one + ": which computer player (randomgame, a .per file ...)");
                // a path may hold a colon: the difficulty is the last part when it is one
                String last = p[p.length - 1].strip().toLowerCase(Locale.ROOT);
                boolean withDifficulty = p.length > 2 && DIFFICULTIES.contains(last);
                ai[seat] = String.join(":", java.util.Arrays.copyOfRange(p, 1, withDifficulty ? p.length - 1 : p.length)).strip();
                if (withDifficulty) aiDifficulty[seat] = DIFFICULTIES.indexOf(last);
            }
        }
        java.util.Set<Integer> humans = new java.util.HashSet<>();
        if (!a.option("human", "").isBlank()) {
            for (String h : a.option("human", "").split(",")) {
                try {
                    humans.add(Integer.parseInt(h.strip()));
                } catch (NumberFormatException e) {
                    throw new UsageException("--human takes seat numbers, e.g. 1, not '" + h + "'");
                }
            }
        }
        List<SeatSettings> seats = new ArrayList<>();
        for (int s = 1; s <= map.players(); s++)
            seats.add(new SeatSettings(s, civs.get(s - 1), map.team(s), s, humans.contains(s), ai[s], s <= names.length ? names[s - 1].strip() : "",
                    aiDifficulty[s]));
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

    /** A difficulty by name or number: hardest (0) ... easiest (4). */
    static int difficulty(String text) throws UsageException {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int i = DIFFICULTIES.indexOf(t);
        if (i >= 0) return i;
        try {
            int n = Integer.parseInt(t);
            if (n >= 0 && n <= 4) return n;
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

    /** {@code 20:00}, {@code 1:05:00} or {@code 90s} as milliseconds of game time. */
    public static long time(String text, String option) throws UsageException {
        try {
            String t = text.strip();
            if (t.endsWith("s")) return Math.multiplyExact(Long.parseLong(t.substring(0, t.length() - 1)), 1000L);
            String[] p = t.split(":");
            if (p.length > 3) throw new NumberFormatException();
            long sec = 0;
            for (String part : p) {
                long v = Long.parseLong(part);
                if (v < 0) throw new NumberFormatException();
                sec = sec * 60 + v;
            }
            if (sec > 24 * 3600) throw new UsageException(option + " is at most 24:00:00 of game time");
            return sec * 1000;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new UsageException(option + " takes a game time such as 20:00, 1:05:00 or 90s, not '" + text + "'");
        }
    }
}
