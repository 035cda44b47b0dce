/**
 * The computer-player script language's vocabulary: its facts and actions with the kinds of
 * their parameters, its strategic numbers with their defaults and ranges, and the words each
 * kind of parameter takes (units, buildings, research items, ages, civilisations ...), read
 * from the bundle's own tables. Words and commands of later versions of the game are known
 * too, so that a script using them is told they are unsupported.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.ai.lang;
