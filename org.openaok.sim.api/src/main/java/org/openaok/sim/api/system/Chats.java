package org.openaok.sim.api.system;

/** Chat lines as the chat system passes them on: computer players hear taunts, the window shows them. */
public interface Chats {
    /** Hears every line carried out, in order. */
    interface Listener {
        void said(int from, String audience, int to, String text);
    }

    void listen(Listener l);
}
