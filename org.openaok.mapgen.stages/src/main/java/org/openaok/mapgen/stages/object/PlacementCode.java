package org.openaok.mapgen.stages.object;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.rms.script.SourceLocation;

/**
 * The diagnostics of the cliffs, objects, clearing and starting-units stages (AOK100 and up; the
 * shaping stages' codes are in {@link org.openaok.mapgen.stages.state.AokCode}).
 */
public enum PlacementCode {
    UNKNOWN_OBJECT("AOK100", Severity.WARNING, "create_object names an object the game data does not have"),
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

    PlacementCode(String code, Severity severity, String meaning) {
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
