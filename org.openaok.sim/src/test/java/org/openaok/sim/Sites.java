package org.openaok.sim;

import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.system.Siting;
import org.openaok.sim.internal.engine.MatchEngine;

/** Open ground for a building near a player's Town Center, searched ring by ring, for tests. */
final class Sites {
    private Sites() {}

    static int[] free(MatchEngine m, int player, String building) {
        TypeDef d = m.rules().type(building).orElseThrow();
        Siting siting = m.require(Siting.class);
        Entities e = m.entities();
        int tc = m.rules().typeIndex("town-center");
        int cx = -1, cy = -1;
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == player && e.type(id) == tc) {
                cx = e.x(id) / Grid.TILE;
                cy = e.y(id) / Grid.TILE;
            }
        }
        for (int k = 0; k < e.units().size() && cx < 0; k++) {
            int id = e.units().get(k);
            if (e.owner(id) == player) {
                cx = e.x(id) / Grid.TILE; // no town yet (a nomad start): round its first unit
                cy = e.y(id) / Grid.TILE;
            }
        }
        for (int r = 4; r < 30; r++) {
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    if (Math.max(Math.abs(dx), Math.abs(dy)) != r) continue;
                    if (siting.whyNot(player, d.index(), cx + dx, cy + dy) == null) return new int[] {cx + dx, cy + dy};
                }
            }
        }
        throw new AssertionError("no room for a " + building);
    }
}
