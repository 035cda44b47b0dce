/**
 * Reading random map scripts: {@link org.openaok.rms.RmsReader} preprocesses and parses a script
 * with the lobby's settings ({@link org.openaok.rms.LobbySettings}) into an
 * {@link org.openaok.rms.script.RmsScript} plus diagnostics, and checks every branch of a script
 * statically. Include files come from the built-ins ({@link org.openaok.rms.BuiltInFiles}) first,
 * then from an {@link org.openaok.rms.IncludeResolver} (a DRS archive, folders).
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.rms;
