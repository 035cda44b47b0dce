package org.openaok.mapgen.stages;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.SetupContext;
import org.openaok.drs.DrsArchive;
import org.openaok.mapgen.stages.land.LandPlan;
import org.openaok.mapgen.stages.players.Placement;
import org.openaok.mapgen.stages.state.AokCode;
import org.openaok.mapgen.stages.state.AokMapState;
import org.openaok.mapgen.stages.state.TerrainTable;
import org.openaok.rms.GameMode;
import org.openaok.rms.IncludeResolver;
import org.openaok.rms.LobbySettings;
import org.openaok.rms.RmsReadResult;
import org.openaok.rms.RmsReader;
import org.openaok.rms.StartingResources;
import org.openaok.rms.script.RmsScript;
import org.osgi.service.component.annotations.Component;

/**
 * The Age of Kings generator ({@code aok}): carries out a random map script. {@code --map} is a
 * script file, a script this bundle ships, or one of the original game's maps read from the
 * archive the option {@code drs} names. Options: {@code mode} (regicide, deathmatch),
 * {@code resources} (low, medium, high, default), {@code define} (labels, comma-separated),
 * {@code drs} (a gamedata.drs: original scripts and include files), {@code game} (aoc, up, hd,
 * aok: whose maps to make where the engines differ, e.g. UserPatch's cliffs stand on GRASS_OTHER).
 *
 * <p>Setup reads the script with the lobby's settings, reports every diagnostic, and leaves the
 * script, the land plan and the shared state for the stages; the map has one zone per land. A
 * script that cannot be read at all makes the noise generator stand in.
 */
@Component(service = MapGenerator.class)
public class AokGenerator implements MapGenerator {
    public static final String ID = AokStages.GENERATOR;
    /** The generator that stands in when a script cannot be read. */
    public static final String FALLBACK = "noise";

    private final ScriptLibrary library;

    public AokGenerator() {
        this(ScriptLibrary.bundled());
    }

    /** A generator with its own shipped scripts (tests). */
    public AokGenerator(ScriptLibrary library) {
        this.library = library;
    }

    @Override public String id() { return ID; }

    @Override
    public String description() { return "carries out Age of Kings random map scripts (.rms)"; }

    @Override public Set<String> fileExtensions() { return Set.of(".rms"); }

    @Override
    public List<MapEntry> maps() {
        List<MapEntry> out = new ArrayList<>(library.entries());
        for (OriginalMaps.Entry e : OriginalMaps.all()) {
            out.add(new MapEntry(e.name(), "the original game's " + e.title() + " (needs --drs gamedata.drs)",
                    "DRS entry " + e.drsId()));
        }
        return out;
    }

    /** A script's text and the name diagnostics give it. */
    record Source(String name, String text) {}

    @Override
    public MapSetup setup(GenerationRequest request, SetupContext ctx) throws GenerationException {
        List<Diagnostic> why = new ArrayList<>();
        Optional<DrsArchive> archive = archive(request, ctx);
        Source source = source(request.map(), archive, why);
        if (source == null) {
            throw new GenerationException(why.get(0).message(), why, FALLBACK);
        }
        LobbySettings lobby = lobby(request, ctx);
        IncludeResolver includes = archive.map(IncludeResolver::drs).orElse(IncludeResolver.none());
        RmsReadResult read = RmsReader.read(source.name(), source.text(), lobby, includes);
        for (Diagnostic d : read.diagnostics()) ctx.diagnostics().report(d);
        RmsScript script = read.script();

        TerrainTable terrains = new TerrainTable(ctx.data());
        LandPlan plan = LandPlan.read(script, request.size(), request.players(), terrains, ctx.diagnostics());
        AokMapState state = new AokMapState(script, request, terrains);
        state.setBaseTerrain(plan.baseTerrain());
        state.setPlayerBaseSize(plan.playerBaseSize());
        state.setGroupedByTeam(Placement.of(script) == Placement.GROUPED_BY_TEAM);
        ctx.put(AokKeys.SCRIPT, script);
        ctx.put(AokKeys.LAND_PLAN, plan);
        ctx.put(AokKeys.STATE, state);
        return new MapSetup(request.size(), 1, plan.zones());
    }

    private Source source(String map, Optional<DrsArchive> archive, List<Diagnostic> why) {
        if (map == null || map.isBlank()) {
            why.add(AokCode.UNKNOWN_MAP.at(null, "no map script was named"));
            return null;
        }
        Path file = asPath(map);
        if (file != null && Files.isRegularFile(file)) {
            try {
                return new Source(file.getFileName().toString(), org.openaok.rms.RmsReader.text(file));
            } catch (IOException | RuntimeException e) {
                why.add(AokCode.UNREADABLE_SCRIPT.at(null, "cannot read the script " + file + ": " + e.getMessage()));
                return null;
            }
        }
        Optional<ScriptLibrary.Script> shipped = library.find(map);
        if (shipped.isPresent()) {
            try {
                return new Source(shipped.get().file(), library.text(shipped.get()));
            } catch (IOException e) {
                why.add(AokCode.UNREADABLE_SCRIPT.at(null, "cannot read the built-in script " + map + ": " + e.getMessage()));
                return null;
            }
        }
        Optional<OriginalMaps.Entry> original = OriginalMaps.find(map);
        if (archive.isPresent()) {
            DrsArchive drs = archive.get();
            Optional<String> text = original.flatMap(e -> drs.text(e.drsId()));
            if (text.isEmpty()) text = drs.entry(map).map(b -> new String(b, StandardCharsets.ISO_8859_1));
            if (text.isPresent()) {
                String name = original.map(OriginalMaps.Entry::fileName).orElse(map);
                return new Source(name, text.get());
            }
            why.add(AokCode.UNKNOWN_MAP.at(null, "the archive " + drs.source() + " holds no script for the map '" + map + "'"
                    + original.map(e -> " (entry " + e.drsId() + ")").orElse("")));
            return null;
        }
        if (original.isPresent()) {
            why.add(AokCode.UNKNOWN_MAP.at(null, "'" + map + "' is one of the original game's maps; its script is read from the "
                    + "game's archive: name it with --drs gamedata.drs"));
        } else if (file != null && map.toLowerCase(Locale.ROOT).endsWith(".rms")) {
            why.add(AokCode.UNREADABLE_SCRIPT.at(null, "the script file " + map + " does not exist"));
        } else {
            why.add(AokCode.UNKNOWN_MAP.at(null, "no script named '" + map + "' is installed"));
        }
        return null;
    }

    private static Path asPath(String map) {
        try {
            return Path.of(map);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Optional<DrsArchive> archive(GenerationRequest request, SetupContext ctx) {
        String drs = request.options().get("drs");
        if (drs == null || drs.isBlank()) return Optional.empty();
        try {
            return Optional.of(DrsArchive.open(Path.of(drs)));
        } catch (IOException | RuntimeException e) {
            ctx.diagnostics().report(AokCode.UNREADABLE_ARCHIVE.at(null, "cannot read the archive " + drs + ": " + e.getMessage()));
            return Optional.empty();
        }
    }

    /** The lobby a script sees: the request's seed, size, players and teams, and the options. */
    static LobbySettings lobby(GenerationRequest request, SetupContext ctx) {
        LobbySettings.Builder b = LobbySettings.builder().seed(request.seed()).mapSize(request.size())
                .players(request.players()).teams(request.teams());
        String mode = request.options().getOrDefault("mode", "").trim().toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
        switch (mode) {
            case "", "random", "randommap", "standard" -> b.gameMode(GameMode.RANDOM_MAP);
            case "regicide" -> b.gameMode(GameMode.REGICIDE);
            case "deathmatch", "dm" -> b.gameMode(GameMode.DEATH_MATCH);
            default -> ctx.diagnostics().report(AokCode.BAD_OPTION.at(null, "mode=" + request.options().get("mode")
                    + " is not one of random, regicide, deathmatch; a standard game is made"));
        }
        String res = request.options().getOrDefault("resources", "").trim().toLowerCase(Locale.ROOT);
        switch (res) {
            case "", "default", "standard" -> b.resources(StartingResources.DEFAULT);
            case "low" -> b.resources(StartingResources.LOW);
            case "medium" -> b.resources(StartingResources.MEDIUM);
            case "high" -> b.resources(StartingResources.HIGH);
            default -> ctx.diagnostics().report(AokCode.BAD_OPTION.at(null, "resources=" + request.options().get("resources")
                    + " is not one of default, low, medium, high; default resources are used"));
        }
        String defines = request.options().getOrDefault("define", "");
        for (String label : defines.split(",")) {
            String l = label.trim();
            if (!l.isEmpty()) b.define(l);
        }
        return b.build();
    }
}
