package org.openaok.ai.world;

/** What a fact asks about a wall perimeter. */
public enum Wall {
    COMPLETED_PERCENTAGE, INVISIBLE_PERCENTAGE, GATES
}
