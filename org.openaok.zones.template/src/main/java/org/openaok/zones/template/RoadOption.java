package org.openaok.zones.template;

import java.util.Optional;

/** Whether a road runs over a connection: always, never, or by a coin toss. */
public enum RoadOption {
    TRUE("true"), FALSE("false"), RANDOM("random");

    private final String json;

    RoadOption(String json) { this.json = json; }

    public String json() { return json; }

    public static Optional<RoadOption> of(String name) {
        for (RoadOption t : values()) if (t.json.equals(name)) return Optional.of(t);
        return Optional.empty();
    }
}
