package org.openaok.gamedata;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The rules tables in {@code data/rules/} against the contract in RULES-FORMAT.md: their headers, the
 * shape of every row, that every word a row names is defined in some table, that the ids are the
 * original's (things.txt), and spot checks of values from the sources the tables name.
 */
class RulesTablesTest {

    /** The contract's columns, in order. */
    static final Map<String, List<String>> COLUMNS = new LinkedHashMap<>();
    static {
        COLUMNS.put("classes", List.of("id", "word"));
        COLUMNS.put("units", List.of("id", "word", "const", "class", "line", "upgrades-from", "age", "at", "civ", "time",
                "cost", "hp", "attack", "armour", "range", "min-range", "reload", "accuracy", "projectile-speed", "los",
                "speed", "pop", "garrison", "radius", "movement", "traits"));
        COLUMNS.put("buildings", List.of("id", "word", "const", "age", "at", "civ", "time", "cost", "hp", "armour", "attack",
                "range", "min-range", "reload", "accuracy", "los", "size", "pop", "garrison", "dropsite", "terrain",
                "requires", "traits"));
        COLUMNS.put("techs", List.of("id", "word", "age", "at", "civ", "time", "cost", "requires", "effects"));
        COLUMNS.put("effects", List.of("source", "effect"));
        COLUMNS.put("civs", List.of("id", "word", "const", "unique-units", "unique-techs", "team-bonus-summary"));
        COLUMNS.put("tree", List.of("civ", "lacks"));
        COLUMNS.put("tasks", List.of("task", "resource", "rate", "carry", "targets"));
        COLUMNS.put("settings", List.of("key", "value", "note"));
    }
    /** Columns that hold a number (or - where empty). */
    static final Map<String, Set<String>> NUMERIC = Map.of(
            "classes", Set.of("id"),
            "units", Set.of("id", "age", "time", "hp", "range", "min-range", "reload", "accuracy", "projectile-speed",
                    "los", "speed", "pop", "garrison", "radius"),
            "buildings", Set.of("id", "age", "time", "hp", "range", "min-range", "reload", "accuracy", "los", "pop",
                    "garrison"),
            "techs", Set.of("id", "age", "time"),
            "civs", Set.of("id"),
            "tasks", Set.of("rate", "carry"));
    static final Set<String> RESOURCES = Set.of("food", "wood", "gold", "stone");
    static final Pattern WORD = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");
    static final Set<String> UNIT_ATTRIBUTES = Set.of("hp", "los", "speed", "reload", "accuracy", "range", "min-range",
            "cost", "time", "pop", "garrison", "blast", "work", "heal", "convert-resist", "food", "arrows", "arrows-max",
            "smart", "garrison-heal", "regen-seconds", "cost.food", "cost.wood", "cost.gold", "cost.stone");
    static final Set<String> PLAYER_ATTRIBUTES = Set.of("pop-free", "pop-cap-bonus", "tribute-tax", "market-fee",
            "build-rate", "research-cost", "resource-yield.food", "resource-yield.wood", "resource-yield.gold",
            "resource-yield.stone", "faith-recharge", "heal-rate", "heal-range", "convert-resist", "convert-resist-min",
            "convert-resist-max", "convert-monks", "convert-buildings", "heresy", "theocracy", "crenellations",
            "reveal-allies", "reveal-enemies", "herd-dominance", "relic-gold", "victory-years", "spies-half-price");

    private final Map<String, Table> tables = new HashMap<>();

    RulesTablesTest() throws IOException {
        for (String name : COLUMNS.keySet()) tables.put(name, Table.read(name));
    }

    // ------------------------------------------------------------------ structure

    @Test
    void everyTableHasTheContractsHeaderASourceCommentAndFullRows() {
        for (var e : COLUMNS.entrySet()) {
            Table t = tables.get(e.getKey());
            assertEquals(e.getValue(), t.header, e.getKey() + ".tsv header");
            assertTrue(t.comment.contains("Source"), e.getKey() + ".tsv names its sources in its header comment");
            assertFalse(t.rows.isEmpty(), e.getKey() + ".tsv has rows");
            for (Row r : t.rows) {
                assertEquals(t.header.size(), r.cells.length, r.where() + ": cells");
                for (String c : r.cells) {
                    assertFalse(c.isEmpty() || !c.equals(c.strip()), r.where() + ": an empty cell must be -");
                }
            }
        }
    }

    @Test
    void numbersParseAndIdsAndWordsAreUnique() {
        for (var e : NUMERIC.entrySet()) {
            Table t = tables.get(e.getKey());
            for (Row r : t.rows) {
                for (String col : e.getValue()) {
                    String v = r.get(col);
                    if (!v.equals("-")) assertTrue(NUMBER.matcher(v).matches(), r.where() + ": " + col + " = " + v);
                }
            }
        }
        Set<String> words = new HashSet<>();
        for (String name : List.of("units", "buildings", "techs")) {
            Set<Integer> ids = new HashSet<>();
            for (Row r : tables.get(name).rows) {
                assertTrue(ids.add(Integer.parseInt(r.get("id"))), r.where() + ": id repeated");
                assertTrue(WORD.matcher(r.get("word")).matches(), r.where() + ": word");
                assertTrue(words.add(r.get("word")), r.where() + ": word repeated across units, buildings, techs");
            }
        }
        for (String name : List.of("classes", "civs")) {
            Set<String> seen = new HashSet<>();
            for (Row r : tables.get(name).rows) {
                assertTrue(seen.add(r.get("id")) & seen.add("w:" + r.get("word")), r.where() + ": repeated");
            }
        }
        Set<String> keys = new HashSet<>();
        for (Row r : tables.get("settings").rows) assertTrue(keys.add(r.get("key")), r.where() + ": key repeated");
        Set<String> tasks = new HashSet<>();
        for (Row r : tables.get("tasks").rows) assertTrue(tasks.add(r.get("task")), r.where() + ": task repeated");
        assertEquals(18, tables.get("civs").rows.size(), "the 18 civilisations");
    }

    @Test
    void costsAndClassPairsAreWellFormed() {
        Set<String> classes = column("classes", "word");
        for (String name : List.of("units", "buildings", "techs")) {
            for (Row r : tables.get(name).rows) {
                checkCost(r, r.get("cost"));
                if (!name.equals("techs")) {
                    for (String col : List.of("attack", "armour")) {
                        String v = r.get(col);
                        if (v.equals("-")) continue;
                        for (String pair : v.split(" ")) {
                            String[] kv = pair.split(":");
                            assertEquals(2, kv.length, r.where() + ": " + col + " pair " + pair);
                            assertTrue(classes.contains(kv[0]), r.where() + ": unknown class " + kv[0]);
                            assertTrue(NUMBER.matcher(kv[1]).matches(), r.where() + ": " + pair);
                        }
                    }
                }
            }
        }
        for (Row r : tables.get("units").rows) {
            assertTrue(Set.of("land", "water").contains(r.get("movement")), r.where() + ": movement");
            String age = r.get("age");
            assertTrue(age.equals("-") || Set.of("1", "2", "3", "4").contains(age), r.where() + ": age");
            for (String trait : r.get("traits").split(" ")) {
                if (trait.startsWith("arrow-attack:")) {
                    for (String p : trait.substring(13).split(",")) {
                        String[] kv = p.split("=");
                        assertTrue(classes.contains(kv[0]) && NUMBER.matcher(kv[1]).matches(), r.where() + ": " + trait);
                    }
                }
            }
        }
        for (Row r : tables.get("buildings").rows) {
            assertTrue(r.get("size").matches("\\d+x\\d+"), r.where() + ": size");
            assertTrue(Set.of("land", "shore", "water").contains(r.get("terrain")), r.where() + ": terrain");
            String drop = r.get("dropsite");
            if (!drop.equals("-")) for (String d : drop.split(" ")) assertTrue(RESOURCES.contains(d), r.where() + ": " + d);
        }
    }

    // ------------------------------------------------------------------ references

    @Test
    void everyWordARowNamesIsDefined() {
        Set<String> units = column("units", "word"), buildings = column("buildings", "word"),
                techs = column("techs", "word"), civs = column("civs", "word"), unitClasses = column("units", "class"),
                taskWords = column("tasks", "task");
        Set<String> any = new HashSet<>(units);
        any.addAll(buildings);
        any.addAll(techs);
        for (Row r : tables.get("units").rows) {
            String at = r.get("at");
            assertTrue(at.equals("-") || buildings.contains(at), r.where() + ": at " + at);
            String from = r.get("upgrades-from");
            assertTrue(from.equals("-") || units.contains(from), r.where() + ": upgrades-from " + from);
            String civ = r.get("civ");
            assertTrue(civ.equals("-") || civs.contains(civ), r.where() + ": civ " + civ);
            String line = r.get("line");
            assertTrue(line.equals("-") || line.endsWith("-line") && WORD.matcher(line).matches(), r.where() + ": line");
            for (String trait : r.get("traits").split(" ")) {
                for (String prefix : List.of("packs-to:", "unpacks-to:")) {
                    if (trait.startsWith(prefix)) assertTrue(units.contains(trait.substring(prefix.length())), r.where());
                }
                if (trait.startsWith("builds:")) assertTrue(buildings.contains(trait.substring(7)), r.where());
            }
        }
        for (Row r : tables.get("buildings").rows) {
            String at = r.get("at");
            assertTrue(Set.of("build", "-").contains(at) || units.contains(at), r.where() + ": at " + at);
            checkRequires(r, r.get("requires"), any, buildings);
            for (String trait : r.get("traits").split(" ")) {
                for (String prefix : List.of("upgrades-from:", "foundation:", "becomes:")) {
                    if (trait.startsWith(prefix)) assertTrue(buildings.contains(trait.substring(prefix.length())), r.where());
                }
            }
        }
        for (Row r : tables.get("techs").rows) {
            String at = r.get("at");
            assertTrue(at.equals("-") || buildings.contains(at), r.where() + ": at " + at);
            String civ = r.get("civ");
            assertTrue(civ.equals("-") || civs.contains(civ), r.where() + ": civ " + civ);
            checkRequires(r, r.get("requires"), any, buildings);
        }
        for (Row r : tables.get("tree").rows) {
            assertTrue(civs.contains(r.get("civ")), r.where() + ": civ");
            assertTrue(any.contains(r.get("lacks")), r.where() + ": lacks " + r.get("lacks"));
        }
        for (Row r : tables.get("civs").rows) {
            for (String u : r.get("unique-units").split(" ")) assertTrue(units.contains(u), r.where() + ": " + u);
            for (String t : r.get("unique-techs").split(" ")) assertTrue(techs.contains(t), r.where() + ": " + t);
        }
        Set<String> targets = objectWords();
        targets.addAll(units);
        targets.addAll(buildings);
        targets.addAll(unitClasses);
        targets.addAll(Set.of("foundation", "building"));
        for (Row r : tables.get("tasks").rows) {
            String res = r.get("resource");
            assertTrue(res.equals("-") || RESOURCES.contains(res), r.where() + ": resource");
            for (String t : r.get("targets").split(" ")) assertTrue(targets.contains(t), r.where() + ": target " + t);
        }
        for (Row r : tables.get("effects").rows) {
            checkSource(r, r.get("source"), civs, techs);
            checkEffect(r, r.get("effect"), units, buildings, techs, unitClasses, taskWords, any);
        }
    }

    @Test
    void everyUnitBuildingAndResearchOfThingsTxtIsHereWithItsId() throws IOException {
        Path things = Path.of("..", "org.openaok.ai", "src", "main", "resources", "org", "openaok", "ai", "lang", "things.txt");
        Assumptions.assumeTrue(Files.exists(things), "things.txt is not beside this module");
        Map<String, String> table = Map.of("unit", "units", "building", "buildings", "research", "techs");
        Map<String, Map<String, Row>> byWord = new HashMap<>();
        for (String t : table.values()) {
            Map<String, Row> m = new HashMap<>();
            for (Row r : tables.get(t).rows) m.put(r.get("word"), r);
            byWord.put(t, m);
        }
        int checked = 0;
        Map<String, String> lineOf = new HashMap<>();
        for (String line : Files.readAllLines(things)) {
            String[] f = line.replaceAll("#.*", "").trim().split("\\s+");
            if (f.length < 3 || !table.containsKey(f[0])) continue;
            Row r = byWord.get(table.get(f[0])).get(f[1]);
            assertNotNull(r, f[0] + " " + f[1] + " of things.txt is missing");
            assertEquals(f[2], r.get("id"), f[1] + ": id");
            if (f.length > 3) lineOf.put(f[1], f[3]);
            checked++;
        }
        assertTrue(checked >= 240, "things.txt was read: " + checked);
        for (Row r : tables.get("units").rows) {
            String expected = lineOf.getOrDefault(r.get("word"), "-");
            assertEquals(expected, r.get("line"), r.where() + ": line as things.txt gives it");
        }
    }

    @Test
    void unitIdsAgreeWithTheRandomMapConstants() throws IOException {
        Path table = Path.of(System.getProperty("openaok.shared", "../../shared"), "reference", "aoc-random-map-constants.tsv");
        Assumptions.assumeTrue(Files.exists(table), "../shared is not here");
        Map<String, Integer> constants = new HashMap<>();
        for (String line : Files.readAllLines(table)) {
            String[] c = line.split("\t");
            if (c.length == 3 && !line.startsWith("#") && c[1].matches("\\d+")) constants.putIfAbsent(c[0], Integer.parseInt(c[1]));
        }
        int checked = 0;
        for (String name : List.of("units", "buildings")) {
            for (Row r : tables.get(name).rows) {
                String k = r.get("const");
                if (k.equals("-")) continue;
                assertEquals(constants.get(k), Integer.valueOf(r.get("id")), r.where() + ": constant " + k);
                checked++;
            }
        }
        assertTrue(checked > 100, "constants compared: " + checked);
    }

    @Test
    void everyCivilisationHasItsUniqueUnitAndTechnologyAndAPlausibleTree() {
        Map<String, Row> units = index("units"), techs = index("techs");
        Map<String, Set<String>> lacks = new HashMap<>();
        for (Row r : tables.get("tree").rows) lacks.computeIfAbsent(r.get("civ"), k -> new HashSet<>()).add(r.get("lacks"));
        for (Row civ : tables.get("civs").rows) {
            String w = civ.get("word");
            String[] uu = civ.get("unique-units").split(" "), ut = civ.get("unique-techs").split(" ");
            assertTrue(uu.length >= 2 && !uu[0].equals("-"), w + ": unique unit and its elite");
            assertTrue(ut.length >= 1 && !ut[0].equals("-"), w + ": unique technology");
            for (String u : uu) assertEquals(w, units.get(u).get("civ"), u + " belongs to " + w);
            for (String t : ut) assertEquals(w, techs.get(t).get("civ"), t + " belongs to " + w);
            assertEquals("castle", units.get(uu[0]).get("at"), w + ": the castle unit comes first");
            Set<String> l = lacks.getOrDefault(w, Set.of());
            assertTrue(l.size() >= 15, w + " lacks something: " + l.size());
            for (String u : uu) assertFalse(l.contains(u), w + " lacks its own " + u);
        }
    }

    // ------------------------------------------------------------------ values from the sources

    /** Values from the 1.0c data file; the unit ones agree with the AoK Heaven units table. */
    @Test
    void spotChecksFromTheDataFile() {
        Row vil = index("units").get("villager");
        assertEquals(List.of("83", "25", "0.8", "food:50", "25", "town-center", "1"),
                List.of(vil.get("id"), vil.get("hp"), vil.get("speed"), vil.get("cost"), vil.get("time"), vil.get("at"), vil.get("age")));
        Row knight = index("units").get("knight");
        assertEquals(List.of("100", "food:60 gold:75", "30", "stable", "3", "1.35"),
                List.of(knight.get("hp"), knight.get("cost"), knight.get("time"), knight.get("at"), knight.get("age"), knight.get("speed")));
        assertTrue(knight.get("attack").contains("melee:10"), knight.get("attack"));
        assertTrue(knight.get("armour").contains("melee:2") && knight.get("armour").contains("pierce:2"));
        Row archer = index("units").get("archer");
        assertEquals(List.of("4", "80", "2", "wood:25 gold:45", "35"),
                List.of(archer.get("range"), archer.get("accuracy"), archer.get("reload"), archer.get("cost"), archer.get("time")));
        Row pike = index("units").get("halberdier");
        assertEquals("pikeman", pike.get("upgrades-from"));
        assertTrue(pike.get("attack").contains("cavalry:32"), pike.get("attack"));
        Row treb = index("units").get("trebuchet");
        assertEquals(List.of("16", "4", "10"), List.of(treb.get("range"), treb.get("min-range"), treb.get("reload")));
        assertEquals("6", index("units").get("siege-ram").get("garrison"));
        assertEquals("5", index("units").get("transport-ship").get("garrison"));
        assertEquals("water", index("units").get("galley").get("movement"));
        Row sheep = index("units").get("sheep");
        assertTrue(sheep.get("traits").contains("food:100") && sheep.get("hp").equals("7"));
        Row boar = index("units").get("boar");
        assertEquals("75", boar.get("hp"));
        assertTrue(boar.get("attack").contains("melee:7") && boar.get("traits").contains("food:340"));
        assertEquals("25", index("units").get("wolf").get("hp"));

        Map<String, Row> b = index("buildings");
        assertEquals(List.of("25", "5", "wood:30", "2x2"),
                List.of(b.get("house").get("time"), b.get("house").get("pop"), b.get("house").get("cost"), b.get("house").get("size")));
        assertEquals(List.of("15", "5", "4x4", "food wood gold stone", "wood:275 stone:100", "150"),
                List.of(b.get("town-center").get("garrison"), b.get("town-center").get("pop"), b.get("town-center").get("size"),
                        b.get("town-center").get("dropsite"), b.get("town-center").get("cost"), b.get("town-center").get("time")));
        assertEquals(List.of("20", "20", "stone:650", "4800"),
                List.of(b.get("castle").get("garrison"), b.get("castle").get("pop"), b.get("castle").get("cost"), b.get("castle").get("hp")));
        assertEquals("gold stone", b.get("mining-camp").get("dropsite"));
        assertEquals("barracks", b.get("stable").get("requires"));
        assertEquals("shore", b.get("dock").get("terrain"));
        assertTrue(b.get("farm").get("traits").contains("food:175"));

        Map<String, Row> t = index("techs");
        assertEquals(List.of("food:500", "130", "town-center"),
                List.of(t.get("feudal-age").get("cost"), t.get("feudal-age").get("time"), t.get("feudal-age").get("at")));
        assertEquals(List.of("food:800 gold:200", "160"), List.of(t.get("castle-age").get("cost"), t.get("castle-age").get("time")));
        assertEquals(List.of("food:1000 gold:800", "190"), List.of(t.get("imperial-age").get("cost"), t.get("imperial-age").get("time")));
        assertEquals("buildings:2:mill,lumber-camp,dock,barracks,mining-camp", t.get("feudal-age").get("requires"));
        assertEquals("castle-age any:castle|buildings:2:siege-workshop,monastery,university", t.get("imperial-age").get("requires"));
        assertEquals(List.of("gold:50", "25"), List.of(t.get("ri-loom").get("cost"), t.get("ri-loom").get("time")));
        assertEquals("castle-age ri-scale-mail", t.get("ri-chain-mail").get("requires"));

        Set<String> eff = new HashSet<>();
        for (Row r : tables.get("effects").rows) eff.add(r.get("source") + " " + r.get("effect"));
        for (String e : List.of("ri-loom add class:villager hp 15", "ri-loom add class:villager armour.pierce 2",
                "ri-hussar upgrade light-cavalry hussar", "ri-crop-rotation add building:farm food 175",
                "team:chinese add building:farm food 45", "civ:huns set player pop-free 200",
                "civ:chinese start-unit villager 3", "civ:persians@imperial-age set building:town-center work 1.2",
                "feudal-age add unit:scout-cavalry speed 0.35", "ri-coinage set player tribute-tax 20",
                "ri-double-bit-axe mul task:lumberjack rate 1.2", "civ:goths@feudal-age mul class:infantry cost 0.65")) {
            assertTrue(eff.contains(e), "effects.tsv has: " + e);
        }
        Map<String, Row> tasks = new HashMap<>();
        for (Row r : tables.get("tasks").rows) tasks.put(r.get("task"), r);
        assertEquals(List.of("0.39", "10"), List.of(tasks.get("lumberjack").get("rate"), tasks.get("lumberjack").get("carry")));
        assertEquals("35", tasks.get("hunter").get("carry"));
        assertEquals("15", tasks.get("fishing-ship").get("carry"));

        Set<String> tree = new HashSet<>();
        for (Row r : tables.get("tree").rows) tree.add(r.get("civ") + " " + r.get("lacks"));
        for (String l : List.of("huns house", "goths stone-wall", "aztecs stable", "mayans knight", "spanish crossbowman",
                "britons paladin", "turks pikeman", "koreans siege-ram")) {
            assertTrue(tree.contains(l), "tree.tsv: " + l);
        }
        for (String l : List.of("koreans guard-tower", "turks hussar", "britons longbowman", "franks knight")) {
            assertFalse(tree.contains(l), "tree.tsv must not say " + l);
        }
    }

    /** Values from the other sources settings.tsv names (openage's measurements, the monk article). */
    @Test
    void spotChecksOfSettings() {
        Map<String, String> s = new HashMap<>();
        for (Row r : tables.get("settings").rows) s.put(r.get("key"), r.get("value"));
        assertEquals("200", s.get("start.standard.food"));
        assertEquals("100", s.get("start.standard.gold"));
        assertEquals("20000", s.get("start.deathmatch.wood"));
        assertEquals("5000", s.get("start.deathmatch.stone"));
        assertEquals("3*t/(n+2)", s.get("build.formula"));
        assertEquals("130", s.get("market.start-price.stone"));
        assertEquals("30", s.get("market.fee"));
        assertEquals("30", s.get("tribute.tax"));
        assertEquals("175", s.get("farm.food"));
        assertEquals("30", s.get("relic.gold-per-minute"));
        assertEquals("0.28", s.get("monk.convert.chance"));
        assertEquals("75", s.get("pop.cap.default"));
        for (String side : List.of("low", "medium", "high", "standard", "deathmatch")) {
            for (String res : RESOURCES) {
                assertTrue(NUMBER.matcher(s.getOrDefault("start." + side + "." + res, "x")).matches(), side + " " + res);
            }
        }
    }

    @Test
    void aTableThatBreaksTheContractIsCaught() {
        Table broken = Table.parse("units", List.of("# Source: a test", "id\tword", "1\tvillager\textra"));
        assertNotEquals(COLUMNS.get("units"), broken.header);
        assertNotEquals(broken.header.size(), broken.rows.get(0).cells.length);
    }

    // ------------------------------------------------------------------ helpers

    private void checkCost(Row r, String cost) {
        if (cost.equals("-")) return;
        for (String pair : cost.split(" ")) {
            String[] kv = pair.split(":");
            assertTrue(kv.length == 2 && RESOURCES.contains(kv[0]) && kv[1].matches("\\d+"), r.where() + ": cost " + pair);
        }
    }

    private void checkRequires(Row r, String requires, Set<String> any, Set<String> buildings) {
        if (requires.equals("-")) return;
        for (String term : requires.split(" ")) {
            List<String> alternatives = term.startsWith("any:") ? List.of(term.substring(4).split("\\|")) : List.of(term);
            for (String alt : alternatives) {
                if (alt.startsWith("buildings:")) {
                    String[] p = alt.split(":");
                    assertTrue(p.length == 3 && p[1].matches("\\d+"), r.where() + ": " + alt);
                    for (String bw : p[2].split(",")) assertTrue(buildings.contains(bw), r.where() + ": requires " + bw);
                } else {
                    assertTrue(any.contains(alt), r.where() + ": requires " + alt);
                }
            }
        }
    }

    private void checkSource(Row r, String source, Set<String> civs, Set<String> techs) {
        if (techs.contains(source)) return;
        String[] p = source.split("[:@]");
        assertTrue(p.length >= 2 && (p[0].equals("civ") || p[0].equals("team")) && civs.contains(p[1]), r.where() + ": source " + source);
        if (source.contains("@")) {
            assertTrue(p[0].equals("civ") && p.length == 3 && techs.contains(p[2]), r.where() + ": source " + source);
        }
    }

    private void checkEffect(Row r, String effect, Set<String> units, Set<String> buildings, Set<String> techs,
            Set<String> unitClasses, Set<String> tasks, Set<String> any) {
        String[] p = effect.split(" ");
        String where = r.where() + ": " + effect;
        switch (p[0]) {
            case "set", "add", "mul" -> {
                assertEquals(4, p.length, where);
                assertTrue(NUMBER.matcher(p[3]).matches(), where);
                String target = p[1], attr = p[2];
                if (target.equals("player")) {
                    assertTrue(PLAYER_ATTRIBUTES.contains(attr), where);
                    return;
                }
                String[] t = target.split(":");
                assertEquals(2, t.length, where);
                Set<String> known = switch (t[0]) {
                    case "unit" -> units;
                    case "building" -> buildings;
                    case "class" -> unitClasses;
                    case "tech" -> techs;
                    case "task" -> {
                        Set<String> withAll = new HashSet<>(tasks);
                        withAll.add("all");
                        yield withAll;
                    }
                    default -> Set.of();
                };
                assertTrue(known.contains(t[1]), where + " (target)");
                if (t[0].equals("tech")) {
                    assertTrue(attr.equals("time") || attr.matches("cost\\.(food|wood|gold|stone)"), where);
                } else if (t[0].equals("task")) {
                    assertTrue(Set.of("rate", "carry").contains(attr) || attr.startsWith("attack."), where);
                } else if (attr.startsWith("attack.") || attr.startsWith("armour.") || attr.startsWith("arrow-attack.")) {
                    String cls = attr.substring(attr.indexOf('.') + 1);
                    assertTrue(column("classes", "word").contains(cls), where + " (class)");
                } else {
                    assertTrue(UNIT_ATTRIBUTES.contains(attr), where + " (attribute)");
                }
                if (p[0].equals("mul")) assertTrue(Double.parseDouble(p[3]) > 0, where + ": a factor");
            }
            case "upgrade" -> {
                assertEquals(3, p.length, where);
                boolean unitsBoth = units.contains(p[1]) && units.contains(p[2]);
                boolean buildingsBoth = buildings.contains(p[1]) && buildings.contains(p[2]);
                assertTrue(unitsBoth || buildingsBoth, where);
            }
            case "enable", "disable" -> {
                assertEquals(2, p.length, where);
                assertTrue(any.contains(p[1]), where);
            }
            case "grant" -> assertTrue(p.length == 3 && RESOURCES.contains(p[1]) && NUMBER.matcher(p[2]).matches(), where);
            case "start-unit" -> assertTrue(p.length == 3 && units.contains(p[1]) && p[2].matches("-?\\d+"), where);
            default -> fail(where + ": unknown effect");
        }
    }

    private Set<String> objectWords() {
        Set<String> out = new HashSet<>();
        try (InputStream in = RulesTablesTest.class.getClassLoader().getResourceAsStream("data/objects.tsv")) {
            assertNotNull(in, "data/objects.tsv");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] c = line.split("\t");
                out.add(c[1].toLowerCase().replace('_', '-'));
                out.add(c[2].toLowerCase().replace('_', '-'));
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    private Set<String> column(String table, String col) {
        Set<String> out = new HashSet<>();
        for (Row r : tables.get(table).rows) out.add(r.get(col));
        return out;
    }

    private Map<String, Row> index(String table) {
        Map<String, Row> out = new HashMap<>();
        for (Row r : tables.get(table).rows) out.put(r.get("word"), r);
        return out;
    }

    record Row(String table, int line, List<String> header, String[] cells) {
        String get(String col) {
            int i = header.indexOf(col);
            assertTrue(i >= 0, table + ".tsv has no column " + col);
            return cells[i];
        }

        String where() { return table + ".tsv:" + line; }
    }

    static final class Table {
        final String name;
        final String comment;
        final List<String> header;
        final List<Row> rows = new ArrayList<>();

        private Table(String name, String comment, List<String> header) {
            this.name = name;
            this.comment = comment;
            this.header = header;
        }

        static Table read(String name) throws IOException {
            String path = "data/rules/" + name + ".tsv";
            try (InputStream in = RulesTablesTest.class.getClassLoader().getResourceAsStream(path)) {
                assertNotNull(in, path + " is on the classpath");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                return parse(name, r.lines().toList());
            }
        }

        static Table parse(String name, List<String> lines) {
            StringBuilder comment = new StringBuilder();
            Table t = null;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("#")) {
                    comment.append(line).append('\n');
                    continue;
                }
                if (line.isEmpty()) continue;
                if (t == null) {
                    t = new Table(name, comment.toString(), List.of(line.split("\t", -1)));
                } else {
                    t.rows.add(new Row(name, i + 1, t.header, line.split("\t", -1)));
                }
            }
            assertNotNull(t, name + ".tsv has a header");
            return t;
        }
    }
}
