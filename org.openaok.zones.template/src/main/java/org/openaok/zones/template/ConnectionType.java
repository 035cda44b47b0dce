package org.openaok.zones.template;

import java.util.Optional;

/** How a template connection joins its two zones. */
public enum ConnectionType {
    /** A passage through the border, held by a guard whose strength is the connection's value. */
    GUARDED("guarded"),
    /** The border between the two zones is left open. */
    WIDE("wide"),
    /** Pulls the zones together when they are placed, but makes no passage. */
    FICTIVE("fictive"),
    /** Pushes the zones apart when they are placed, and makes no passage. */
    REPULSIVE("repulsive"),
    /** Always a pair of portals, even when the zones are neighbours. */
    FORCE_PORTAL("forcePortal");

    private final String json;

    ConnectionType(String json) { this.json = json; }

    public String json() { return json; }

    /** Whether the connection becomes a way between the zones (fictive and repulsive ones do not). */
    public boolean passable() { return this != FICTIVE && this != REPULSIVE; }

    public static Optional<ConnectionType> of(String name) {
        for (ConnectionType t : values()) if (t.json.equals(name)) return Optional.of(t);
        return Optional.empty();
    }
}
