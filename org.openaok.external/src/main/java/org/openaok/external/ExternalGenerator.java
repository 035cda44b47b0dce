package org.openaok.external;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.Key;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.map.GameMap;
import org.openaok.json.JsonWriter;
import org.openaok.zeroad.ZeroAdMapping;
import org.openaok.zeroad.ZeroAdReader;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The {@code external} generator: runs a program in any language. The request goes to the
 * program's standard input as JSON
 * <pre>{"size": 200, "levels": 0, "seed": 5, "players": 2, "teams": [0, 0], "map": "...", "options": {...}}</pre>
 * and the program writes 0 A.D. map data to its standard output. {@code --map} names the program
 * (a path, or a program in the folder named by {@code openaok.external.dir}); {@code --timeout}
 * gives its time limit in seconds (default 60).
 */
@Component(service = MapGenerator.class)
public class ExternalGenerator implements MapGenerator {
    public static final String ID = "external";
    static final Key<GameMap> PRODUCED = Key.of("external.map", GameMap.class);
    static final int DEFAULT_TIMEOUT_SECONDS = 60;

    @Reference(policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile ZeroAdMapping mapping;

    private volatile Path folder;

    public ExternalGenerator() {}

    /** Outside a framework: with a mapping and a folder of programs (may be null). */
    public ExternalGenerator(ZeroAdMapping mapping, Path folder) {
        this.mapping = mapping;
        this.folder = folder;
    }

    @Activate
    void activate(BundleContext context) {
        String dir = context.getProperty("openaok.external.dir");
        folder = dir == null ? null : Path.of(dir);
    }

    @Override public String id() { return ID; }

    @Override public String description() { return "runs an external generator program (request JSON in, 0 A.D. map data out)"; }

    @Override
    public List<MapEntry> maps() {
        List<MapEntry> out = new ArrayList<>();
        if (folder == null || !Files.isDirectory(folder)) return out;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(folder)) {
            List<Path> files = new ArrayList<>();
            for (Path p : s) if (Files.isRegularFile(p) && !p.getFileName().toString().endsWith(".md")) files.add(p);
            files.sort(null);
            for (Path p : files) out.add(new MapEntry(p.getFileName().toString(), "external program", p.toString()));
        } catch (IOException e) {
            // an unreadable folder offers nothing
        }
        return out;
    }

    @Override
    public MapSetup setup(GenerationRequest request, SetupContext context) throws GenerationException {
        Path program = locate(request.map(), request.options().get("program"));
        ExternalProgram p = new ExternalProgram(program);
        int timeout = timeoutSeconds(request, context);
        ExternalProgram.Output out;
        try {
            out = p.run(requestJson(request), timeout * 1000L);
        } catch (ExternalProgram.Timeout e) {
            throw fail("external-timeout", program, e.getMessage());
        } catch (IOException e) {
            throw fail("external-start", program, "could not be run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fail("external-start", program, "interrupted");
        }
        if (!out.stderr().isEmpty()) {
            context.diagnostics().report(new Diagnostic(org.openaok.api.diag.Severity.INFO, "external-stderr",
                    program.toString(), 0, 0, lastLines(out.stderr(), 5)));
        }
        if (out.status() != 0) {
            throw fail("external-crash", program, "exited with status " + out.status()
                    + (out.stderr().isEmpty() ? "" : ": " + lastLines(out.stderr(), 5)));
        }
        GameMap map;
        try {
            map = ZeroAdReader.read(new ByteArrayInputStream(out.stdout()), program.getFileName() + " output",
                    context.data(), mapping);
        } catch (IOException e) {
            throw fail("external-output", program, "wrote no valid 0 A.D. map data: " + e.getMessage());
        }
        if (map.size() != request.size()) {
            context.diagnostics().warning("external-size", program.getFileName() + " made a map of " + map.size()
                    + " tiles, not the " + request.size() + " asked for");
        }
        context.put(PRODUCED, map);
        return new MapSetup(map.size(), map.levels().size(), List.of());
    }

    private Path locate(String map, String option) throws GenerationException {
        String name = option != null ? option : map;
        if (name == null || name.isBlank()) {
            throw new GenerationException("no program", List.of(Diagnostic.error("external-missing",
                    "name the generator program with --map PROGRAM")));
        }
        Path p = Path.of(name);
        if (!Files.isRegularFile(p) && folder != null && Files.isRegularFile(folder.resolve(name))) p = folder.resolve(name);
        if (!Files.isRegularFile(p)) {
            throw new GenerationException("no program " + name, List.of(Diagnostic.error("external-missing",
                    "no program '" + name + "'" + (folder == null ? "" : " here or in " + folder))));
        }
        return p;
    }

    private static int timeoutSeconds(GenerationRequest r, SetupContext ctx) {
        String v = r.options().get("timeout");
        if (v == null) return DEFAULT_TIMEOUT_SECONDS;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= 1 && n <= 86_400) return n;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        ctx.diagnostics().warning("external-option", "timeout=" + v + " must be 1 to 86400 seconds; using " + DEFAULT_TIMEOUT_SECONDS);
        return DEFAULT_TIMEOUT_SECONDS;
    }

    private static GenerationException fail(String code, Path program, String what) {
        String message = "generator program " + program + " " + what;
        return new GenerationException(message, List.of(new Diagnostic(org.openaok.api.diag.Severity.ERROR, code,
                program.toString(), 0, 0, message)));
    }

    private static String lastLines(String text, int n) {
        String[] lines = text.split("\n");
        return String.join(" | ", java.util.Arrays.asList(lines).subList(Math.max(0, lines.length - n), lines.length));
    }

    /** The request as the program reads it. */
    static byte[] requestJson(GenerationRequest r) throws GenerationException {
        StringWriter s = new StringWriter();
        try (JsonWriter w = new JsonWriter(s, false)) {
            w.beginObject();
            w.name("size").value(r.size());
            w.name("levels").value(r.levels());
            w.name("seed").value(r.seed());
            w.name("players").value(r.players());
            w.name("teams").beginArray();
            for (int t : r.teams()) w.value(t);
            w.endArray();
            w.name("map").value(r.map());
            w.name("options").beginObject();
            for (Map.Entry<String, String> e : r.options().entrySet()) w.name(e.getKey()).value(e.getValue());
            w.endObject();
            w.endObject();
        } catch (IOException e) {
            throw new GenerationException("cannot write the request: " + e.getMessage());
        }
        s.write('\n');
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }
}
