/**
 * Computer players as services: a seat of a match is driven by the {@link ComputerPlayer} that
 * accepts its name; it thinks once a second of game time and acts only through commands.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.sim.api.player;
