package org.openaok.zones.template;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;

class TemplateReaderTest {
    /** A template of our own that writes every field of the schema, with comments and trailing commas. */
    static final String EVERY_FIELD = """
            // a comment before the templates
            {
              "Every Field" : {
                "name" : "Every Field Shown",
                "description" : "uses each field once", /* block comment */
                "minSize" : "s", "maxSize" : "l+u",
                "players" : "2", "humans" : "1-2",
                "settings" : { "heroes" : { "perPlayerOnMapCap" : 8 } },
                "bannedSpells" : ["fly"], "bannedArtifacts" : ["grail"], "bannedSkills" : ["navigation"],
                "enabledHeroes" : ["x"], "enabledSpells" : ["y"], "enabledArtifacts" : ["z"], "enabledSkills" : ["w"],
                "bannedHeroes" : ["v"],
                "allowedWaterContent" : ["none", "islands",],
                "zones" : {
                  "1" : {
                    "type" : "playerStart", "size" : 20, "owner" : 1,
                    "playerTowns" : { "towns" : 1, "castles" : 1, "townDensity" : 2, "castleDensity" : 3 },
                    "neutralTowns" : { "towns" : 2 },
                    "matchTerrainToTown" : false,
                    "townHints" : [ { "likeZone" : 2 }, { "notLikeZone" : [2, 3] }, { "relatedToZoneTerrain" : 3 } ],
                    "visiblePositionX" : 10, "visiblePositionY" : 20, "visibleSize" : 3,
                    "forcedLevel" : "surface",
                    "terrainTypes" : ["grass", "dirt"], "bannedTerrains" : ["lava"],
                    "townsAreSameType" : true,
                    "allowedMonsters" : ["castle"], "bannedMonsters" : ["inferno"],
                    "allowedTowns" : ["rampart"], "bannedTowns" : ["dungeon"],
                    "monsters" : "strong",
                    "mines" : { "wood" : 2, "ore" : 1, "gold" : 1, },
                    "treasure" : [ { "min" : 100, "max" : 500, "density" : 4 }, { "min" : 1000, "max" : 3000, "density" : 1 } ],
                    "customObjects" : {
                      "bannedCategories" : ["pandorasBox", "seerHut"],
                      "bannedObjects" : { "creatureBank" : true, "dwelling" : { "goblin" : true, "imp" : false } },
                      "requiredObjects" : { "shrine" : 2, "mine" : { "count" : 1, "guard" : 500 }, "bank" : { "dragon" : 1, "cyclops" : { "count" : 2 } } },
                      "commonObjects" : [ { "type" : "windmill", "subtype" : "a", "rmg" : { "value" : 1500, "rarity" : 50, "zoneLimit" : 1 } } ]
                    }
                  },
                  "2" : { "type" : "cpuStart", "owner" : 2, "townsLikeZone" : 1, "minesLikeZone" : 1, "terrainTypeLikeZone" : 1,
                          "treasureLikeZone" : 1, "customObjectsLikeZone" : 1 },
                  "3" : { "type" : "junction", "forcedLevel" : "underground", "monsters" : "none", "minesLikeZone" : 2 },
                  "4" : { "type" : "sealed", "size" : 5 },
                  "5" : { "type" : "treasure", "forcedLevel" : "automatic", "monsters" : "weak" },
                },
                "connections" : [
                  { "a" : "1", "b" : "2", "guard" : 3000 },
                  { "a" : "1", "b" : "3", "type" : "wide", "road" : "false" },
                  { "a" : "2", "b" : "3", "type" : "fictive", "road" : "random" },
                  { "a" : "3", "b" : "5", "type" : "repulsive" },
                  { "a" : "5", "b" : "1", "type" : "forcePortal", "guard" : 100, "road" : "true" },
                  { "a" : "2", "b" : "5", "type" : "guarded", },
                ],
              },
            }
            """;

    private static List<Diagnostic> errors(TemplateFile f) {
        return f.diagnostics().stream().filter(Diagnostic::isError).toList();
    }

    @Test
    void readsEveryFieldOfTheSchemaWithCommentsAndTrailingCommas() {
        TemplateFile f = TemplateReader.read(EVERY_FIELD, "every.json");
        assertEquals(List.of(), f.diagnostics(), "no diagnostics");
        Template t = f.templates().get(0);
        assertEquals("Every Field", t.key());
        assertEquals("Every Field Shown", t.name());
        assertEquals("uses each field once", t.description());
        assertEquals(SizeCode.square(36, 1), t.minSize());
        assertEquals(SizeCode.square(108, 2), t.maxSize());
        assertEquals(List.of(2), t.players().numbers());
        assertEquals(List.of(1, 2), t.humans().numbers());
        assertTrue(t.settings());
        assertEquals(Map.of("bannedSpells", List.of("fly"), "bannedArtifacts", List.of("grail"), "bannedSkills", List.of("navigation"),
                "enabledHeroes", List.of("x"), "enabledSpells", List.of("y"), "enabledArtifacts", List.of("z"),
                "enabledSkills", List.of("w"), "bannedHeroes", List.of("v")), t.lists());
        assertEquals(java.util.EnumSet.of(WaterContent.NONE, WaterContent.ISLANDS), t.allowedWaterContent());

        TemplateZone z1 = t.zone("1").orElseThrow();
        assertEquals(ZoneType.PLAYER_START, z1.type());
        assertEquals(20, z1.size());
        assertEquals(1, z1.owner());
        assertEquals(new TownCounts(1, 1, 2, 3), z1.playerTowns());
        assertEquals(new TownCounts(2, 0, 0, 0), z1.neutralTowns());
        assertFalse(z1.matchTerrainToTown());
        assertEquals(List.of(new TownHint("2", List.of(), null), new TownHint(null, List.of("2", "3"), null),
                new TownHint(null, List.of(), "3")), z1.townHints());
        assertEquals(new TemplateZone.Visible(10, 20, 3), z1.visible());
        assertEquals(ForcedLevel.SURFACE, z1.forcedLevel());
        assertEquals(List.of("grass", "dirt"), z1.terrainTypes());
        assertEquals(List.of("lava"), z1.bannedTerrains());
        assertTrue(z1.townsAreSameType());
        assertEquals(List.of("castle"), z1.allowedMonsters());
        assertEquals(List.of("inferno"), z1.bannedMonsters());
        assertEquals(List.of("rampart"), z1.allowedTowns());
        assertEquals(List.of("dungeon"), z1.bannedTowns());
        assertEquals(MonsterStrength.STRONG, z1.monsters());
        assertEquals(Map.of("wood", 2, "ore", 1, "gold", 1), z1.mines());
        assertEquals(List.of(new TreasureRange(100, 500, 4), new TreasureRange(1000, 3000, 1)), z1.treasure());
        assertEquals(5, z1.treasureDensity());
        CustomObjects c = z1.customObjects();
        assertEquals(List.of("pandorasBox", "seerHut"), c.bannedCategories());
        assertEquals(List.of("creatureBank", "dwelling.goblin"), c.bannedObjects());
        assertEquals(Map.of("shrine", new CustomObjects.Required(2, 0), "mine", new CustomObjects.Required(1, 500),
                "bank.dragon", new CustomObjects.Required(1, 0), "bank.cyclops", new CustomObjects.Required(2, 0)), c.requiredObjects());
        assertEquals(List.of(new CustomObjects.Common("windmill", "a", 1500, 50, 1)), c.commonObjects());

        // zone 2 takes everything from zone 1; zone 3 takes mines from 2, which took them from 1
        TemplateZone z2 = t.zone("2").orElseThrow();
        assertEquals(ZoneType.CPU_START, z2.type());
        assertEquals(1, z2.size(), "VCMI's default size");
        assertEquals(z1.playerTowns(), z2.playerTowns());
        assertEquals(z1.neutralTowns(), z2.neutralTowns());
        assertTrue(z2.townsAreSameType());
        assertEquals(z1.allowedTowns(), z2.allowedTowns());
        assertEquals(z1.mines(), z2.mines());
        assertEquals(z1.terrainTypes(), z2.terrainTypes());
        assertEquals(z1.bannedTerrains(), z2.bannedTerrains());
        assertEquals(z1.treasure(), z2.treasure());
        assertEquals(c, z2.customObjects());
        assertTrue(z2.matchTerrainToTown(), "VCMI's default");
        assertEquals(MonsterStrength.NORMAL, z2.monsters(), "VCMI's default");
        TemplateZone z3 = t.zone("3").orElseThrow();
        assertEquals(z1.mines(), z3.mines());
        assertEquals(ForcedLevel.UNDERGROUND, z3.forcedLevel());
        assertEquals(MonsterStrength.NONE, z3.monsters());
        assertEquals(ZoneType.SEALED, t.zone("4").orElseThrow().type());
        assertEquals(MonsterStrength.WEAK, t.zone("5").orElseThrow().monsters());
        assertTrue(t.needsUnderground());

        List<TemplateConnection> cs = t.connections();
        assertEquals(6, cs.size());
        assertEquals(new TemplateConnection(0, "1", "2", 3000, ConnectionType.GUARDED, RoadOption.TRUE, cs.get(0).where(), cs.get(0).fields()), cs.get(0));
        assertEquals(ConnectionType.WIDE, cs.get(1).type());
        assertEquals(RoadOption.FALSE, cs.get(1).road());
        assertEquals(ConnectionType.FICTIVE, cs.get(2).type());
        assertEquals(RoadOption.RANDOM, cs.get(2).road());
        assertEquals(ConnectionType.REPULSIVE, cs.get(3).type());
        assertEquals(ConnectionType.FORCE_PORTAL, cs.get(4).type());
        assertEquals(100, cs.get(4).guard());
        assertEquals(ConnectionType.GUARDED, cs.get(5).type());
        assertEquals(0, cs.get(5).guard());
        assertFalse(ConnectionType.FICTIVE.passable());
        assertFalse(ConnectionType.REPULSIVE.passable());
        assertTrue(ConnectionType.FORCE_PORTAL.passable());
        // positions are kept for every field
        assertEquals(new Where("every.json", 44, 40), cs.get(1).field("type"));
        assertEquals(List.of(1, 2), t.startOwners());
    }

    @Test
    void aZoneThatWritesAFieldItAlsoInheritsIsWarned() {
        String text = """
                { "T" : { "minSize" : "s", "maxSize" : "m", "players" : "2",
                  "zones" : { "1" : { "type" : "playerStart", "owner" : 1, "mines" : { "gold" : 3 } },
                              "2" : { "type" : "playerStart", "owner" : 2, "minesLikeZone" : 1, "mines" : { "wood" : 9 } } },
                  "connections" : [ { "a" : "1", "b" : "2" } ] } }
                """;
        TemplateFile f = TemplateReader.read(text, "t.json");
        assertFalse(f.hasErrors(), f.diagnostics().toString());
        Diagnostic d = only(f, "TPL022");
        assertEquals(Severity.WARNING, d.severity());
        assertEquals(3, d.line());
        assertTrue(d.message().contains("template 'T', zone '2', field 'mines'"), d.message());
        assertEquals(Map.of("gold", 3), f.templates().get(0).zone("2").orElseThrow().mines(), "the reference wins, as in VCMI");
    }

    @Test
    void inheritanceResolvesLongChainsInAnyOrder() {
        String text = """
                { "Chain" : { "minSize" : "s", "maxSize" : "m", "players" : "1",
                  "zones" : {
                    "4" : { "type" : "treasure", "treasureLikeZone" : 3, "terrainTypeLikeZone" : 3 },
                    "3" : { "type" : "treasure", "treasureLikeZone" : 2, "terrainTypeLikeZone" : 2 },
                    "2" : { "type" : "treasure", "treasureLikeZone" : 1, "terrainTypeLikeZone" : 1 },
                    "1" : { "type" : "playerStart", "owner" : 1, "terrainTypes" : ["snow"],
                            "treasure" : [ { "min" : 1, "max" : 2, "density" : 3 } ] } },
                  "connections" : [] } }
                """;
        TemplateFile f = TemplateReader.read(text, "chain.json");
        assertEquals(List.of(), errors(f));
        Template t = f.templates().get(0);
        for (String id : List.of("2", "3", "4")) {
            assertEquals(List.of(new TreasureRange(1, 2, 3)), t.zone(id).orElseThrow().treasure(), id);
            assertEquals(List.of("snow"), t.zone(id).orElseThrow().terrainTypes(), id);
            assertEquals(Map.of("treasureLikeZone", Integer.toString(Integer.parseInt(id) - 1),
                    "terrainTypeLikeZone", Integer.toString(Integer.parseInt(id) - 1)), t.zone(id).orElseThrow().likeZones());
        }
    }

    @Test
    void aCycleOfReferencesIsAnErrorAtTheFieldThatClosesIt() {
        String text = """
                { "Loop" : { "minSize" : "s", "maxSize" : "m", "players" : "1",
                  "zones" : {
                    "1" : { "type" : "playerStart", "owner" : 1, "minesLikeZone" : 3 },
                    "2" : { "type" : "treasure", "minesLikeZone" : 1 },
                    "3" : { "type" : "treasure", "minesLikeZone" : 2 } },
                  "connections" : [] } }
                """;
        TemplateFile f = TemplateReader.read(text, "loop.json");
        Diagnostic d = only(f, "TPL010");
        assertEquals(Severity.ERROR, d.severity());
        assertEquals("loop.json", d.file());
        assertEquals(4, d.line());
        assertEquals(52, d.column());
        assertTrue(d.message().contains("template 'Loop', zone '2', field 'minesLikeZone'"), d.message());
        assertTrue(d.message().contains("1 -> 3 -> 2 -> 1"), d.message());
        assertTrue(f.templates().get(0).hasErrors());
    }

    @Test
    void aSelfReferenceIsACycleToo() {
        String text = """
                { "Self" : { "minSize" : "s", "maxSize" : "m", "players" : "1",
                  "zones" : { "1" : { "type" : "playerStart", "owner" : 1, "treasureLikeZone" : 1 } },
                  "connections" : [] } }
                """;
        assertTrue(only(TemplateReader.read(text, "self.json"), "TPL010").message().contains("1 -> 1"));
    }

    @Test
    void referencesToMissingZonesAreErrorsWithPositions() {
        String text = """
                { "Missing" : { "minSize" : "s", "maxSize" : "m", "players" : "1",
                  "zones" : { "1" : { "type" : "playerStart", "owner" : 1, "minesLikeZone" : 7,
                                      "townHints" : [ { "likeZone" : 9 } ] } },
                  "connections" : [ { "a" : "1", "b" : "8" }, { "a" : "1", "b" : "1" }, { "b" : "1" } ] } }
                """;
        TemplateFile f = TemplateReader.read(text, "missing.json");
        List<Diagnostic> unknown = f.diagnostics().stream().filter(d -> d.code().equals("TPL009")).toList();
        assertEquals(3, unknown.size(), unknown.toString());
        assertTrue(unknown.stream().anyMatch(d -> d.message().contains("connection #1, field 'b': there is no zone '8'") && d.line() == 4 && d.column() == 40));
        assertTrue(unknown.stream().anyMatch(d -> d.message().contains("zone '1', field 'minesLikeZone': there is no zone '7'") && d.line() == 2));
        assertTrue(unknown.stream().anyMatch(d -> d.message().contains("field 'townHints': there is no zone '9'")));
        assertEquals(1, f.diagnostics().stream().filter(d -> d.code().equals("TPL013")).count());
        assertTrue(only(f, "TPL006").message().contains("connection #3, field 'a'"));
    }

    @Test
    void wrongTypesBadValuesAndMissingFieldsAreReportedAndTheRestIsRead() {
        String text = """
                { "Bad" : { "minSize" : "q", "maxSize" : 72, "players" : "2-x", "colour" : "red",
                  "allowedWaterContent" : ["lakes"],
                  "zones" : { "1" : { "type" : "castle", "size" : "big", "owner" : 9, "monsters" : "scary",
                                      "forcedLevel" : "sky", "mines" : { "wood" : -1, "unobtainium" : 1 },
                                      "treasure" : [ { "min" : 5, "max" : 1, "density" : 1 } ],
                                      "terrainTypes" : ["moon"], "matchTerrainToTown" : "yes" },
                              "2" : { "size" : 3 } },
                  "connections" : [ { "a" : "1", "b" : "2", "type" : "tunnel", "road" : "maybe", "guard" : -5 } ] } }
                """;
        TemplateFile f = TemplateReader.read(text, "bad.json");
        assertTrue(f.hasErrors());
        Template t = f.templates().get(0);
        assertEquals(1, t.connections().size(), "the connection is kept with its defaults");
        assertEquals(ConnectionType.GUARDED, t.connections().get(0).type());
        for (String expect : List.of("field 'minSize': 'q' is not a size", "field 'maxSize': must be a string",
                "field 'players': '2-x' is not a player count", "field 'colour': the schema has no such field",
                "field 'allowedWaterContent': water content is none, normal or islands, not 'lakes'",
                "zone '1', field 'type'", "zone '1', field 'size': must be a number", "zone '1', field 'owner'",
                "zone '1', field 'monsters'", "zone '1', field 'forcedLevel'", "zone '1', field 'mines.wood'",
                "zone '1', field 'mines.unobtainium'", "zone '1', field 'treasure': max 1 is below min 5",
                "zone '1', field 'terrainTypes': 'moon'", "zone '1', field 'matchTerrainToTown'",
                "zone '2', field 'type': the schema requires it", "connection #1, field 'type'", "connection #1, field 'road'",
                "connection #1, field 'guard'")) {
            assertTrue(f.diagnostics().stream().anyMatch(d -> d.message().contains(expect) && d.line() > 0 && d.column() > 0),
                    expect + " in " + f.diagnostics());
        }
        Diagnostic colour = f.diagnostics().stream().filter(d -> d.code().equals("TPL003")).findFirst().orElseThrow();
        assertEquals(Severity.WARNING, colour.severity());
        assertEquals("bad.json:1:76: warning TPL003: template 'Bad', field 'colour': the schema has no such field; it is ignored", colour.format());
    }

    @Test
    void syntaxErrorsAndNonTemplatesArePositionedDiagnostics() {
        TemplateFile broken = TemplateReader.read("{ \"T\" : { \"zones\" : { \n  \"1\" : { \"type\" : \"treasure\" \"size\" : 2 } } } }", "broken.json");
        Diagnostic d = only(broken, "TPL001");
        assertEquals(2, d.line());
        assertEquals(31, d.column());
        assertEquals(List.of(), broken.templates());
        assertEquals("TPL002", TemplateReader.read("[1, 2]", "a.json").diagnostics().get(0).code());
        assertEquals("TPL002", TemplateReader.read("{ \"x\" : 3 }", "b.json").diagnostics().get(0).code());
        assertEquals("TPL020", TemplateReader.read("{ }", "c.json").diagnostics().get(0).code());
        assertEquals("TPL019", TemplateReader.read(java.nio.file.Path.of("/nonexistent/x.json")).diagnostics().get(0).code());
        TemplateFile empty = TemplateReader.read("{ \"E\" : { } }", "e.json");
        assertEquals(5, empty.diagnostics().stream().filter(x -> x.code().equals("TPL006")).count(), empty.diagnostics().toString());
    }

    @Test
    void startZonesNeedOwnersAndSharedOwnersAreWarned() {
        String text = """
                { "Owners" : { "minSize" : "s", "maxSize" : "m", "players" : "2-4",
                  "zones" : { "1" : { "type" : "playerStart" }, "2" : { "type" : "cpuStart", "owner" : 2 },
                              "3" : { "type" : "playerStart", "owner" : 2 } },
                  "connections" : [] } }
                """;
        TemplateFile f = TemplateReader.read(text, "o.json");
        assertTrue(only(f, "TPL012").message().contains("zone '1', field 'owner'"));
        assertEquals(Severity.WARNING, only(f, "TPL021").severity());
        Diagnostic players = only(f, "TPL015");
        assertEquals(Severity.WARNING, players.severity());
        assertTrue(players.message().contains("only 1 start zones"), players.message());
    }

    @Test
    void sizeCodesCompareByTilesOverAllLevels() {
        assertEquals(SizeCode.square(36, 1), SizeCode.parse("s").orElseThrow());
        assertEquals(SizeCode.square(72, 2), SizeCode.parse("m+u").orElseThrow());
        assertEquals(SizeCode.square(252, 2), SizeCode.parse(" G+U ").orElseThrow());
        assertEquals(new SizeCode(120, 100, 2), SizeCode.parse("120x100x2").orElseThrow());
        assertEquals(new SizeCode(120, 120, 1), SizeCode.parse("120x120").orElseThrow());
        for (String bad : List.of("", "q", "s+v", "m+u+u", "0x10x1", "10x10x3", "axb", "12x12x1+u")) {
            assertTrue(SizeCode.parse(bad).isEmpty(), bad);
        }
        List<Integer> tiles = List.of(36, 72, 108, 144, 180, 216, 252);
        for (int i = 0; i < SizeCode.CODES.size(); i++) {
            assertEquals(tiles.get(i), SizeCode.parse(SizeCode.CODES.get(i)).orElseThrow().width());
            assertEquals(SizeCode.CODES.get(i) + "+u", SizeCode.square(tiles.get(i), 2).toString());
        }
        assertEquals(14, SizeCode.allCodes().size());
        assertTrue(SizeCode.parse("m+u").get().compareTo(SizeCode.parse("m").get()) > 0);
        assertTrue(SizeCode.parse("m+u").get().compareTo(SizeCode.parse("l").get()) < 0);
        assertTrue(SizeCode.parse("l+u").get().compareTo(SizeCode.parse("xl").get()) > 0, "l+u holds more tiles than xl");
        assertEquals("100x90x1", new SizeCode(100, 90, 1).toString());
    }

    @Test
    void playerCountsAreNumbersAndRanges() {
        assertEquals(List.of(2, 3, 4), PlayerCounts.parse("2-4").orElseThrow().numbers());
        assertEquals(List.of(1, 2, 4, 6), PlayerCounts.parse("1-2, 4,6").orElseThrow().numbers());
        assertEquals(List.of(2), PlayerCounts.parse("2").orElseThrow().numbers());
        assertEquals(List.of(0), PlayerCounts.parse("").orElseThrow().numbers());
        PlayerCounts p = PlayerCounts.parse("2-8").orElseThrow();
        assertEquals(2, p.min());
        assertEquals(8, p.max());
        assertTrue(p.contains(5));
        assertFalse(p.contains(1));
        for (String bad : List.of("9", "4-2", "a", "1-2-3", "2,", "-1")) assertTrue(PlayerCounts.parse(bad).isEmpty(), bad);
    }

    @Test
    void theTemplateSaysWhichSizesItFits() {
        Template t = TemplateReader.read(EVERY_FIELD, "every.json").templates().get(0);
        assertEquals(List.of("s", "s+u", "m", "m+u", "l", "l+u", "xl"), t.sizeCodes().stream().map(SizeCode::toString).toList());
        assertTrue(t.fits(SizeCode.parse("xl").get()), "xl has fewer tiles than l+u");
        assertTrue(t.fits(SizeCode.parse("150x150x1").get()));
        assertFalse(t.fits(SizeCode.parse("xl+u").get()));
    }

    static Diagnostic only(TemplateFile f, String code) {
        List<Diagnostic> d = f.diagnostics().stream().filter(x -> x.code().equals(code)).toList();
        assertEquals(1, d.size(), code + " in " + f.diagnostics());
        return d.get(0);
    }

    @Test
    void aTemplateWithTenThousandZonesIsRefusedWithTheLimit() {
        StringBuilder zones = new StringBuilder();
        for (int z = 1; z <= 10_000; z++) zones.append(z > 1 ? "," : "").append("\"").append(z).append("\":{\"type\":\"treasure\",\"size\":1}");
        String text = "{\"Huge\":{\"minSize\":\"s\",\"maxSize\":\"g\",\"players\":\"2\",\n\"zones\":{" + zones + "},\"connections\":[]}}";
        long start = System.nanoTime();
        TemplateFile f = TemplateReader.read(text, "huge.json");
        Diagnostic d = f.diagnostics().stream().filter(x -> x.code().equals("TPL023")).findFirst().orElseThrow(() -> new AssertionError(f.diagnostics().toString()));
        assertTrue(d.message().contains("10000 zones; a template holds at most " + TemplateReader.MAX_ZONES), d.format());
        assertEquals(2, d.line());
        assertTrue(f.hasErrors());
        assertTrue(System.nanoTime() - start < 30_000_000_000L, "read in good time");
    }

    @Test
    void tooManyConnectionsOrTemplatesAreRefusedWithTheLimit() {
        String conns = "{\"a\":\"1\",\"b\":\"2\"},".repeat(TemplateReader.MAX_CONNECTIONS) + "{\"a\":\"1\",\"b\":\"2\"}";
        TemplateFile f = TemplateReader.read("{\"T\":{\"players\":\"2\",\"zones\":{\"1\":{\"type\":\"playerStart\",\"size\":1,\"owner\":1},"
                + "\"2\":{\"type\":\"playerStart\",\"size\":1,\"owner\":2}},\"connections\":[" + conns + "]}}", "conns.json");
        assertTrue(f.diagnostics().stream().anyMatch(x -> x.code().equals("TPL023") && x.message().contains("1025 connections")), f.diagnostics().toString());
        StringBuilder many = new StringBuilder("{");
        for (int t = 0; t <= TemplateReader.MAX_TEMPLATES; t++) many.append(t > 0 ? "," : "").append("\"t").append(t).append("\":{}");
        TemplateFile g = TemplateReader.read(many + "}", "many.json");
        assertEquals(1, g.diagnostics().size());
        assertTrue(g.diagnostics().get(0).message().contains("1025 templates; a file holds at most 1024"), g.diagnostics().toString());
    }
}
