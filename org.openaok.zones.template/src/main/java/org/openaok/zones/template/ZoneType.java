package org.openaok.zones.template;

import java.util.Optional;

/** What a template zone is for. */
public enum ZoneType {
    /** A human player's home: the player's town is the start. */
    PLAYER_START("playerStart"),
    /** A computer player's home. */
    CPU_START("cpuStart"),
    TREASURE("treasure"),
    /** A passage zone between others. */
    JUNCTION("junction"),
    /** Closed off: filled with obstacles, no connections lead in. */
    SEALED("sealed");

    private final String json;

    ZoneType(String json) { this.json = json; }

    /** The name templates use. */
    public String json() { return json; }

    /** A player's or a computer's start. */
    public boolean start() { return this == PLAYER_START || this == CPU_START; }

    public static Optional<ZoneType> of(String name) {
        for (ZoneType t : values()) if (t.json.equals(name)) return Optional.of(t);
        return Optional.empty();
    }
}
