/**
 * A random map script after preprocessing and parsing: seven sections in the engine's fixed order,
 * each a list of commands with integer arguments and ordered attribute lists, every one with the
 * file, line and column it came from. Immutable; the Age of Kings stages read it.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.rms.script;
