package org.openaok.zones.template;

import java.util.Optional;

/** The level a zone must lie on, or automatic to let the placer balance the levels. */
public enum ForcedLevel {
    AUTOMATIC("automatic"), SURFACE("surface"), UNDERGROUND("underground");

    private final String json;

    ForcedLevel(String json) { this.json = json; }

    public String json() { return json; }

    public static Optional<ForcedLevel> of(String name) {
        for (ForcedLevel t : values()) if (t.json.equals(name)) return Optional.of(t);
        return Optional.empty();
    }
}
