package org.openaok.rms.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A parsed random map script: for each of the seven sections, in the engine's order, its commands
 * in file order (a section written twice has both parts, in order). Conditions and random blocks
 * are already resolved and constants are numbers. Also keeps the labels that were set (the lobby's
 * and the script's surviving {@code #define}s) and the final constants table. Immutable.
 */
public final class RmsScript {
    private final String file;
    private final Map<Section, List<Command>> sections;
    private final Set<String> labels;
    private final Constants constants;

    public RmsScript(String file, Map<Section, List<Command>> sections, Set<String> labels, Constants constants) {
        this.file = file;
        EnumMap<Section, List<Command>> copy = new EnumMap<>(Section.class);
        for (Section s : Section.values()) {
            List<Command> cs = sections.get(s);
            copy.put(s, cs == null ? List.of() : List.copyOf(cs));
        }
        this.sections = Collections.unmodifiableMap(copy);
        this.labels = Collections.unmodifiableSet(new LinkedHashSet<>(labels));
        this.constants = constants;
    }

    /** The name the script was read under. */
    public String file() { return file; }

    /** Every section, in the engine's order; a section the script leaves out has no commands. */
    public Map<Section, List<Command>> sections() { return sections; }

    /** The commands of one section, in file order. */
    public List<Command> commands(Section section) { return sections.get(section); }

    /** The commands of one section with the given name, in file order. */
    public List<Command> commands(Section section, String name) {
        List<Command> out = new ArrayList<>();
        for (Command c : sections.get(section)) {
            if (c.name().equals(name)) out.add(c);
        }
        return List.copyOf(out);
    }

    /** The first command of that name in the section. */
    public Optional<Command> first(Section section, String name) {
        for (Command c : sections.get(section)) {
            if (c.name().equals(name)) return Optional.of(c);
        }
        return Optional.empty();
    }

    /** Whether the section has any command. */
    public boolean hasCommands(Section section) { return !sections.get(section).isEmpty(); }

    /** The labels set when the script was read: the lobby's, the caller's and the script's own {@code #define}s. */
    public Set<String> labels() { return labels; }

    public boolean hasLabel(String label) { return labels.contains(label); }

    /** The constants in force at the end of the script: the predefined ones and the script's own. */
    public Constants constants() { return constants; }

    /** How many commands in all sections. */
    public int commandCount() {
        int n = 0;
        for (List<Command> cs : sections.values()) n += cs.size();
        return n;
    }
}
