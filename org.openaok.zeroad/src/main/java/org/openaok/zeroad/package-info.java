/** 0 A.D.'s map-data JSON: writing a map as it, reading it back, and the table that maps terrains and objects. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("2.0.0")
package org.openaok.zeroad;
