package org.openaok.rec;

import java.util.ArrayList;
import java.util.List;

/**
 * What a recorded game's header holds of the map the original engine generated: every tile's
 * terrain and elevation (row by row, {@code y * size + x}), the lobby and every object standing on
 * the map at the start.
 *
 * @param file          the file's name, for messages
 * @param version       the game that wrote it
 * @param gameVersion   the header's version string, e.g. {@code VER 9.4}
 * @param saveVersion   the save version in hundredths (1176 for 11.76)
 * @param mapId         the lobby's map type (9 Arabia ... 33 Nomad; 44 or more a custom map), or -1 when the file has none (The Age of Kings)
 * @param mapName       the map's name: the built-in map the id names, else the name the game's instructions give, else ""
 * @param lobbySize     the lobby's size setting (0 Tiny ... 5 Giant), or -1 when unknown
 * @param size          tiles across
 * @param terrain       each tile's terrain id
 * @param elevation     each tile's elevation
 * @param players       the players, Gaia excluded, by number
 * @param objects       every object of every owner, in the file's order (Gaia first)
 */
public record RecordedGame(String file, RecVersion version, String gameVersion, int saveVersion, int mapId, String mapName,
                           int lobbySize, int size, byte[] terrain, byte[] elevation, List<RecPlayer> players,
                           List<RecObject> objects) {
    public RecordedGame {
        players = List.copyOf(players);
        objects = List.copyOf(objects);
        if (terrain.length != size * size || elevation.length != size * size) throw new IllegalArgumentException("tiles");
    }

    /** The terrain id of a tile. */
    public int terrain(int x, int y) { return terrain[y * size + x] & 0xff; }

    /** The elevation of a tile. */
    public int elevation(int x, int y) { return elevation[y * size + x] & 0xff; }

    /** The save version as written, e.g. {@code 11.76}. */
    public String saveVersionText() { return saveVersion / 100 + "." + String.format(java.util.Locale.ROOT, "%02d", saveVersion % 100); }

    /** The lobby's name of the size setting, e.g. {@code tiny}, or "" when unknown. */
    public String lobbySizeName() {
        String[] names = {"tiny", "small", "medium", "normal", "large", "giant"};
        return lobbySize >= 0 && lobbySize < names.length ? names[lobbySize] : "";
    }

    /**
     * Each seat's team in the order of the players (0 for none), as a generation request takes
     * them: the lobby's choice; where that names no team and HD's settings split the seats into
     * groups, one team for each group (in the order they first come).
     */
    public List<Integer> teams() {
        List<Integer> out = new ArrayList<>();
        for (RecPlayer p : players) out.add(p.team());
        if (out.stream().allMatch(t -> t == 0)) {
            List<Integer> groups = new ArrayList<>();
            for (RecPlayer p : players) if (p.hdTeam() >= 0 && !groups.contains(p.hdTeam())) groups.add(p.hdTeam());
            if (groups.size() > 1 && players.stream().allMatch(p -> p.hdTeam() >= 0)) {
                out.clear();
                for (RecPlayer p : players) out.add(groups.indexOf(p.hdTeam()) + 1);
            }
        }
        return out;
    }
}
