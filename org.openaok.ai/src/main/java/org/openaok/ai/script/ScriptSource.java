package org.openaok.ai.script;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.openaok.drs.DrsArchive;

/**
 * Where script files come from. A {@code load} names a file the way the game does: without
 * its {@code .per} (a name with it works too), relative to the folder of the master file, in
 * a subfolder written with {@code /} or {@code \}.
 */
@FunctionalInterface
public interface ScriptSource {
    /**
     * The file a load names.
     *
     * @param name as the script writes it
     * @param from the file that loads it ({@link ScriptText#path()}), or null for the master
     */
    Optional<ScriptText> open(String name, String from);

    /** Files under a folder, the game's AI folder. */
    static ScriptSource folder(Path root) { return new FolderSource(root); }

    /** Entries of a DRS archive, by the names registered for them (the AI files are 60001-60027). */
    static ScriptSource drs(DrsArchive archive) { return new DrsSource(archive); }

    /** The first source that has the file. */
    static ScriptSource chain(ScriptSource... sources) {
        List<ScriptSource> list = List.of(sources);
        return (name, from) -> {
            for (ScriptSource s : list) {
                Optional<ScriptText> t = s.open(name, from);
                if (t.isPresent()) return t;
            }
            return Optional.empty();
        };
    }

    /** A load's name as a relative path with {@code /}: backslashes turned, quotes and spaces gone. */
    static String normalise(String name) {
        String n = name.strip().replace('\\', '/');
        while (n.startsWith("./")) n = n.substring(2);
        while (n.startsWith("/")) n = n.substring(1);
        return n;
    }

    /** The name without a trailing {@code .per}, whatever its case. */
    static String stem(String name) {
        String n = normalise(name);
        return n.toLowerCase(java.util.Locale.ROOT).endsWith(".per") ? n.substring(0, n.length() - 4) : n;
    }
}
