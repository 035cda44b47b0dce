package org.openaok.ai.script;

import java.util.Optional;

import org.openaok.drs.DrsArchive;
import org.openaok.drs.KnownEntries;

/**
 * Script files in a DRS archive. A load's name, without folders and {@code .per}, is turned
 * into an entry id by the names registered with {@link KnownEntries} (the computer player's
 * files register theirs, see {@link ComputerPlayer}); a number works as a name too.
 */
final class DrsSource implements ScriptSource {
    private final DrsArchive archive;

    DrsSource(DrsArchive archive) { this.archive = archive; }

    @Override
    public Optional<ScriptText> open(String name, String from) {
        String stem = ScriptSource.stem(name);
        String base = stem.substring(stem.lastIndexOf('/') + 1);
        if (base.isEmpty()) return Optional.empty();
        ComputerPlayer.registerEntries();
        return KnownEntries.idOf(base)
                .flatMap(id -> archive.entry(id).map(bytes -> new ScriptText(base + ".per", FolderSource.decode(bytes))));
    }
}
