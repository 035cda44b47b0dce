package org.openaok.api.io;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.openaok.api.diag.Diagnostic;

/** Checks a script or template file without generating anything ({@code openaok check}). */
public interface ScriptChecker {
    /** e.g. {@code rms}, {@code per}, {@code template}. */
    String id();

    /** File name endings it checks, e.g. {@code .rms}. */
    Set<String> fileExtensions();

    /** Whether it can check this file; by default by its ending. */
    default boolean accepts(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return fileExtensions().stream().anyMatch(name::endsWith);
    }

    /** Every diagnostic the file gives; never throws for a problem with the file. */
    List<Diagnostic> check(Path file, Map<String, String> options);
}
