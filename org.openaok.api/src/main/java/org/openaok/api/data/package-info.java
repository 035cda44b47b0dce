/** The game-data SPI: terrain and object types, looked up by id and by name. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.data;
