package org.openaok.api.generate;

/**
 * A map a generator offers by name: a built-in script, an installed template.
 *
 * @param name        what {@code --map} takes
 * @param description one line for a person
 * @param origin      where it comes from (a bundle, a file, an archive entry)
 */
public record MapEntry(String name, String description, String origin) {}
