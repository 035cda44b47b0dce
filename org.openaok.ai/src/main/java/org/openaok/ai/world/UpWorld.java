package org.openaok.ai.world;

/**
 * What UserPatch's commands see and do beyond the original game's {@link World} and
 * {@link Orders}: the objects a player knows of, the map, more about the players, direct orders
 * to units and standing orders to the town. A world that has none of them gives {@link #NONE}:
 * then the searches find nothing and the orders are not carried out.
 */
public record UpWorld(ObjectView objects, MapView map, PlayerView players, UnitOrders units, TownOrders town) {
    public static final UpWorld NONE = new UpWorld(ObjectView.NONE, MapView.NONE, PlayerView.NONE, UnitOrders.NONE, TownOrders.NONE);
}
