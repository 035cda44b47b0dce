package org.openaok.rms.checker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.ScriptChecker;
import org.openaok.drs.DrsArchive;
import org.openaok.rms.GameMode;
import org.openaok.rms.IncludeResolver;
import org.openaok.rms.LobbySettings;
import org.openaok.rms.MapSize;
import org.openaok.rms.RmsCode;
import org.openaok.rms.RmsReader;
import org.openaok.rms.StartingResources;
import org.osgi.service.component.annotations.Component;

/**
 * {@code openaok check FILE.rms}: the static all-branches check of a random map script. Options
 * (the launcher passes every {@code --key value}):
 * <ul>
 * <li>{@code drs}: a gamedata.drs to resolve {@code #include_drs} from (after the built-in files);</li>
 * <li>{@code size}: tiles across or a size's name; {@code players}: 1 to 8; {@code seed}: a number;</li>
 * <li>{@code define}: extra labels, comma-separated; {@code teams}: each player's team, comma-separated;</li>
 * <li>{@code mode}: {@code regicide} or {@code death_match}; {@code resources}: low, medium, high.</li>
 * </ul>
 * Files beside the script are found too. A bad option is an error diagnostic, never an exception.
 */
@Component(service = ScriptChecker.class)
public final class RmsScriptChecker implements ScriptChecker {
    @Override
    public String id() { return "rms"; }

    @Override
    public Set<String> fileExtensions() { return Set.of(".rms"); }

    @Override
    public List<Diagnostic> check(Path file, Map<String, String> options) {
        String name = file.toString();
        List<Diagnostic> out = new ArrayList<>();
        Map<String, String> opts = options == null ? Map.of() : options;
        LobbySettings lobby = lobby(name, opts, out);
        IncludeResolver includes = IncludeResolver.none();
        String drs = opts.get("drs");
        if (drs != null) {
            try {
                includes = IncludeResolver.drs(DrsArchive.open(Path.of(drs)));
            } catch (IOException | RuntimeException e) {
                out.add(bad(name, "cannot open the DRS archive '" + drs + "': " + e.getMessage()));
            }
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) includes = includes.orElse(IncludeResolver.folder(dir));
        String text;
        try {
            text = RmsReader.text(file);
        } catch (IOException | RuntimeException e) {
            out.add(new Diagnostic(RmsCode.UNREADABLE_FILE.severity(), RmsCode.UNREADABLE_FILE.code(), name, 0, 0,
                    "cannot read the script: " + e));
            return out;
        }
        out.addAll(RmsReader.check(name, text, lobby, includes).diagnostics());
        return out;
    }

    /** The lobby settings the options describe; what cannot be used is added to {@code out}. */
    public static LobbySettings lobby(String name, Map<String, String> o, List<Diagnostic> out) {
        LobbySettings.Builder b = LobbySettings.builder();
        String size = o.get("size");
        if (size != null) {
            MapSize.parseTiles(size).ifPresentOrElse(b::mapSize,
                    () -> out.add(bad(name, "--size '" + size + "' is neither tiles across nor a map size's name")));
        }
        String players = o.get("players");
        if (players != null) {
            Integer p = integer(players);
            if (p == null || p < 1 || p > LobbySettings.MAX_PLAYERS) out.add(bad(name, "--players '" + players + "' is not 1 to 8"));
            else b.players(p);
        }
        String seed = o.get("seed");
        if (seed != null) {
            try {
                b.seed(Long.parseLong(seed.trim()));
            } catch (NumberFormatException e) {
                out.add(bad(name, "--seed '" + seed + "' is not a number"));
            }
        }
        String define = o.get("define");
        if (define != null) {
            for (String label : define.split(",")) {
                if (!label.isBlank()) b.define(label.trim());
            }
        }
        String teams = o.get("teams");
        if (teams != null) {
            List<Integer> t = new ArrayList<>();
            for (String s : teams.split(",")) {
                Integer v = integer(s);
                if (v == null || v < 0 || v > 8) {
                    out.add(bad(name, "--teams '" + teams + "': each player's team is a number from 0 (none) to 8"));
                    t = null;
                    break;
                }
                t.add(v);
            }
            if (t != null) b.teams(t);
        }
        String mode = o.get("mode");
        if (mode != null) {
            try {
                b.gameMode(GameMode.valueOf(mode.trim().toUpperCase(Locale.ROOT).replace('-', '_')));
            } catch (IllegalArgumentException e) {
                out.add(bad(name, "--mode '" + mode + "' is not random_map, regicide or death_match"));
            }
        }
        String resources = o.get("resources");
        if (resources != null) {
            try {
                b.resources(StartingResources.valueOf(resources.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                out.add(bad(name, "--resources '" + resources + "' is not default, low, medium or high"));
            }
        }
        return b.build();
    }

    private static Integer integer(String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Diagnostic bad(String file, String message) {
        return new Diagnostic(RmsCode.BAD_OPTION.severity(), RmsCode.BAD_OPTION.code(), file, 0, 0, message);
    }
}
