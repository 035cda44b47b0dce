package org.openaok.mapgen.stages.start;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

import org.openaok.api.generate.Key;
import org.openaok.rms.script.SourceLocation;

/**
 * What a script's create_objects ask of the players' starts: an object placed for every player
 * that belongs to the player (not set_gaia_object_only) and plays a role in the start table is
 * handed from the objects stage to the starting-units stage, which places the start itself.
 * Which roles were asked for decides the kind of start: without a Town Center the start is a
 * nomad's.
 */
public final class StartOrders {
    public static final Key<StartOrders> KEY = Key.of("aok.start.orders", StartOrders.class);

    /**
     * A role the script asks for.
     *
     * @param location the first create_object that asks for it
     * @param object   the object's name
     * @param count    how many the script's commands ask for in all, per player
     */
    public record Order(SourceLocation location, String object, int count) {}

    private final Map<StartRole, Order> orders = new EnumMap<>(StartRole.class);

    /** Notes a create_object asking for a role. */
    public void ask(StartRole role, SourceLocation location, String object, int count) {
        Order before = orders.get(role);
        orders.put(role, before == null ? new Order(location, object, count)
                : new Order(before.location(), before.object(), before.count() + count));
    }

    public Map<StartRole, Order> orders() { return Collections.unmodifiableMap(orders); }

    public boolean asked(StartRole role) { return orders.containsKey(role); }

    /** Whether the script asks for any role at all (else every player gets the table's whole start). */
    public boolean any() { return !orders.isEmpty(); }
}
