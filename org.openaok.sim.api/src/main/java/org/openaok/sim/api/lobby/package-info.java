/**
 * The lobby as the command line gives it: the options every command that starts a match reads
 * the same way (civilisations, computer players and their difficulty, resources, age, population,
 * reveal, victory, mode, teams) and game times such as {@code 20:00}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.sim.api.lobby;
