package org.openaok.api.data;

import java.io.IOException;
import java.io.InputStream;

/**
 * One table of the game's rules (units, buildings, techs, effects, civs, tree, tasks, settings,
 * classes), as tab-separated text. Registered as a service with the table's {@link #name()};
 * where several serve the same name, the one with the highest {@code service.ranking} is used, so
 * a mod replaces a single table without shipping the rest.
 */
public interface RuleTable {
    /** Which table, e.g. {@code units}. */
    String name();

    /** Where it comes from, for records and messages (e.g. {@code aoc:data/rules/units.tsv}). */
    String origin();

    /** The table's text (UTF-8); the caller closes it. */
    InputStream open() throws IOException;
}
