package org.openaok.api.diag;

/** How bad a diagnostic is. Only errors make a check fail. */
public enum Severity {
    ERROR, WARNING, INFO;

    /** Lower case, as printed: {@code error}, {@code warning}, {@code info}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
