/** Fairness statistics of a generated map: what each player has near their start, and how far. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.stats;
