package org.openaok.gamedata;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import org.openaok.api.data.RuleTable;

/**
 * The Conquerors 1.0c rules, one {@link RuleTable} per file of this bundle's {@code data/rules/}.
 * Each is its own DS component (see the subclasses), ranked 0, so a mod replaces any one of them.
 */
public abstract class AocRuleTables implements RuleTable {
    /** Every table name this bundle ships, in the order the rules are read. */
    public static final List<String> NAMES =
            List.of("classes", "units", "buildings", "techs", "effects", "civs", "tree", "tasks", "settings");

    private final String name;

    protected AocRuleTables(String name) { this.name = name; }

    @Override public String name() { return name; }

    @Override public String origin() { return "aoc:data/rules/" + name + ".tsv"; }

    @Override
    public InputStream open() throws IOException { return openBundled(name); }

    /** The bundled table by name (also used by tests and tools outside a framework). */
    public static InputStream openBundled(String name) throws IOException {
        InputStream in = AocRuleTables.class.getClassLoader().getResourceAsStream("data/rules/" + name + ".tsv");
        if (in == null) throw new IOException("missing rule table data/rules/" + name + ".tsv");
        return in;
    }

    /** A bundled table as a plain object, for use outside a framework. */
    public static RuleTable bundled(String name) {
        return new AocRuleTables(name) {};
    }
}
