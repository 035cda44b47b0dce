/**
 * Watching matches: a {@link MatchViewer} service shows a recorded match in a window with play,
 * pause, speed, seek and the fog of any seat ({@code openaok replay game.rec --view}).
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.sim.api.view;
