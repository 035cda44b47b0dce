/**
 * A match: its settings (the lobby), the service that starts one on a generated map, the running
 * match that takes commands and ticks, and its outcome.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.sim.api.match;
