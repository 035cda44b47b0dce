package org.openaok.api.generate;

import java.util.List;

import org.openaok.api.diag.Diagnostic;

/** A map could not be generated; the diagnostics say why. */
public class GenerationException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Diagnostic> diagnostics;

    public GenerationException(String message) {
        this(message, List.of(Diagnostic.error("generation", message)));
    }

    public GenerationException(String message, List<Diagnostic> diagnostics) {
        super(message);
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() { return diagnostics; }
}
