package org.openaok.rms.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.rms.script.Section;

/**
 * Every token of the random map script language, read once from {@code vocabulary.txt}: where it
 * may stand (a section's command, an attribute of named commands, a directive, a value form), how
 * many arguments it takes and whether the original 1.0c language has it.
 */
public final class Vocabulary {
    /** What a token is. */
    public enum Role { STATEMENT, DIRECTIVE, VALUE }

    /** One token. */
    public static final class Entry {
        public final String name;
        public final int minArgs;
        public final int maxArgs;
        /** "1.0c" for the original language, else the editions that added it. */
        public final String edition;
        public final Role role;
        /** Sections where it is a command. */
        public final Set<Section> sections;
        /** Commands whose block takes it as an attribute. */
        public final Set<String> parents;
        /** Whether it is a command that takes an attribute block. */
        public final boolean block;
        private final boolean original;

        Entry(String name, int minArgs, int maxArgs, String edition, Role role, Set<Section> sections,
              Set<String> parents, boolean block) {
            this.name = name;
            this.minArgs = minArgs;
            this.maxArgs = maxArgs;
            this.edition = edition;
            this.role = role;
            this.sections = sections;
            this.parents = parents;
            this.block = block;
            this.original = "1.0c".equals(edition);
        }

        public boolean original() { return original; }

        /** Whether OpenAoK carries it out: the original language, and the few later tokens marked '+'. */
        public boolean carriedOut() { return original() || edition.endsWith("+"); }

        public boolean isCommand() { return !sections.isEmpty(); }

        public boolean isAttribute() { return !parents.isEmpty(); }

        public boolean isAttributeOf(String command) { return parents.contains(command); }
    }

    private static final Vocabulary INSTANCE = load();

    private final Map<String, Entry> entries;
    /** The original language's statements, in the table's order: the words a misspelling is matched against. */
    private final List<Entry> originalStatements = new ArrayList<>();

    private Vocabulary(Map<String, Entry> entries) {
        this.entries = Collections.unmodifiableMap(entries);
        for (Entry e : entries.values()) {
            if (e.original() && e.role == Role.STATEMENT) originalStatements.add(e);
        }
    }

    public static Vocabulary get() { return INSTANCE; }

    /** The token of that name, or null. */
    public Entry entry(String name) { return entries.get(name); }

    /** Every token, in the table's order. */
    public Map<String, Entry> entries() { return entries; }

    /**
     * The nearest original token to a misspelt word (at most two edits, and fewer than a third of
     * its letters), or null. Only short words are compared, so this stays cheap on any input.
     */
    public String nearest(String word) {
        if (word.length() < 4 || word.length() > 48) return null;
        String best = null;
        int bestDistance = Math.min(2, word.length() / 3);
        for (Entry e : originalStatements) {
            if (Math.abs(e.name.length() - word.length()) > bestDistance) continue;
            int d = distance(word, e.name, bestDistance);
            if (d <= bestDistance && (best == null || d < bestDistance)) {
                best = e.name;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Edit distance (case-insensitive), or limit + 1 once it is sure to exceed the limit. */
    static int distance(String a, String b, int limit) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = cur[0];
            char ca = Character.toLowerCase(a.charAt(i - 1));
            for (int j = 1; j <= b.length(); j++) {
                int cost = ca == Character.toLowerCase(b.charAt(j - 1)) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (rowMin > limit) return limit + 1;
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static Vocabulary load() {
        Map<String, Entry> out = new LinkedHashMap<>();
        try (InputStream in = Vocabulary.class.getResourceAsStream("vocabulary.txt")) {
            if (in == null) throw new IllegalStateException("vocabulary.txt is missing from the bundle");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                line = line.strip();
                if (line.isEmpty() || line.startsWith(";")) continue;
                String[] f = line.split("\\s+");
                if (f.length < 4) throw new IllegalStateException("vocabulary.txt:" + number + ": needs four columns");
                String name = f[0];
                int dash = f[1].indexOf('-');
                int min = Integer.parseInt(dash < 0 ? f[1] : f[1].substring(0, dash));
                int max = Integer.parseInt(dash < 0 ? f[1] : f[1].substring(dash + 1));
                Set<Section> sections = EnumSet.noneOf(Section.class);
                Set<String> parents = new LinkedHashSet<>();
                Role role = Role.STATEMENT;
                boolean block = false;
                for (int i = 3; i < f.length; i++) {
                    String w = f[i];
                    if (w.equals("directive")) role = Role.DIRECTIVE;
                    else if (w.equals("value")) role = Role.VALUE;
                    else if (w.equals("{}")) block = true;
                    else if (w.startsWith("<")) {
                        sections.add(Section.of(w).orElseThrow(() -> new IllegalStateException("unknown section " + w)));
                    } else parents.add(w);
                }
                out.put(name, new Entry(name, min, max, f[2], role, Collections.unmodifiableSet(sections),
                        Collections.unmodifiableSet(parents), block));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Vocabulary(out);
    }

    /** Names of every token, for listing. */
    public List<String> names() { return new ArrayList<>(entries.keySet()); }
}
