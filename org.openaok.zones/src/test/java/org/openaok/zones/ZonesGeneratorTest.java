package org.openaok.zones;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.data.ObjectKind;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapEntry;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.stage.StageScope;

class ZonesGeneratorTest {
    @TempDir
    Path dir;

    static void assertClean(GenerationResult r) {
        assertFalse(r.failed(), () -> r.diagnostics().toString());
        assertFalse(r.hasErrors(), () -> r.diagnostics().toString());
        List<CheckResult> failed = r.checks().stream().filter(c -> !c.passed()).toList();
        assertEquals(List.of(), failed);
        assertEquals(7, r.checks().size());
        assertEquals(64, r.hash().length());
    }

    @Test
    void everyBuiltInTemplateGeneratesAtItsSmallestAndLargestSizes() {
        for (String name : List.of("OpenAoK Duel", "OpenAoK Four Winds", "OpenAoK Archipelago")) {
            for (String size : List.of("min", "max")) {
                var t = org.openaok.zones.plan.TemplateLibrary.load(null).find(name).orElseThrow().template();
                var s = size.equals("min") ? t.sizeCodes().get(0) : t.sizeCodes().get(t.sizeCodes().size() - 1);
                int players = size.equals("min") ? t.players().min() : t.players().max();
                var req = Zones.request(name, s.width(), s.levels(), players, 5);
                if (name.contains("Archipelago")) req.option("water", size.equals("min") ? "normal" : "islands");
                GenerationResult r = Zones.generate(req.build(), 2);
                assertClean(r);
                assertEquals(players, r.map().starts().size(), name + " " + s);
                assertEquals(s.levels(), r.map().levels().size(), name + " " + s);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameBytesForOneTwoAndEightThreads() {
        List<org.openaok.api.generate.GenerationRequest> requests = List.of(
                Zones.request("OpenAoK Four Winds", 144, 2, 4, 99).build(),
                Zones.request("OpenAoK Archipelago", 108, 0, 3, 7).option("water", "islands").build(),
                Zones.request("OpenAoK Duel", 72, 0, 2, 12).option("water", "normal").build());
        for (var req : requests) {
            Set<String> hashes = new TreeSet<>();
            for (int threads : new int[] {1, 2, 8}) {
                GenerationResult r = Zones.generate(req, threads);
                assertClean(r);
                hashes.add(r.hash());
            }
            assertEquals(1, hashes.size(), req.map() + ": " + hashes);
            assertNotEquals(hashes.iterator().next(), Zones.generate(req.withSeed(req.seed() + 1), 2).hash(), "another seed, another map");
        }
    }

    @Test
    void zoneIdsAreWrittenToEveryTileAndTheZonesAreTheTemplatesPlusTheSea() {
        GenerationResult r = Zones.generate(Zones.request("OpenAoK Four Winds", 108, 2, 3, 3).build(), 2);
        assertClean(r);
        // ten template zones, no sea, nothing else; zone 10 is forced underground, starts stay on the surface,
        // and the other zones go to whichever level holds less
        assertEquals(10, r.map().zones().size());
        assertEquals(1, r.map().zones().get(9).level());
        for (int z = 0; z < 4; z++) assertEquals(0, r.map().zones().get(z).level());
        // the starts weigh 56 on the surface, so every other zone (54 in all) goes below to balance it
        long below = r.map().zones().stream().filter(z -> z.level() == 1).count();
        assertEquals(6, below);
        for (MapLevel level : r.map().levels()) {
            for (int t = 0; t < level.tiles(); t++) {
                int z = level.zone(t);
                assertTrue(z >= 0 && r.map().zones().get(z).level() == level.index(), "tile " + t + " of level " + level.index());
            }
        }
        // a sea: one more zone, all water, with beaches where land meets it
        GenerationResult sea = Zones.generate(Zones.request("OpenAoK Archipelago", 108, 1, 2, 3).option("water", "normal").build(), 2);
        assertClean(sea);
        var water = sea.map().zones().stream().filter(z -> z.kind().equals("water")).toList();
        assertEquals(1, water.size());
        MapLevel surface = sea.map().surface();
        int seaTiles = 0, beach = 0;
        for (int t = 0; t < surface.tiles(); t++) {
            var terrain = Zones.DATA.terrain(surface.terrain(t)).orElseThrow();
            if (surface.zone(t) == water.get(0).id()) {
                seaTiles++;
                assertTrue(terrain.water(), "sea tile " + t);
            } else if (terrain.role() == org.openaok.api.data.TerrainRole.BEACH) {
                beach++;
            }
        }
        assertTrue(seaTiles > 108 * 108 / 8, seaTiles + " sea tiles");
        assertTrue(beach > 10, beach + " beach tiles");
        // islands: every land connection crosses water between docks
        GenerationResult islands = Zones.generate(Zones.request("OpenAoK Archipelago", 108, 1, 4, 3).option("water", "islands").build(), 2);
        assertClean(islands);
        CheckResult ways = islands.checks().stream().filter(c -> c.name().equals("zones.connections")).findFirst().orElseThrow();
        assertEquals("6 connections: [6 water]", ways.detail());
    }

    @Test
    void aLevelNoZoneLiesOnIsRockAndASealedZoneIsClosed() {
        // Duel's zones all go to the surface on a two-level map except those the balance sends below;
        // a template whose zones are all starts leaves the underground to a rock zone
        String text = """
                { "Two Starts" : { "minSize" : "s", "maxSize" : "m+u", "players" : "2",
                  "zones" : { "1" : { "type" : "playerStart", "owner" : 1, "size" : 10, "playerTowns" : { "towns" : 1 } },
                              "2" : { "type" : "playerStart", "owner" : 2, "size" : 10, "playerTowns" : { "towns" : 1 } },
                              "3" : { "type" : "sealed", "size" : 4, "forcedLevel" : "surface" } },
                  "connections" : [ { "a" : "1", "b" : "2", "guard" : 2000 } ] } }
                """;
        GenerationResult r = Zones.generate(Zones.request(write("two.json", text).toString(), 72, 2, 2, 1).build(), 2);
        assertClean(r);
        assertEquals(List.of("1", "2", "3", "rock 1"), r.map().zones().stream().map(z -> z.name()).toList());
        assertEquals("rock", r.map().zones().get(3).kind());
        assertEquals("sealed", r.map().zones().get(2).kind());
        // the rock level and the sealed zone hold no open ground at all
        for (MapLevel level : r.map().levels()) {
            for (int t = 0; t < level.tiles(); t++) {
                if (level.zone(t) >= 2) assertFalse(level.passable(t, org.openaok.api.map.MovementClass.LAND), "tile " + t + " of level " + level.index());
            }
        }
    }

    @Test
    void theStandardStartStandsInEachPlayersZone() {
        GenerationResult r = Zones.generate(Zones.request("OpenAoK Four Winds", 144, 1, 4, 21).build(), 2);
        assertClean(r);
        List<MapObject> objects = r.map().objects().list();
        for (var start : r.map().starts()) {
            int seat = start.player();
            assertEquals(1, objects.stream().filter(o -> o.type() == 109 && o.owner() == seat).count(), "Town Center of " + seat);
            assertEquals(3, objects.stream().filter(o -> o.type() == 83 && o.owner() == seat).count(), "villagers of " + seat);
            assertEquals(1, objects.stream().filter(o -> o.type() == 448 && o.owner() == seat).count(), "scout of " + seat);
            // gold, stone and food within 14 tiles of the Town Center
            for (int resource : new int[] {66, 102, 59, 594}) {
                assertTrue(objects.stream().anyMatch(o -> o.type() == resource
                        && Math.max(Math.abs(o.tileX() - start.x()), Math.abs(o.tileY() - start.y())) <= 14), "resource " + resource + " near " + seat);
            }
        }
        // neutral towns of zones 5 and 6 are Gaia Town Centers; guards are Gaia predators
        assertEquals(2, objects.stream().filter(o -> o.type() == 109 && o.owner() == 0).count());
        assertTrue(objects.stream().anyMatch(o -> Zones.DATA.object(o.type()).orElseThrow().kind() == ObjectKind.PREDATOR));
    }

    @Test
    void aTemplateFileIsReadWithTheTemplateOptionAndTheFirstIsTheDefault() throws IOException {
        Path file = builtinCopy();
        GenerationResult first = Zones.generate(Zones.request(file.toString(), 72, 1, 2, 4).build(), 2);
        assertClean(first);
        assertEquals(5, first.map().zones().size(), "the file's first template is the Duel (5 zones)");
        GenerationResult named = Zones.generate(Zones.request(file.toString(), 108, 1, 2, 4).option("template", "OpenAoK Archipelago")
                .option("water", "normal").build(), 2);
        assertClean(named);
        assertEquals(6, named.map().zones().size(), "five zones and the sea");
        GenerationResult missing = Zones.generate(Zones.request(file.toString(), 108, 1, 2, 4).option("template", "Nope").build(), 2);
        assertTrue(missing.failed());
        assertTrue(missing.diagnostics().stream().anyMatch(d -> d.code().equals("TPL018")), missing.diagnostics().toString());
    }

    @Test
    void installedTemplatesAreFoundByNameIncludingThoseOfTheTemplatesFolder() throws IOException {
        String text = """
                // a template of our own in a folder named by openaok.templates
                { "Folder Pair" : { "minSize" : "s", "maxSize" : "m", "players" : "2", "description" : "two starts",
                  "zones" : { "1" : { "type" : "playerStart", "owner" : 1, "size" : 10, "playerTowns" : { "towns" : 1 }, "mines" : { "gold" : 1 } },
                              "2" : { "type" : "playerStart", "owner" : 2, "size" : 10, "playerTowns" : { "towns" : 1 }, "minesLikeZone" : 1 },
                              "3" : { "type" : "treasure", "size" : 6, "treasure" : [ { "min" : 500, "max" : 2000, "density" : 4 } ] } },
                  "connections" : [ { "a" : "1", "b" : "3", "guard" : 1500 }, { "a" : "2", "b" : "3", "guard" : 1500 } ] } }
                """;
        write("pair.json", text);
        String before = System.getProperty("openaok.templates");
        System.setProperty("openaok.templates", dir.toString());
        try {
            ZonesGenerator g = new ZonesGenerator();
            List<String> names = g.maps().stream().map(MapEntry::name).toList();
            assertEquals(List.of("OpenAoK Duel", "OpenAoK Four Winds", "OpenAoK Archipelago", "Folder Pair"), names);
            MapEntry pair = g.maps().get(3);
            assertTrue(pair.description().contains("two starts") && pair.description().contains("s to m"), pair.description());
            assertTrue(pair.origin().endsWith("pair.json"));
            GenerationResult r = Zones.engine().generate(Zones.request("Folder Pair", 72, 0, 2, 8).build(),
                    org.openaok.api.generate.RunOptions.defaults().withThreads(2));
            assertClean(r);
            assertEquals(3, r.map().zones().size());
            GenerationResult none = Zones.generate(Zones.request("No Such Template", 72, 0, 2, 8).build(), 2);
            assertTrue(none.failed());
            assertTrue(none.diagnostics().stream().anyMatch(d -> d.message().contains("no installed template is named 'No Such Template'")));
        } finally {
            if (before == null) System.clearProperty("openaok.templates");
            else System.setProperty("openaok.templates", before);
        }
    }

    @Test
    void theTemplateDecidesTheLevelsWhenAskedTo() throws GenerationException {
        assertEquals(2, Zones.generate(Zones.request("OpenAoK Four Winds", 108, 0, 2, 1).build(), 2).map().levels().size(),
                "a zone is forced underground");
        assertEquals(1, Zones.generate(Zones.request("OpenAoK Duel", 108, 0, 2, 1).build(), 2).map().levels().size());
        assertEquals(2, Zones.generate(Zones.request("OpenAoK Duel", 108, 2, 2, 1).build(), 2).map().levels().size(), "asked for +u");
    }

    @Test
    void aMapLargerThanTheTemplateIsAWarningAndIsStillMade() {
        GenerationResult r = Zones.generate(Zones.request("OpenAoK Duel", 252, 2, 2, 1).build(), 2);
        assertClean(r);
        Diagnostic d = r.diagnostics().stream().filter(x -> x.code().equals("TPL014")).findFirst().orElseThrow();
        assertEquals(org.openaok.api.diag.Severity.WARNING, d.severity());
        assertTrue(d.message().startsWith("template 'OpenAoK Duel', field 'maxSize'"), d.message());
        assertTrue(d.file().endsWith("openaok.json") && d.line() > 0 && d.column() > 0, d.format());
    }

    @Test
    void morePlayersThanStartsOrWaterTheTemplateForbidsFailsWithADiagnosticNotACrash() {
        GenerationResult many = Zones.generate(Zones.request("OpenAoK Duel", 72, 1, 3, 1).build(), 2);
        assertTrue(many.failed());
        Diagnostic d = many.diagnostics().stream().filter(x -> x.code().equals("TPL015")).findFirst().orElseThrow();
        assertTrue(d.isError() && d.line() > 0 && d.message().contains("field 'players'"), d.format());
        GenerationResult water = Zones.generate(Zones.request("OpenAoK Duel", 72, 1, 2, 1).option("water", "islands").build(), 2);
        assertTrue(water.failed());
        assertTrue(water.diagnostics().stream().anyMatch(x -> x.code().equals("TPL017") && x.message().contains("allowedWaterContent")));
        GenerationResult bad = Zones.generate(Zones.request("OpenAoK Duel", 72, 1, 2, 1).option("water", "lava").build(), 2);
        assertTrue(bad.failed());
        assertTrue(bad.diagnostics().stream().anyMatch(x -> x.message().contains("--water 'lava'")));
    }

    @Test
    void aMalformedTemplateFileFailsWithItsPositions() throws IOException {
        Path file = write("broken.json", "{ \"Broken\" : {\n  \"zones\" : { \"1\" : { \"type\" : \"moon\" } },\n  \"connections\" : [ ] } }");
        GenerationResult r = Zones.generate(Zones.request(file.toString(), 72, 1, 2, 1).build(), 2);
        assertTrue(r.failed());
        assertNull(r.map());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("TPL005") && d.line() == 2 && d.file().equals(file.toString())),
                r.diagnostics().toString());
        Path syntax = write("syntax.json", "{ \"S\" : { \"zones\" : { ] } }");
        GenerationResult s = Zones.generate(Zones.request(syntax.toString(), 72, 1, 2, 1).build(), 2);
        assertTrue(s.failed());
        assertEquals("TPL001", s.diagnostics().get(0).code());
    }

    @Test
    void aTemplateThatCannotBeLaidOutFailsSayingWhy() throws IOException {
        StringBuilder zones = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            zones.append(i > 1 ? "," : "").append("\"").append(i).append("\" : { \"type\" : \"")
                    .append(i <= 2 ? "playerStart\", \"owner\" : " + i : "treasure\"").append(" }");
        }
        Path file = write("crowd.json", "{ \"Crowd\" : { \"minSize\" : \"s\", \"maxSize\" : \"s\", \"players\" : \"2\", \"zones\" : { "
                + zones + " }, \"connections\" : [ { \"a\" : \"1\", \"b\" : \"2\" } ] } }");
        GenerationResult r = Zones.generate(Zones.request(file.toString(), 16, 1, 2, 1).build(), 2);
        assertTrue(r.failed());
        Diagnostic d = r.diagnostics().stream().filter(x -> x.code().equals("zones-layout")).findFirst().orElseThrow();
        assertTrue(d.message().contains("template 'Crowd' cannot be laid out") && d.message().contains("tiles; each zone needs at least"), d.message());
        assertTrue(d.line() > 0, d.format());
    }

    @Test
    void theGameMappingIsADataFileARequestCanReplace() throws IOException {
        String builtin;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("org/openaok/zones/zones-mapping.json")) {
            builtin = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // a mod's mapping: every guard a jaguar, gold mines become stone sites
        String mod = builtin.replace("{ \"object\" : \"WOLF\", \"value\" : 600 }, ", "").replace(", { \"object\" : \"DIRE_WOLF\", \"value\" : 2500 }", "")
                .replace("\"gold\"    : { \"object\" : \"GOLD\",   \"count\" : 6,  \"resource\" : \"gold\" }",
                        "\"gold\"    : { \"object\" : \"STONE\",   \"count\" : 6,  \"resource\" : \"stone\" }");
        assertNotEquals(builtin, mod);
        Path file = write("mod-mapping.json", mod);
        GenerationResult base = Zones.generate(Zones.request("OpenAoK Four Winds", 108, 1, 2, 6).build(), 2);
        GenerationResult modded = Zones.generate(Zones.request("OpenAoK Four Winds", 108, 1, 2, 6).option("mapping", file.toString()).build(), 2);
        assertClean(base);
        assertClean(modded);
        assertTrue(base.map().objects().list().stream().anyMatch(o -> o.type() == 126 || o.type() == 89), "wolves guard by default");
        assertFalse(modded.map().objects().list().stream().anyMatch(o -> o.type() == 126 || o.type() == 89), "the mod's mapping has no wolves");
        assertTrue(modded.map().objects().list().stream().anyMatch(o -> o.type() == 812), "jaguars guard");
        long baseGold = base.map().objects().list().stream().filter(o -> o.type() == 66).count();
        long moddedGold = modded.map().objects().list().stream().filter(o -> o.type() == 66).count();
        assertTrue(moddedGold < baseGold, baseGold + " -> " + moddedGold);

        Path broken = write("broken-mapping.json", mod.replace("\"dock\" : \"OUTPOST\"", "\"dock\" : \"SPACESHIP\""));
        GenerationResult r = Zones.generate(Zones.request("OpenAoK Four Winds", 108, 1, 2, 6).option("mapping", broken.toString()).build(), 2);
        assertTrue(r.failed());
        Diagnostic d = r.diagnostics().stream().filter(x -> x.code().equals("ZMAP")).findFirst().orElseThrow();
        assertTrue(d.message().contains("no object 'SPACESHIP'") && d.file().equals(broken.toString()) && d.line() > 0, d.format());
    }

    @Test
    void theStagesAndTheirDependenciesArePlanned() throws GenerationException {
        List<PlannedStage> plan = Zones.engine().plan(ZonesGenerator.ID);
        assertEquals(List.of("zones.placement", "zones.terrain", "zones.mask", "zones.connections", "zones.towns", "zones.mines",
                "zones.paths", "zones.treasures", "zones.rivers", "zones.obstacles", "zones.roads"), plan.stream().map(PlannedStage::id).toList());
        for (PlannedStage p : plan) {
            boolean mapWide = Set.of("zones.placement", "zones.connections", "zones.rivers", "zones.roads").contains(p.id());
            assertEquals(mapWide ? StageScope.MAP : StageScope.ZONE, p.scope(), p.id());
        }
        assertEquals("[after zones.mask (all zones)]", plan.get(3).dependencies().toString());
        assertEquals("[after zones.treasures (all zones)]", plan.get(8).dependencies().toString());
        assertEquals("[after zones.treasures, after zones.rivers]", plan.get(9).dependencies().toString());
    }

    private Path write(String name, String text) {
        try {
            Path p = dir.resolve(name);
            Files.writeString(p, text, StandardCharsets.UTF_8);
            return p;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private Path builtinCopy() throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("org/openaok/zones/templates/openaok.json")) {
            return write("openaok-copy.json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
