package org.openaok.ai.mind;

import org.openaok.ai.world.PlayerView;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.World;

/**
 * The value of one of UserPatch's FactIds for a player, as up-get-fact and its kin read it:
 * the same number the fact of that name compares, through the asking player's eyes.
 */
final class FactReader {
    /** A FactId with no value (an unknown one). */
    static final int NONE = -2;

    private final Mind m;
    private final int self;
    private final Searches searches;
    private final SharedGoals shared;

    FactReader(Mind m, int self, Searches searches, SharedGoals shared) {
        this.m = m;
        this.self = self;
        this.searches = searches;
        this.shared = shared;
    }

    /**
     * @param fact      the FactId (0-56)
     * @param parameter its parameter (a type, a resource, a goal ...), 0 when it takes none
     * @param player    whose fact
     */
    int value(World w, UpWorld u, long nowMs, int fact, int parameter, int player) {
        PlayerView pv = u.players();
        return switch (fact) {
            case 0 -> (int) (nowMs / 1000);
            case 1 -> w.quantity(player, Quantity.POPULATION_CAP);
            case 2 -> w.quantity(player, Quantity.POPULATION_HEADROOM);
            case 3 -> w.quantity(player, Quantity.HOUSING_HEADROOM);
            case 4 -> w.quantity(player, Quantity.IDLE_FARMS);
            case 5 -> w.quantity(player, Quantity.FOOD);
            case 6 -> w.quantity(player, Quantity.WOOD);
            case 7 -> w.quantity(player, Quantity.STONE);
            case 8 -> w.quantity(player, Quantity.GOLD);
            case 9 -> player == self && parameter >= 0 && parameter < 4 ? m.escrow(parameter) : 0;
            case 10 -> w.commodityPrice(player, parameter, true);
            case 11 -> w.commodityPrice(player, parameter, false);
            case 12 -> w.dropsiteMinDistance(player, parameter);
            case 13 -> w.quantity(player, Quantity.SOLDIERS);
            case 14 -> w.quantity(player, Quantity.ATTACK_SOLDIERS);
            case 15 -> w.quantity(player, Quantity.DEFEND_SOLDIERS);
            case 16 -> w.quantity(player, Quantity.WARBOATS);
            case 17 -> w.quantity(player, Quantity.ATTACK_WARBOATS);
            case 18 -> w.quantity(player, Quantity.DEFEND_WARBOATS);
            case 19 -> w.quantity(player, Quantity.CURRENT_AGE);
            case 20 -> w.quantity(player, Quantity.SCORE);
            case 21 -> w.civ(player);
            case 22 -> player;
            case 23 -> w.playerInGame(player) ? 1 : 0;
            case 24 -> w.count(self, player, World.ALL, false, false, false);
            case 25 -> w.count(self, player, parameter, false, false, false);
            case 26 -> w.count(self, player, parameter, false, true, false);
            case 27 -> w.count(self, player, World.ALL, true, false, false);
            case 28 -> w.count(self, player, parameter, true, false, false);
            case 29 -> w.count(self, player, parameter, true, true, false);
            case 30 -> w.quantity(player, Quantity.POPULATION);
            case 31 -> w.quantity(player, Quantity.MILITARY_POPULATION);
            case 32 -> w.quantity(player, Quantity.CIVILIAN_POPULATION);
            case 33 -> player == self ? m.randomNumber : 0;
            case 34 -> pv.resource(player, parameter);
            case 35 -> pv.distance(self, player);
            case 36 -> allied(w, player) ? other(player).goal(parameter) : 0;
            case 37 -> allied(w, player) ? other(player).strategic(parameter) : 0;
            case 38 -> pv.resource(player, parameter) * 100;
            case 39 -> pv.inTown(player, PlayerView.InTown.BUILDINGS, -1);
            case 40 -> pv.inTown(player, PlayerView.InTown.UNITS, -1);
            case 41 -> pv.inTown(player, PlayerView.InTown.VILLAGERS, -1);
            case 42 -> playersInGame(w, player, parameter);
            case 43 -> pv.defenders(player);
            case 44 -> pv.inTown(player, PlayerView.InTown.BUILDINGS, parameter);
            case 45 -> pv.inTown(player, PlayerView.InTown.UNITS, parameter);
            case 46 -> pv.inTown(player, PlayerView.InTown.VILLAGERS, parameter);
            case 47, 48, 49 -> searches.gaia(parameter);
            case 50 -> w.quantity(player, Quantity.CURRENT_AGE_TIME);
            case 51 -> player == self ? timerState(parameter, nowMs) : 0;
            case 52 -> w.tribute(player, self, parameter, false);
            case 53 -> w.tribute(player, self, parameter, true);
            // treaty and battle-royale time, idle pastures: none in this game
            case 54, 55, 56 -> 0;
            default -> NONE;
        };
    }

    /** A timer's state: 0 disabled, 1 triggered, 2 running. */
    int timerState(int timer, long nowMs) {
        if (!m.timerEnabled(timer)) return 0;
        return m.timerTriggered(timer, nowMs) ? 1 : 2;
    }

    /** Players in the game of a stance toward the player (0 ally, itself included; 1 neutral; 2 any; 3 enemy). */
    static int playersInGame(World w, int player, int stance) {
        int n = 0;
        for (int s = 1; s < Mind.SEATS; s++) {
            if (!w.playerValid(s) || !w.playerInGame(s)) continue;
            int st = s == player ? Stance.ALLY : w.stance(player, s);
            if (stance == 2 || st == stance || (stance == 4 && st == Stance.ENEMY)) n++;
        }
        return n;
    }

    /** A computer player allied with this one, whose goals and strategic numbers it may read. */
    private boolean allied(World w, int player) {
        return player >= 1 && player < Mind.SEATS && shared.mind(player) != null && (player == self || w.stance(self, player) == Stance.ALLY);
    }

    private Mind other(int player) { return shared.mind(player); }
}
