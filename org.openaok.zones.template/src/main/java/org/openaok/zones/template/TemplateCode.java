package org.openaok.zones.template;

import org.openaok.api.diag.Severity;

/** The stable codes of template diagnostics, and how bad each is. */
public enum TemplateCode {
    /** The file is not JSON (comments and trailing commas are fine). */
    SYNTAX("TPL001", Severity.ERROR),
    /** The file is not an object of templates, or a template is not an object. */
    NOT_TEMPLATES("TPL002", Severity.ERROR),
    /** A field the schema does not have; it is ignored. */
    UNKNOWN_FIELD("TPL003", Severity.WARNING),
    /** A field of the wrong JSON type. */
    WRONG_TYPE("TPL004", Severity.ERROR),
    /** A value the field does not take (an unknown name, a number out of range). */
    BAD_VALUE("TPL005", Severity.ERROR),
    /** A field the schema requires is missing. */
    MISSING_FIELD("TPL006", Severity.ERROR),
    /** A size that is neither a code (s ... g, +u) nor WxHxL. */
    BAD_SIZE("TPL007", Severity.ERROR),
    /** A player count that is not numbers and ranges. */
    BAD_PLAYERS("TPL008", Severity.ERROR),
    /** A connection, *LikeZone or town hint names a zone the template does not have. */
    UNKNOWN_ZONE("TPL009", Severity.ERROR),
    /** *LikeZone references that lead back to where they started. */
    INHERIT_CYCLE("TPL010", Severity.ERROR),
    /** minSize is larger than maxSize. */
    SIZE_RANGE("TPL011", Severity.ERROR),
    /** A start zone without an owner (1-8). */
    NO_OWNER("TPL012", Severity.ERROR),
    /** A connection from a zone to itself. */
    SELF_CONNECTION("TPL013", Severity.ERROR),
    /** The requested map is smaller or larger than the template is made for. */
    SIZE_FIT("TPL014", Severity.WARNING),
    /** The requested number of players is not one the template is made for. */
    PLAYERS_FIT("TPL015", Severity.ERROR),
    /** The requested level count does not suit the template's zones. */
    LEVELS_FIT("TPL016", Severity.WARNING),
    /** The requested water content is not one the template allows. */
    WATER_FIT("TPL017", Severity.ERROR),
    /** No template of that name in the file. */
    NOT_FOUND("TPL018", Severity.ERROR),
    /** The file cannot be read. */
    UNREADABLE("TPL019", Severity.ERROR),
    /** A template without zones, or a file without templates. */
    EMPTY("TPL020", Severity.ERROR),
    /** Two start zones with one owner: only the first is the player's start. */
    SHARED_OWNER("TPL021", Severity.WARNING),
    /** A field that a *LikeZone field overrides. */
    OVERRIDDEN("TPL022", Severity.WARNING),
    /** More zones, connections or templates than the reader takes ({@link TemplateReader#MAX_ZONES} ...). */
    TOO_LARGE("TPL023", Severity.ERROR),
    /** What a template is, for a person reading the check's output. */
    SUMMARY("TPL100", Severity.INFO);

    private final String code;
    private final Severity severity;

    TemplateCode(String code, Severity severity) {
        this.code = code;
        this.severity = severity;
    }

    public String code() { return code; }

    public Severity severity() { return severity; }
}
