/**
 * Commands: the only way anything in a match changes, for a person, a computer player and a
 * replay alike. Each is a small record; {@link CommandText} reads and writes them as the lines of
 * command files and records; a refused command comes back as a {@link Refusal} that says why.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.openaok.sim.api.command;
