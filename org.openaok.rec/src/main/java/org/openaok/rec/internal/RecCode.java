package org.openaok.rec.internal;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;

/** The diagnostics of reading a recorded game, each with a stable code. */
public enum RecCode {
    /** The file cannot be read at all (missing, a folder, unreadable). */
    UNREADABLE("REC001", Severity.ERROR),
    /** The file is too short, or its header length points outside it: not a recording, or cut short. */
    NOT_A_RECORDING("REC002", Severity.ERROR),
    /** The compressed header does not inflate: the file is damaged. */
    BAD_COMPRESSION("REC003", Severity.ERROR),
    /** A version this reader does not read (the Definitive Edition, an unknown game). */
    UNSUPPORTED_VERSION("REC004", Severity.ERROR),
    /** The header ends too soon or holds what its version does not: where, and what. */
    DAMAGED("REC005", Severity.ERROR),
    /** The lobby's settings (teams, size setting) or the scenario could not be read. */
    NO_LOBBY("REC010", Severity.WARNING),
    /** No map name: neither a built-in map type nor instructions that name one. */
    NO_MAP_NAME("REC011", Severity.WARNING);

    private final String code;
    private final Severity severity;

    RecCode(String code, Severity severity) {
        this.code = code;
        this.severity = severity;
    }

    public String code() { return code; }

    public Diagnostic at(String file, String message) {
        return new Diagnostic(severity, code, file, 0, 0, message);
    }
}
