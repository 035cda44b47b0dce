package org.openaok.mapgen.stages.state;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.rms.script.SourceLocation;

/**
 * The diagnostics the Age of Kings generator and its stages give: a stable code, how bad, and
 * what it means. AOK0xx are the generator's and the shaping stages' (lands to beaches), AOK1xx
 * the placing stages' (objects, cliffs, the starts).
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
    UNSUPPORTED("AOK050", Severity.WARNING, "a command this engine does not carry out"),
    UNKNOWN_OBJECT("AOK100", Severity.WARNING, "create_object names an object the game data does not have"),
    TOO_MANY_OBJECTS("AOK101", Severity.WARNING, "create_object asks for more objects than one command places (a million); "
            + "the count is cut to that"),
    NOT_OWNABLE("AOK102", Severity.WARNING, "an object placed for every player that a player cannot own is placed nowhere"),
    NO_SUCH_LAND("AOK103", Severity.WARNING, "place_on_specific_land_id names a land the map does not have"),
    NO_SUCH_TERRAIN("AOK104", Severity.WARNING, "terrain_to_place_on names a terrain the game data does not have"),
    SECOND_ROUND("AOK105", Severity.INFO, "a resource placed for every player that one player got none of, while another "
            + "got some, was placed for that player in a second round with looser limits"),
    NO_CLIFF_TYPES("AOK110", Severity.WARNING, "the game data has no cliff pieces; no cliffs are laid"),
    FEWER_CLIFFS("AOK111", Severity.INFO, "fewer cliffs were laid than drawn: no open ground was left"),
    START_MOVED("AOK120", Severity.INFO, "a start's building could not stand at its spot and stands at the nearest free one"),
    START_NOT_PLACED("AOK121", Severity.WARNING, "a player's starting unit or building found no room"),
    BAD_START_TABLE("AOK122", Severity.WARNING, "the starting-units table names an object the game data does not have");

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
