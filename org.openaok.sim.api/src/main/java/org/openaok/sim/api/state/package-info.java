/**
 * The state of a match, laid out for the tick: every thing on the map is an entity id indexing
 * flat arrays ({@link Entities}), the map is flat per-tile arrays ({@link Grid}), each player's
 * stockpile, population, technologies and numbers are in {@link PlayerState}, what each player
 * sees is in {@link Sight}. Positions are thousandths of a tile, times milliseconds, amounts
 * thousandths of a resource: integers throughout.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.4.0")
package org.openaok.sim.api.state;
