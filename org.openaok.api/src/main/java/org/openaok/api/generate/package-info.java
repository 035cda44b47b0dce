/** Generators, the generation request and context, the generation service, self-checks and their results. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.openaok.api.generate;
