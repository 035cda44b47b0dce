/** Seeded, reproducible random streams (xorshift64*) and how streams are derived from a map's seed. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.random;
