/**
 * Recorded games of the original engines, read: the map the engine generated, the lobby and every
 * starting object ({@link RecReader}), and that map in the map model ({@link RecordedMaps}).
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.rec;
