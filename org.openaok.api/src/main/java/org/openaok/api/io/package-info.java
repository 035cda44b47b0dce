/** Map writers and readers, map renderers and live map windows, script checkers. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.api.io;
