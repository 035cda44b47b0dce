/**
 * Random map templates in VCMI's format: the model (a template is zones and connections plus the
 * sizes and player counts it is made for), the reader that turns a template file into it with
 * diagnostics, and the check of a template against a requested map.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.zones.template;
