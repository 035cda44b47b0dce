/** Map writers and readers, map renderers and script checkers. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.io;
