/** DRS archives: the original game's resource files (scripts, include files, AI files). */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.drs;
