package org.openaok.game;

import java.nio.file.Path;

import org.openaok.api.generate.GenerationRequest;

/** A map's name for titles: the script's file name, or the generator's. */
final class ViewName {
    private ViewName() {}

    static String of(GenerationRequest q) {
        String n = q.map().isEmpty() ? (q.generator() == null ? "default map" : q.generator()) : Path.of(q.map()).getFileName().toString();
        return n + " seed " + q.seed() + ", " + q.size() + " tiles";
    }
}
