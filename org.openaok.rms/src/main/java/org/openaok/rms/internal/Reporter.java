package org.openaok.rms.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;
import org.openaok.rms.RmsCode;

/**
 * Collects one read's diagnostics. Files are numbered as they are opened (the script is 0, each
 * include the next); the list comes out in file order, then line and column, with duplicates (an
 * include read twice in the all-branches check) given once, and at most {@link #LIMIT} of them.
 */
public final class Reporter {
    static final int LIMIT = 5000;

    private final List<String> files = new ArrayList<>();
    private final List<Entry> entries = new ArrayList<>();
    private int dropped;

    private record Entry(int file, int order, Diagnostic diagnostic) {}

    int addFile(String name) {
        files.add(name);
        return files.size() - 1;
    }

    String fileName(int file) { return file >= 0 && file < files.size() ? files.get(file) : ""; }

    void at(RmsCode code, int file, int line, int column, String message) {
        at(code, code.severity(), file, line, column, message);
    }

    void at(RmsCode code, Severity severity, int file, int line, int column, String message) {
        if (entries.size() >= LIMIT) {
            dropped++;
            return;
        }
        entries.add(new Entry(file, entries.size(),
                new Diagnostic(severity, code.code(), fileName(file), line, column, message)));
    }

    /** A diagnostic about no place in the text. */
    void general(RmsCode code, String message) {
        at(code, -1, 0, 0, message);
    }

    /** Whether no more diagnostics will be listed (so costly messages need not be made). */
    boolean full() { return entries.size() >= LIMIT; }

    boolean hasErrors() {
        for (Entry e : entries) {
            if (e.diagnostic.isError()) return true;
        }
        return false;
    }

    List<Diagnostic> diagnostics() {
        List<Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparingInt((Entry e) -> e.file)
                .thenComparingInt(e -> e.diagnostic.line())
                .thenComparingInt(e -> e.diagnostic.column())
                .thenComparingInt(e -> e.order));
        Set<Diagnostic> out = new LinkedHashSet<>();
        for (Entry e : sorted) out.add(e.diagnostic);
        List<Diagnostic> list = new ArrayList<>(out);
        if (dropped > 0) {
            list.add(new Diagnostic(Severity.INFO, RmsCode.TOO_MANY.code(), fileName(0), 0, 0,
                    dropped + " more diagnostics not listed"));
        }
        return list;
    }

    /** A word as quoted in a message: long ones are cut. */
    static String shorten(String word) {
        return word.length() <= 40 ? word : word.substring(0, 37) + "...";
    }
}
