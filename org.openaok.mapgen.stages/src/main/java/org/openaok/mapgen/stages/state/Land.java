package org.openaok.mapgen.stages.state;

import org.openaok.rms.script.SourceLocation;

/**
 * One land of the map: a blob of one terrain grown from an origin. A player land belongs to its
 * player; another land may be given to one (assign_to_player). Its {@link #index()} is also the
 * map's zone id and what each of its tiles holds in {@link org.openaok.api.map.MapLevel#zone}.
 *
 * <p>Lands of one {@link #zone()} may touch; a land keeps its avoidance distance from lands of
 * every other zone. The lands stage sets the origin, zone and tiles; later stages read them.
 */
public final class Land {
    private final int index;
    private final int player;
    private final boolean playerLand;
    private final int id;
    private final int terrain;
    private final int baseSize;
    private final SourceLocation location;
    private int zone = -1;
    private int x = -1;
    private int y = -1;
    private int tiles;

    /**
     * @param index      0-based, dense: the map zone id
     * @param player     the owning player 1-8, or 0
     * @param playerLand made by create_player_lands
     * @param id         the land_id objects may ask for (a player land's is its player), or -1
     * @param terrain    the terrain it is painted with
     * @param baseSize   the square it first takes, tiles out from the origin each way
     * @param location   the command that made it
     */
    public Land(int index, int player, boolean playerLand, int id, int terrain, int baseSize, SourceLocation location) {
        this.index = index;
        this.player = player;
        this.playerLand = playerLand;
        this.id = id;
        this.terrain = terrain;
        this.baseSize = baseSize;
        this.location = location;
    }

    public int index() { return index; }

    /** The owning player, 1-8, or 0 for none. */
    public int player() { return player; }

    /** Whether create_player_lands made it. */
    public boolean playerLand() { return playerLand; }

    /** Its land_id, or -1. */
    public int id() { return id; }

    public int terrain() { return terrain; }

    public int baseSize() { return baseSize; }

    public SourceLocation location() { return location; }

    /** The script zone it belongs to (dense from 0), or -1 before the lands stage. */
    public int zone() { return zone; }

    public void setZone(int zone) { this.zone = zone; }

    /** Origin x, or -1 before it is placed. */
    public int x() { return x; }

    public int y() { return y; }

    public boolean placed() { return x >= 0; }

    public void setOrigin(int x, int y) {
        this.x = x;
        this.y = y;
    }

    /** Tiles it has taken. */
    public int tiles() { return tiles; }

    void count(int delta) { tiles += delta; }

    @Override
    public String toString() {
        return "land " + index + (player > 0 ? " (player " + player + ")" : "") + (id >= 0 ? " id " + id : "")
                + " at " + x + "," + y + ", " + tiles + " tiles";
    }
}
