/**
 * A small game kept in memory that answers a computer player's facts and carries out its
 * orders: for tests, benchmarks and dry runs where the simulation is not needed.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.ai.world.memory;
