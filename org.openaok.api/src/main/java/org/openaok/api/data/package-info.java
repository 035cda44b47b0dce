/** The game-data SPI: terrain and object types, looked up by id and by name, and the tables of the game's rules. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.api.data;
