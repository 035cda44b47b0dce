package org.openaok.rec.internal;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.rec.RecObject;
import org.openaok.rec.RecPlayer;
import org.openaok.rec.RecVersion;
import org.openaok.rec.RecordedGame;

/**
 * Reads an inflated header in its order: version, (HD's settings), the AI, the replay's state,
 * the map (terrain and elevation of every tile), the players and their objects, the scenario and
 * the lobby.
 */
public final class HeaderReader {
    private HeaderReader() {}

    /**
     * @param logVersion the log version after the header, or -1
     * @param warnings   where what could not be read but was not needed goes
     */
    public static RecordedGame read(String file, byte[] header, int logVersion, List<Diagnostic> warnings) throws Damaged {
        Cursor c = new Cursor(header, 0);
        c.section("version");
        StringBuilder gv = new StringBuilder();
        for (int ch; (ch = c.u8()) != 0; ) {
            if (gv.length() > 16) throw c.damaged("no version string at the start (not a recorded game of these games)");
            gv.append((char) ch);
        }
        String gameVersion = gv.toString();
        float saveFloat = c.f32();
        if (saveFloat == -1f) throw new Damaged("version", 0, "a save version of the Definitive Edition, whose recordings this reader does not read");
        int save = Math.round(saveFloat * 100);
        RecVersion version = RecVersion.of(gameVersion, save, logVersion);
        if (version == null) throw new Damaged("version", 0, "the version '" + printable(gameVersion) + "' is none of The Age of Kings, The Conquerors, UserPatch or HD");
        if (version == RecVersion.DE) throw new Damaged("version", 0, "a recording of the Definitive Edition (save version " + saveFloat + "), which this reader does not read");
        Dialect d = new Dialect(version, save);

        int hdMap = -1;
        java.util.Map<Integer, Integer> hdTeams = java.util.Map.of();
        if (d.hd() && save > 1234) {
            HdSettings hd = HdSettings.read(c);
            hdMap = hd.selectedMap();
            hdTeams = hd.teams();
        }

        c.section("AI");
        if (c.i32() != 0) skipAi(c);

        c.section("replay");
        c.skip(4 * 6 + 4 + 1 + 4 + 4 + 4 + 4 + 2);
        int playerCount = c.u8();               // Gaia included
        if (playerCount < 2 || playerCount > 9) throw c.damaged(playerCount + " players (Gaia included): not a game of 1 to 8 players");
        if (!d.aok()) c.skip(2);
        c.skip(2 + 4 * 4 + 2 + 4 + 4 * 9);

        c.section("map");
        int size = c.i32();
        int sizeY = c.i32();
        if (size < 1 || size > 1024 || sizeY != size) throw c.damaged("a map of " + size + " by " + sizeY + " tiles");
        int tiles = size * size;
        int zones = c.count(1275);
        for (int z = 0; z < zones; z++) {
            c.skip(d.hd() ? 2048 + 2L * tiles : 1275 + (long) tiles);
            c.skip(4L * c.count(4) + 4);
        }
        c.skip(2);                              // all visible, fog of war
        byte[] terrain = new byte[tiles];
        byte[] elevation = new byte[tiles];
        for (int i = 0; i < tiles; i++) {
            int t = c.u8();
            if (t == 255) {                     // an extended tile (UserPatch's terrains beyond 254)
                t = c.u8();
                elevation[i] = (byte) c.u8();
                c.skip(1);
            } else {
                elevation[i] = (byte) c.u8();
            }
            terrain[i] = (byte) t;
        }
        int obstructions = c.count(4);
        c.skip(4 + 4L * obstructions);
        for (int i = 0; i < obstructions; i++) c.skip(8L * c.count(8));
        int vx = c.i32();
        int vy = c.i32();
        if (vx != size || vy != size) throw c.damaged("a visibility map of " + vx + " by " + vy + " for a map of " + size);
        c.skip(4L * tiles);

        c.section("initial state");
        if (c.i32() != 0) throw c.damaged("a restored game (saved and loaded again): its objects are stored otherwise");
        c.skip(27L * c.count(27));              // particles
        c.skip(4);
        Charset names = d.hd() ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
        PlayerRecords records = PlayerRecords.read(c, d, playerCount, names);

        ScenarioRecords scenario = null;
        try {
            scenario = ScenarioRecords.read(c, d, playerCount);
            if (scenario.teams() == null) warnings.add(RecCode.NO_LOBBY.at(file, "the lobby's settings could not be read: no teams"));
        } catch (Damaged e) {
            warnings.add(RecCode.NO_LOBBY.at(file, "the scenario and lobby could not be read (" + e.section() + ", byte " + e.offset()
                    + " of the header: " + e.getMessage() + "): no map name, no teams"));
        }

        List<RecPlayer> players = new ArrayList<>();
        for (PlayerRecords.Player p : records.players.subList(1, records.players.size())) {
            int team = 0;
            if (scenario != null && scenario.teams() != null && p.number() <= 8) {
                int t = scenario.teams()[p.number() - 1];
                team = t >= 2 ? t - 1 : 0;
            }
            players.add(new RecPlayer(p.number(), p.name(), p.type(), p.civilization(), p.color(), team, p.cameraX(), p.cameraY(),
                    hdTeams.getOrDefault(p.number(), -1)));
        }
        int mapId = hdMap > 0 ? hdMap : scenario == null ? -1 : scenario.mapId();
        String mapName = BuiltInMaps.name(mapId);
        if (mapName.isEmpty() && scenario != null) mapName = MapInstructions.mapName(scenario.instructions());
        if (mapName.isEmpty()) warnings.add(RecCode.NO_MAP_NAME.at(file, "the recording names no map it knows"
                + (mapId >= 0 ? " (map type " + mapId + ")" : "")));
        List<RecObject> objects = records.objects;
        return new RecordedGame(file, version, gameVersion, save, mapId, mapName, scenario == null ? -1 : scenario.lobbySize(),
                size, terrain, elevation, players, objects);
    }

    /** The computer players' scripts, as the game keeps them running. */
    private static void skipAi(Cursor c) throws Damaged {
        c.skip(2);
        int strings = c.u16();
        c.skip(4);
        for (int i = 0; i < strings; i++) c.skip(c.count(1));
        c.skip(6);
        for (int s = 0; s < 8; s++) {
            c.skip(4 + 4 + 2);
            int rules = c.u16();
            c.skip(4);
            c.skip((long) rules * (16 + 16 * 24));
        }
        c.skip(104 + 80 * 4 + 256 * 4 + 4096);
    }

    private static String printable(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) b.append(ch >= 32 && ch < 127 ? ch : '?');
        return b.toString();
    }
}
