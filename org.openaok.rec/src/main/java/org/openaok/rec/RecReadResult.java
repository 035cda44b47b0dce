package org.openaok.rec;

import java.util.List;
import java.util.Optional;

import org.openaok.api.diag.Diagnostic;

/**
 * What reading a recorded game gave: the game, or nothing when the file could not be read, and
 * every diagnostic (an error says why nothing came; warnings say what was left out).
 */
public record RecReadResult(Optional<RecordedGame> game, List<Diagnostic> diagnostics) {
    public RecReadResult {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean failed() { return game.isEmpty(); }
}
