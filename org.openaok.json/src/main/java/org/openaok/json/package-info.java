/** Reading and writing JSON: hand-written files (VCMI templates, data tables) and the 0 A.D. map data. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.json;
