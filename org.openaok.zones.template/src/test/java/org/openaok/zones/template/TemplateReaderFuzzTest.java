package org.openaok.zones.template;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.openaok.api.diag.Diagnostic;

/**
 * Fuzzes the VCMI template reader and the fit check the generator runs before it uses one:
 * whatever the text, templates and diagnostics in the TPL codes with a line and column, no
 * exception. A normal run replays the seeds in {@code TemplateReaderFuzzTestInputs} (the
 * project's own templates and small ones written for the fields).
 */
class TemplateReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    @DictionaryFile(resourcePath = "template.dict")
    void readerNeverFails(byte[] input) {
        TemplateFile f = TemplateReader.read(new String(input, StandardCharsets.UTF_8), "fuzz.json");
        assertNotNull(f.templates());
        check(f.diagnostics());
        for (Template t : f.templates()) {
            check(t.diagnostics());
            t.sizeCodes();
            t.startOwners();
            for (TemplateZone z : t.zones()) t.indexOf(z.id());
            for (SizeCode size : SizeCode.allCodes()) {
                t.fits(size);
                for (WaterContent w : WaterContent.values()) check(TemplateFit.check(t, size, 1 + (input.length & 7), w));
            }
        }
        TemplateSniffer.looksLikeTemplates(new String(input, StandardCharsets.UTF_8));
    }

    private static void check(Iterable<Diagnostic> ds) {
        for (Diagnostic d : ds) {
            assertTrue(d.code().startsWith("TPL") && d.line() >= 0 && d.column() >= 0 && d.message() != null, d::format);
        }
    }
}
