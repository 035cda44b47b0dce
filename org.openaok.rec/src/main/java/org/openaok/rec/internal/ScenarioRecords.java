package org.openaok.rec.internal;

import java.nio.charset.StandardCharsets;

/**
 * What follows the players: each player's achievements (fixed records), then the scenario the
 * game was started as (its instructions name the map), its settings (the map type), the triggers
 * and the lobby (teams, the size setting).
 *
 * @param instructions the instructions players were shown ("Map Type: Arabia" among them)
 * @param mapId        the map type, or -1 (The Age of Kings stores none)
 * @param teams        each seat's team as the lobby stores it (1 none, 2-5 teams 1-4), player 1 first; null when the lobby could not be read
 * @param lobbySize    the size setting (0 Tiny ... 5 Giant), or -1
 */
record ScenarioRecords(String instructions, int mapId, int[] teams, int lobbySize) {
    /** The scenario's settings end in the double 1.6 (9a 99 99 99 99 99 f9 3f). */
    private static final int[] SETTINGS_END = {0x9a, 0x99, 0x99, 0x99, 0x99, 0x99, 0xf9, 0x3f};
    /** Bytes of one player's achievements. */
    private static final int ACHIEVEMENTS = 1817;

    static ScenarioRecords read(Cursor c, Dialect d, int players) throws Damaged {
        c.section("scenario");
        c.skip(21 + (long) ACHIEVEMENTS * (players - 1));
        c.skip(4);                              // next object id
        float version = c.f32();
        if (!(version > 1f && version < 2f)) throw c.damaged("no scenario version (1.x) where the scenario begins, but " + version);
        c.skip(16 * 256 + 16 * 4);              // tribe names, player name strings
        for (int i = 0; i < 16; i++) c.skip(d.save() >= 1334 ? 20 : 16);
        c.skip(5 + 4);                          // elapsed time
        c.string16(StandardCharsets.ISO_8859_1); // scenario file
        c.skip(d.aok() ? 20 : 24);              // message string ids
        String instructions = c.string16(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < (d.aok() ? 8 : 9); i++) c.string16(StandardCharsets.ISO_8859_1); // hints ... background
        c.skip(4 + 4 + 4 + 2 + 64);             // bitmap (never stored in a recording)
        for (int i = 0; i < 16; i++) c.string16(StandardCharsets.ISO_8859_1); // AI names
        for (int i = 0; i < 16; i++) {
            c.skip(8);
            c.string32(StandardCharsets.ISO_8859_1); // AI files
        }
        c.skip(4);
        c.skip(16L * (d.hd() ? 28 : 24));       // starting resources
        c.skip(16);
        c.skip(44);                             // victory conditions
        c.skip(12544);
        c.skip(4 + 64 + 16 * 4 * 3 + 16 * 30 * 4 * 2 + 16 * 20 * 4); // disabled techs, units, buildings
        if (d.hd()) c.skip(644);
        c.skip(12);
        c.skip(16 * 4);                         // starting ages
        if (d.hd()) c.skip(16);
        c.skip(12);
        int mapId = d.aok() ? -1 : c.i32();
        c.section("lobby");
        int end = c.find(c.position(), SETTINGS_END);
        if (end < 0) return new ScenarioRecords(instructions, mapId, null, -1);
        c.seek(end + SETTINGS_END.length);
        c.skip(1);
        if (c.i32() != 0) return new ScenarioRecords(instructions, mapId, null, -1); // triggers: a scenario, no lobby to read
        int[] teams = new int[8];
        for (int i = 0; i < 8; i++) teams[i] = c.u8();
        if (!d.hd()) c.skip(1);
        c.skip(4 + 4);                          // reveal map, fog of war
        int size = c.i32();
        return new ScenarioRecords(instructions, mapId, teams, size >= 0 && size <= 5 ? size : -1);
    }
}
