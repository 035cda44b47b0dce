package org.openaok.ai.script;

/**
 * The lobby settings one computer seat's scripts are loaded and run under.
 *
 * @param player            the seat, 1 to 8
 * @param civ               the seat's civilisation (1 Britons ... 18 Koreans)
 * @param difficulty        0 Hardest ... 4 Easiest
 * @param mapType           the map type id (9 Arabia ..., -1 for a scenario's map)
 * @param mapSize           tiles along a side (120 tiny ... 240 giant)
 * @param populationCap     the lobby's population limit
 * @param startingAge       0 Dark ... 3 Imperial, 105 Post-Imperial
 * @param startingResources 1 low, 2 medium, 3 high
 * @param gameType          one of the {@code GAME_} constants
 * @param victory           0 standard, 1 conquest, 2 time limit, 3 score, 4 custom
 * @param teamsLocked       whether the lobby locked the teams
 * @param cheats            whether cheats are enabled
 * @param seed              the game's seed; a seat's random streams derive from it and the seat
 */
public record Seat(int player, int civ, int difficulty, int mapType, int mapSize, int populationCap,
                   int startingAge, int startingResources, int gameType, int victory, boolean teamsLocked,
                   boolean cheats, long seed) {
    public static final int GAME_RANDOM_MAP = 0;
    public static final int GAME_REGICIDE = 1;
    public static final int GAME_DEATH_MATCH = 2;
    public static final int GAME_SCENARIO = 3;
    public static final int GAME_KING_OF_THE_HILL = 5;
    public static final int GAME_WONDER_RACE = 6;
    public static final int GAME_DEFEND_THE_WONDER = 7;

    public static final int HARDEST = 0;
    public static final int HARD = 1;
    public static final int MODERATE = 2;
    public static final int EASY = 3;
    public static final int EASIEST = 4;

    public Seat {
        if (player < 1 || player > 8) throw new IllegalArgumentException("a seat is 1 to 8: " + player);
        if (difficulty < 0 || difficulty > 4) throw new IllegalArgumentException("difficulty is 0 to 4: " + difficulty);
        if (populationCap < 1) throw new IllegalArgumentException("population cap: " + populationCap);
    }

    /** A random map game on a medium Arabia: Britons, Moderate, 75 population, low resources. */
    public static Seat defaults(int player) {
        return new Seat(player, 1, MODERATE, 9, 168, 75, 0, 1, GAME_RANDOM_MAP, 0, false, false, 0L);
    }

    public Seat withPlayer(int p) { return new Seat(p, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withCiv(int c) { return new Seat(player, c, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withDifficulty(int d) { return new Seat(player, civ, d, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withMapType(int m) { return new Seat(player, civ, difficulty, m, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withMapSize(int s) { return new Seat(player, civ, difficulty, mapType, s, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withPopulationCap(int p) { return new Seat(player, civ, difficulty, mapType, mapSize, p, startingAge, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withStartingAge(int a) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, a, startingResources, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withStartingResources(int r) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, r, gameType, victory, teamsLocked, cheats, seed); }
    public Seat withGameType(int g) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, g, victory, teamsLocked, cheats, seed); }
    public Seat withVictory(int v) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, v, teamsLocked, cheats, seed); }
    public Seat withTeamsLocked(boolean t) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, t, cheats, seed); }
    public Seat withCheats(boolean c) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, c, seed); }
    public Seat withSeed(long s) { return new Seat(player, civ, difficulty, mapType, mapSize, populationCap, startingAge, startingResources, gameType, victory, teamsLocked, cheats, s); }

    public boolean scenario() { return gameType == GAME_SCENARIO; }

    public boolean deathMatch() { return gameType == GAME_DEATH_MATCH; }

    public boolean regicide() { return gameType == GAME_REGICIDE; }
}
