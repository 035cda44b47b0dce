/**
 * The game systems SPI. A system is a DS service ({@link GameSystem}) that declares which systems
 * must run before it in a tick; when a match starts, the installed systems are ordered once and
 * each is started for the match ({@link SystemRun}). A bundle adds a system by registering one and
 * replaces one by registering the same id with a higher {@code service.ranking}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.sim.api.system;
