/**
 * Parts of the JSON reports the commands write, for every command that reports the same thing
 * (a generated map's and a recorded map's fairness measures) to write it under the same names.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.launcher.report;
