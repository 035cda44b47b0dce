package org.openaok.zones;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.MapGenerator;
import org.openaok.api.generate.MapSetup;
import org.openaok.api.generate.SetupContext;
import org.openaok.api.map.Zone;
import org.openaok.zones.mapping.GameMapping;
import org.openaok.zones.plan.LevelAssigner;
import org.openaok.zones.plan.TemplateLibrary;
import org.openaok.zones.plan.ZoneGraph;
import org.openaok.zones.plan.ZonePlan;
import org.openaok.zones.template.SizeCode;
import org.openaok.zones.template.Template;
import org.openaok.zones.template.TemplateCode;
import org.openaok.zones.template.TemplateConnection;
import org.openaok.zones.template.TemplateFile;
import org.openaok.zones.template.TemplateFit;
import org.openaok.zones.template.TemplateReader;
import org.openaok.zones.template.TemplateZone;
import org.openaok.zones.template.WaterContent;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * The Heroes III-style zone generator ({@code zones}). Its setup reads the template (a file named by
 * {@code --map FILE.json}, one of its templates by {@code --template NAME}, or an installed
 * template by {@code --map "Name"}), checks it fits the map asked for, puts its zones on levels
 * and leaves a {@link ZonePlan}; the stages of this bundle do the rest.
 *
 * <p>Options: {@code template} (which template of the file), {@code water} (none, normal,
 * islands), {@code mapping} (a replacement for the game mapping file). Properties:
 * {@code openaok.templates} (a folder of more templates), {@code openaok.zones.mapping}
 * (the mapping file every map uses unless the request names one).
 */
@Component(service = MapGenerator.class)
public class ZonesGenerator implements MapGenerator {
    public static final String ID = "zones";
    /** Diagnostic code of setup problems that are not the template's. */
    public static final String CODE = "zones-setup";

    private volatile String templatesFolder = System.getProperty("openaok.templates");
    private volatile String mappingFile = System.getProperty("openaok.zones.mapping");

    @Activate
    void activate(BundleContext context) {
        // framework properties fall back to system properties
        templatesFolder = context.getProperty("openaok.templates");
        mappingFile = context.getProperty("openaok.zones.mapping");
    }

    @Override public String id() { return ID; }

    /** Template files: {@code --map FILE.json} needs no {@code --generator zones}. */
    @Override public java.util.Set<String> fileExtensions() { return java.util.Set.of(".json"); }

    @Override
    public String description() {
        return "Heroes III-style zones from a VCMI template (--map FILE.json [--template NAME] or --map \"Name\"; --size xl+u)";
    }

    @Override
    public List<MapEntry> maps() {
        List<MapEntry> out = new ArrayList<>();
        for (TemplateLibrary.Entry e : TemplateLibrary.load(templatesFolder).entries()) {
            Template t = e.template();
            String sizes = t.minSize() + " to " + t.maxSize() + ", players " + t.players();
            out.add(new MapEntry(t.name(), (t.description().isEmpty() ? "zone template" : t.description()) + " (" + sizes + ")", e.origin()));
        }
        return out;
    }

    @Override
    public MapSetup setup(GenerationRequest request, SetupContext context) throws GenerationException {
        List<Diagnostic> problems = new ArrayList<>();
        TemplateFile file;
        Template template;
        String map = request.map();
        boolean isFile = map.toLowerCase(Locale.ROOT).endsWith(".json") || (!map.isEmpty() && Files.isRegularFile(Path.of(map)));
        if (isFile) {
            file = TemplateReader.read(Path.of(map));
            if (file.templates().isEmpty()) throw fail("the template file " + map + " holds no usable template", file.diagnostics());
            String wanted = request.options().get("template");
            if (wanted == null) {
                template = file.templates().get(0);
            } else {
                template = file.find(wanted).orElseThrow(() -> fail("no template '" + wanted + "' in " + map + "; it holds "
                        + file.templates().stream().map(Template::name).toList(),
                        List.of(new Diagnostic(TemplateCode.NOT_FOUND.severity(), TemplateCode.NOT_FOUND.code(), map, 0, 0,
                                "no template '" + wanted + "' in the file"))));
            }
        } else {
            TemplateLibrary library = TemplateLibrary.load(templatesFolder);
            String name = map.isEmpty() ? library.entries().get(0).name() : map;
            TemplateLibrary.Entry e = library.find(name).orElseThrow(() -> fail("no installed template is named '" + name
                    + "'; installed: " + library.entries().stream().map(TemplateLibrary.Entry::name).toList(), List.of()));
            file = e.file();
            template = e.template();
        }
        if (template.hasErrors()) throw fail("template '" + template.name() + "' has errors", template.diagnostics());
        for (Diagnostic d : template.diagnostics()) context.diagnostics().report(d);

        int levels = request.levels();
        if (levels > SizeCode.MAX_LEVELS) {
            context.diagnostics().report(Diagnostic.warning(CODE, "zone maps have at most " + SizeCode.MAX_LEVELS + " levels; making "
                    + SizeCode.MAX_LEVELS + ", not " + levels));
            levels = SizeCode.MAX_LEVELS;
        }
        if (levels == 0) levels = decideLevels(template, request.size());

        WaterContent water = null;
        String w = request.options().get("water");
        if (w != null) {
            water = WaterContent.of(w).orElseThrow(() -> fail("--water '" + w + "' is not none, normal or islands", List.of()));
        }
        List<Diagnostic> fit = TemplateFit.check(template, SizeCode.square(request.size(), levels), request.players(), water);
        for (Diagnostic d : fit) context.diagnostics().report(d);
        if (fit.stream().anyMatch(Diagnostic::isError)) {
            throw fail("template '" + template.name() + "' does not fit the map asked for", fit);
        }
        if (water == null) {
            water = template.allowedWaterContent().contains(WaterContent.NONE) ? WaterContent.NONE
                    : template.allowedWaterContent().iterator().next();
        }

        GameMapping mapping;
        String mappingPath = request.options().getOrDefault("mapping", mappingFile);
        if (mappingPath != null && !mappingPath.isBlank()) mapping = GameMapping.read(Path.of(mappingPath), context.data(), problems);
        else mapping = GameMapping.builtin(context.data(), problems);
        if (mapping == null) throw fail("the game mapping cannot be used", problems);

        ZonePlan plan = plan(template, file.file(), request, levels, water, mapping);
        context.put(ZonePlan.KEY, plan);
        List<Zone> zones = new ArrayList<>();
        for (ZonePlan.PlanZone z : plan.zones()) {
            zones.add(new Zone(z.id(), z.level(), z.name(), z.kind() == ZonePlan.Kind.LAND ? z.spec().type().json() : z.kind().name().toLowerCase(Locale.ROOT)));
        }
        return new MapSetup(request.size(), levels, zones);
    }

    /** The template decides: underground when a zone must be there or only two levels hold enough tiles. */
    static int decideLevels(Template t, int size) {
        if (t.needsUnderground()) return 2;
        if (t.fits(SizeCode.square(size, 1))) return 1;
        if (t.fits(SizeCode.square(size, 2))) return 2;
        return t.minSize() != null && t.minSize().levels() > 1 ? 2 : 1;
    }

    /** The template's zones with levels and seats, then the sea and rock levels as needed. */
    static ZonePlan plan(Template t, String file, GenerationRequest request, int levels, WaterContent water, GameMapping mapping) {
        List<TemplateZone> tz = t.zones();
        List<ZonePlan.Link> links = new ArrayList<>();
        for (TemplateConnection c : t.connections()) links.add(new ZonePlan.Link(c, t.indexOf(c.a()), t.indexOf(c.b())));
        ZoneGraph graph = new ZoneGraph(tz.size(), links);
        int[] level = LevelAssigner.assign(tz, graph, levels);

        // seat k goes to the k-th owner (ascending); the owner's first start zone is its start
        List<Integer> owners = t.startOwners();
        Map<Integer, Integer> seatOf = new java.util.HashMap<>();
        for (int k = 0; k < owners.size() && k < request.players(); k++) seatOf.put(owners.get(k), k + 1);
        java.util.Set<Integer> seated = new java.util.HashSet<>();

        List<ZonePlan.PlanZone> zones = new ArrayList<>();
        long[] landWeight = new long[levels];
        for (int i = 0; i < tz.size(); i++) {
            TemplateZone z = tz.get(i);
            int seat = 0;
            if (z.start() && seatOf.containsKey(z.owner()) && seated.add(z.owner())) seat = seatOf.get(z.owner());
            zones.add(new ZonePlan.PlanZone(i, z.id(), ZonePlan.Kind.LAND, z, level[i], Math.max(1, z.size()), seat));
            landWeight[level[i]] += Math.max(1, z.size());
        }
        if (water != WaterContent.NONE) {
            long sea = water == WaterContent.ISLANDS ? landWeight[0] * 2 / 3 : landWeight[0] / 4;
            zones.add(new ZonePlan.PlanZone(zones.size(), "sea", ZonePlan.Kind.WATER, null, 0, (int) Math.max(1, sea), 0));
        }
        for (int l = 0; l < levels; l++) {
            final int lv = l;
            if (zones.stream().noneMatch(z -> z.level() == lv)) {
                zones.add(new ZonePlan.PlanZone(zones.size(), "rock " + l, ZonePlan.Kind.ROCK, null, l, 1, 0));
            }
        }
        return new ZonePlan(t, file, request.size(), levels, request.players(), zones, links, water, mapping);
    }

    private static GenerationException fail(String message, List<Diagnostic> diagnostics) {
        List<Diagnostic> d = new ArrayList<>(diagnostics);
        if (d.stream().noneMatch(Diagnostic::isError)) d.add(new Diagnostic(Severity.ERROR, CODE, "", 0, 0, message));
        return new GenerationException(message, d);
    }
}
