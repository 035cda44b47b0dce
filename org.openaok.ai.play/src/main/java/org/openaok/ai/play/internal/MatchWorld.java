package org.openaok.ai.play.internal;

import java.util.Locale;

import org.openaok.ai.world.Ability;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Condition;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.Wall;
import org.openaok.ai.world.World;
import org.openaok.sim.api.command.AddResource;
import org.openaok.sim.api.command.Chat;
import org.openaok.sim.api.command.Delete;
import org.openaok.sim.api.command.DifficultyParameter;
import org.openaok.sim.api.command.Diplomacy;
import org.openaok.sim.api.command.Research;
import org.openaok.sim.api.command.Resign;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.command.Trade;
import org.openaok.sim.api.command.Train;
import org.openaok.sim.api.command.Tribute;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;

/**
 * The match as one computer seat's rules see it, and the orders they give it. Facts about the seat
 * come from its census; about another player from the timeline (exact), from what the seat has
 * seen (its allies counted in full), or from everything (the cheating facts). can-train,
 * can-build and can-research check what the commands check, with the escrow set aside; train,
 * build and research check the same again, give the command and keep the census in step.
 */
final class MatchWorld implements World, Orders {
    private final Seat s;
    private final Executor x;
    private final Catalog c;
    private final long[][] tributeCleared = new long[9][Resource.COUNT];
    final int[] difficultyParameters = {100, 100};

    MatchWorld(Seat seat, Executor executor) {
        this.s = seat;
        this.x = executor;
        this.c = seat.catalog;
    }

    private PlayerState p(int player) { return s.m.player(player); }

    private boolean seat(int player) { return player >= 1 && player <= s.m.players(); }

    // ---- World

    @Override public long gameTimeMs() { return s.now(); }

    @Override public boolean cheatsEnabled() { return false; }

    @Override public boolean playerValid(int player) { return seat(player); }

    @Override public boolean playerHuman(int player) { return seat(player) && p(player).human; }

    @Override public boolean playerInGame(int player) { return seat(player) && p(player).inGame(); }

    @Override public boolean playerResigned(int player) { return seat(player) && p(player).resigned(); }

    @Override public int civ(int player) { return seat(player) ? c.rules.civ(p(player).civ).id() : 0; }

    @Override
    public int stance(int from, int to) {
        if (!seat(from) || !seat(to)) return Stance.NEUTRAL;
        if (from == to) return Stance.ALLY;
        return switch (p(from).stance(to)) {
            case ALLY -> Stance.ALLY;
            case NEUTRAL -> Stance.NEUTRAL;
            case ENEMY -> Stance.ENEMY;
        };
    }

    @Override
    public int quantity(int player, Quantity q) {
        if (!seat(player)) return 0;
        PlayerState ps = p(player);
        boolean me = player == s.player;
        return switch (q) {
            case FOOD -> (int) (ps.stock(Resource.FOOD) / 1000);
            case WOOD -> (int) (ps.stock(Resource.WOOD) / 1000);
            case STONE -> (int) (ps.stock(Resource.STONE) / 1000);
            case GOLD -> (int) (ps.stock(Resource.GOLD) / 1000);
            case POPULATION -> ps.population();
            case CIVILIAN_POPULATION -> civilians(player);
            case MILITARY_POPULATION -> Math.max(0, ps.population() - civilians(player));
            case POPULATION_CAP -> Math.min(ps.popCap(), ps.popRoom() + ps.attribute("pop-free", 0) / 1000);
            case POPULATION_HEADROOM -> Math.max(0, ps.popCap() - ps.population());
            case HOUSING_HEADROOM -> Math.max(0, Math.min(ps.popCap(), ps.popRoom() + ps.attribute("pop-free", 0) / 1000) - ps.population());
            case IDLE_FARMS -> me ? x.economy.idleFarms() : 0;
            case SOLDIERS -> me ? s.census.soldiers.size() : militaryUnits(player, false);
            case ATTACK_SOLDIERS -> me ? x.military.attackers(false) : 0;
            case DEFEND_SOLDIERS -> me ? s.census.soldiers.size() - x.military.attackers(false) : 0;
            case WARBOATS -> me ? s.census.warships.size() : militaryUnits(player, true);
            case ATTACK_WARBOATS -> me ? x.military.attackers(true) : 0;
            case DEFEND_WARBOATS -> me ? s.census.warships.size() - x.military.attackers(true) : 0;
            case SCORE -> s.scores == null ? 0 : s.scores.score(player);
            case CURRENT_AGE -> Math.min(3, ps.age() - 1);
            case CURRENT_AGE_TIME -> (int) ((s.now() - x.news.ageSince(player)) / 1000);
        };
    }

    private int civilians(int player) {
        PlayerState ps = p(player);
        int n = 0;
        for (TypeDef d : c.rules.types()) if (d.isUnit() && c.civilian(d.index())) n += ps.count(d.index());
        return n;
    }

    private int militaryUnits(int player, boolean ships) {
        PlayerState ps = p(player);
        int n = 0;
        for (TypeDef d : c.rules.types()) {
            if (!d.isUnit()) continue;
            boolean is = ships ? c.role(d.index()) == Catalog.Role.WARSHIP : c.landMilitary(d.index());
            if (is) n += ps.count(d.index());
        }
        return n;
    }

    private boolean countable(TypeDef d, boolean buildings) {
        if (buildings) return d.isBuilding();
        if (!d.isUnit()) return false;
        Catalog.Role r = c.role(d.index());
        return r != Catalog.Role.HERDABLE && r != Catalog.Role.PREY && r != Catalog.Role.BOAR && r != Catalog.Role.PREDATOR;
    }

    @Override
    public int count(int observer, int player, int thing, boolean buildings, boolean total, boolean everything) {
        if (!seat(player)) return 0;
        PlayerState ps = p(player);
        boolean full = everything || player == observer || s.knowledge.allied(player);
        int n = 0;
        if (thing == World.ALL) {
            for (TypeDef d : c.rules.types()) {
                if (!countable(d, buildings)) continue;
                n += full ? (total ? ps.countAll(d.index()) : ps.count(d.index())) : s.knowledge.seen(player, d.index(), buildings);
            }
            return n;
        }
        for (int t : c.types(thing)) {
            TypeDef d = c.rules.type(t);
            if (buildings != d.isBuilding()) continue;
            n += full ? (total ? ps.countAll(t) : ps.count(t)) : s.knowledge.seen(player, t, buildings);
        }
        return n;
    }

    @Override
    public int collected(int player, int resource) {
        if (!seat(player)) return 0;
        int r = Catalog.simResource(resource);
        // all income, not only what was gathered: escrow takes its share of whatever came in (the design's words), a
        // market's sale and tribute received too
        return r < 0 ? 0 : (int) Math.min(Integer.MAX_VALUE, p(player).income(r) / 1000);
    }

    @Override
    public int tribute(int from, int to, int resource, boolean sinceCleared) {
        if (!seat(from) || !seat(to)) return 0;
        int r = Catalog.simResource(resource);
        if (r < 0) return 0;
        long all = p(from).tributeTo(to, r);
        if (sinceCleared && to == s.player) all -= tributeCleared[from][r];
        return (int) Math.min(Integer.MAX_VALUE, all / 1000);
    }

    @Override
    public int commodityPrice(int player, int commodity, boolean buying) {
        int r = Catalog.simResource(commodity);
        if (s.market == null || r < 0 || r == Resource.GOLD.ordinal()) return 0;
        return s.market.price(player, r, buying) / 1000;
    }

    @Override
    public int dropsiteMinDistance(int player, int resource) {
        if (player != s.player) return 255;
        int r = Catalog.simResource(resource);
        return r < 0 ? 255 : x.economy.dropDistance(r);
    }

    @Override
    public int wall(int player, int perimeter, Wall q) {
        if (player != s.player) return 0;
        return x.walls.fact(perimeter, q);
    }

    @Override
    public boolean condition(int player, Condition cond) {
        if (player != s.player) return false;
        return switch (cond) {
            case TOWN_UNDER_ATTACK -> x.news.townUnderAttack();
            case ENEMY_BUILDINGS_IN_TOWN -> x.military.enemyBuildingsInTown();
            case ENEMY_CAPTURED_RELICS -> x.relics.enemyHolds();
            case SHEEP_AND_FORAGE_TOO_FAR -> x.economy.sheepAndForageTooFar();
            case HOLD_KOH_RUIN -> false;
            case HOLD_RELICS -> x.relics.holdsAll();
        };
    }

    @Override
    public boolean resourceFound(int player, int resource) {
        if (player != s.player) return false;
        int r = Catalog.simResource(resource);
        return r >= 0 && s.knowledge.found(r);
    }

    @Override
    public boolean available(int player, int thing) {
        if (!seat(player) || s.availability == null) return false;
        for (int t : c.types(thing)) if (s.availability.canMake(player, p(player).form(t))) return true;
        return false;
    }

    @Override
    public boolean researchAvailable(int player, int item) {
        if (!seat(player) || s.availability == null) return false;
        int t = c.tech(item);
        if (t < 0) return false;
        PlayerState ps = p(player);
        return !ps.researched(t) && !ps.pending(t) && s.availability.canResearch(player, t);
    }

    @Override
    public boolean researched(int player, int item) {
        int t = c.tech(item);
        return seat(player) && t >= 0 && p(player).researched(t);
    }

    @Override
    public boolean can(int player, Ability ability, int thing, int arg, int[] reserved) {
        if (player != s.player) return false;
        return switch (ability) {
            case TRAIN -> trainable(thing, reserved) != null;
            case BUILD -> buildable(thing, reserved) >= 0;
            case RESEARCH -> researchAt(thing, reserved) != 0;
            case AFFORD_UNIT -> {
                int t = c.makes(thing);
                yield t >= 0 && c.rules.type(t).isUnit() && s.affords(s.cost(s.ps().form(t)), reserved);
            }
            case AFFORD_BUILDING -> {
                int t = c.makes(thing);
                yield t >= 0 && c.rules.type(t).isBuilding() && s.affords(s.cost(s.ps().form(t)), reserved);
            }
            case AFFORD_RESEARCH -> {
                int t = c.tech(thing);
                yield t >= 0 && s.affords(s.techPrice(s.player, t), reserved);
            }
            case BUILD_WALL -> x.walls.canBuild(thing, arg, reserved, false);
            case BUILD_GATE -> x.walls.canBuildGate(thing, reserved);
            case AFFORD_COMPLETE_WALL -> x.walls.canBuild(thing, arg, reserved, true);
            case BUY_COMMODITY -> {
                int r = Catalog.simResource(thing);
                yield hasMarket() && r >= 0 && r != Resource.GOLD.ordinal() && s.market != null
                        && s.ps().stock(Resource.GOLD) >= s.market.price(s.player, r, true);
            }
            case SELL_COMMODITY -> {
                int r = Catalog.simResource(thing);
                yield hasMarket() && r >= 0 && r != Resource.GOLD.ordinal() && s.ps().stock(r) >= 100_000;
            }
            case SPY -> spyAt(reserved) != 0;
        };
    }

    private boolean hasMarket() { return c.market >= 0 && s.ps().count(s.ps().form(c.market)) + s.ps().count(c.market) > 0; }

    /** A building that may train the unit now with the escrow kept, or null: {type, building}. */
    int[] trainable(int thing, int[] reserved) {
        int t = c.makes(thing);
        if (t < 0) return null;
        PlayerState ps = s.ps();
        int form = ps.form(t);
        TypeDef d = c.rules.type(form);
        if (!d.isUnit() || s.availability == null || !s.availability.canMake(s.player, form)) return null;
        int pop = Math.max(0, (ps.stats(form).pop() + 999) / 1000);
        if (pop > 0 && quantity(s.player, Quantity.HOUSING_HEADROOM) < pop) return null;
        if (ps.population() >= ps.popCap()) return null;
        if (!s.affords(s.cost(form), reserved)) return null;
        int at = s.census.idleAt(s, d.trainedAt() >= 0 ? d.trainedAt() : c.rules.type(t).trainedAt());
        return at == 0 ? null : new int[] {form, at};
    }

    /** The building type a build of the thing lays now, or -1. */
    int buildable(int thing, int[] reserved) {
        int t = c.makes(thing);
        if (t < 0) return -1;
        int form = s.ps().form(t);
        if (!c.rules.type(form).isBuilding() || s.availability == null || !s.availability.canMake(s.player, form)) return -1;
        if (!s.affords(s.cost(form), reserved)) return -1;
        if (s.census.villagers.isEmpty()) return -1;
        return form;
    }

    /** The idle building a research may start at now, or 0. */
    int researchAt(int item, int[] reserved) {
        int t = c.tech(item);
        if (t < 0) return 0;
        TechDef d = c.rules.tech(t);
        PlayerState ps = s.ps();
        if (d.automatic() || ps.researched(t) || ps.pending(t)) return 0;
        if (s.availability == null || !s.availability.canResearch(s.player, t)) return 0;
        if (!s.affords(s.techPrice(s.player, t), reserved)) return 0;
        return s.census.idleAt(s, d.at());
    }

    // ---- Orders

    @Override
    public boolean train(int player, int unit, int[] reserved) {
        int[] at = trainable(unit, reserved);
        if (at == null) return false;
        Result r = s.give(new Train(s.player, at[1], c.rules.type(at[0]).word(), 1));
        if (!r.accepted()) return false;
        s.census.markBusy(at[1]);
        return true;
    }

    @Override
    public boolean build(int player, int building, boolean forward, int[] reserved) {
        int type = buildable(building, reserved);
        if (type < 0) return false;
        return x.economy.build(type, forward);
    }

    @Override
    public boolean buildWall(int player, int perimeter, int wallType, int[] reserved) {
        return x.walls.build(perimeter, wallType, reserved);
    }

    @Override
    public boolean buildGate(int player, int perimeter, int[] reserved) { return x.walls.gate(perimeter, reserved); }

    @Override
    public boolean research(int player, int item, int[] reserved) {
        int at = researchAt(item, reserved);
        if (at == 0) return false;
        Result r = s.give(new Research(s.player, at, c.rules.tech(c.tech(item)).word()));
        if (!r.accepted()) return false;
        s.census.markBusy(at);
        return true;
    }

    @Override public void attackNow(int player) { x.military.attackNow(); }

    @Override
    public boolean deleteUnit(int player, int unit) {
        Entities e = s.e();
        int[] types = c.types(unit);
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            if (e.owner(u) != s.player || !e.alive(u)) continue;
            for (int t : types) if (e.type(u) == t) return s.give(new Delete(s.player, u)).accepted();
        }
        return false;
    }

    @Override
    public boolean deleteBuilding(int player, int building) {
        Entities e = s.e();
        int[] types = c.types(building);
        for (int k = 0; k < s.census.buildings.size(); k++) {
            int b = s.census.buildings.get(k);
            for (int t : types) if (e.type(b) == t) return s.give(new Delete(s.player, b)).accepted();
        }
        for (int k = 0; k < s.census.foundations.size(); k++) {
            int b = s.census.foundations.get(k);
            for (int t : types) if (e.type(b) == t) return s.give(new Delete(s.player, b)).accepted();
        }
        return false;
    }

    @Override public void resign(int player) { s.give(new Resign(s.player)); }

    private static String word(int resource) {
        int r = Catalog.simResource(resource);
        return r < 0 ? "none" : Resource.of(r).word();
    }

    @Override public boolean buyCommodity(int player, int commodity) { return s.give(new Trade(s.player, true, word(commodity))).accepted(); }

    @Override public boolean sellCommodity(int player, int commodity) { return s.give(new Trade(s.player, false, word(commodity))).accepted(); }

    @Override
    public boolean tribute(int player, int to, int resource, int amount) {
        return s.give(new Tribute(s.player, to, word(resource), amount)).accepted();
    }

    /** Spies (Treason in Regicide) is research at a Castle: the idle Castle it may start at now, or 0. */
    private int spyAt(int[] reserved) { return c.spies < 0 ? 0 : researchAt(c.spiesItem, reserved); }

    @Override
    public boolean spy(int player, int[] reserved) {
        int at = spyAt(reserved);
        if (at == 0) return false;
        Result r = s.give(new Research(s.player, at, c.rules.tech(c.spies).word()));
        if (!r.accepted()) return false;
        s.census.markBusy(at);
        return true;
    }

    @Override
    public boolean setStance(int player, int toward, int stance) {
        String w = stance == Stance.ALLY ? "ally" : stance == Stance.NEUTRAL ? "neutral" : "enemy";
        return s.give(new Diplomacy(s.player, toward, w)).accepted();
    }

    @Override
    public void setDifficultyParameter(int player, int parameter, int value) {
        // the match applies them in combat (0 ability-to-maintain-distance, 1 ability-to-dodge-missiles);
        // given only when they change, so a rule that sets them every pass records one command
        if (parameter < 0 || parameter >= difficultyParameters.length || difficultyParameters[parameter] == value) return;
        String word = parameter == 0 ? DifficultyParameter.MAINTAIN_DISTANCE : DifficultyParameter.DODGE_MISSILES;
        if (s.give(new DifficultyParameter(s.player, word, value)).accepted()) difficultyParameters[parameter] = value;
    }

    @Override
    public void addResource(int player, int resource, int amount) {
        s.give(new AddResource(s.player, word(resource), amount));
    }

    @Override
    public void chat(int player, Audience audience, int to, String text, int stringId) {
        String line = text != null ? text : "string " + stringId;
        if (line.length() > 500) line = line.substring(0, 500);
        s.give(new Chat(s.player, audience.name().toLowerCase(Locale.ROOT), audience == Audience.PLAYER ? to : 0, line));
    }

    @Override public void taunt(int player, int taunt) { s.give(new Chat(s.player, "allies", 0, Integer.toString(taunt))); }

    @Override public void enableWallPlacement(int player, int perimeter) { x.walls.enable(perimeter); }

    @Override
    public void clearTributeMemory(int player, int from, int resource) {
        if (!seat(from)) return;
        int r = Catalog.simResource(resource);
        if (r >= 0) tributeCleared[from][r] = p(from).tributeTo(s.player, r);
    }

    static int resources() { return Resources.COUNT; }
}
