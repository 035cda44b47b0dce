package org.openaok.sim.internal.market;

import java.util.List;

import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Trade;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.api.rules.Fixed;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Events;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.Market;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.service.component.annotations.Component;

/**
 * The Market and tribute. Prices of food, wood and stone are shared by every player, as in the
 * original: each lot bought raises its price, each lot sold lowers it, within limits, and the
 * Market's fee is taken on top (less after Guilds). Tribute needs a Market; its tax is paid on
 * top of what is given (less after Coinage, none after Banking).
 */
@Component(service = GameSystem.class, property = "service.ranking:Integer=0")
public class MarketSystem implements GameSystem {
    public static final String ID = "market";

    @Override public String id() { return ID; }

    @Override
    public SystemRun start(MatchContext match) { return new Run(match); }

    static final class Run implements SystemRun, Market {
        private final MatchContext m;
        private final int[] base = new int[Resource.COUNT];
        private final int lot, step, min, max;
        private final int market;

        Run(MatchContext m) {
            this.m = m;
            var r = m.rules();
            lot = r.setting("market.lot", 100 * Fixed.ONE);
            step = r.setting("market.step", 3 * Fixed.ONE);
            min = r.setting("market.min-price", 20 * Fixed.ONE);
            max = r.setting("market.max-price", 9999 * Fixed.ONE);
            for (Resource res : Resource.values()) base[res.ordinal()] = r.setting("market.start-price." + res.word(), 100 * Fixed.ONE);
            market = r.type("market").map(TypeDef::index).orElse(-1);
            m.handle(Trade.class, this::trade);
            m.handle(Tribute.class, this::tribute);
            m.provide(Market.class, this);
        }

        /** The fee, in thousandths of a per cent of the base price (Guilds lowers it). */
        private int fee(int player) { return m.player(player).attribute("market-fee", m.rules().setting("market.fee", 30 * Fixed.ONE)); }

        @Override
        public int price(int player, int r, boolean buying) {
            long f = fee(player);
            long hundred = 100L * Fixed.ONE;
            return (int) (buying ? base[r] * (hundred + f) / hundred : base[r] * (hundred - f) / hundred);
        }

        private boolean hasMarket(int player) {
            if (market < 0) return false;
            PlayerState p = m.player(player);
            return p.count(market) > 0 || p.count(p.form(market)) > 0;
        }

        private Result trade(Trade c) {
            Resource r = Resource.parse(c.resource());
            if (r == null || r == Resource.GOLD) return Result.refused(c, Refusal.UNKNOWN, "the market trades food, wood and stone, not " + c.resource());
            if (!hasMarket(c.player())) return Result.refused(c, Refusal.NOT_AVAILABLE, "trading needs a finished market");
            PlayerState p = m.player(c.player());
            int gold = Resource.GOLD.ordinal();
            int price = price(c.player(), r.ordinal(), c.buy());
            if (c.buy()) {
                if (p.stock(gold) < price) return Result.refused(c, Refusal.CANNOT_AFFORD, "a lot of " + r.word() + " costs " + price / 1000 + " gold");
                p.addStock(gold, -price);
                p.addIncome(r.ordinal(), lot);
                base[r.ordinal()] = Math.min(max, base[r.ordinal()] + step);
            } else {
                if (p.stock(r.ordinal()) < lot) return Result.refused(c, Refusal.CANNOT_AFFORD, "selling takes " + lot / 1000 + " " + r.word());
                p.addStock(r.ordinal(), -lot);
                p.addIncome(gold, price);
                base[r.ordinal()] = Math.max(min, base[r.ordinal()] - step);
            }
            return Result.ok(c);
        }

        private Result tribute(Tribute c) {
            Resource r = Resource.parse(c.resource());
            if (r == null) return Result.refused(c, Refusal.UNKNOWN, "no resource " + c.resource());
            if (c.to() < 1 || c.to() > m.players() || c.to() == c.player())
                return Result.refused(c, Refusal.BAD_TARGET, "tribute goes to another seat of the match, not " + c.to());
            if (!m.player(c.to()).inGame()) return Result.refused(c, Refusal.OUT_OF_GAME, "player " + c.to() + " is out of the game");
            if (c.amount() <= 0 || c.amount() > 1_000_000) return Result.refused(c, Refusal.BAD_TARGET, "give 1 to 1000000, not " + c.amount());
            if (!hasMarket(c.player())) return Result.refused(c, Refusal.NOT_AVAILABLE, "tribute needs a finished market");
            PlayerState p = m.player(c.player());
            long amount = (long) c.amount() * Fixed.ONE;
            // the tax is a per cent of what is given, paid on top
            long tax = amount * p.attribute("tribute-tax", m.rules().setting("tribute.tax", 30 * Fixed.ONE)) / (100L * Fixed.ONE);
            if (p.stock(r.ordinal()) < amount + tax)
                return Result.refused(c, Refusal.CANNOT_AFFORD, "giving " + c.amount() + " " + r.word() + " takes " + (amount + tax) / 1000 + " with the tax");
            p.addStock(r.ordinal(), -(amount + tax));
            m.player(c.to()).addIncome(r.ordinal(), amount);
            p.addTribute(c.to(), r.ordinal(), amount);
            m.events().add(Events.TRIBUTE, m.tick(), c.player(), c.to(), r.ordinal(), (int) Math.min(Integer.MAX_VALUE, amount));
            return Result.ok(c);
        }

        @Override public void tick() {}

        @Override
        public void hash(StateHash h) {
            for (int b : base) h.add(b);
        }
    }
}
