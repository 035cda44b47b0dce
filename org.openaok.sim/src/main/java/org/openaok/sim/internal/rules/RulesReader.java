package org.openaok.sim.internal.rules;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.data.RuleTable;
import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.CivDef;
import org.openaok.sim.api.rules.Effect;
import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Ref;
import org.openaok.sim.api.rules.Requirement;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.Target;
import org.openaok.sim.api.rules.TaskDef;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;

/**
 * Compiles the rule tables into {@link Rules}: units and buildings from their tables, Gaia's
 * things from the map data, then technologies, effects, civilisations and tasks, every word
 * resolved to an index. A mistake in a table is a {@link RulesException} naming the table and
 * line; nothing half-read is returned.
 */
public final class RulesReader {
    public static final List<String> CLASSES = List.of("id", "word");
    public static final List<String> UNITS = List.of("id", "word", "const", "class", "line", "upgrades-from", "age", "at",
            "civ", "time", "cost", "hp", "attack", "armour", "range", "min-range", "reload", "accuracy",
            "projectile-speed", "los", "speed", "pop", "garrison", "radius", "movement", "traits");
    public static final List<String> BUILDINGS = List.of("id", "word", "const", "age", "at", "civ", "time", "cost", "hp",
            "armour", "attack", "range", "min-range", "reload", "accuracy", "los", "size", "pop", "garrison", "dropsite",
            "terrain", "requires", "traits");
    public static final List<String> TECHS = List.of("id", "word", "age", "at", "civ", "time", "cost", "requires", "effects");
    public static final List<String> EFFECTS = List.of("source", "effect");
    public static final List<String> CIVS = List.of("id", "word", "const", "unique-units", "unique-techs", "team-bonus-summary");
    public static final List<String> TREE = List.of("civ", "lacks");
    public static final List<String> TASKS = List.of("task", "resource", "rate", "carry", "targets");
    public static final List<String> SETTINGS = List.of("key", "value", "note");

    private final Map<String, RuleTable> tables;
    private final GameData map;

    private final List<String> classes = new ArrayList<>();
    private final Map<String, Integer> classIndex = new HashMap<>();
    private final List<TypeDraft> types = new ArrayList<>();
    private final Map<String, Integer> typeIndex = new HashMap<>();
    private final Map<Integer, Integer> typeById = new HashMap<>();
    private final List<TechDraft> techs = new ArrayList<>();
    private final Map<String, Integer> techIndex = new HashMap<>();
    private final List<CivDraft> civs = new ArrayList<>();
    private final Map<String, Integer> civIndex = new HashMap<>();
    private final List<TaskDef> tasks = new ArrayList<>();
    private final Map<String, Integer> taskIndex = new HashMap<>();
    private final Map<String, String> settings = new TreeMap<>();
    private final Map<String, String> origins = new LinkedHashMap<>();
    private final Map<Integer, Integer> aliases = new TreeMap<>();

    private RulesReader(Map<String, RuleTable> tables, GameData map) {
        this.tables = tables;
        this.map = map;
    }

    /**
     * Reads the rules from the tables by name (every name of {@code AocRuleTables.NAMES} must be
     * there) and the map data's object types (for Gaia's trees, mines, bushes, fish).
     */
    public static Rules read(String id, Map<String, RuleTable> tables, GameData map) throws RulesException {
        return new RulesReader(tables, map).compile(id);
    }

    private Table table(String name, List<String> columns) throws RulesException {
        RuleTable t = tables.get(name);
        if (t == null) throw new RulesException(name, 0, "no rule table '" + name + "' is installed");
        origins.put(name, t.origin());
        try (InputStream in = t.open()) {
            return Table.read(t.origin(), in, columns);
        } catch (IOException e) {
            throw new RulesException(t.origin(), 0, "cannot be read: " + e.getMessage());
        }
    }

    private Rules compile(String id) throws RulesException {
        Table cls = table("classes", CLASSES);
        for (Table.Row r : cls.rows) {
            String w = r.cells()[1];
            if (classIndex.containsKey(w)) throw new RulesException(cls.origin, r.line(), "armour class " + w + " twice");
            classIndex.put(w, classes.size());
            classes.add(w);
        }
        if (classes.size() > 64) throw new RulesException(cls.origin, 0, "more than 64 armour classes");

        Table units = table("units", UNITS);
        Table buildings = table("buildings", BUILDINGS);
        Table techTable = table("techs", TECHS);
        Table civTable = table("civs", CIVS);
        Table taskTable = table("tasks", TASKS);
        Table settingTable = table("settings", SETTINGS);
        Table effectTable = table("effects", EFFECTS);
        Table treeTable = table("tree", TREE);

        // first every word, so rows may refer to words of later rows and other tables
        for (Table.Row r : units.rows) declareType(units, r, TypeKind.UNIT);
        for (Table.Row r : buildings.rows) declareType(buildings, r, TypeKind.BUILDING);
        for (ObjectType o : map.objects()) {
            if (typeById.containsKey(o.id())) continue;
            // a map unit the tables lack that is a variant of one they have (VILLAGER_FEMALE) is played as it
            Integer base = variantOf(o);
            if (base != null) {
                aliases.put(o.id(), base);
                continue;
            }
            TypeDraft d = new TypeDraft();
            d.index = types.size();
            d.id = o.id();
            d.word = o.name().toLowerCase(Locale.ROOT).replace('_', '-');
            d.constName = o.name();
            d.kind = switch (o.kind()) {
                case TREE, MINE, FORAGE, FISH -> TypeKind.RESOURCE;
                case RELIC -> TypeKind.RELIC;
                case BUILDING -> TypeKind.BUILDING;
                case HERDABLE, HUNTABLE, PREDATOR, UNIT -> TypeKind.UNIT;
                default -> TypeKind.DECORATION;
            };
            d.unitClass = o.kind().name().toLowerCase(Locale.ROOT);
            d.width = o.width();
            d.height = o.height();
            d.blocks = o.blocks();
            d.stats = new Stats(classes.size());
            d.stats.set(Attr.HP, Fixed.ONE);
            if (d.kind == TypeKind.UNIT) d.movement = 1;
            applyMapResource(d, o);
            if (typeIndex.containsKey(d.word)) d.word = d.word + "-" + o.id();
            typeIndex.put(d.word, d.index);
            typeById.put(d.id, d.index);
            types.add(d);
        }
        for (Table.Row r : techTable.rows) {
            TechDraft t = new TechDraft();
            t.index = techs.size();
            t.id = integer(techTable, r, "id");
            t.word = techTable.cell(r, "word");
            if (t.word == null) throw new RulesException(techTable.origin, r.line(), "a technology without a word");
            if (techIndex.containsKey(t.word)) throw new RulesException(techTable.origin, r.line(), "technology " + t.word + " twice");
            techIndex.put(t.word, t.index);
            techs.add(t);
        }
        for (Table.Row r : civTable.rows) {
            CivDraft c = new CivDraft();
            c.index = civs.size();
            c.id = integer(civTable, r, "id");
            c.word = civTable.cell(r, "word");
            if (c.word == null || civIndex.containsKey(c.word)) throw new RulesException(civTable.origin, r.line(), "civilisation word missing or twice");
            civIndex.put(c.word, c.index);
            civs.add(c);
        }
        for (Table.Row r : taskTable.rows) readTask(taskTable, r);
        for (Table.Row r : settingTable.rows) settings.put(r.cells()[0], r.cells()[1]);

        // then the rows' contents
        for (Table.Row r : units.rows) readUnit(units, r);
        for (Table.Row r : buildings.rows) readBuilding(buildings, r);
        for (Table.Row r : techTable.rows) readTech(techTable, r);
        for (Table.Row r : civTable.rows) readCiv(civTable, r);
        for (Table.Row r : treeTable.rows) {
            CivDraft c = civ(treeTable, r, r.cells()[0]);
            Ref ref = ref(treeTable, r, r.cells()[1]);
            if (ref.tech()) c.lacksTechs.set(ref.index()); else c.lacksTypes.set(ref.index());
        }
        for (Table.Row r : effectTable.rows) readEffect(effectTable, r);

        List<TypeDef> typeDefs = new ArrayList<>();
        for (TypeDraft d : types) typeDefs.add(d.build());
        List<TechDef> techDefs = new ArrayList<>();
        for (TechDraft t : techs) techDefs.add(t.build());
        List<CivDef> civDefs = new ArrayList<>();
        for (CivDraft c : civs) civDefs.add(c.build());
        return new Rules(id, origins, classes, typeDefs, techDefs, civDefs, tasks, settings, aliases);
    }

    // ---- types

    private Integer variantOf(ObjectType o) {
        if (o.kind() != ObjectKind.UNIT) return null;
        for (TypeDraft d : types) {
            if (d.kind == TypeKind.UNIT && !d.constName.isEmpty() && o.name().startsWith(d.constName + "_")) return d.index;
        }
        return null;
    }

    private void declareType(Table t, Table.Row r, TypeKind kind) throws RulesException {
        TypeDraft d = new TypeDraft();
        d.index = types.size();
        d.id = integer(t, r, "id");
        d.word = t.cell(r, "word");
        d.kind = kind;
        String cn = t.cell(r, "const");
        d.constName = cn == null ? "" : cn;
        if (d.word == null) throw new RulesException(t.origin, r.line(), "a row without a word");
        if (typeIndex.containsKey(d.word)) throw new RulesException(t.origin, r.line(), "type " + d.word + " twice");
        if (typeById.containsKey(d.id)) throw new RulesException(t.origin, r.line(), "id " + d.id + " twice (" + d.word + ")");
        typeIndex.put(d.word, d.index);
        typeById.put(d.id, d.index);
        types.add(d);
    }

    private void readCommon(Table t, Table.Row r, TypeDraft d) throws RulesException {
        String c = t.cell(r, "const");
        d.constName = c == null ? "" : c;
        d.age = integerOr(t, r, "age", 1);
        if (d.age < 0 || d.age > 5) throw new RulesException(t.origin, r.line(), "age " + d.age + " is not 1-4");
        String at = t.cell(r, "at");
        d.trainedAt = at == null || at.equals("build") ? -1 : typeRef(t, r, at);
        String civ = t.cell(r, "civ");
        d.civ = civ == null ? -1 : civ(t, r, civ).index;
        d.stats = new Stats(classes.size());
        d.stats.set(Attr.TIME, seconds(t, r, "time"));
        int[] cost = cost(t, r, t.cell(r, "cost"));
        for (Resource res : Resource.values()) d.stats.set(Attr.cost(res), cost[res.ordinal()]);
        d.stats.set(Attr.HP, Fixed.ONE * integerOr(t, r, "hp", 1));
        classValues(t, r, t.cell(r, "attack"), d.stats, true);
        classValues(t, r, t.cell(r, "armour"), d.stats, false);
        d.stats.set(Attr.RANGE, fixedOr(t, r, "range", 0));
        d.stats.set(Attr.MIN_RANGE, fixedOr(t, r, "min-range", 0));
        d.stats.set(Attr.RELOAD, fixedOr(t, r, "reload", 0));
        d.stats.set(Attr.ACCURACY, fixedOr(t, r, "accuracy", 100 * Fixed.ONE));
        d.stats.set(Attr.LOS, fixedOr(t, r, "los", 4 * Fixed.ONE));
        d.stats.set(Attr.POP, fixedOr(t, r, "pop", 0));
        d.stats.set(Attr.GARRISON, fixedOr(t, r, "garrison", 0));
        d.traits = traits(t, r, t.cell(r, "traits"));
        d.stats.set(Attr.BLAST, numeric(t, r, d.traits, "blast"));
        d.stats.set(Attr.HEAL, numeric(t, r, d.traits, "heal"));
        d.stats.set(Attr.CONVERT_RESIST, numeric(t, r, d.traits, "convert-resist"));
        d.stats.set(Attr.ARROWS, numeric(t, r, d.traits, "arrows"));
        d.stats.set(Attr.FOOD, numeric(t, r, d.traits, "food"));
        d.stats.set(Attr.ARROWS_MAX, numeric(t, r, d.traits, "arrows-max"));
        d.stats.set(Attr.GARRISON_HEAL, numeric(t, r, d.traits, "garrison-heal"));
        d.stats.set(Attr.REGEN_SECONDS, numeric(t, r, d.traits, "regen-seconds"));
        d.stats.set(Attr.WORK, Fixed.ONE);
        missiles(t, r, d.traits.get("arrow-attack"), d.stats);
    }

    private void readUnit(Table t, Table.Row r) throws RulesException {
        TypeDraft d = types.get(typeIndex.get(t.cell(r, "word")));
        readCommon(t, r, d);
        String cl = t.cell(r, "class");
        d.unitClass = cl == null ? "other" : cl;
        String line = t.cell(r, "line");
        d.line = line == null ? "" : line;
        String from = t.cell(r, "upgrades-from");
        d.upgradesFrom = from == null ? -1 : typeRef(t, r, from);
        d.stats.set(Attr.PROJECTILE_SPEED, fixedOr(t, r, "projectile-speed", 0));
        d.stats.set(Attr.SPEED, fixedOr(t, r, "speed", 0));
        d.radius = fixedOr(t, r, "radius", 200);
        String mv = t.cell(r, "movement");
        d.movement = mv == null || mv.equals("land") ? 1 : mv.equals("water") ? 2 : mv.equals("amphibious") ? 3 : -1;
        if (d.movement < 0) throw new RulesException(t.origin, r.line(), "movement " + mv + " is not land or water");
        d.width = 1;
        d.height = 1;
        ObjectType o = map.object(d.id).orElse(null);
        if (o != null) applyMapResource(d, o);
        int food = numeric(t, r, d.traits, "food");
        if (food > 0 && d.resource == null) {
            d.resource = Resource.FOOD;
            d.amount = food;
        }
    }

    private void readBuilding(Table t, Table.Row r) throws RulesException {
        TypeDraft d = types.get(typeIndex.get(t.cell(r, "word")));
        readCommon(t, r, d);
        d.unitClass = "building";
        String size = t.cell(r, "size");
        if (size == null) size = "1x1";
        int xi = size.indexOf('x');
        try {
            d.width = Integer.parseInt(size.substring(0, xi));
            d.height = Integer.parseInt(size.substring(xi + 1));
        } catch (RuntimeException e) {
            throw new RulesException(t.origin, r.line(), "size " + size + " is not WxH");
        }
        if (d.width < 1 || d.height < 1 || d.width > 16 || d.height > 16)
            throw new RulesException(t.origin, r.line(), "size " + size + " out of range");
        d.stats.set(Attr.POP_ROOM, fixedOr(t, r, "pop", 0));
        d.stats.set(Attr.POP, 0);
        String line = d.traits.get("line");
        if (line != null) d.line = line;
        String from = d.traits.get("upgrades-from");
        if (from != null) d.upgradesFrom = typeRef(t, r, from);
        String drop = t.cell(r, "dropsite");
        if (drop != null) {
            for (String w : drop.split(" ")) {
                Resource res = Resource.parse(w);
                if (res == null) throw new RulesException(t.origin, r.line(), "dropsite " + w + " is not a resource");
                d.dropsite |= 1 << res.ordinal();
            }
        }
        String terrain = t.cell(r, "terrain");
        d.placement = terrain == null ? "land" : terrain;
        if (!List.of("land", "shore", "water").contains(d.placement))
            throw new RulesException(t.origin, r.line(), "terrain " + d.placement + " is not land, shore or water");
        d.requires = requirements(t, r, t.cell(r, "requires"));
        // walls, gates and farms are walked over or round in their own way; the rest block
        // farms are walked over, gates open for their owner and allies (the steering keeps others out)
        d.blocks = !d.traits.containsKey("walkable") && !d.traits.containsKey("gate") && !d.word.equals("farm");
        ObjectType o = map.object(d.id).orElse(null);
        if (o != null) applyMapResource(d, o);
        int food = numeric(t, r, d.traits, "food");
        if (food > 0) {
            d.resource = Resource.FOOD;
            d.amount = food;
        }
    }

    private void applyMapResource(TypeDraft d, ObjectType o) {
        if (o.resource() != ResourceKind.NONE && o.amount() > 0 && d.resource == null) {
            d.resource = Resource.valueOf(o.resource().name());
            d.amount = o.amount() * Fixed.ONE;
        }
        if (o.kind() == ObjectKind.TREE) d.unitClass = "tree";
        else if (o.kind() == ObjectKind.MINE) d.unitClass = o.resource() == ResourceKind.GOLD ? "gold-mine" : "stone-mine";
        else if (o.kind() == ObjectKind.FORAGE) d.unitClass = "forage";
        else if (o.kind() == ObjectKind.FISH) d.unitClass = "fish";
        if (d.kind != TypeKind.UNIT && d.kind != TypeKind.BUILDING) d.movement = 0;
    }

    // ---- techs

    private void readTech(Table t, Table.Row r) throws RulesException {
        TechDraft d = techs.get(techIndex.get(t.cell(r, "word")));
        d.age = integerOr(t, r, "age", 1);
        // no building: the game researches it by itself, free, once its requirements hold
        String at = t.cell(r, "at");
        d.at = at == null ? -1 : typeRef(t, r, at);
        String civ = t.cell(r, "civ");
        d.civ = civ == null ? -1 : civ(t, r, civ).index;
        d.time = seconds(t, r, "time");
        d.cost = cost(t, r, t.cell(r, "cost"));
        d.requires = requirements(t, r, t.cell(r, "requires"));
        d.ageReached = switch (d.word) {
            case "feudal-age" -> 2;
            case "castle-age" -> 3;
            case "imperial-age" -> 4;
            default -> 0;
        };
    }

    private List<Requirement> requirements(Table t, Table.Row r, String cell) throws RulesException {
        List<Requirement> out = new ArrayList<>();
        if (cell == null) return out;
        for (String tok : cell.split(" ")) {
            if (tok.isEmpty()) continue;
            out.add(requirement(t, r, tok));
        }
        return out;
    }

    private Requirement requirement(Table t, Table.Row r, String tok) throws RulesException {
        if (tok.startsWith("any:")) {
            List<List<Requirement>> alts = new ArrayList<>();
            for (String alt : tok.substring(4).split("\\|")) {
                List<Requirement> all = new ArrayList<>();
                for (String part : alt.split("\\+")) all.add(requirement(t, r, part));
                alts.add(all);
            }
            return new Requirement.AnyOf(alts);
        }
        if (tok.startsWith("buildings:")) {
            String[] p = tok.split(":", 3);
            if (p.length != 3) throw new RulesException(t.origin, r.line(), "'" + tok + "' is not buildings:N:a,b,c");
            int n;
            try {
                n = Integer.parseInt(p[1]);
            } catch (NumberFormatException e) {
                throw new RulesException(t.origin, r.line(), "'" + tok + "': " + p[1] + " is not a number");
            }
            List<Integer> set = new ArrayList<>();
            for (String w : p[2].split(",")) set.add(typeRef(t, r, w));
            return new Requirement.Distinct(n, set);
        }
        return new Requirement.Has(ref(t, r, tok));
    }

    // ---- civilisations

    private void readCiv(Table t, Table.Row r) throws RulesException {
        CivDraft c = civs.get(civIndex.get(t.cell(r, "word")));
        String uu = t.cell(r, "unique-units");
        if (uu != null) for (String w : uu.split(" ")) c.uniqueUnits.add(typeRef(t, r, w));
        String ut = t.cell(r, "unique-techs");
        if (ut != null) for (String w : ut.split(" ")) techRef(t, r, w);
    }

    private CivDraft civ(Table t, Table.Row r, String word) throws RulesException {
        Integer i = civIndex.get(word);
        if (i == null) throw new RulesException(t.origin, r.line(), "no civilisation " + word);
        return civs.get(i);
    }

    // ---- tasks

    private void readTask(Table t, Table.Row r) throws RulesException {
        String word = t.cell(r, "task");
        if (word == null || taskIndex.containsKey(word)) throw new RulesException(t.origin, r.line(), "task word missing or twice");
        String res = t.cell(r, "resource");
        Resource resource = res == null ? null : Resource.parse(res);
        if (res != null && resource == null) throw new RulesException(t.origin, r.line(), res + " is not a resource");
        String targets = t.cell(r, "targets");
        TaskDef d = new TaskDef(tasks.size(), word, resource, fixedOr(t, r, "rate", 0), fixedOr(t, r, "carry", 0),
                targets == null ? List.of() : List.of(targets.split(" ")));
        taskIndex.put(word, d.index());
        tasks.add(d);
    }

    // ---- effects

    private void readEffect(Table t, Table.Row r) throws RulesException {
        String source = r.cells()[0];
        Effect e = effect(t, r, r.cells()[1].split("\\s+"));
        if (source.startsWith("civ:")) {
            String rest = source.substring(4);
            int at = rest.indexOf('@');
            if (at < 0) {
                civ(t, r, rest).start.add(e);
            } else {
                CivDraft c = civ(t, r, rest.substring(0, at));
                int tech = techRef(t, r, rest.substring(at + 1));
                c.onTech.computeIfAbsent(tech, k -> new ArrayList<>()).add(e);
            }
        } else if (source.startsWith("team:")) {
            civ(t, r, source.substring(5)).team.add(e);
        } else {
            techs.get(techRef(t, r, source)).effects.add(e);
        }
    }

    private Effect effect(Table t, Table.Row r, String[] w) throws RulesException {
        String verb = w[0];
        switch (verb) {
            case "set", "add", "mul" -> {
                if (w.length != 4) throw new RulesException(t.origin, r.line(), "'" + String.join(" ", w) + "': " + verb + " TARGET ATTRIBUTE VALUE");
                Effect.Op op = Effect.Op.valueOf(verb.toUpperCase(Locale.ROOT));
                Target target = target(t, r, w[1]);
                int value = fixed(t, r, w[3]);
                String attribute = w[2];
                if (target.scope() == Target.Scope.TYPES) {
                    if (attribute.startsWith("attack.") || attribute.startsWith("armour.") || attribute.startsWith("arrow-attack.")) {
                        String cls = attribute.substring(attribute.indexOf('.') + 1);
                        Integer ci = classIndex.get(cls);
                        if (ci == null) throw new RulesException(t.origin, r.line(), "no armour class " + cls);
                        return new Effect.Modify(target, null, !attribute.startsWith("armour."), ci, attribute, op, value);
                    }
                    Attr a = Attr.parse(attribute);
                    if (a == null && attribute.equals("cost")) return new Effect.Modify(target, null, false, -1, "cost", op, value);
                    if (a == null) throw new RulesException(t.origin, r.line(), "no attribute " + attribute + " (known: " + attrWords() + ")");
                    return new Effect.Modify(target, a, false, -1, attribute, op, value);
                }
                if (target.scope() == Target.Scope.TECH && !List.of("cost", "time", "cost.food", "cost.wood", "cost.gold", "cost.stone").contains(attribute))
                    throw new RulesException(t.origin, r.line(), "a technology's " + attribute + " cannot change (cost, cost.RESOURCE, time)");
                if (target.scope() == Target.Scope.TASKS && !List.of("rate", "carry").contains(attribute)) {
                    Integer ci = attribute.startsWith("attack.") ? classIndex.get(attribute.substring(7)) : null;
                    if (ci == null) throw new RulesException(t.origin, r.line(), "a task's " + attribute + " cannot change (rate, carry, attack.CLASS)");
                    return new Effect.Modify(target, null, true, ci, attribute, op, value);
                }
                return new Effect.Modify(target, null, false, -1, attribute, op, value);
            }
            case "upgrade" -> {
                if (w.length != 3) throw new RulesException(t.origin, r.line(), "upgrade FROM TO");
                return new Effect.Upgrade(typeRef(t, r, w[1]), typeRef(t, r, w[2]));
            }
            case "enable", "disable" -> {
                if (w.length != 2) throw new RulesException(t.origin, r.line(), verb + " WORD");
                Ref ref = ref(t, r, w[1]);
                return verb.equals("enable") ? new Effect.Enable(ref) : new Effect.Disable(ref);
            }
            case "grant" -> {
                if (w.length != 3) throw new RulesException(t.origin, r.line(), "grant RESOURCE AMOUNT");
                Resource res = Resource.parse(w[1]);
                if (res == null) throw new RulesException(t.origin, r.line(), w[1] + " is not a resource");
                return new Effect.Grant(res, fixed(t, r, w[2]));
            }
            case "start-unit" -> {
                if (w.length != 3) throw new RulesException(t.origin, r.line(), "start-unit WORD N");
                return new Effect.StartUnit(typeRef(t, r, w[1]), (int) (fixed(t, r, w[2]) / Fixed.ONE));
            }
            default -> throw new RulesException(t.origin, r.line(), "no effect '" + verb + "' (set, add, mul, upgrade, enable, disable, grant, start-unit)");
        }
    }

    private static String attrWords() {
        StringBuilder b = new StringBuilder();
        for (Attr a : Attr.values()) b.append(b.length() == 0 ? "" : ", ").append(a.word());
        return b + ", cost, attack.CLASS, armour.CLASS";
    }

    private Target target(Table t, Table.Row r, String spec) throws RulesException {
        if (spec.equals("player")) return new Target(Target.Scope.PLAYER, spec, List.of());
        if (spec.equals("all-units") || spec.equals("all-buildings")) {
            TypeKind k = spec.equals("all-units") ? TypeKind.UNIT : TypeKind.BUILDING;
            List<Integer> out = new ArrayList<>();
            for (TypeDraft d : types) if (d.kind == k && !d.unitClass.startsWith("animal")) out.add(d.index);
            return new Target(Target.Scope.TYPES, spec, out);
        }
        int colon = spec.indexOf(':');
        if (colon < 0) throw new RulesException(t.origin, r.line(), "target " + spec + " is not KIND:WORD");
        String kind = spec.substring(0, colon), word = spec.substring(colon + 1);
        List<Integer> out = new ArrayList<>();
        switch (kind) {
            case "unit", "building" -> out.add(typeRef(t, r, word));
            case "line" -> {
                for (TypeDraft d : types) if (word.equals(d.line)) out.add(d.index);
            }
            case "class" -> {
                for (TypeDraft d : types) if (word.equals(d.unitClass)) out.add(d.index);
            }
            case "armour-class" -> {
                Integer ci = classIndex.get(word);
                if (ci == null) throw new RulesException(t.origin, r.line(), "no armour class " + word);
                for (TypeDraft d : types) if (d.stats != null && d.stats.inClass(ci)) out.add(d.index);
            }
            case "tech" -> {
                out.add(techRef(t, r, word));
                return new Target(Target.Scope.TECH, spec, out);
            }
            case "task" -> {
                if (word.equals("all")) {
                    for (TaskDef d : tasks) out.add(d.index());
                } else {
                    Integer ti = taskIndex.get(word);
                    if (ti == null) throw new RulesException(t.origin, r.line(), "no task " + word);
                    out.add(ti);
                }
                return new Target(Target.Scope.TASKS, spec, out);
            }
            default -> throw new RulesException(t.origin, r.line(), "target kind " + kind + " is not unit, building, line, class, armour-class, tech, task");
        }
        if (out.isEmpty() && !kind.equals("class")) throw new RulesException(t.origin, r.line(), "target " + spec + " matches nothing");
        return new Target(Target.Scope.TYPES, spec, out);
    }

    // ---- cells

    private int typeRef(Table t, Table.Row r, String word) throws RulesException {
        Integer i = typeIndex.get(word);
        if (i == null) throw new RulesException(t.origin, r.line(), "no unit or building " + word);
        return i;
    }

    private int techRef(Table t, Table.Row r, String word) throws RulesException {
        Integer i = techIndex.get(word);
        if (i == null) throw new RulesException(t.origin, r.line(), "no technology " + word);
        return i;
    }

    private Ref ref(Table t, Table.Row r, String word) throws RulesException {
        Integer i = typeIndex.get(word);
        if (i != null) return Ref.type(i);
        Integer j = techIndex.get(word);
        if (j != null) return Ref.tech(j);
        throw new RulesException(t.origin, r.line(), "no unit, building or technology " + word);
    }

    private int[] cost(Table t, Table.Row r, String cell) throws RulesException {
        int[] c = new int[Resource.COUNT];
        if (cell == null) return c;
        for (String pair : cell.split(" ")) {
            int colon = pair.indexOf(':');
            Resource res = colon < 0 ? null : Resource.parse(pair.substring(0, colon));
            if (res == null) throw new RulesException(t.origin, r.line(), "cost '" + pair + "' is not RESOURCE:AMOUNT");
            c[res.ordinal()] = fixed(t, r, pair.substring(colon + 1));
        }
        return c;
    }

    private void classValues(Table t, Table.Row r, String cell, Stats s, boolean attack) throws RulesException {
        if (cell == null) return;
        for (String pair : cell.split(" ")) {
            int colon = pair.indexOf(':');
            if (colon < 0) throw new RulesException(t.origin, r.line(), "'" + pair + "' is not CLASS:VALUE");
            Integer ci = classIndex.get(pair.substring(0, colon));
            if (ci == null) throw new RulesException(t.origin, r.line(), "no armour class " + pair.substring(0, colon));
            int v = fixed(t, r, pair.substring(colon + 1));
            if (attack) s.setAttack(ci, v); else s.setArmour(ci, v);
        }
    }

    /** {@code arrow-attack:pierce=5,ship=7}: the extra missiles' attack; a class alone takes the main attack's. */
    private void missiles(Table t, Table.Row r, String spec, Stats s) throws RulesException {
        if (spec == null || spec.isEmpty()) return;
        for (String part : spec.split(",")) {
            int eq = part.indexOf('=');
            String cls = eq < 0 ? part : part.substring(0, eq);
            Integer ci = classIndex.get(cls);
            if (ci == null) throw new RulesException(t.origin, r.line(), "arrow-attack: no armour class " + cls);
            s.setMissile(ci, eq < 0 ? s.attack(ci) : fixed(t, r, part.substring(eq + 1)));
        }
    }

    private Map<String, String> traits(Table t, Table.Row r, String cell) {
        Map<String, String> out = new TreeMap<>();
        if (cell == null) return out;
        for (String tr : cell.split(" ")) {
            if (tr.isEmpty()) continue;
            int colon = tr.indexOf(':');
            if (colon < 0) out.put(tr, "");
            else out.put(tr.substring(0, colon), tr.substring(colon + 1));
        }
        return out;
    }

    /** A numeric trait as fixed point, or 0 when absent. */
    private int numeric(Table t, Table.Row r, Map<String, String> traits, String name) throws RulesException {
        String v = traits.get(name);
        if (v == null) return 0;
        if (v.isEmpty()) return Fixed.ONE;
        return fixed(t, r, v);
    }

    private int integer(Table t, Table.Row r, String col) throws RulesException {
        String v = t.cell(r, col);
        if (v == null) throw new RulesException(t.origin, r.line(), col + " is missing");
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new RulesException(t.origin, r.line(), col + " '" + v + "' is not a whole number");
        }
    }

    private int integerOr(Table t, Table.Row r, String col, int fallback) throws RulesException {
        return t.cell(r, col) == null ? fallback : integer(t, r, col);
    }

    private int fixed(Table t, Table.Row r, String v) throws RulesException {
        try {
            return Fixed.parse(v);
        } catch (NumberFormatException e) {
            throw new RulesException(t.origin, r.line(), "'" + v + "' is not a number");
        }
    }

    private int fixedOr(Table t, Table.Row r, String col, int fallback) throws RulesException {
        String v = t.cell(r, col);
        return v == null ? fallback : fixed(t, r, v);
    }

    /** Seconds as milliseconds (which is what a thousandth of a second is). */
    private int seconds(Table t, Table.Row r, String col) throws RulesException { return fixedOr(t, r, col, 0); }

    // ---- drafts: mutable while the tables are read

    private static final class TypeDraft {
        int index, id, age, trainedAt = -1, civ = -1, movement, radius = 500, width = 1, height = 1, dropsite, upgradesFrom = -1, amount;
        String word, constName = "", unitClass = "other", line = "", placement = "land";
        TypeKind kind;
        boolean blocks;
        Resource resource;
        List<Requirement> requires = List.of();
        Map<String, String> traits = Map.of();
        Stats stats;

        TypeDef build() {
            return new TypeDef(index, id, word, constName, kind, unitClass, line, upgradesFrom, age, trainedAt, civ, movement,
                    radius, width, height, blocks, dropsite, placement, resource, amount, requires, traits, stats);
        }
    }

    private static final class TechDraft {
        int index, id, age, at, civ, time, ageReached;
        String word;
        int[] cost = new int[Resource.COUNT];
        List<Requirement> requires = List.of();
        final List<Effect> effects = new ArrayList<>();

        TechDef build() { return new TechDef(index, id, word, age, at, civ, time, cost, requires, effects, ageReached); }
    }

    private static final class CivDraft {
        int index, id;
        String word;
        final BitSet lacksTypes = new BitSet(), lacksTechs = new BitSet();
        final List<Effect> start = new ArrayList<>(), team = new ArrayList<>();
        final Map<Integer, List<Effect>> onTech = new TreeMap<>();
        final List<Integer> uniqueUnits = new ArrayList<>();

        CivDef build() {
            Map<Integer, List<Effect>> on = new TreeMap<>();
            for (Map.Entry<Integer, List<Effect>> e : onTech.entrySet()) on.put(e.getKey(), List.copyOf(e.getValue()));
            return new CivDef(index, id, word, lacksTypes, lacksTechs, start, team, on, uniqueUnits);
        }
    }
}
