package org.openaok.ai.internal.check;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Version;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Compilation;
import org.openaok.ai.script.ScriptCompiler;
import org.openaok.ai.script.ScriptSource;
import org.openaok.ai.script.Seat;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.api.io.ScriptChecker;
import org.openaok.drs.DrsArchive;
import org.osgi.service.component.annotations.Component;

/**
 * {@code openaok check FILE.per}: loads a computer player's master script, with everything it
 * loads from its folder (and a DRS archive), under a seat's lobby settings, and reports every
 * mistake with the language's own code. Options (the launcher passes every {@code --key value}):
 * <ul>
 * <li>{@code civ}: a civilisation's word (briton ... korean) or number; {@code difficulty}:
 *     hardest ... easiest or 0-4; {@code map-type}: arabia ... or its id; {@code map-size}:
 *     tiny ... giant or tiles;</li>
 * <li>{@code population} (or {@code pop-cap}), {@code starting-age}, {@code resources},
 *     {@code game-type} (random-map, regicide, death-match, scenario, king-of-the-hill,
 *     wonder-race, defend-the-wonder), {@code victory}, {@code teams-locked};</li>
 * <li>{@code players}: check seats 1 to N, each rolling its own load-random;
 *     {@code player}: check that seat alone; {@code seed}: the game's seed;</li>
 * <li>{@code drs}: a gamedata.drs whose AI entries resolve loads not found beside the file;
 *     {@code defines}: more symbols, comma-separated;</li>
 * <li>{@code version}: the level of the language, {@code aoc} (the original game), {@code up}
 *     (UserPatch 1.5) or {@code de} (the Definitive Edition's additions over this game's data);
 *     without it the level is told from the script (UserPatch's, or the Definitive Edition's when
 *     the script needs it).</li>
 * </ul>
 * A bad option is an error diagnostic (PER900), never an exception. The last diagnostic is an
 * information line with the count of rules and errors and the first error.
 */
@Component(service = ScriptChecker.class, property = "id=per")
public final class PerScriptChecker implements ScriptChecker {
    /** A bad option. */
    public static final String BAD_OPTION = "PER900";
    /** The summary line. */
    public static final String SUMMARY = "PER000";

    @Override
    public String id() { return "per"; }

    @Override
    public Set<String> fileExtensions() { return Set.of(".per", ".xs"); }

    /** An XS script (the Definitive Edition's scripting, which a .per includes): said to need that game, not read. */
    public static final String XS = "PER100";

    @Override
    public List<Diagnostic> check(Path file, Map<String, String> options) {
        String name = file.toString();
        List<Diagnostic> out = new ArrayList<>();
        Map<String, String> o = options == null ? Map.of() : options;
        try {
            Seat seat = seat(name, o, out);
            Set<String> defines = new TreeSet<>();
            for (String key : new String[] {"defines", "define"}) {
                String d = o.get(key);
                if (d != null) for (String s : d.split(",")) if (!s.isBlank()) defines.add(s.trim());
            }
            Path abs = file.toAbsolutePath().normalize();
            Path dir = abs.getParent();
            if (abs.getFileName() != null && abs.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xs")) {
                if (!Files.isRegularFile(abs)) out.add(new Diagnostic(Severity.ERROR, "ERR5001", name, 0, 0, "File open failed: no script file " + name));
                else out.add(new Diagnostic(Severity.WARNING, XS, name, 0, 0, "Unsupported command: an XS script, the Definitive Edition's scripting, needs the"
                        + " Definitive Edition's data and its XS engine; this game does not read or run it (a .per that includes it is checked, and its xs-script-call do nothing)"));
                return out;
            }
            if (!Files.isRegularFile(abs) || dir == null) {
                out.add(new Diagnostic(Severity.ERROR, "ERR5001", name, 0, 0, "File open failed: no script file " + name));
                return out;
            }
            ScriptSource source = ScriptSource.folder(dir);
            String drs = o.get("drs");
            if (drs != null) {
                try {
                    source = ScriptSource.chain(source, ScriptSource.drs(DrsArchive.open(Path.of(drs))));
                } catch (Exception e) {
                    out.add(bad(name, "cannot open the DRS archive '" + drs + "': " + e.getMessage()));
                }
            }
            // the level of the language: told from the script unless --version says
            Version level = null;
            String version = o.get("version");
            if (version != null) {
                level = Version.option(version);
                if (level == null) out.add(bad(name, "--version '" + version + "' is none of aoc, up, de"));
            }
            List<Integer> seats = new ArrayList<>();
            String players = o.get("players");
            if (players != null && o.get("player") == null) {
                Integer n = integer(players);
                if (n == null || n < 1 || n > 8) out.add(bad(name, "--players '" + players + "' is not 1 to 8"));
                else for (int s = 1; s <= n; s++) seats.add(s);
            }
            if (seats.isEmpty()) seats.add(seat.player());
            // Each seat rolls its own load-random: the same mistake found for several is told once.
            Map<String, Diagnostic> found = new LinkedHashMap<>();
            Compilation first = null;
            for (int s : seats) {
                Compilation c = ScriptCompiler.compile(source, abs.getFileName().toString(), seat.withPlayer(s), defines, null, level, null);
                if (first == null) first = c;
                for (Diagnostic d : c.diagnostics()) found.putIfAbsent(d.format(), relative(d, file.getParent()));
            }
            out.addAll(found.values());
            long errors = found.values().stream().filter(Diagnostic::isError).count();
            String summary = first.program().ruleCount() + " rules, " + errors + (errors == 1 ? " error" : " errors")
                    + (errors == 0 ? "" : "; the first: " + found.values().stream().filter(Diagnostic::isError).findFirst().get().format())
                    + " (seat" + (seats.size() == 1 ? " " + seats.get(0) : "s 1-" + seats.size()) + ", " + levelName(first.level()) + ")";
            out.add(new Diagnostic(Severity.INFO, SUMMARY, name, 0, 0, summary));
        } catch (RuntimeException e) {
            out.add(new Diagnostic(Severity.ERROR, "ERR9001", name, 0, 0, "Unexpected error: " + e));
        }
        return out;
    }

    private static String levelName(Version v) {
        return switch (v) {
            case AOC -> "the original game's language";
            case UP, HD -> "UserPatch 1.5's language";
            case DE -> "the Definitive Edition's language";
        };
    }

    /** Names a file as the command line named the checked one: by the same folder. */
    private static Diagnostic relative(Diagnostic d, Path given) {
        if (d.file().isEmpty() || given == null) return d;
        return new Diagnostic(d.severity(), d.code(), given.resolve(d.file()).toString(), d.line(), d.column(), d.message());
    }

    private static Diagnostic bad(String file, String message) {
        return new Diagnostic(Severity.ERROR, BAD_OPTION, file, 0, 0, "Bad option: " + message);
    }

    /** The seat the options describe (--civ, --difficulty, --map-type, ...); bad options become diagnostics. */
    public static Seat seatOf(String name, Map<String, String> o, List<Diagnostic> out) {
        return seat(name, o, out);
    }

    static Seat seat(String name, Map<String, String> o, List<Diagnostic> out) {
        Seat s = Seat.defaults(1);
        Optional<Integer> v;
        if ((v = word(name, o, "civ", ParamKind.CIV, out)).isPresent()) s = s.withCiv(v.get());
        if ((v = word(name, o, "difficulty", ParamKind.DIFFICULTY, out)).isPresent()) s = s.withDifficulty(range(name, "difficulty", v.get(), 0, 4, out, s.difficulty()));
        if ((v = word(name, o, "map-type", ParamKind.MAP_TYPE, out)).isPresent()) s = s.withMapType(v.get());
        if ((v = word(name, o, "map-size", ParamKind.MAP_SIZE, out)).isPresent()) s = s.withMapSize(v.get());
        if ((v = word(name, o, "starting-age", ParamKind.AGE, out)).isPresent()) s = s.withStartingAge(v.get());
        if ((v = word(name, o, "resources", ParamKind.STARTING_RESOURCES, out)).isPresent()) s = s.withStartingResources(v.get());
        if ((v = word(name, o, "victory", ParamKind.VICTORY_CONDITION, out)).isPresent()) s = s.withVictory(v.get());
        for (String key : new String[] {"population", "pop-cap"}) {
            String p = o.get(key);
            if (p == null) continue;
            Integer n = integer(p);
            if (n == null || n < 1) out.add(bad(name, "--" + key + " '" + p + "' is no population cap"));
            else s = s.withPopulationCap(n);
        }
        String game = o.get("game-type");
        if (game != null) {
            Integer g = gameType(game);
            if (g == null) out.add(bad(name, "--game-type '" + game + "' is none of random-map, regicide, death-match, scenario, king-of-the-hill, wonder-race, defend-the-wonder"));
            else s = s.withGameType(g);
        }
        String teams = o.get("teams-locked");
        if (teams != null) s = s.withTeamsLocked(!teams.equalsIgnoreCase("false") && !teams.equals("0") && !teams.equalsIgnoreCase("no"));
        String seed = o.get("seed");
        if (seed != null) {
            try {
                s = s.withSeed(Long.parseLong(seed.trim()));
            } catch (NumberFormatException e) {
                out.add(bad(name, "--seed '" + seed + "' is not a number"));
            }
        }
        String player = o.get("player");
        if (player != null) {
            Integer p = integer(player);
            if (p == null || p < 1 || p > 8) out.add(bad(name, "--player '" + player + "' is not 1 to 8"));
            else s = s.withPlayer(p);
        }
        return s;
    }

    private static int range(String name, String key, int v, int min, int max, List<Diagnostic> out, int fallback) {
        if (v >= min && v <= max) return v;
        out.add(bad(name, "--" + key + " " + v + " is not " + min + " to " + max));
        return fallback;
    }

    /** A word of the kind (a civ's name, with or without its -civ; a map size with or without -map) or a number. */
    private static Optional<Integer> word(String name, Map<String, String> o, String key, ParamKind kind, List<Diagnostic> out) {
        String raw = o.get(key);
        if (raw == null) return Optional.empty();
        String w = raw.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        Vocabulary v = Vocabulary.standard();
        for (String candidate : new String[] {w, strip(w, "-civ"), strip(w, "-map"), w + "-map", w + "-age", w + "-resources",
                strip(w, "s"), w.equals("normal") ? "normal-map" : w}) {
            Optional<Integer> found = v.word(kind, candidate);
            if (found.isPresent()) return found;
        }
        Integer n = integer(w);
        if (n != null) return Optional.of(n);
        out.add(bad(name, "--" + key + " '" + raw + "' is none of " + String.join(", ", v.words(kind).keySet())));
        return Optional.empty();
    }

    private static String strip(String w, String suffix) { return w.endsWith(suffix) ? w.substring(0, w.length() - suffix.length()) : w; }

    private static Integer gameType(String s) {
        return switch (s.trim().toLowerCase(Locale.ROOT).replace('_', '-')) {
            case "random-map", "0" -> Seat.GAME_RANDOM_MAP;
            case "regicide", "1" -> Seat.GAME_REGICIDE;
            case "death-match", "deathmatch", "2" -> Seat.GAME_DEATH_MATCH;
            case "scenario", "3" -> Seat.GAME_SCENARIO;
            case "king-of-the-hill", "5" -> Seat.GAME_KING_OF_THE_HILL;
            case "wonder-race", "6" -> Seat.GAME_WONDER_RACE;
            case "defend-the-wonder", "7" -> Seat.GAME_DEFEND_THE_WONDER;
            default -> null;
        };
    }

    private static Integer integer(String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
