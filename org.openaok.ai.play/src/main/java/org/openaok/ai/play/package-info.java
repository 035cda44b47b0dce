/**
 * The .per computer players as a {@link org.openaok.sim.api.player.ComputerPlayer} service: the
 * shipped {@code randomgame} and any script file, compiled for the seat and played in a match.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.ai.play;
