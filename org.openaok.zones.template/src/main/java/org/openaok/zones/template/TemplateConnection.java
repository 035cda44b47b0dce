package org.openaok.zones.template;

import java.util.Map;

/**
 * A connection between two zones of a template.
 *
 * @param index  its place in the template's list, from 0
 * @param a      one zone's id
 * @param b      the other's
 * @param guard  the guard's strength (0: unguarded)
 * @param type   how the zones are joined (default guarded)
 * @param road   whether a road runs over it (default true)
 * @param where  where the connection's object starts
 * @param fields where each field it wrote is
 */
public record TemplateConnection(int index, String a, String b, int guard, ConnectionType type, RoadOption road,
                                 Where where, Map<String, Where> fields) {
    public TemplateConnection {
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
    }

    public Where field(String name) { return fields.getOrDefault(name, where); }

    /** The zone at the other end from {@code zone}. */
    public String other(String zone) { return zone.equals(a) ? b : a; }

    public boolean joins(String x, String y) { return (a.equals(x) && b.equals(y)) || (a.equals(y) && b.equals(x)); }

    /** {@code a-b}, for messages. */
    public String label() { return a + "-" + b; }
}
