/** The map model: a square grid of tiles on one or more levels, player starts and the objects standing on the map. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.openaok.api.map;
