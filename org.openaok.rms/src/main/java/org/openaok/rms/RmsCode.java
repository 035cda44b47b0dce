package org.openaok.rms;

import org.openaok.api.diag.Severity;

/**
 * The diagnostics the script reader gives: a stable code, how bad, and what it means. Errors are
 * what the game refuses or what silently loses something the author wrote; warnings are mistakes
 * the game shrugs off, each read the way the game reads it (the message says how). What the game
 * does is taken from the public record of its parser: genie-rms (github.com/genie-js/genie-rms,
 * src/Parser.js and FUN_TIMES.md, a reimplementation of the 1.0c parser from its machine code) and
 * the community's RMS guide (Zetnus, "Updated New RMS Guide", and its summary in the aoe2-rms
 * documentation, docs.racket-lang.org/aoe2-rms).
 */
public enum RmsCode {
    // The file, the checker's options, and the reader itself.
    INTERNAL("RMS000", Severity.ERROR, "the reader itself failed (a bug to report, never the script's fault)"),
    UNREADABLE_FILE("RMS001", Severity.ERROR, "the script file cannot be read"),
    BAD_OPTION("RMS002", Severity.ERROR, "a checker option has a value it cannot use"),
    TOO_MANY("RMS009", Severity.INFO, "more diagnostics than are listed"),

    // Comments.
    UNCLOSED_COMMENT("RMS010", Severity.ERROR, "a /* comment is never closed"),
    STRAY_COMMENT_CLOSE("RMS011", Severity.WARNING, "*/ with no comment open"),
    GLUED_COMMENT_MARKER("RMS012", Severity.WARNING, "a comment marker joined to other text is not a comment (markers must be words of their own)"),

    // Conditions.
    UNCLOSED_IF("RMS020", Severity.ERROR, "an if is never closed by endif"),
    // The game keeps its if and random blocks on stacks and pops nothing when none is open:
    // "Found endif but no if branch is open" / "no matching if command" (genie-rms), and reads on.
    NO_OPEN_IF("RMS021", Severity.WARNING, "elseif, else or endif with no if open; ignored, as the game ignores it"),
    AFTER_ELSE("RMS022", Severity.ERROR, "elseif or else after the block's else"),
    MISSING_DIRECTIVE_ARGUMENT("RMS023", Severity.ERROR, "a directive lacks its argument"),
    CLOSED_BY_BRACE("RMS024", Severity.WARNING, "an if or start_random opened inside a block is still open at the block's }; it ends there"),

    // Random blocks.
    UNCLOSED_RANDOM("RMS030", Severity.ERROR, "a start_random is never closed by end_random"),
    NO_OPEN_RANDOM("RMS031", Severity.WARNING, "percent_chance or end_random with no start_random open; ignored, as the game ignores it"),
    // The game rolls 0..99 once per block and walks the branches subtracting each chance: "if the
    // total exceeds 100, only the first 100 have a chance of occurring" (RMS guide; genie-rms).
    CHANCES_OVER_100("RMS032", Severity.WARNING, "a random block's chances add up to more than 100; the branches past 100 are cut to what is left, or never chosen, as in the game"),
    BEFORE_FIRST_CHANCE("RMS033", Severity.WARNING, "text between start_random and its first percent_chance is never used"),
    BAD_CHANCE("RMS034", Severity.ERROR, "percent_chance needs a number from 0 to 100"),

    // Constants and includes.
    CONSTANT_REDEFINED("RMS040", Severity.WARNING, "a #const is defined again; the first definition stays"),
    INCLUDE_NOT_FOUND("RMS050", Severity.ERROR, "an #include_drs names a file that cannot be found"),
    INCLUDE_CYCLE("RMS051", Severity.ERROR, "an #include_drs includes a file that is already being read"),
    INCLUDE_LIMIT("RMS052", Severity.ERROR, "includes nest too deep or are too many"),

    // Statements.
    UNKNOWN_WORD("RMS100", Severity.WARNING, "an unknown command or attribute; skipped with its arguments"),
    LATER_VERSION("RMS101", Severity.WARNING, "a token of a later edition (UP/HD/DE), not of the 1.0c language; ignored"),
    // "Command is not valid in this frame of reference": the game skips it (genie-rms).
    ATTRIBUTE_NOT_TAKEN("RMS102", Severity.WARNING, "an attribute under a command that does not take it; skipped, as the game skips it"),
    WRONG_SECTION("RMS103", Severity.ERROR, "a command in a section it does not belong to"),
    // Lands and terrains read an attribute whether or not a block is open and give it to the
    // section's last create command; objects, elevations and connections drop it (genie-rms).
    ATTRIBUTE_OUTSIDE_BLOCK("RMS104", Severity.ERROR, "an attribute outside any block that the game drops (lost): in <OBJECTS_GENERATION>,"
            + " <ELEVATION_GENERATION> or <CONNECTION_GENERATION>, or before the section's first create command"),
    UNKNOWN_SECTION("RMS105", Severity.WARNING, "an unknown section header; what follows it up to the next section is skipped"),
    FLAG_READS_ONE("RMS106", Severity.WARNING, "an attribute written without its value reads 1"),
    UNDEFINED_CONSTANT("RMS107", Severity.WARNING, "an argument names no constant; it reads 0"),
    STRAY_VALUE("RMS108", Severity.WARNING, "a number or constant where a command or attribute should be"),
    MISSING_ARGUMENT("RMS109", Severity.ERROR, "a command or attribute lacks some of its arguments"),
    // The game's braces only set and clear one "inside a block" flag, which a section header leaves
    // alone; inside a block a create command is "not valid in this frame of reference" (genie-rms).
    UNCLOSED_BRACE("RMS110", Severity.WARNING, "a block's { is not closed by } before the next block command or section; as in the game, "
            + "that command is dropped and what follows up to the next } is read in the open block"),
    STRAY_CLOSE_BRACE("RMS111", Severity.WARNING, "} with no block open"),
    UNEXPECTED_BRACE("RMS112", Severity.ERROR, "{ before any create command of its section: the game has no command to give what it"
            + " holds to, so it is lost up to the }"),
    NUMBER_TOO_LARGE("RMS113", Severity.WARNING, "a number too large for the engine; it is capped"),
    BLOCK_OPEN_AT_END("RMS114", Severity.WARNING, "a block is still open at the end of the script; it ends there"),
    ATTRIBUTE_TO_LAST_COMMAND("RMS115", Severity.WARNING, "an attribute outside any block in <LAND_GENERATION> or <TERRAIN_GENERATION>;"
            + " as in the game, it goes to the section's last create command"),
    // The game's '{' only sets its "inside a block" flag: attributes after it go to the section's
    // last create command whether or not that command stands right before it (genie-rms).
    BRACE_WITHOUT_COMMAND("RMS116", Severity.WARNING, "{ with no create command right before it; as in the game, what it holds goes to"
            + " the section's last create command (in <PLAYER_SETUP> and <CLIFF_GENERATION> it is read as if the braces were not there)"),
    NESTED_BRACE("RMS117", Severity.WARNING, "{ inside an open block; braces do not nest in the game: it changes nothing, and the first }"
            + " ends the block"),
    MIN_ABOVE_MAX("RMS120", Severity.ERROR, "a minimum is above its maximum");

    private final String code;
    private final Severity severity;
    private final String meaning;

    RmsCode(String code, Severity severity, String meaning) {
        this.code = code;
        this.severity = severity;
        this.meaning = meaning;
    }

    /** The stable code, e.g. {@code RMS102}. */
    public String code() { return code; }

    public Severity severity() { return severity; }

    /** What the code means, for documentation and tools. */
    public String meaning() { return meaning; }
}
