/**
 * A computer player's memory and its thinking: the {@link org.openaok.ai.mind.Mind} its
 * rules read and write (goals, strategic numbers, timers, escrow, taunts ...), the shared
 * goals of all computer players, a {@link org.openaok.ai.mind.Brain} per computer seat
 * running the rules pass once a second of game time, and the pass's trace.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("2.0.0")
package org.openaok.ai.mind;
