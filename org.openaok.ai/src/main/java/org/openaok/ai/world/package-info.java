/**
 * What a computer player's rules ask of the game and tell it to do: the {@link
 * org.openaok.ai.world.World} its facts read (counts, stockpiles, what it can afford and
 * build) and the {@link org.openaok.ai.world.Orders} its actions give (train, build,
 * research, attack, chat ...). The simulation implements both; {@link
 * org.openaok.ai.world.memory.MemoryWorld} is a small implementation of its own. Player
 * numbers are seats 1 to 8 (0 is gaia); things are the ids of {@link org.openaok.ai.lang.Thing}s,
 * line ids included.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.openaok.ai.world;
