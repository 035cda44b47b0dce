package org.openaok.ai.lang;

/**
 * A word a parameter takes, and the number it stands for.
 *
 * @param kind    the parameter kind whose table it is in
 * @param text    as scripts write it, lower case
 * @param value   what it stands for
 * @param version the version that brought it
 */
public record Word(ParamKind kind, String text, int value, Version version) {}
