package org.openaok.api.diag;

/** Where diagnostics go. */
@FunctionalInterface
public interface Diagnostics {
    void report(Diagnostic diagnostic);

    default void error(String code, String message) { report(Diagnostic.error(code, message)); }

    default void warning(String code, String message) { report(Diagnostic.warning(code, message)); }

    default void info(String code, String message) {
        report(new Diagnostic(Severity.INFO, code, "", 0, 0, message));
    }
}
