package org.openaok.ai.play.internal;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * up-set-offense-priority, up-set-defense-priority and up-reset-target-priorities: what an attack
 * group goes for first. With sn-enable-offensive-priority on, the priority (-1 lowest to 11) of a
 * target's type, or else of its class, lifts it in the group's target evaluation by half a
 * category of its ranking per step, so a higher priority wins over the economy's and the walls'
 * lower standing but not over a target across the water. Defense priorities are kept for the
 * town's defense, which the executor does not rank by building (reported).
 */
final class TargetPriorities {
    static final int SN_ENABLE_OFFENSIVE = 254;
    static final int STEP = 50;
    private final Seat s;
    private StandingOrders orders;
    /** Offense priorities by kind, as the orders set them. */
    private final Map<Integer, Integer> offense = new LinkedHashMap<>();
    private final Map<Integer, Integer> defense = new LinkedHashMap<>();

    TargetPriorities(Seat seat) { this.s = seat; }

    void orders(StandingOrders o) { this.orders = o; }

    void set(boolean attack, int kind, int value) {
        if (attack) offense.put(kind, Math.max(-1, Math.min(11, value)));
        else defense.put(kind, Math.max(-1, value));
    }

    /** Both options clear what was set: the executor's own ranking is the default here. */
    void reset(boolean attack) {
        if (attack) offense.clear();
        else defense.clear();
    }

    int defense(int kind) { return defense.getOrDefault(kind, -1); }

    /** What a target's offense priority adds to its rank (0 with the priorities off or none set for it). */
    int rankBonus(int target) {
        if (offense.isEmpty() || s.sn(SN_ENABLE_OFFENSIVE, 0) != 1 || orders == null) return 0;
        Integer byClass = null, byType = null;
        int type = s.e().type(target);
        int id = s.catalog.rules.type(type).id();
        for (Map.Entry<Integer, Integer> p : offense.entrySet()) {
            int kind = p.getKey();
            if (kind < 900) {
                if (kind == id || orders.is(target, kind)) byType = p.getValue();
            } else if (orders.is(target, kind)) byClass = p.getValue();
        }
        Integer v = byType != null ? byType : byClass;
        return v == null ? 0 : v * STEP;
    }
}
