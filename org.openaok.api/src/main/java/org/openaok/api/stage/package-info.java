/** The stage SPI: a generation stage or per-zone fill step, and what must finish before it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.stage;
