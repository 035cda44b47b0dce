/**
 * The game's rules compiled from the data tables: unit and building types with their base stats,
 * technologies, effects, civilisations, villager tasks and the settings. Every number is fixed
 * point, a thousandth of the table's unit ({@link Fixed}), so no floating point reaches a match.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.openaok.sim.api.rules;
