package org.openaok.sim.internal.production;

import java.util.Arrays;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Prices;
import org.openaok.sim.internal.Treason;
import org.openaok.sim.internal.TypeFlags;

/**
 * The price of research. The data's price as technologies changed it; then a civilisation's
 * factor on research ({@code research-cost}, the Chinese: not on the ages, which are advances, not
 * research); then the prices the game works out: Spies by the civilians of the players not allied
 * to the researcher (settings {@code spies.*}), and in Regicide Treason's flat price. Atheism
 * ({@code spies-half-price}) halves either.
 */
final class TechPrices implements Prices {
    private static final int GOLD = Resource.GOLD.ordinal();

    private final MatchContext m;
    private final int spies;
    private final Treason treason;
    private final boolean[] civilian;
    private final int perCivilian, most, treasonGold;

    TechPrices(MatchContext m) {
        this.m = m;
        Rules rules = m.rules();
        spies = rules.tech("ri-spies").map(TechDef::index).orElse(-1);
        treason = new Treason(m.settings(), rules, m.tickMs());
        civilian = TypeFlags.unitClass(rules, rules.settingText("spies.civilians", "villager").strip().split("\\s+"));
        perCivilian = rules.setting("spies.gold", 200_000);
        most = rules.setting("spies.gold-max", 30_000_000);
        treasonGold = rules.setting("treason.gold", 400_000);
    }

    @Override
    public int[] techPrice(int player, int tech) {
        PlayerState p = m.player(player);
        int[] c = p.techCost(tech).clone();
        if (treason.is(tech)) {
            Arrays.fill(c, 0);
            c[GOLD] = treasonGold;
        } else {
            if (tech == spies) c[GOLD] = spiesGold(player);
            int factor = p.attribute("research-cost", 1000);
            if (factor != 1000 && m.rules().tech(tech).ageReached() == 0)
                for (int r = 0; r < c.length; r++) c[r] = (int) ((long) c[r] * factor / 1000);
        }
        if (tech == spies && p.attribute("spies-half-price", 0) > 0) c[GOLD] /= 2;
        return c;
    }

    /** Spies' gold before any discount: so much a civilian of every player not allied, at least one, at most the cap. */
    private int spiesGold(int player) {
        PlayerState p = m.player(player);
        long civilians = 0;
        for (int q = 1; q <= m.players(); q++) {
            if (q == player || !m.player(q).inGame()) continue;
            PlayerState o = m.player(q);
            if (p.alliedWith(o)) continue;
            for (int t = 0; t < civilian.length; t++) if (civilian[t]) civilians += o.count(t);
        }
        return (int) Math.min(most, Math.max(1, civilians) * perCivilian);
    }
}
