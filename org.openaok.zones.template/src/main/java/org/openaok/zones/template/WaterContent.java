package org.openaok.zones.template;

import java.util.Locale;
import java.util.Optional;

/** How much water a map has: none, a sea, or islands. */
public enum WaterContent {
    NONE("none"), NORMAL("normal"), ISLANDS("islands");

    private final String json;

    WaterContent(String json) { this.json = json; }

    public String json() { return json; }

    public static Optional<WaterContent> of(String name) {
        if (name == null) return Optional.empty();
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (WaterContent t : values()) if (t.json.equals(n)) return Optional.of(t);
        return Optional.empty();
    }
}
