/**
 * Reading and compiling computer-player scripts: where script files come from (a folder, a
 * DRS archive, the bundle's own files), the lobby settings a seat's scripts are loaded under,
 * and the compiled program, every rule a range of flat arrays with its arguments resolved.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.ai.script;
