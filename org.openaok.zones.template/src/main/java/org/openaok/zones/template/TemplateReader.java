package org.openaok.zones.template;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.json.JsonException;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/**
 * Reads template files in VCMI's format as they are written: comments and trailing commas are
 * fine, every field of the schema is read and checked, and *LikeZone references are resolved
 * (recursively, with cycles reported). Never throws for a problem with the file: everything
 * wrong is a diagnostic naming the template, the zone or connection, the field, and the file,
 * line and column.
 */
public final class TemplateReader {
    /** The largest template file read (templates are a few kilobytes; this stops a runaway file). */
    public static final long MAX_BYTES = 16L << 20;
    /**
     * Zones and connections one template holds, and templates one file holds (issue 20): the
     * largest of VCMI's own templates has 48 zones and 68 connections; a template with ten
     * thousand zones is refused here rather than left to the placement, whose work grows with
     * the square of the zones.
     */
    public static final int MAX_ZONES = 256;
    public static final int MAX_CONNECTIONS = 1024;
    public static final int MAX_TEMPLATES = 1024;

    static final Set<String> TEMPLATE_FIELDS = Set.of("players", "humans", "minSize", "maxSize", "settings",
            "bannedSpells", "bannedArtifacts", "bannedSkills", "enabledHeroes", "enabledSpells", "enabledArtifacts",
            "enabledSkills", "bannedHeroes", "name", "description", "zones", "connections", "allowedWaterContent");
    static final List<String> LIST_FIELDS = List.of("bannedSpells", "bannedArtifacts", "bannedSkills", "enabledHeroes",
            "enabledSpells", "enabledArtifacts", "enabledSkills", "bannedHeroes");
    static final Set<String> ZONE_FIELDS = Set.of("type", "size", "owner", "playerTowns", "neutralTowns",
            "matchTerrainToTown", "townHints", "townsLikeZone", "minesLikeZone", "terrainTypeLikeZone",
            "treasureLikeZone", "customObjectsLikeZone", "visiblePositionX", "visiblePositionY", "visibleSize",
            "forcedLevel", "terrainTypes", "bannedTerrains", "townsAreSameType", "allowedMonsters", "bannedMonsters",
            "allowedTowns", "bannedTowns", "monsters", "mines", "treasure", "customObjects");
    static final Set<String> CONNECTION_FIELDS = Set.of("a", "b", "guard", "type", "road");
    static final Set<String> TOWN_FIELDS = Set.of("towns", "castles", "townDensity", "castleDensity");
    /** VCMI's resources a zone may have mines of. */
    public static final List<String> RESOURCES = List.of("wood", "mercury", "ore", "sulfur", "crystal", "gems", "gold");
    /** VCMI's terrains (and the ones mods commonly add); others are passed on with a warning. */
    public static final Set<String> TERRAINS = Set.of("dirt", "sand", "grass", "snow", "swamp", "rough", "subterra",
            "lava", "water", "rock", "highlands", "wasteland");
    static final Set<String> OBJECT_CATEGORIES = Set.of("all", "dwelling", "creatureBank", "randomArtifact", "bonus",
            "resource", "resourceGenerator", "spellScroll", "pandorasBox", "questArtifact", "seerHut");

    private TemplateReader() {}

    /** Reads a template file from disk; a file that cannot be read is a diagnostic. */
    public static TemplateFile read(Path path) {
        String name = path.toString();
        try {
            if (Files.size(path) > MAX_BYTES) {
                return failed(name, TemplateCode.UNREADABLE, 0, 0, "the file is larger than " + (MAX_BYTES >> 20) + " MB; not a template");
            }
            return read(new String(Files.readAllBytes(path), StandardCharsets.UTF_8), name);
        } catch (IOException | RuntimeException e) {
            return failed(name, TemplateCode.UNREADABLE, 0, 0, "cannot read the file: " + e.getMessage());
        }
    }

    /** Reads a template file's text. */
    public static TemplateFile read(String text, String file) {
        JsonValue root;
        try {
            root = JsonReader.parse(text, file);
        } catch (JsonException e) {
            return failed(file, TemplateCode.SYNTAX, e.line(), e.column(), e.reason());
        }
        if (!(root instanceof JsonValue.Obj top)) {
            return failed(file, TemplateCode.NOT_TEMPLATES, root.line(), root.column(),
                    "a template file is an object of templates keyed by name, not " + article(root.kind()));
        }
        if (top.members().size() > MAX_TEMPLATES) {
            return failed(file, TemplateCode.TOO_LARGE, top.line(), top.column(),
                    top.members().size() + " templates; a file holds at most " + MAX_TEMPLATES);
        }
        List<Template> templates = new ArrayList<>();
        List<Diagnostic> all = new ArrayList<>();
        for (Map.Entry<String, JsonValue> e : top.members().entrySet()) {
            if (!(e.getValue() instanceof JsonValue.Obj o)) {
                all.add(diag(TemplateCode.NOT_TEMPLATES, null, file, e.getValue(),
                        "template '" + e.getKey() + "' must be an object, not " + article(e.getValue().kind())));
                continue;
            }
            Template t = new TemplateParse(file, e.getKey(), o).read();
            templates.add(t);
            all.addAll(t.diagnostics());
        }
        if (top.members().isEmpty()) {
            all.add(new Diagnostic(Severity.ERROR, TemplateCode.EMPTY.code(), file, top.line(), top.column(), "the file holds no templates"));
        }
        return new TemplateFile(file, templates, all);
    }

    private static TemplateFile failed(String file, TemplateCode code, int line, int column, String message) {
        return new TemplateFile(file, List.of(), List.of(new Diagnostic(code.severity(), code.code(), file, line, column, message)));
    }

    static String article(String kind) {
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind;
    }

    static Diagnostic diag(TemplateCode code, Severity severity, String file, JsonValue at, String message) {
        return new Diagnostic(severity == null ? code.severity() : severity, code.code(), file,
                at == null ? 0 : at.line(), at == null ? 0 : at.column(), message);
    }

    /** One template being read: its fields, zones and connections, then the cross-checks. */
    private static final class TemplateParse {
        private final String file;
        private final String key;
        private final JsonValue.Obj obj;
        private final List<Diagnostic> out = new ArrayList<>();
        private final Map<String, Where> fields = new LinkedHashMap<>();

        TemplateParse(String file, String key, JsonValue.Obj obj) {
            this.file = file;
            this.key = key;
            this.obj = obj;
        }

        private String where(String zone, String connection, String field) {
            StringBuilder sb = new StringBuilder("template '").append(key).append('\'');
            if (zone != null) sb.append(", zone '").append(zone).append('\'');
            if (connection != null) sb.append(", connection ").append(connection);
            if (field != null) sb.append(", field '").append(field).append('\'');
            return sb.append(": ").toString();
        }

        private void report(TemplateCode code, Severity severity, JsonValue at, String zone, String connection, String field, String message) {
            out.add(diag(code, severity, file, at, where(zone, connection, field) + message));
        }

        private void report(TemplateCode code, JsonValue at, String zone, String connection, String field, String message) {
            report(code, null, at, zone, connection, field, message);
        }

        private Where whereOf(JsonValue v) { return new Where(file, v.line(), v.column()); }

        Template read() {
            for (Map.Entry<String, JsonValue> m : obj.members().entrySet()) {
                fields.put(m.getKey(), whereOf(m.getValue()));
                if (!TEMPLATE_FIELDS.contains(m.getKey())) {
                    report(TemplateCode.UNKNOWN_FIELD, m.getValue(), null, null, m.getKey(), "the schema has no such field; it is ignored");
                }
            }
            String name = string(obj, "name", null, null).orElse(key);
            String description = string(obj, "description", null, null).orElse("");
            PlayerCounts players = players("players", true);
            PlayerCounts humans = players("humans", false);
            SizeCode minSize = size("minSize");
            SizeCode maxSize = size("maxSize");
            if (minSize != null && maxSize != null && minSize.area() > maxSize.area()) {
                report(TemplateCode.SIZE_RANGE, obj.get("minSize").orElse(obj), null, null, "minSize",
                        "minSize " + minSize + " is larger than maxSize " + maxSize);
            }
            boolean settings = false;
            if (obj.has("settings")) {
                JsonValue s = obj.get("settings").orElseThrow();
                if (s instanceof JsonValue.Obj) settings = true;
                else report(TemplateCode.WRONG_TYPE, s, null, null, "settings", "must be an object, not " + article(s.kind()));
            }
            Map<String, List<String>> lists = new LinkedHashMap<>();
            for (String f : LIST_FIELDS) {
                List<String> l = strings(obj, f, null, null);
                if (obj.has(f)) lists.put(f, l);
            }
            Set<WaterContent> water = EnumSet.noneOf(WaterContent.class);
            obj.get("allowedWaterContent").ifPresent(v -> {
                if (!(v instanceof JsonValue.Arr a)) {
                    report(TemplateCode.WRONG_TYPE, v, null, null, "allowedWaterContent", "must be an array of none, normal, islands");
                    return;
                }
                for (JsonValue item : a.items()) {
                    if (item instanceof JsonValue.Str s && s.value().equals("random")) {
                        water.addAll(EnumSet.allOf(WaterContent.class));   // VCMI's old spelling of "any"
                    } else if (item instanceof JsonValue.Str s && WaterContent.of(s.value()).isPresent() && s.value().equals(s.value().trim())) {
                        water.add(WaterContent.of(s.value()).get());
                    } else {
                        report(TemplateCode.BAD_VALUE, item, null, null, "allowedWaterContent",
                                "water content is none, normal or islands, not " + show(item));
                    }
                }
            });

            List<ZoneDraft> drafts = zones();
            Map<String, ZoneDraft> byId = new LinkedHashMap<>();
            for (ZoneDraft d : drafts) byId.put(d.id, d);
            List<TemplateConnection> connections = connections(byId);
            checkReferences(drafts, byId);
            new Inheritance(drafts, byId, (d, field, chain) -> report(TemplateCode.INHERIT_CYCLE, d.likeAt.get(field), d.id, null, field,
                    "the *LikeZone references go round in a cycle: " + String.join(" -> ", chain))).resolve();
            checkOwners(drafts, players);
            List<TemplateZone> zones = new ArrayList<>();
            for (ZoneDraft d : drafts) zones.add(d.freeze());
            return new Template(key, name, description, new Where(file, obj.line(), obj.column()), players, humans,
                    minSize, maxSize, zones, connections, water, lists, settings, fields, out);
        }

        private PlayerCounts players(String field, boolean required) {
            JsonValue v = obj.get(field).orElse(null);
            if (v == null) {
                if (required) report(TemplateCode.MISSING_FIELD, obj, null, null, field, "the schema requires it (e.g. \"2-4\")");
                return null;
            }
            if (!(v instanceof JsonValue.Str s)) {
                report(TemplateCode.WRONG_TYPE, v, null, null, field, "must be a string such as \"2-4\", not " + article(v.kind()));
                return null;
            }
            return PlayerCounts.parse(s.value()).orElseGet(() -> {
                report(TemplateCode.BAD_PLAYERS, v, null, null, field,
                        "'" + s.value() + "' is not a player count: numbers 0-8 and ranges such as 2-4, separated by commas");
                return null;
            });
        }

        private SizeCode size(String field) {
            JsonValue v = obj.get(field).orElse(null);
            if (v == null) {
                report(TemplateCode.MISSING_FIELD, obj, null, null, field, "the schema requires it (e.g. \"m+u\")");
                return null;
            }
            if (!(v instanceof JsonValue.Str s)) {
                report(TemplateCode.WRONG_TYPE, v, null, null, field, "must be a string such as \"m+u\", not " + article(v.kind()));
                return null;
            }
            return SizeCode.parse(s.value()).orElseGet(() -> {
                report(TemplateCode.BAD_SIZE, v, null, null, field, "'" + s.value()
                        + "' is not a size: s, m, l, xl, h, xh or g with an optional +u, or WIDTHxHEIGHTxLEVELS (1-2 levels)");
                return null;
            });
        }

        // --- zones ---------------------------------------------------------------------------

        private List<ZoneDraft> zones() {
            List<ZoneDraft> drafts = new ArrayList<>();
            JsonValue v = obj.get("zones").orElse(null);
            if (v == null) {
                report(TemplateCode.MISSING_FIELD, obj, null, null, "zones", "the schema requires it: an object of zones keyed by id");
                return drafts;
            }
            if (!(v instanceof JsonValue.Obj zones)) {
                report(TemplateCode.WRONG_TYPE, v, null, null, "zones", "must be an object of zones keyed by id, not " + article(v.kind()));
                return drafts;
            }
            if (zones.members().isEmpty()) report(TemplateCode.EMPTY, v, null, null, "zones", "a template needs at least one zone");
            if (zones.members().size() > MAX_ZONES) {
                report(TemplateCode.TOO_LARGE, v, null, null, "zones", zones.members().size() + " zones; a template holds at most " + MAX_ZONES);
                return drafts;
            }
            for (Map.Entry<String, JsonValue> e : zones.members().entrySet()) {
                if (!(e.getValue() instanceof JsonValue.Obj z)) {
                    report(TemplateCode.WRONG_TYPE, e.getValue(), e.getKey(), null, null, "a zone must be an object, not " + article(e.getValue().kind()));
                    continue;
                }
                drafts.add(zone(e.getKey(), z));
            }
            return drafts;
        }

        private ZoneDraft zone(String id, JsonValue.Obj z) {
            ZoneDraft d = new ZoneDraft(id, whereOf(z));
            for (Map.Entry<String, JsonValue> m : z.members().entrySet()) {
                d.fields.put(m.getKey(), whereOf(m.getValue()));
                if (!ZONE_FIELDS.contains(m.getKey())) {
                    report(TemplateCode.UNKNOWN_FIELD, m.getValue(), id, null, m.getKey(), "the schema has no such field; it is ignored");
                }
            }
            JsonValue type = z.get("type").orElse(null);
            if (type == null) {
                report(TemplateCode.MISSING_FIELD, z, id, null, "type", "the schema requires it: playerStart, cpuStart, treasure, junction or sealed");
            } else if (type instanceof JsonValue.Str s && ZoneType.of(s.value()).isPresent()) {
                d.type = ZoneType.of(s.value()).get();
            } else {
                report(TemplateCode.BAD_VALUE, type, id, null, "type", "a zone's type is playerStart, cpuStart, treasure, junction or sealed, not " + show(type));
            }
            d.size = integer(z, "size", id, null, 1, 1_000_000).orElse(1);
            z.get("owner").ifPresent(v -> {
                Integer o = null;
                if (v instanceof JsonValue.Num n && n.isIntegral()) o = n.asInt();
                else if (v instanceof JsonValue.Str s) {
                    try {
                        o = Integer.parseInt(s.value().trim());
                    } catch (NumberFormatException ignored) {
                        // reported below
                    }
                }
                if (o == null || o < 1 || o > 8) report(TemplateCode.BAD_VALUE, v, id, null, "owner", "an owner is a player number from 1 to 8, not " + show(v));
                else d.owner = o;
            });
            d.playerTowns = towns(z, "playerTowns", id);
            d.neutralTowns = towns(z, "neutralTowns", id);
            d.matchTerrainToTown = bool(z, "matchTerrainToTown", id).orElse(true);
            d.townHints = townHints(z, id);
            for (String f : Inheritance.FIELDS) {
                z.get(f).ifPresent(v -> {
                    String ref = zoneRef(v);
                    if (ref == null) report(TemplateCode.WRONG_TYPE, v, id, null, f, "must be a zone id (a number), not " + show(v));
                    else {
                        d.likes.put(f, ref);
                        d.likeAt.put(f, v);
                    }
                });
            }
            Integer vx = integer(z, "visiblePositionX", id, null, Integer.MIN_VALUE, Integer.MAX_VALUE).orElse(null);
            Integer vy = integer(z, "visiblePositionY", id, null, Integer.MIN_VALUE, Integer.MAX_VALUE).orElse(null);
            Integer vs = integer(z, "visibleSize", id, null, Integer.MIN_VALUE, Integer.MAX_VALUE).orElse(null);
            d.visible = vx == null && vy == null && vs == null ? null : new TemplateZone.Visible(vx, vy, vs);
            z.get("forcedLevel").ifPresent(v -> {
                if (v instanceof JsonValue.Str s && ForcedLevel.of(s.value()).isPresent()) d.forcedLevel = ForcedLevel.of(s.value()).get();
                else report(TemplateCode.BAD_VALUE, v, id, null, "forcedLevel", "a forced level is automatic, surface or underground, not " + show(v));
            });
            d.terrainTypes = terrains(z, "terrainTypes", id);
            d.bannedTerrains = terrains(z, "bannedTerrains", id);
            d.townsAreSameType = bool(z, "townsAreSameType", id).orElse(false);
            d.allowedMonsters = strings(z, "allowedMonsters", id, null);
            d.bannedMonsters = strings(z, "bannedMonsters", id, null);
            d.allowedTowns = strings(z, "allowedTowns", id, null);
            d.bannedTowns = strings(z, "bannedTowns", id, null);
            z.get("monsters").ifPresent(v -> {
                if (v instanceof JsonValue.Str s && MonsterStrength.of(s.value()).isPresent()) d.monsters = MonsterStrength.of(s.value()).get();
                else report(TemplateCode.BAD_VALUE, v, id, null, "monsters", "monster strength is weak, normal, strong or none, not " + show(v));
            });
            d.mines = mines(z, id);
            d.treasure = treasure(z, id);
            d.customObjects = customObjects(z, id);
            for (String f : Inheritance.FIELDS) {
                if (!d.likes.containsKey(f)) continue;
                for (String own : Inheritance.ownFields(f)) {
                    if (z.has(own)) {
                        report(TemplateCode.OVERRIDDEN, z.get(own).get(), id, null, own,
                                "ignored: " + f + " takes this from zone '" + d.likes.get(f) + "'");
                    }
                }
            }
            return d;
        }

        private TownCounts towns(JsonValue.Obj z, String field, String id) {
            JsonValue v = z.get(field).orElse(null);
            if (v == null) return TownCounts.NONE;
            if (!(v instanceof JsonValue.Obj o)) {
                report(TemplateCode.WRONG_TYPE, v, id, null, field, "must be an object of towns, castles, townDensity, castleDensity");
                return TownCounts.NONE;
            }
            for (Map.Entry<String, JsonValue> m : o.members().entrySet()) {
                if (!TOWN_FIELDS.contains(m.getKey())) {
                    report(TemplateCode.UNKNOWN_FIELD, m.getValue(), id, null, field + "." + m.getKey(),
                            "towns are counted by towns, castles, townDensity and castleDensity; ignored");
                }
            }
            return new TownCounts(integer(o, "towns", id, field, 0, 64).orElse(0), integer(o, "castles", id, field, 0, 64).orElse(0),
                    integer(o, "townDensity", id, field, 0, 1000).orElse(0), integer(o, "castleDensity", id, field, 0, 1000).orElse(0));
        }

        private List<TownHint> townHints(JsonValue.Obj z, String id) {
            List<TownHint> out = new ArrayList<>();
            JsonValue v = z.get("townHints").orElse(null);
            if (v == null) return out;
            if (!(v instanceof JsonValue.Arr a)) {
                report(TemplateCode.WRONG_TYPE, v, id, null, "townHints", "must be an array of hints");
                return out;
            }
            for (JsonValue item : a.items()) {
                if (!(item instanceof JsonValue.Obj h)) {
                    report(TemplateCode.WRONG_TYPE, item, id, null, "townHints", "a hint must be an object");
                    continue;
                }
                String like = h.get("likeZone").map(this::zoneRef).orElse(null);
                String related = h.get("relatedToZoneTerrain").map(this::zoneRef).orElse(null);
                List<String> notLike = new ArrayList<>();
                h.get("notLikeZone").ifPresent(nl -> {
                    if (nl instanceof JsonValue.Arr na) {
                        for (JsonValue x : na.items()) {
                            String r = zoneRef(x);
                            if (r == null) report(TemplateCode.WRONG_TYPE, x, id, null, "townHints.notLikeZone", "must be zone ids, not " + show(x));
                            else notLike.add(r);
                        }
                    } else {
                        String r = zoneRef(nl);
                        if (r == null) report(TemplateCode.WRONG_TYPE, nl, id, null, "townHints.notLikeZone", "must be a zone id or an array of them");
                        else notLike.add(r);
                    }
                });
                for (String f : List.of("likeZone", "relatedToZoneTerrain")) {
                    h.get(f).filter(x -> zoneRef(x) == null).ifPresent(x ->
                            report(TemplateCode.WRONG_TYPE, x, id, null, "townHints." + f, "must be a zone id (a number), not " + show(x)));
                }
                out.add(new TownHint(like, notLike, related));
            }
            return out;
        }

        private List<String> terrains(JsonValue.Obj z, String field, String id) {
            List<String> t = strings(z, field, id, null);
            for (int i = 0; i < t.size(); i++) {
                if (!TERRAINS.contains(t.get(i))) {
                    JsonValue at = ((JsonValue.Arr) z.get(field).get()).items().stream()
                            .filter(x -> x instanceof JsonValue.Str s && !TERRAINS.contains(s.value())).findFirst().orElse(z);
                    report(TemplateCode.BAD_VALUE, Severity.WARNING, at, id, null, field, "'" + t.get(i)
                            + "' is not one of VCMI's terrains; the game mapping decides what it becomes");
                }
            }
            return t;
        }

        private Map<String, Integer> mines(JsonValue.Obj z, String id) {
            Map<String, Integer> out = new LinkedHashMap<>();
            JsonValue v = z.get("mines").orElse(null);
            if (v == null) return out;
            if (!(v instanceof JsonValue.Obj o)) {
                report(TemplateCode.WRONG_TYPE, v, id, null, "mines", "must be an object of mine counts by resource");
                return out;
            }
            for (Map.Entry<String, JsonValue> m : o.members().entrySet()) {
                if (!RESOURCES.contains(m.getKey())) {
                    report(TemplateCode.BAD_VALUE, Severity.WARNING, m.getValue(), id, null, "mines." + m.getKey(),
                            "not one of VCMI's resources (" + String.join(", ", RESOURCES) + "); the game mapping decides what it becomes");
                }
                if (m.getValue() instanceof JsonValue.Num n && n.asLong() >= 0 && n.asLong() <= 1000) out.put(m.getKey(), n.asInt());
                else report(TemplateCode.BAD_VALUE, m.getValue(), id, null, "mines." + m.getKey(), "a mine count is a number from 0 to 1000, not " + show(m.getValue()));
            }
            return out;
        }

        private List<TreasureRange> treasure(JsonValue.Obj z, String id) {
            List<TreasureRange> out = new ArrayList<>();
            JsonValue v = z.get("treasure").orElse(null);
            if (v == null) return out;
            if (!(v instanceof JsonValue.Arr a)) {
                report(TemplateCode.WRONG_TYPE, v, id, null, "treasure", "must be an array of {min, max, density}");
                return out;
            }
            for (JsonValue item : a.items()) {
                if (!(item instanceof JsonValue.Obj t)) {
                    report(TemplateCode.WRONG_TYPE, item, id, null, "treasure", "a treasure band must be an object {min, max, density}");
                    continue;
                }
                for (Map.Entry<String, JsonValue> m : t.members().entrySet()) {
                    if (!Set.of("min", "max", "density").contains(m.getKey())) {
                        report(TemplateCode.UNKNOWN_FIELD, m.getValue(), id, null, "treasure." + m.getKey(), "a treasure band has min, max and density only; ignored");
                    }
                }
                int min = integer(t, "min", id, "treasure", 0, 10_000_000).orElse(0);
                int max = integer(t, "max", id, "treasure", 0, 10_000_000).orElse(0);
                int density = integer(t, "density", id, "treasure", 0, 1000).orElse(0);
                if (t.has("density") && density < 1) {
                    report(TemplateCode.BAD_VALUE, Severity.WARNING, t.get("density").get(), id, null, "treasure.density",
                            "the schema's minimum is 1; a band of density 0 places nothing");
                }
                if (max < min) {
                    report(TemplateCode.BAD_VALUE, t, id, null, "treasure", "max " + max + " is below min " + min + "; the band is left out");
                    continue;
                }
                out.add(new TreasureRange(min, max, density));
            }
            return out;
        }

        private CustomObjects customObjects(JsonValue.Obj z, String id) {
            JsonValue v = z.get("customObjects").orElse(null);
            if (v == null) return CustomObjects.NONE;
            if (!(v instanceof JsonValue.Obj c)) {
                report(TemplateCode.WRONG_TYPE, v, id, null, "customObjects", "must be an object");
                return CustomObjects.NONE;
            }
            List<String> categories = strings(c, "bannedCategories", id, "customObjects");
            c.get("bannedCategories").filter(JsonValue.Arr.class::isInstance).ifPresent(a -> {
                for (JsonValue x : ((JsonValue.Arr) a).items()) {
                    if (x instanceof JsonValue.Str s && !OBJECT_CATEGORIES.contains(s.value())) {
                        report(TemplateCode.BAD_VALUE, x, id, null, "customObjects.bannedCategories",
                                "'" + s.value() + "' is not a category (" + String.join(", ", new java.util.TreeSet<>(OBJECT_CATEGORIES)) + ")");
                    }
                }
            });
            List<String> banned = new ArrayList<>();
            c.get("bannedObjects").ifPresent(b -> {
                if (!(b instanceof JsonValue.Obj bo)) {
                    report(TemplateCode.WRONG_TYPE, b, id, null, "customObjects.bannedObjects", "must be an object of object names");
                    return;
                }
                for (Map.Entry<String, JsonValue> m : bo.members().entrySet()) {
                    if (m.getValue() instanceof JsonValue.Bool flag) {
                        if (flag.value()) banned.add(m.getKey());
                    } else if (m.getValue() instanceof JsonValue.Obj sub) {
                        for (Map.Entry<String, JsonValue> s : sub.members().entrySet()) {
                            if (s.getValue() instanceof JsonValue.Bool f2) {
                                if (f2.value()) banned.add(m.getKey() + "." + s.getKey());
                            } else {
                                report(TemplateCode.WRONG_TYPE, s.getValue(), id, null, "customObjects.bannedObjects." + m.getKey(), "must be true or false");
                            }
                        }
                    } else {
                        report(TemplateCode.WRONG_TYPE, m.getValue(), id, null, "customObjects.bannedObjects." + m.getKey(),
                                "must be true, false or an object of subtypes");
                    }
                }
            });
            Map<String, CustomObjects.Required> required = new LinkedHashMap<>();
            c.get("requiredObjects").ifPresent(r -> {
                if (!(r instanceof JsonValue.Obj ro)) {
                    report(TemplateCode.WRONG_TYPE, r, id, null, "customObjects.requiredObjects", "must be an object of object names");
                    return;
                }
                for (Map.Entry<String, JsonValue> m : ro.members().entrySet()) {
                    String f = "customObjects.requiredObjects." + m.getKey();
                    JsonValue x = m.getValue();
                    if (x instanceof JsonValue.Num) {
                        required.put(m.getKey(), new CustomObjects.Required(count(x, id, f), 0));
                    } else if (x instanceof JsonValue.Obj xo && xo.has("count")) {
                        required.put(m.getKey(), requirement(xo, id, f));
                    } else if (x instanceof JsonValue.Obj xo) {
                        for (Map.Entry<String, JsonValue> s : xo.members().entrySet()) {
                            String sf = f + "." + s.getKey();
                            if (s.getValue() instanceof JsonValue.Num) {
                                required.put(m.getKey() + "." + s.getKey(), new CustomObjects.Required(count(s.getValue(), id, sf), 0));
                            } else if (s.getValue() instanceof JsonValue.Obj so && so.has("count")) {
                                required.put(m.getKey() + "." + s.getKey(), requirement(so, id, sf));
                            } else {
                                report(TemplateCode.WRONG_TYPE, s.getValue(), id, null, sf, "must be a count or {count, guard}");
                            }
                        }
                    } else {
                        report(TemplateCode.WRONG_TYPE, x, id, null, f, "must be a count, {count, guard} or an object of subtypes");
                    }
                }
            });
            List<CustomObjects.Common> common = new ArrayList<>();
            c.get("commonObjects").ifPresent(a -> {
                if (!(a instanceof JsonValue.Arr arr)) {
                    report(TemplateCode.WRONG_TYPE, a, id, null, "customObjects.commonObjects", "must be an array of objects");
                    return;
                }
                for (JsonValue x : arr.items()) {
                    if (!(x instanceof JsonValue.Obj o)) {
                        report(TemplateCode.WRONG_TYPE, x, id, null, "customObjects.commonObjects", "each must be an object {type, subtype, rmg}");
                        continue;
                    }
                    String type = string(o, "type", id, "customObjects.commonObjects").orElse(null);
                    if (type == null) report(TemplateCode.MISSING_FIELD, o, id, null, "customObjects.commonObjects.type", "the schema requires it");
                    String subtype = string(o, "subtype", id, "customObjects.commonObjects").orElse("");
                    JsonValue rmg = o.get("rmg").orElse(null);
                    if (!(rmg instanceof JsonValue.Obj ro)) {
                        report(rmg == null ? TemplateCode.MISSING_FIELD : TemplateCode.WRONG_TYPE, rmg == null ? o : rmg, id, null,
                                "customObjects.commonObjects.rmg", "the schema requires an object {value, rarity, zoneLimit}");
                        continue;
                    }
                    for (String req : List.of("value", "rarity")) {
                        if (!ro.has(req)) report(TemplateCode.MISSING_FIELD, ro, id, null, "customObjects.commonObjects.rmg." + req, "the schema requires it");
                    }
                    int value = integer(ro, "value", id, "customObjects.commonObjects.rmg", 0, Integer.MAX_VALUE).orElse(0);
                    int rarity = integer(ro, "rarity", id, "customObjects.commonObjects.rmg", 0, Integer.MAX_VALUE).orElse(0);
                    int limit = integer(ro, "zoneLimit", id, "customObjects.commonObjects.rmg", 0, Integer.MAX_VALUE).orElse(0);
                    if (type != null) common.add(new CustomObjects.Common(type, subtype, value, rarity, limit));
                }
            });
            return new CustomObjects(categories, banned, required, common);
        }

        private int count(JsonValue x, String id, String field) {
            if (x instanceof JsonValue.Num n && n.asLong() >= 0 && n.asLong() <= 1000) return n.asInt();
            report(TemplateCode.BAD_VALUE, x, id, null, field, "a count is a number from 0 to 1000, not " + show(x));
            return 0;
        }

        private CustomObjects.Required requirement(JsonValue.Obj o, String id, String field) {
            for (String k : o.members().keySet()) {
                if (!k.equals("count") && !k.equals("guard")) {
                    report(TemplateCode.UNKNOWN_FIELD, o.get(k).get(), id, null, field + "." + k, "a requirement has count and guard only; ignored");
                }
            }
            int count = count(o.get("count").get(), id, field + ".count");
            int guard = integer(o, "guard", id, field, 0, Integer.MAX_VALUE).orElse(0);
            return new CustomObjects.Required(count, guard);
        }

        // --- connections ---------------------------------------------------------------------

        private List<TemplateConnection> connections(Map<String, ZoneDraft> zones) {
            List<TemplateConnection> out = new ArrayList<>();
            JsonValue v = obj.get("connections").orElse(null);
            if (v == null) {
                report(TemplateCode.MISSING_FIELD, obj, null, null, "connections", "the schema requires it (an empty array for none)");
                return out;
            }
            if (!(v instanceof JsonValue.Arr a)) {
                report(TemplateCode.WRONG_TYPE, v, null, null, "connections", "must be an array of connections, not " + article(v.kind()));
                return out;
            }
            if (a.size() > MAX_CONNECTIONS) {
                report(TemplateCode.TOO_LARGE, v, null, null, "connections", a.size() + " connections; a template holds at most " + MAX_CONNECTIONS);
                return out;
            }
            int written = 0;
            for (JsonValue item : a.items()) {
                String label = "#" + (++written);
                if (!(item instanceof JsonValue.Obj c)) {
                    report(TemplateCode.WRONG_TYPE, item, null, label, null, "a connection must be an object {a, b, guard, type, road}");
                    continue;
                }
                Map<String, Where> f = new LinkedHashMap<>();
                for (Map.Entry<String, JsonValue> m : c.members().entrySet()) {
                    f.put(m.getKey(), whereOf(m.getValue()));
                    if (!CONNECTION_FIELDS.contains(m.getKey())) {
                        report(TemplateCode.UNKNOWN_FIELD, m.getValue(), null, label, m.getKey(), "a connection has a, b, guard, type and road only; ignored");
                    }
                }
                String za = end(c, "a", label, zones);
                String zb = end(c, "b", label, zones);
                int guard = 0;
                if (c.has("guard")) {
                    JsonValue g = c.get("guard").get();
                    if (g instanceof JsonValue.Num n && n.asDouble() >= 0 && n.asDouble() <= Integer.MAX_VALUE) guard = (int) Math.round(n.asDouble());
                    else report(TemplateCode.BAD_VALUE, g, null, label, "guard", "a guard's strength is a number from 0 up, not " + show(g));
                }
                ConnectionType type = ConnectionType.GUARDED;
                if (c.has("type")) {
                    JsonValue t = c.get("type").get();
                    if (t instanceof JsonValue.Str s && ConnectionType.of(s.value()).isPresent()) type = ConnectionType.of(s.value()).get();
                    else report(TemplateCode.BAD_VALUE, t, null, label, "type", "a connection type is guarded, wide, fictive, repulsive or forcePortal, not " + show(t));
                }
                RoadOption road = RoadOption.TRUE;
                if (c.has("road")) {
                    JsonValue r = c.get("road").get();
                    if (r instanceof JsonValue.Str s && RoadOption.of(s.value()).isPresent()) road = RoadOption.of(s.value()).get();
                    else if (r instanceof JsonValue.Bool b) road = b.value() ? RoadOption.TRUE : RoadOption.FALSE;
                    else report(TemplateCode.BAD_VALUE, r, null, label, "road", "road is \"true\", \"false\" or \"random\", not " + show(r));
                }
                if (za != null && za.equals(zb)) {
                    report(TemplateCode.SELF_CONNECTION, c, null, label, null, "connects zone '" + za + "' to itself");
                    za = null;
                }
                if (za != null && zb != null) out.add(new TemplateConnection(out.size(), za, zb, guard, type, road, whereOf(c), f));
            }
            return out;
        }

        private String end(JsonValue.Obj c, String field, String label, Map<String, ZoneDraft> zones) {
            JsonValue v = c.get(field).orElse(null);
            if (v == null) {
                report(TemplateCode.MISSING_FIELD, c, null, label, field, "the schema requires both ends, a and b");
                return null;
            }
            String id = zoneRef(v);
            if (id == null) {
                report(TemplateCode.WRONG_TYPE, v, null, label, field, "must be a zone id, not " + show(v));
                return null;
            }
            if (!zones.containsKey(id)) {
                report(TemplateCode.UNKNOWN_ZONE, v, null, label, field, "there is no zone '" + id + "'");
                return null;
            }
            return id;
        }

        // --- cross-checks --------------------------------------------------------------------

        private void checkReferences(List<ZoneDraft> drafts, Map<String, ZoneDraft> byId) {
            for (ZoneDraft d : drafts) {
                for (Map.Entry<String, String> like : new ArrayList<>(d.likes.entrySet())) {
                    if (!byId.containsKey(like.getValue())) {
                        report(TemplateCode.UNKNOWN_ZONE, d.likeAt.get(like.getKey()), d.id, null, like.getKey(),
                                "there is no zone '" + like.getValue() + "' to take it from");
                        d.likes.remove(like.getKey());
                    }
                }
                for (TownHint h : d.townHints) {
                    List<String> refs = new ArrayList<>(h.notLikeZone());
                    if (h.likeZone() != null) refs.add(h.likeZone());
                    if (h.relatedToZoneTerrain() != null) refs.add(h.relatedToZoneTerrain());
                    for (String r : refs) {
                        if (!byId.containsKey(r)) {
                            out.add(new Diagnostic(TemplateCode.UNKNOWN_ZONE.severity(), TemplateCode.UNKNOWN_ZONE.code(), file,
                                    d.field("townHints").line(), d.field("townHints").column(),
                                    where(d.id, null, "townHints") + "there is no zone '" + r + "'"));
                        }
                    }
                }
            }
        }

        private void checkOwners(List<ZoneDraft> drafts, PlayerCounts players) {
            Map<Integer, String> owners = new LinkedHashMap<>();
            for (ZoneDraft d : drafts) {
                if (d.type == null || !d.type.start()) continue;
                if (d.owner == 0) {
                    if (!d.fields.containsKey("owner")) {
                        out.add(new Diagnostic(TemplateCode.NO_OWNER.severity(), TemplateCode.NO_OWNER.code(), file, d.where.line(),
                                d.where.column(), where(d.id, null, "owner") + "a " + d.type.json() + " zone needs an owner (1-8)"));
                    }
                    continue;
                }
                String before = owners.putIfAbsent(d.owner, d.id);
                if (before != null) {
                    Where w = d.field("owner");
                    out.add(new Diagnostic(TemplateCode.SHARED_OWNER.severity(), TemplateCode.SHARED_OWNER.code(), file, w.line(), w.column(),
                            where(d.id, null, "owner") + "player " + d.owner + " also owns zone '" + before
                                    + "'; only that one is the player's start, this one gets a neutral town"));
                }
            }
            if (players != null && !owners.isEmpty() && players.max() > owners.size()) {
                Where w = fields.getOrDefault("players", Where.nowhere());
                out.add(new Diagnostic(Severity.WARNING, TemplateCode.PLAYERS_FIT.code(), file, w.line(), w.column(),
                        where(null, null, "players") + "up to " + players.max() + " players, but only " + owners.size()
                                + " start zones; maps for more than " + owners.size() + " players cannot be made"));
            }
        }

        // --- typed field reads ---------------------------------------------------------------

        private java.util.Optional<Integer> integer(JsonValue.Obj o, String field, String zone, String parent, int min, int max) {
            JsonValue v = o.get(field).orElse(null);
            if (v == null) return java.util.Optional.empty();
            String name = parent == null ? field : parent + "." + field;
            if (!(v instanceof JsonValue.Num n)) {
                report(TemplateCode.WRONG_TYPE, v, zone, null, name, "must be a number, not " + article(v.kind()));
                return java.util.Optional.empty();
            }
            long x;
            try {
                x = n.isIntegral() ? n.asLong() : Math.round(n.asDouble());
            } catch (NumberFormatException e) {
                report(TemplateCode.BAD_VALUE, v, zone, null, name, "'" + n.text() + "' is not a usable number");
                return java.util.Optional.empty();
            }
            if (x < min || x > max) {
                report(TemplateCode.BAD_VALUE, v, zone, null, name, n.text() + " is out of range (" + min + " to " + max + ")");
                return java.util.Optional.empty();
            }
            return java.util.Optional.of((int) x);
        }

        private java.util.Optional<Boolean> bool(JsonValue.Obj o, String field, String zone) {
            JsonValue v = o.get(field).orElse(null);
            if (v == null) return java.util.Optional.empty();
            if (v instanceof JsonValue.Bool b) return java.util.Optional.of(b.value());
            report(TemplateCode.WRONG_TYPE, v, zone, null, field, "must be true or false, not " + article(v.kind()));
            return java.util.Optional.empty();
        }

        private java.util.Optional<String> string(JsonValue.Obj o, String field, String zone, String parent) {
            JsonValue v = o.get(field).orElse(null);
            if (v == null) return java.util.Optional.empty();
            if (v instanceof JsonValue.Str s) return java.util.Optional.of(s.value());
            report(TemplateCode.WRONG_TYPE, v, zone, null, parent == null ? field : parent + "." + field, "must be a string, not " + article(v.kind()));
            return java.util.Optional.empty();
        }

        private List<String> strings(JsonValue.Obj o, String field, String zone, String parent) {
            List<String> out = new ArrayList<>();
            JsonValue v = o.get(field).orElse(null);
            if (v == null) return out;
            String name = parent == null ? field : parent + "." + field;
            if (!(v instanceof JsonValue.Arr a)) {
                report(TemplateCode.WRONG_TYPE, v, zone, null, name, "must be an array of strings, not " + article(v.kind()));
                return out;
            }
            for (JsonValue item : a.items()) {
                if (item instanceof JsonValue.Str s) out.add(s.value());
                else report(TemplateCode.WRONG_TYPE, item, zone, null, name, "must hold strings only, not " + article(item.kind()));
            }
            return out;
        }

        /** A zone id: a whole number or a string. */
        private String zoneRef(JsonValue v) {
            if (v instanceof JsonValue.Num n && n.isIntegral()) return Long.toString(n.asLong());
            if (v instanceof JsonValue.Str s && !s.value().isBlank()) return s.value().trim();
            return null;
        }
    }

    static String show(JsonValue v) {
        if (v instanceof JsonValue.Str s) return "'" + s.value() + "'";
        if (v instanceof JsonValue.Num n) return n.text();
        if (v instanceof JsonValue.Bool b) return Boolean.toString(b.value());
        return article(v.kind());
    }
}
