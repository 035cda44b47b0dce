package org.openaok.sim.internal.gather;

import java.util.function.IntUnaryOperator;

import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;

/**
 * A right-click on one's own drop site by units carrying what it takes: they hand in their loads
 * there (the original's drop-off; UserPatch's up-drop-resources gives it). Farms and other
 * buildings that take nothing are not drop sites, so a click on them stays a gather.
 */
final class DropOff {
    private DropOff() { }

    /** Whether the gather order is a drop-off: the target one's own drop site and some unit carrying. */
    static boolean isDropOff(Rules rules, Entities e, Gather c, IntUnaryOperator carryRes) {
        int site = c.target();
        TypeDef t = rules.type(e.type(site));
        if (!t.isBuilding() || e.owner(site) != c.player() || !takesAnything(t)) return false;
        for (int u : c.units()) {
            int res = e.valid(u) ? carryRes.applyAsInt(u) : -1;
            if (res >= 0 && t.dropsiteFor(Resource.of(res))) return true;
        }
        return false;
    }

    private static boolean takesAnything(TypeDef t) {
        for (Resource r : Resource.values()) if (t.dropsiteFor(r)) return true;
        return false;
    }

    /** Why no unit of the order can hand in there, or null. */
    static String refusal(Rules rules, Entities e, Gather c, IntUnaryOperator carry, IntUnaryOperator carryRes) {
        int site = c.target();
        TypeDef t = rules.type(e.type(site));
        if (e.state(site) != Entities.ALIVE) return "the " + t.word() + " is not finished";
        for (int u : c.units()) if (carries(rules, e, c.player(), u, site, carry, carryRes)) return null;
        return "no unit given carries what the " + t.word() + " takes";
    }

    /** Whether the unit is the player's, alive, and carries a load the site takes. */
    static boolean carries(Rules rules, Entities e, int player, int u, int site, IntUnaryOperator carry, IntUnaryOperator carryRes) {
        if (!e.alive(u) || e.owner(u) != player) return false;
        int res = carryRes.applyAsInt(u);
        if (res < 0 || carry.applyAsInt(u) <= 0) return false;
        TypeDef t = rules.type(e.type(site));
        // a ship hands in at a dock, a land unit at a building on land
        boolean ship = rules.type(e.type(u)).movement() == 2;
        return t.dropsiteFor(Resource.of(res)) && ship == t.placement().equals("shore");
    }
}
