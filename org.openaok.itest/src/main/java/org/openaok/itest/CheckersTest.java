package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.io.ScriptChecker;
import org.osgi.test.common.annotation.InjectService;

/** The script checkers behind 'openaok check', as services in the framework. */
class CheckersTest {
    @InjectService(filter = "(component.name=*Rms*)", timeout = 5000)
    ScriptChecker rms;

    @InjectService(filter = "(component.name=*Per*)", timeout = 5000)
    ScriptChecker per;

    @InjectService(filter = "(component.name=*Template*)", timeout = 5000)
    ScriptChecker template;

    @InjectService(cardinality = 0)
    org.osgi.test.common.service.ServiceAware<ScriptChecker> all;

    @TempDir
    Path dir;

    @Test
    void templatesGoToTheTemplateCheckerAndMapDataToNone() throws Exception {
        Path t = dir.resolve("mine.json");
        Files.writeString(t, String.join("\n",
                "{ \"Mine\" : {",
                "    \"minSize\" : \"s\", \"maxSize\" : \"m\", \"players\" : \"2\",",
                "    \"zones\" : { \"1\" : { \"type\" : \"playerStart\", \"size\" : 10, \"owner\" : 1 },",
                "                \"2\" : { \"type\" : \"playerStart\", \"size\" : \"ten\", \"owner\" : 2 } },",
                "    \"connections\" : [ { \"a\" : \"1\", \"b\" : \"2\", \"guard\" : 3000 } ]",
                "} }", ""));
        assertTrue(template.accepts(t));
        List<Diagnostic> d = template.check(t, Map.of());
        assertTrue(d.stream().anyMatch(x -> x.isError() && x.line() == 4), "zone 2's size is no number: " + d);
        Path mapData = dir.resolve("map.json");
        Files.writeString(mapData, "{\"size\": 8, \"height\": [], \"seaLevel\": 20, \"textureNames\": [], "
                + "\"tileData\": {\"index\": [], \"priority\": []}, \"entities\": []}");
        assertTrue(all.getServices().stream().noneMatch(c -> c.accepts(mapData)), "0 A.D. map data is no script");
    }

    @Test
    void theRandomMapScriptCheckerFindsAnAuthorsMistakesWithTheirPlace() throws Exception {
        Path script = dir.resolve("mine.rms");
        Files.writeString(script, String.join("\n",
                "#include_drs random_map.def 54000",
                "<LAND_GENERATION>",
                "base_terrain GRASS",
                "create_player_lands",
                "{",
                "  land_percent 40",
                "  number_of_objects 3",
                "}",
                "if NEVER_CLOSED",
                ""));
        assertTrue(rms.accepts(script));
        List<Diagnostic> d = rms.check(script, Map.of());
        // The game skips an attribute of another command: a warning (RMS102), the rest is read.
        assertTrue(d.stream().anyMatch(x -> !x.isError() && x.code().equals("RMS102") && x.line() == 7), "an attribute of another command: " + d);
        assertTrue(d.stream().anyMatch(x -> x.isError() && x.line() == 9), "an unclosed if: " + d);
        assertTrue(d.stream().allMatch(x -> x.file().endsWith("mine.rms") || x.file().isEmpty() || x.line() == 0), d.toString());
    }

    @Test
    void theComputerPlayerCheckerReportsTheLanguagesOwnCodes() throws Exception {
        Path ai = dir.resolve("ai.per");
        Files.writeString(ai, String.join("\n",
                "(defrule (true) => (chat-to-all \"hello\") (disable-self))",
                "(defrule (no-such-fact 3) => (disable-self))",
                ""));
        assertTrue(per.accepts(ai));
        List<Diagnostic> d = per.check(ai, Map.of());
        assertTrue(d.stream().anyMatch(x -> x.code().equals("ERR2003") && x.line() == 2), d.toString());
        assertTrue(d.stream().noneMatch(x -> x.isError() && x.line() == 1), d.toString());
    }
}
