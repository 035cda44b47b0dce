/**
 * The computer-player script language's vocabulary: its facts and actions with the kinds of
 * their parameters, its strategic numbers with their defaults and ranges, and the words each
 * kind of parameter takes (units, buildings, research items, ages, civilisations, UserPatch's
 * classes, object data, positions ...), each with the version that brought it, read from the
 * bundle's own tables. Words of later versions' game data are known too, so that a script using
 * them is told which data they need.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.openaok.ai.lang;
