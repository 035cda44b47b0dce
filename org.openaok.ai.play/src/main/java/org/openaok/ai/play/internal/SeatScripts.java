package org.openaok.ai.play.internal;

import org.openaok.ai.script.Seat;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.player.SeatContext;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;

/**
 * The lobby a seat's scripts are loaded under, read off the match: civilisation, difficulty, map
 * size, population cap, starting age and resources, game type, victory, teams. The match does not
 * carry the lobby's map type, so it is read off the map: islands when no enemy Town Center stands
 * on the seat's land, coastal when large water lies within 30 tiles of home, else arabia (land).
 */
final class SeatScripts {
    static final int ARABIA = 9, COASTAL = 13, ISLANDS = 19;

    private SeatScripts() {}

    static Seat seat(SeatContext c, Catalog catalog, Land land) {
        MatchContext m = c.match();
        MatchSettings st = m.settings();
        int civ = catalog.rules.civ(m.player(c.seat()).civ).id();
        int age = st.startAge() == 5 ? 105 : st.startAge() - 1;
        int res = switch (st.resources()) {
            case "medium" -> 2;
            case "high" -> 3;
            default -> 1;
        };
        int game = switch (st.mode()) {
            case "regicide" -> Seat.GAME_REGICIDE;
            case "death-match" -> Seat.GAME_DEATH_MATCH;
            default -> Seat.GAME_RANDOM_MAP;
        };
        int victory = switch (st.victory()) {
            case "standard" -> 0;
            case "conquest" -> 1;
            case "time-limit" -> 2;
            case "score" -> 3;
            default -> 4;
        };
        return new Seat(c.seat(), civ, c.difficulty(), mapType(c, catalog, land), m.grid().size(), st.popCap(), age, res, game, victory,
                st.lockTeams(), false, st.seed());
    }

    private static int mapType(SeatContext c, Catalog catalog, Land land) {
        MatchContext m = c.match();
        Entities e = m.entities();
        int[] home = null;
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            if (e.owner(b) == c.seat() && catalog.townCenterLike(e.type(b))) {
                home = new int[] {e.x(b), e.y(b)};
                break;
            }
        }
        if (home == null) return ARABIA;
        int mine = land.landNear(home[0], home[1]);
        boolean enemyApart = false, enemyJoined = false;
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o <= 0 || o == c.seat() || !catalog.townCenterLike(e.type(b))) continue;
            if (m.player(c.seat()).stance(o) != org.openaok.sim.api.state.Stance.ENEMY) continue;
            if (land.landNear(e.x(b), e.y(b)) == mine) enemyJoined = true;
            else enemyApart = true;
        }
        if (enemyApart && !enemyJoined) return ISLANDS;
        var g = m.grid();
        int hx = home[0] / 1000, hy = home[1] / 1000;
        for (int dy = -30; dy <= 30; dy += 2) {
            for (int dx = -30; dx <= 30; dx += 2) {
                if (!g.inside(hx + dx, hy + dy)) continue;
                int w = land.waterOfTile(g.tile(hx + dx, hy + dy));
                if (w != 0 && land.waterSize(w) >= 300) return COASTAL;
            }
        }
        return ARABIA;
    }
}
