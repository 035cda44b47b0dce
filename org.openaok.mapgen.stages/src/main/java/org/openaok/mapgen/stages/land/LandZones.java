package org.openaok.mapgen.stages.land;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.openaok.api.random.RandomStream;

/**
 * Gives each land its zone. By default each player land is a zone of its own and every
 * create_land shares one other zone; {@code zone N} puts lands with the same number together,
 * {@code set_zone_by_team} team-mates, and {@code set_zone_randomly} draws one of as many zones
 * as there are players. Zones are numbered densely in order of first use.
 */
final class LandZones {
    private LandZones() {}

    /**
     * @param teams each player's team, index = player
     * @return each land's zone, by land index
     */
    static int[] assign(List<LandSpec> specs, int players, int[] teams, RandomStream rng) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        int[] out = new int[specs.size()];
        for (int l = 0; l < specs.size(); l++) {
            LandSpec s = specs.get(l);
            String key = switch (s.zone().kind()) {
                case NUMBERED -> "zone " + s.zone().number();
                case BY_TEAM -> s.player() > 0 && teams[s.player()] > 0 ? "team " + teams[s.player()] : own(s);
                case RANDOM -> "random " + rng.nextInt(Math.max(1, players));
                case DEFAULT -> own(s);
            };
            out[l] = ids.computeIfAbsent(key, k -> ids.size());
        }
        return out;
    }

    /** A player land's own zone, or the zone every create_land shares. */
    private static String own(LandSpec s) {
        return s.playerLand() ? "player " + s.player() : "lands";
    }
}
