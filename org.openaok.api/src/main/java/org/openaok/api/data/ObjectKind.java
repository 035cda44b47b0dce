package org.openaok.api.data;

/** What an object is, for placement rules, previews and statistics. */
public enum ObjectKind {
    TREE, MINE, FORAGE, HERDABLE, HUNTABLE, PREDATOR, FISH, RELIC, BUILDING, UNIT, CLIFF, DECORATION, OTHER
}
