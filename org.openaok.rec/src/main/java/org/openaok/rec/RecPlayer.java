package org.openaok.rec;

/**
 * A player of the recorded game, Gaia excluded.
 *
 * @param number        the player's number, 1-8 (the index of its record; objects name it as owner)
 * @param name          the name in the lobby, as the file stores it
 * @param type          the engine's player type (1 human, 3 computer, ...)
 * @param civilization  the civilisation's id (1 Britons ... 18 Koreans, more in later games)
 * @param color         the colour's index
 * @param team          the team chosen in the lobby, 1-4, or 0 for none
 * @param startX        where the player's view began, x in tiles (the Town Center, at the start)
 * @param startY        y in tiles
 * @param hdTeam        the team index HD's own settings give the seat (HD 4.8 and later), or -1:
 *                      HD may leave the lobby's choice empty and keep the teams there
 */
public record RecPlayer(int number, String name, int type, int civilization, int color, int team, float startX, float startY,
                        int hdTeam) {}
