package org.openaok.ai.world;

/** Who a chat line goes to. */
public enum Audience {
    /** The player's own screen only. */
    SELF,
    /** Every player's screen, shown as the game's own line (chat-local). */
    LOCAL,
    ALL, ALLIES, ENEMIES,
    /** One player. */
    PLAYER
}
