package org.openaok.zones.template;

import java.util.Optional;

/** How strong a zone's guards are, relative to the values they guard. */
public enum MonsterStrength {
    NONE("none", 0), WEAK("weak", 50), NORMAL("normal", 100), STRONG("strong", 150);

    private final String json;
    private final int percent;

    MonsterStrength(String json, int percent) {
        this.json = json;
        this.percent = percent;
    }

    public String json() { return json; }

    /** Guard strength in per cent of a normal zone's. */
    public int percent() { return percent; }

    public static Optional<MonsterStrength> of(String name) {
        for (MonsterStrength t : values()) if (t.json.equals(name)) return Optional.of(t);
        return Optional.empty();
    }
}
