package org.openaok.rms;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rms.script.RmsScript;

/**
 * A script as read, and everything the reader found to say about it (in file order).
 *
 * @param script      the parsed script; always present, however bad the text
 * @param diagnostics the diagnostics, errors and warnings together
 */
public record RmsReadResult(RmsScript script, List<Diagnostic> diagnostics) {
    public RmsReadResult {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        for (Diagnostic d : diagnostics) {
            if (d.isError()) return true;
        }
        return false;
    }

    public List<Diagnostic> errors() {
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : diagnostics) {
            if (d.isError()) out.add(d);
        }
        return List.copyOf(out);
    }
}
