package org.openaok.rec.internal;

/**
 * The settings block HD writes before the AI (save versions above 12.34): the map the lobby
 * chose, and for each seat its civilisation, colour and team. Its layout changed with HD's own
 * version number (1000, 1004, 1005, 1006).
 *
 * @param selectedMap the map type the lobby chose (as The Conquerors numbers them: 9 Arabia ...)
 * @param teams       each player number's team index (HD 4.8 and later; none for earlier ones)
 */
record HdSettings(int selectedMap, java.util.Map<Integer, Integer> teams) {
    static HdSettings read(Cursor c) throws Damaged {
        c.section("HD settings");
        int version = Math.round(c.f32());
        c.skip(4 + 4);                       // interval version, game options version
        c.skip(4L * c.count(4));             // downloadable content
        c.skip(4 + 4);                       // data set, difficulty
        int selected = c.i32();
        c.skip(4 + 4 + 4 + 4 + 4 + 4);       // resolved map, reveal, victory, resources, ages
        if (version >= 1006) c.skip(4);      // game type
        c.hdSeparator();
        if (version == 1000) {
            c.hdString();                    // the map's name
            c.hdString();
        }
        c.hdSeparator();
        c.skip(4 + 4 + 4 + 4 + 4 + 4);       // speed, treaty, population, players, unused colour, victory amount
        c.hdSeparator();
        c.skip(16);                          // flags (trade, team bonus, random positions, ...)
        java.util.Map<Integer, Integer> teams = new java.util.TreeMap<>();
        if (version == 1000) {
            c.skip(120);
            c.hdSeparator();
            c.skip(40);
            for (int i = 0; i < 8; i++) c.hdString();
            c.skip(16);
            c.hdSeparator();
            c.skip(10);
        } else {
            boolean ratings = version >= 1006 && !ratingsLeftOut(c, version);
            for (int i = 0; i < 8; i++) {
                c.skip(4 + 4);               // downloadable content, colour
                if (version >= 1006) c.skip(1);
                c.skip(2 + 4 + 1);           // data checksum, game version
                int team = c.i32();
                c.skip(4);                   // civilisation
                c.hdString();                // AI type
                c.skip(1);
                if (version >= 1005) c.hdString(); // AI name
                c.hdString();                // name
                c.skip(4 + 8);               // type, Steam id
                int number = c.i32();
                if (ratings) c.skip(8);
                if (number >= 1 && number <= 8) teams.put(number, team);
            }
            c.skip(3 + 9);                   // fog, cheat notes, coloured chat
            c.hdSeparator();
            c.skip(2 + 4 + 4);               // ranked, spectators, visibility, map checksum
            c.hdString();                    // scenario file
            c.skip(8);
            c.hdString();                    // random map file
            c.skip(8);
            c.hdString();
            c.skip(8);
            c.skip(16);                      // game id
            c.hdString();                    // lobby
            c.hdString();                    // modded data set
            c.skip(4);
            if (version >= 1005) {
                c.skip(4);
                c.hdString();
                c.skip(4);
            }
        }
        return new HdSettings(selected, teams);
    }

    /**
     * HD 1006 stores two ratings after each player, except in files whose first seat record is
     * followed at once by the next (the "5.7" layout): told apart by a value repeated 56 bytes on.
     */
    private static boolean ratingsLeftOut(Cursor c, int version) throws Damaged {
        int start = c.position();
        try {
            int check = c.i32();
            c.skip(4);
            if (version >= 1006) c.skip(1);
            c.skip(15);
            c.hdString();
            c.skip(1);
            if (version >= 1005) c.hdString();
            c.hdString();
            c.skip(16);
            return c.i32() == check;
        } finally {
            c.seek(start);
        }
    }
}
