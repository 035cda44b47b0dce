package org.openaok.ai.script;

import java.util.List;
import java.util.Optional;

import org.openaok.ai.lang.Version;

import org.openaok.api.diag.Diagnostic;

/**
 * What compiling a seat's scripts gave: the program (every rule without an error), every
 * diagnostic in the order found, and the level of the language the scripts were read at.
 */
public record Compilation(Program program, List<Diagnostic> diagnostics, Version level) {
    public Compilation {
        diagnostics = List.copyOf(diagnostics);
    }

    /** Read at the Definitive Edition's level, the widest. */
    public Compilation(Program program, List<Diagnostic> diagnostics) { this(program, diagnostics, Version.DE); }

    /** How many diagnostics say a later version's word, command or rule length is needed (PER100-PER102, errors only). */
    public long unsupportedCount() {
        return diagnostics.stream().filter(d -> d.isError() && d.code().startsWith("PER10")).count();
    }

    public long errorCount() { return diagnostics.stream().filter(Diagnostic::isError).count(); }

    public Optional<Diagnostic> firstError() { return diagnostics.stream().filter(Diagnostic::isError).findFirst(); }

    public boolean clean() { return errorCount() == 0; }

    /** What the game prints when it starts: how many errors, and the first of them. */
    public String summary() {
        long n = errorCount();
        if (n == 0) return program.ruleCount() + " rules, no errors";
        return program.ruleCount() + " rules, " + n + (n == 1 ? " error" : " errors") + "; the first: " + firstError().get().format();
    }
}
