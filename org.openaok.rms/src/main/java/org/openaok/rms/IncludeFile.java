package org.openaok.rms;

/**
 * A file an {@code #include_drs} read.
 *
 * @param name   the name diagnostics give it (the name the script used)
 * @param text   its text
 * @param origin where it came from, for people: {@code built-in}, {@code gamedata.drs#54103}, a path
 */
public record IncludeFile(String name, String text, String origin) {
    public IncludeFile {
        if (name == null) name = "";
        if (text == null) text = "";
        if (origin == null) origin = "";
    }
}
