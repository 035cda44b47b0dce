package org.openaok.mapgen.stages.state;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.rms.script.SourceLocation;

/**
 * The diagnostics the Age of Kings generator and its stages give: a stable code, how bad, and
 * what it means. Codes AOK0xx are the generator's and the shaping stages'; later stages take
 * free numbers of their own (AOK100 and up).
 */
public enum AokCode {
    UNREADABLE_SCRIPT("AOK001", Severity.ERROR, "the script cannot be read; another generator stands in"),
    UNKNOWN_MAP("AOK002", Severity.ERROR, "no script of that name is installed, nor in the archive given"),
    BAD_OPTION("AOK003", Severity.WARNING, "a request option has a value the generator cannot use"),
    UNREADABLE_ARCHIVE("AOK004", Severity.WARNING, "the DRS archive the request names cannot be read"),
    UNKNOWN_TERRAIN("AOK010", Severity.WARNING, "a terrain id the game data does not have"),
    BAD_VALUE("AOK011", Severity.WARNING, "a value out of range; the nearest usable one is taken"),
    LAND_SKIPPED("AOK020", Severity.INFO, "a land assigned to a player who is not in the game is not made"),
    LAND_CROWDED("AOK021", Severity.WARNING, "a land's origin could not keep its distance from the others"),
    LANDS_SQUEEZED("AOK022", Severity.INFO, "two lands of different zones start too close for their base squares and "
            + "avoidance distance; the squares shrink and the lands keep what room there is"),
    CLUMPS_NOT_PLACED("AOK030", Severity.INFO, "some clumps found no ground that allows them"),
    NO_PATH("AOK040", Severity.WARNING, "two lands to be connected have no path the costs allow"),
    FORDED("AOK041", Severity.INFO, "a connection's path crossed water it names no replacement for, leaving two lands it "
            + "joins apart; shallows were laid on the path"),
    UNSUPPORTED("AOK050", Severity.WARNING, "a command this engine does not carry out");

    private final String code;
    private final Severity severity;
    private final String meaning;

    AokCode(String code, Severity severity, String meaning) {
        this.code = code;
        this.severity = severity;
        this.meaning = meaning;
    }

    public String code() { return code; }

    public Severity severity() { return severity; }

    public String meaning() { return meaning; }

    /** A diagnostic with this code at a place in a script (or nowhere, when {@code at} is null). */
    public Diagnostic at(SourceLocation at, String message) {
        return at == null ? new Diagnostic(severity, code, "", 0, 0, message)
                : new Diagnostic(severity, code, at.file(), at.line(), at.column(), message);
    }
}
