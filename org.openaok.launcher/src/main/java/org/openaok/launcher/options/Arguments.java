package org.openaok.launcher.options;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command line: the command, its positional words, {@code --name value} (or {@code --name=value})
 * options and {@code --flag}s. Options a command does not know travel on to the generator or the
 * checker as settings (e.g. {@code --water 40}, {@code --template NAME}, {@code --drs PATH}).
 */
public final class Arguments {
    /** Options that take no value. */
    public static final Set<String> FLAGS = Set.of("json", "strict", "shell", "watch", "help", "quiet", "stats", "verbose",
            "lock-teams", "allied-sight", "spectate", "trace");

    /** Options that may be given more than once; their values are joined with commas ({@code --ai 1:a --ai 2:b}). */
    public static final Set<String> REPEATABLE = Set.of("ai");

    public final String command;
    public final List<String> positional;
    public final Map<String, String> options;
    public final Set<String> flags;

    private Arguments(String command, List<String> positional, Map<String, String> options, Set<String> flags) {
        this.command = command;
        this.positional = positional;
        this.options = options;
        this.flags = flags;
    }

    public static Arguments parse(String[] args) throws UsageException {
        String command = null;
        List<String> positional = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        Set<String> flags = new LinkedHashSet<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--") && a.length() > 2) {
                String name = a.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (FLAGS.contains(name)) {
                    if (value != null) throw new UsageException("--" + name + " takes no value");
                    flags.add(name);
                    continue;
                }
                if (value == null) {
                    if (i + 1 >= args.length) throw new UsageException("--" + name + " needs a value");
                    value = args[++i];
                }
                if (options.containsKey(name)) {
                    if (!REPEATABLE.contains(name)) throw new UsageException("--" + name + " is given twice");
                    value = options.get(name) + "," + value;
                }
                options.put(name, value);
            } else if (a.equals("-h")) {
                flags.add("help");
            } else if (command == null) {
                command = a;
            } else {
                positional.add(a);
            }
        }
        return new Arguments(command, positional, options, flags);
    }

    public boolean flag(String name) { return flags.contains(name); }

    public String option(String name, String fallback) { return options.getOrDefault(name, fallback); }

    public int intOption(String name, int fallback, int min, int max) throws UsageException {
        String v = options.get(name);
        if (v == null) return fallback;
        try {
            int n = Integer.parseInt(v.trim());
            if (n < min || n > max) throw new UsageException("--" + name + " must be from " + min + " to " + max + ", not " + v);
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, not '" + v + "'");
        }
    }

    /** The options not in the given set: settings for the generator or checker. */
    public Map<String, String> rest(Set<String> known) {
        Map<String, String> out = new LinkedHashMap<>();
        options.forEach((k, v) -> {
            if (!known.contains(k)) out.put(k, v);
        });
        return out;
    }
}
