package org.openaok.mapgen.stages.players;

import java.util.ArrayList;
import java.util.List;

import org.openaok.rms.script.RmsScript;
import org.openaok.rms.script.Section;

/**
 * How the players are seated round the map ({@code <PLAYER_SETUP>}): in seat order
 * ({@code random_placement}, what every original script says) or with team-mates side by side
 * ({@code grouped_by_team}).
 */
public enum Placement {
    RANDOM,
    GROUPED_BY_TEAM;

    /**
     * The placement a script asks for. {@code grouped_by_team} came with a later edition, but
     * OpenAoK carries it out, so the script reader keeps it.
     */
    public static Placement of(RmsScript script) {
        return script.first(Section.PLAYER_SETUP, "grouped_by_team").isPresent() ? GROUPED_BY_TEAM : RANDOM;
    }

    /**
     * The players in the order they go round the ring: seat order, or, grouped by team, each
     * team's players together (the team of the lowest seat first); a player without a team is a
     * group alone.
     *
     * @param teams each player's team, index = player (index 0 unused)
     */
    public List<Integer> order(int players, int[] teams) {
        List<Integer> out = new ArrayList<>();
        if (this == RANDOM) {
            for (int p = 1; p <= players; p++) out.add(p);
            return out;
        }
        boolean[] done = new boolean[players + 1];
        for (int p = 1; p <= players; p++) {
            if (done[p]) continue;
            for (int q = p; q <= players; q++) {
                if (!done[q] && (q == p || (teams[p] != 0 && teams[q] == teams[p]))) {
                    done[q] = true;
                    out.add(q);
                }
            }
        }
        return out;
    }
}
