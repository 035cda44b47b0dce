package org.openaok.api.generate;

import java.util.List;

import org.openaok.api.diag.Diagnostic;

/**
 * A map could not be generated; the diagnostics say why. A generator whose input cannot be read
 * at all may name another generator to stand in (the original engine's noise map when a script is
 * unreadable): the engine then reports these diagnostics and generates with that one.
 */
public class GenerationException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<Diagnostic> diagnostics;
    private final String fallback;

    public GenerationException(String message) {
        this(message, List.of(Diagnostic.error("generation", message)));
    }

    public GenerationException(String message, List<Diagnostic> diagnostics) {
        this(message, diagnostics, null);
    }

    /**
     * @param fallback the id of a generator to use instead, or null for none
     */
    public GenerationException(String message, List<Diagnostic> diagnostics, String fallback) {
        super(message);
        this.diagnostics = List.copyOf(diagnostics);
        this.fallback = fallback;
    }

    public List<Diagnostic> diagnostics() { return diagnostics; }

    /** The generator to stand in, if the failing one named one. */
    public java.util.Optional<String> fallback() { return java.util.Optional.ofNullable(fallback); }
}
