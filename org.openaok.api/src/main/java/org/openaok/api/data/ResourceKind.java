package org.openaok.api.data;

/** The resource an object holds, if any. */
public enum ResourceKind {
    NONE, FOOD, WOOD, GOLD, STONE
}
