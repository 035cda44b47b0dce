package org.openaok.sim.api.system;

/** Each seat's score, offered by the score system. */
public interface Scores {
    int score(int seat);
}
