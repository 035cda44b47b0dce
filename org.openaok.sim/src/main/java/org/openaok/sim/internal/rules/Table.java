package org.openaok.sim.internal.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A tab-separated rule table: {@code #} comment lines, a header line naming the columns, then one
 * row per line. Rows keep their line numbers for messages.
 */
final class Table {
    /** The most rows a table may have, and the longest line: a table is data, not a flood. */
    static final int MAX_ROWS = 100_000;
    static final int MAX_LINE = 65_536;

    record Row(int line, String[] cells) {}

    final String origin;
    final List<String> columns;
    final List<Row> rows;

    private Table(String origin, List<String> columns, List<Row> rows) {
        this.origin = origin;
        this.columns = columns;
        this.rows = rows;
    }

    static Table read(String origin, InputStream in, List<String> expected) throws IOException, RulesException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        List<String> header = null;
        List<Row> rows = new ArrayList<>();
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (line.length() > MAX_LINE) throw new RulesException(origin, n, "line longer than " + MAX_LINE + " characters");
            if (line.isBlank() || line.stripLeading().startsWith("#")) continue;
            String[] cells = line.split("\t", -1);
            for (int i = 0; i < cells.length; i++) cells[i] = cells[i].strip();
            if (header == null) {
                header = List.of(cells);
                if (!header.equals(expected))
                    throw new RulesException(origin, n, "the columns are " + header + "; expected " + expected);
                continue;
            }
            if (cells.length != header.size())
                throw new RulesException(origin, n, cells.length + " cells; the header has " + header.size());
            if (rows.size() >= MAX_ROWS) throw new RulesException(origin, n, "more than " + MAX_ROWS + " rows");
            rows.add(new Row(n, cells));
        }
        if (header == null) throw new RulesException(origin, 0, "no header line");
        return new Table(origin, header, rows);
    }

    int column(String name) { return columns.indexOf(name); }

    /** The cell, or null for {@code -}. */
    String cell(Row row, String column) {
        String v = row.cells[column(column)];
        return v.equals("-") || v.isEmpty() ? null : v;
    }
}
