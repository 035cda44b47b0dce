package org.openaok.ai.lang;

import java.util.OptionalInt;

/**
 * A word of a later version's game data that The Conquerors' data lacks (a unit, research item,
 * civilisation, map ... of WololoKingdoms or the Definitive Edition), or a word UserPatch knows
 * the value of but does not define itself.
 *
 * @param text    as scripts write it, lower case
 * @param version the version whose data has it
 * @param value   the id that version gives it, where known
 */
public record LaterWord(String text, Version version, OptionalInt value) {}
