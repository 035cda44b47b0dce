package org.openaok.sim.internal;

import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.Sight;

/**
 * Treason: what Spies is in a Regicide match. It is never marked researched, so it can be bought
 * again; each time, every King not allied to the researcher shows to it and its allies for
 * {@code treason.seconds}, and the tile the King stood on stays explored for them.
 */
public final class Treason {
    /** The player attribute holding the tick up to which it sees the Kings. */
    public static final String UNTIL = "treason-until";

    private final int tech, king, ticks;

    public Treason(MatchSettings settings, Rules rules, int tickMs) {
        boolean regicide = settings.mode().equals("regicide");
        tech = regicide ? rules.tech("ri-spies").map(TechDef::index).orElse(-1) : -1;
        king = rules.type("king").map(TypeDef::index).orElse(-1);
        ticks = (int) ((long) rules.setting("treason.seconds", 10_000) / Math.max(1, tickMs));
    }

    /** Whether researching this technology is Treason in this match. */
    public boolean is(int tech) { return tech >= 0 && tech == this.tech; }

    /** Shows the Kings to the researcher and its allies until {@code tick} plus the duration. */
    public void carryOut(int player, int tick, PlayerState[] players, Entities e, Grid grid, Sight sight) {
        int until = tick + ticks;
        for (int q = 1; q < players.length; q++) {
            if (q != player && !allied(players, player, q)) continue;
            players[q].setAttribute(UNTIL, until);
            IntList units = e.units();
            for (int k = 0; k < units.size(); k++) {
                int u = units.get(k);
                if (e.type(u) != king || e.state(u) != Entities.ALIVE || e.owner(u) == q || allied(players, q, e.owner(u))) continue;
                int t = grid.tileAt(e.x(u), e.y(u));
                if (t >= 0) sight.explore(q, t);
            }
        }
    }

    /** Whether the player sees this King now by Treason. */
    public static boolean shows(PlayerState viewer, int tick) { return viewer.attribute(UNTIL, -1) >= tick; }

    private static boolean allied(PlayerState[] players, int a, int b) {
        return a > 0 && b > 0 && a < players.length && b < players.length && players[a].alliedWith(players[b]);
    }
}
