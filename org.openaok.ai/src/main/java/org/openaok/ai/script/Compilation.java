package org.openaok.ai.script;

import java.util.List;
import java.util.Optional;

import org.openaok.api.diag.Diagnostic;

/**
 * What compiling a seat's scripts gave: the program (every rule without an error) and every
 * diagnostic, in the order found.
 */
public record Compilation(Program program, List<Diagnostic> diagnostics) {
    public Compilation {
        diagnostics = List.copyOf(diagnostics);
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
