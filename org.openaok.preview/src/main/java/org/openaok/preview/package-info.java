/** Software drawing of map previews and a PNG encoder, usable outside a framework too. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.preview;
