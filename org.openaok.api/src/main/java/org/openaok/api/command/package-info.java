/** Commands of the openaok program that bundles contribute (e.g. view). */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.command;
