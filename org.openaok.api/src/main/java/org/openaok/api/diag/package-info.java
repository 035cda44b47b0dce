/** Diagnostics: an author's mistake, with its file, line, column and a stable code. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.diag;
