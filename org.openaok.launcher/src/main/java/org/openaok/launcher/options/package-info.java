/**
 * The command line's map options, shared by every command that generates a map (generate, survey,
 * and commands other bundles contribute, such as view): parsing, sizes, seeds, teams.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.launcher.options;
