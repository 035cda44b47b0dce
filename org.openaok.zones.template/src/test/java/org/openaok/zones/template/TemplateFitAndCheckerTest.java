package org.openaok.zones.template;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.zones.template.checker.TemplateChecker;

class TemplateFitAndCheckerTest {
    @TempDir
    Path dir;

    private static final String DUEL = """
            {
              "Duel" : {
                "minSize" : "m", "maxSize" : "l",
                "players" : "2",
                "allowedWaterContent" : ["none"],
                "zones" : {
                  "1" : { "type" : "playerStart", "owner" : 1, "size" : 10, "playerTowns" : { "towns" : 1 } },
                  "2" : { "type" : "playerStart", "owner" : 2, "size" : 10, "playerTowns" : { "towns" : 1 } },
                  "3" : { "type" : "junction", "forcedLevel" : "underground" }
                },
                "connections" : [ { "a" : "1", "b" : "3", "guard" : 3000 }, { "a" : "2", "b" : "3", "guard" : 3000 } ]
              }
            }
            """;

    private Template duel() {
        TemplateFile f = TemplateReader.read(DUEL, "duel.json");
        assertFalse(f.hasErrors(), f.diagnostics().toString());
        return f.templates().get(0);
    }

    @Test
    void aMapLargerThanTheTemplateIsAWarningNamingTheFieldAndItsPlace() {
        List<Diagnostic> d = TemplateFit.check(duel(), SizeCode.parse("g+u").get(), 2, null);
        Diagnostic big = d.stream().filter(x -> x.code().equals("TPL014")).findFirst().orElseThrow();
        assertEquals(Severity.WARNING, big.severity());
        assertEquals("duel.json", big.file());
        assertEquals(3, big.line());
        assertEquals(34, big.column());
        assertTrue(big.message().startsWith("template 'Duel', field 'maxSize': the map asked for, g+u (127008 tiles)"), big.message());
        Diagnostic small = TemplateFit.check(duel(), SizeCode.parse("s").get(), 2, null).get(0);
        assertTrue(small.message().contains("field 'minSize'"), small.message());
        assertEquals(List.of(), TemplateFit.check(duel(), SizeCode.parse("m+u").get(), 2, WaterContent.NONE));
    }

    @Test
    void morePlayersThanStartsIsAnErrorAndFewerIsAWarning() {
        Diagnostic many = TemplateFit.check(duel(), SizeCode.parse("m+u").get(), 3, null).get(0);
        assertEquals(Severity.ERROR, many.severity());
        assertEquals("TPL015", many.code());
        assertTrue(many.message().contains("field 'players': 3 players asked for, but the template has start zones for 2"));
        Diagnostic one = TemplateFit.check(duel(), SizeCode.parse("m+u").get(), 1, null).get(0);
        assertEquals(Severity.WARNING, one.severity());
    }

    @Test
    void waterTheTemplateDoesNotAllowAndMissingUndergroundAreReported() {
        List<Diagnostic> d = TemplateFit.check(duel(), SizeCode.parse("l").get(), 2, WaterContent.ISLANDS);
        assertTrue(d.stream().anyMatch(x -> x.code().equals("TPL017") && x.isError() && x.message().contains("'islands'")), d.toString());
        assertTrue(d.stream().anyMatch(x -> x.code().equals("TPL016") && !x.isError()), d.toString());
    }

    @Test
    void theCheckerTakesTemplateFilesAndNoOtherJson() throws IOException {
        TemplateChecker checker = new TemplateChecker();
        assertEquals("template", checker.id());
        Path template = write("duel.json", DUEL);
        Path zeroAd = write("map.json", "{ \"size\" : 4, \"height\" : [0,0], \"seaLevel\" : 20, \"textureNames\" : [\"a\"], "
                + "\"tileData\" : { \"index\" : [0], \"priority\" : [0] }, \"entities\" : [] }");
        Path settings = write("settings.json", "{ \"waterZone\" : { \"treasure\" : [] }, \"mines\" : { \"extraResourcesLimit\" : 3 } }");
        Path array = write("list.json", "[ { \"zones\" : {} } ]");
        Path brokenTemplate = write("broken.json", "{ \"X\" : { \"zones\" : { }, \"connections\" : [ , }");
        Path notJson = write("duel.txt", DUEL);
        assertTrue(checker.accepts(template));
        assertTrue(checker.accepts(brokenTemplate), "a broken template is still taken, to report its syntax");
        assertFalse(checker.accepts(zeroAd), "0 A.D. map data is not a template");
        assertFalse(checker.accepts(settings));
        assertFalse(checker.accepts(array));
        assertFalse(checker.accepts(notJson));
        assertFalse(checker.accepts(dir.resolve("missing.json")));

        List<Diagnostic> broken = checker.check(brokenTemplate, Map.of());
        assertEquals("TPL001", broken.get(0).code());
        assertTrue(broken.get(0).format().startsWith(brokenTemplate + ":1:"), broken.get(0).format());

        List<Diagnostic> ok = checker.check(template, Map.of());
        assertFalse(ok.stream().anyMatch(Diagnostic::isError), ok.toString());
        assertTrue(ok.stream().anyMatch(d -> d.code().equals("TPL100") && d.message().contains("3 zones, 2 connections, sizes m to l")));

        List<Diagnostic> fit = checker.check(template, Map.of("size", "g+u", "players", "3", "template", "Duel"));
        assertTrue(fit.stream().anyMatch(d -> d.code().equals("TPL014")), fit.toString());
        assertTrue(fit.stream().anyMatch(d -> d.code().equals("TPL015") && d.isError()), fit.toString());
        List<Diagnostic> missing = checker.check(template, Map.of("template", "Nope", "size", "huge", "players", "ten", "water", "lava"));
        for (String code : List.of("TPL018", "TPL005")) assertTrue(missing.stream().anyMatch(d -> d.code().equals(code)), code + missing);
        assertEquals(3, missing.stream().filter(d -> d.code().equals("TPL005")).count(), missing.toString());
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }
}
