package org.openaok.ai.internal.compile;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;

/**
 * The language's own error codes (those of the original strategy-builder guide), and this
 * project's for what the original game did not know: a command or word of a later version.
 */
public enum PerError {
    MISSING_OPENING_PARENTHESIS("ERR2001", "Missing opening parenthesis"),
    MISSING_KEYWORD("ERR2002", "Missing keyword"),
    INVALID_KEYWORD("ERR2003", "Invalid keyword"),
    MISSING_IDENTIFIER("ERR2004", "Missing identifier"),
    INVALID_IDENTIFIER("ERR2005", "Invalid identifier"),
    MISSING_FILE_NAME("ERR2006", "Missing file name"),
    MISSING_LHS("ERR2007", "Missing left-hand side (LHS) of the rule"),
    MISSING_ARROW("ERR2008", "Missing arrow"),
    MISSING_RHS("ERR2009", "Missing right-hand side (RHS) of the rule"),
    MISSING_CLOSING_QUOTE("ERR2010", "Missing closing quote"),
    MISSING_CLOSING_PARENTHESIS("ERR2011", "Missing closing parenthesis"),
    CONSTANT_ALREADY_DEFINED("ERR2012", "Constant already defined"),
    UNEXPECTED_EOF("ERR2013", "Unexpected end-of-file"),
    INVALID_DIRECTIVE("ERR3001", "Invalid preprocessor directive"),
    MISSING_SYMBOL("ERR3002", "Missing preprocessor symbol"),
    NESTING_TOO_DEEP("ERR3003", "Preprocessor nesting too deep"),
    UNEXPECTED_ELSE("ERR3004", "Unexpected #else"),
    UNEXPECTED_END_IF("ERR3005", "Unexpected #end-if"),
    MISSING_END_IF("ERR3006", "Missing #end-if"),
    FILE_OPEN_FAILED("ERR5001", "File open failed"),
    FILE_LOAD_FAILED("ERR5002", "File load failed"),
    LIST_FULL("ERR6001", "List full"),
    RULE_TOO_LONG("ERR6002", "Rule too long"),
    STRING_TABLE_FULL("ERR6003", "String table full"),
    /** A fact or action of a later version (UserPatch, HD, Definitive Edition). */
    UNSUPPORTED_COMMAND("PER100", "Unsupported command"),
    /** A word, strategic number, range or form of a later version (a warning where it is read all the same). */
    UNSUPPORTED_WORD("PER101", "Unsupported identifier"),
    /** A rule longer than the original game takes but not than a later version does. */
    UNSUPPORTED_RULE_LENGTH("PER102", "Unsupported rule length");

    private final String code;
    private final String meaning;

    PerError(String code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public String code() { return code; }

    public String meaning() { return meaning; }

    /** Whether it is about a later version rather than a mistake. */
    public boolean unsupported() { return code.startsWith("PER"); }

    public Diagnostic at(String file, int line, int column, String detail) {
        String message = detail == null || detail.isEmpty() ? meaning : meaning + ": " + detail;
        return new Diagnostic(Severity.ERROR, code, file, line, column, message);
    }

    /** The same, as a warning: the script compiles, but something it names has no meaning here. */
    public Diagnostic warning(String file, int line, int column, String detail) {
        String message = detail == null || detail.isEmpty() ? meaning : meaning + ": " + detail;
        return new Diagnostic(Severity.WARNING, code, file, line, column, message);
    }
}
