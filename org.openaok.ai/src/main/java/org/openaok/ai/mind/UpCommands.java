package org.openaok.ai.mind;

import java.util.Arrays;
import java.util.List;

import org.openaok.ai.lang.Operand;
import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Ability;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.ObjectField;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.PlayerView;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.UnitOrders;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.World;
import org.openaok.api.random.RandomStream;

/**
 * UserPatch's facts and actions (and the Definitive Edition's), as its reference defines them,
 * against one player's mind and the world through that player's eyes. A fact-or-action (such
 * as up-find-local or up-modify-goal) does the same on either side of a rule; as a fact it holds
 * when it did something (found an object, read a value). What this game has no counterpart for
 * answers as the game would with nothing to report (no flare, no treaty, no XS script).
 */
final class UpCommands {
    private static final int SN_TARGET_PLAYER = 249, SN_FOCUS_PLAYER = 251;
    /** What UserPatch's %s stands for when the value is this: the stored text. */
    static final int STORED_TEXT = 7031232;
    private static final int WITHOUT_ESCROW = 1;

    private final Interpreter in;
    private final Program p;
    private final Mind m;
    private final Seat seat;
    private final int self;
    private final SharedGoals shared;
    private final RandomStream random;
    private final Searches searches;
    private final FactReader facts;
    private World w;
    private Orders o;
    private UpWorld u;
    private long now;
    private List<String> log;
    private final int[] noEscrow = new int[Resources.COUNT];
    private final int[] four = new int[4];
    private final int[] xy = new int[2];

    UpCommands(Interpreter in, Program p, Mind m, Seat seat, SharedGoals shared, RandomStream random) {
        this.in = in;
        this.p = p;
        this.m = m;
        this.seat = seat;
        this.self = seat.player();
        this.shared = shared;
        this.random = random;
        this.searches = new Searches(m, self);
        this.facts = new FactReader(m, self, searches, shared);
    }

    void begin(World world, Orders orders, UpWorld upWorld, long nowMs, List<String> log) {
        this.w = world;
        this.o = orders;
        this.u = upWorld == null ? UpWorld.NONE : upWorld;
        this.now = nowMs;
        this.log = log;
        searches.view(u.objects());
    }

    long searched() { return searches.looked; }

    long searches() { return searches.finds; }

    // ---- goals and points

    private int goal(int id) { return m.goal(id); }

    private void setGoal(int id, int value) { m.setGoal(id, value); }

    /** A point's {x, y} from its goal pair; goal 0 is the target point. */
    private int[] point(int goalId) {
        if (goalId == 0) {
            xy[0] = m.up.targetX;
            xy[1] = m.up.targetY;
        } else {
            xy[0] = goal(goalId);
            xy[1] = goal(goalId + 1);
        }
        return xy;
    }

    private void setPoint(int goalId, int x, int y) {
        setGoal(goalId, x);
        setGoal(goalId + 1, y);
    }

    private int mapSize() { return u.map().size(); }

    private int bound(int v, int border, int size) { return size <= 0 ? v : Math.max(border, Math.min(size - 1 - border, v)); }

    /** The reserved resources an escrow goal gives: without escrow (goal 0, or a goal holding 1) the escrow is kept. */
    private int[] reserved(int escrowGoal) {
        if (escrowGoal == 0 || goal(escrowGoal) == WITHOUT_ESCROW) return m.escrowView();
        return noEscrow;
    }

    // ---- facts

    /** Whether a UserPatch fact holds for a player (the player a player parameter stands for, else the player itself). */
    boolean fact(UpCode code, Call c, int player) {
        PlayerView pv = u.players();
        switch (code) {
            case UP_COMPARE_GOAL: return c.compare(goal(c.raw(0)), 1);
            case UP_COMPARE_SN: return c.compare(m.strategic(c.raw(0)), 1);
            case UP_COMPARE_CONST: return c.compare(c.raw(0), 1);
            case UP_COMPARE_FLAG: return c.compare(goal(c.raw(0)) & c.value(2), 1);
            case UP_COMPARE_TEXT: return c.compare(m.up.storedText.indexOf(p.string(c.value(1))), 2);
            case UP_TIMER_STATUS: return c.compare(facts.timerState(c.raw(0), now), 1);
            case UP_RESEARCH_STATUS: return c.compare(pv.researchState(self, c.value(1)), 2);
            case UP_PENDING_OBJECTS: return c.compare(pv.pending(self, c.value(1)), 2);
            case UP_PENDING_PLACEMENT: return u.town().pendingPlacement(self, c.value(1));
            case UP_TRAIN_SITE_READY: return pv.trainSite(self, c.value(1));
            case UP_CAN_TRAIN: return w.can(self, Ability.TRAIN, c.value(2), 0, reserved(c.raw(0)));
            case UP_CAN_BUILD: return w.can(self, Ability.BUILD, c.value(2), 0, reserved(c.raw(0)));
            case UP_CAN_RESEARCH: return w.can(self, Ability.RESEARCH, c.value(2), 0, reserved(c.raw(0)));
            case UP_CAN_BUILD_LINE: return canBuildLine(c);
            case UP_OBJECT_TYPE_COUNT: return c.compare(searches.count(self, c.value(1), -1), 2);
            case UP_OBJECT_TYPE_COUNT_TOTAL: return c.compare(searches.count(self, c.value(1), -2) + trainingOf(c.value(1)), 2);
            case UP_GAIA_TYPE_COUNT, UP_GAIA_TYPE_COUNT_TOTAL: return c.compare(searches.gaia(c.value(1)), 2);
            case UP_RESOURCE_AMOUNT: return c.compare(pv.resource(self, c.raw(0)), 1);
            case UP_RESOURCE_PERCENT: return c.compare(pv.resource(self, c.raw(0)) * 100, 1);
            case UP_ALLIED_RESOURCE_AMOUNT: return alliedWith(player) && c.compare(pv.resource(player, c.raw(1)), 2);
            case UP_ALLIED_RESOURCE_PERCENT: return alliedWith(player) && c.compare(pv.resource(player, c.raw(1)) * 100, 2);
            case UP_ALLIED_GOAL: return alliedMind(player) != null && c.compare(alliedMind(player).goal(c.raw(1)), 2);
            case UP_ALLIED_SN: return alliedMind(player) != null && c.compare(alliedMind(player).strategic(c.raw(1)), 2);
            case UP_ENEMY_BUILDINGS_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.BUILDINGS, -1), 0);
            case UP_ENEMY_UNITS_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.UNITS, -1), 0);
            case UP_ENEMY_VILLAGERS_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.VILLAGERS, -1), 0);
            case UP_BUILDING_TYPE_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.BUILDINGS, c.value(1)), 2);
            case UP_UNIT_TYPE_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.UNITS, c.value(1)), 2);
            case UP_VILLAGER_TYPE_IN_TOWN: return c.compare(pv.inTown(self, PlayerView.InTown.VILLAGERS, c.value(1)), 2);
            case UP_DEFENDER_COUNT: return c.compare(pv.defenders(self), 0);
            case UP_IDLE_UNIT_COUNT: return c.compare(pv.idle(self, c.raw(0)), 1);
            case UP_ATTACKER_CLASS: {
                pv.threat(self, four);
                return c.compare(four[2], 0);
            }
            case UP_PROJECTILE_DETECTED: {
                int[] pr = projectile(c.raw(0));
                return pr[0] >= 0 && c.compare(pr[0], 1);
            }
            case UP_PROJECTILE_TARGET: {
                int[] pr = projectile(c.raw(0));
                return pr[0] >= 0 && c.compare(pr[2], 1);
            }
            case UP_PLAYER_DISTANCE: return valid(player) && c.compare(pv.distance(self, player), 1);
            case UP_PLAYERS_IN_GAME: return c.compare(FactReader.playersInGame(w, self, c.raw(0)), 1);
            case UP_GROUP_SIZE: return c.compare(groupSize(c.value(1)), 2);
            // boars are lured by the executor's own rules here, never by the strategic numbers' lure
            case UP_REMAINING_BOAR_AMOUNT: return c.compare(65535, 0);
            case UP_CAN_SEARCH: return searches.canSearch(c.raw(0));
            case UP_OBJECT_DATA: return c.compare(targetData(c.raw(0)), 1);
            case UP_OBJECT_TARGET_DATA: return c.compare(targetTargetData(c.raw(0)), 1);
            case UP_POINT_CONTAINS: {
                int[] pt = point(c.raw(0));
                return u.map().objectAt(pt[0], pt[1], c.value(2)) >= 0;
            }
            case UP_POINT_DISTANCE: {
                int[] a = point(c.raw(0));
                int ax = a[0], ay = a[1];
                int[] b = point(c.raw(1));
                return c.compare(distance(ax, ay, b[0], b[1]), 2);
            }
            case UP_POINT_ELEVATION: {
                int[] pt = point(c.raw(0));
                return c.compare(u.map().elevation(pt[0], pt[1]), 1);
            }
            case UP_POINT_EXPLORED: {
                int[] pt = point(c.raw(0));
                return c.compare(u.map().explored(self, pt[0], pt[1]), 1);
            }
            case UP_POINT_TERRAIN: {
                int[] pt = point(c.raw(0));
                return c.compare(u.map().terrain(pt[0], pt[1]), 1);
            }
            case UP_POINT_ZONE: {
                int[] pt = point(c.raw(0));
                return c.compare(u.map().zone(pt[0], pt[1]), 1);
            }
            case UP_PATH_DISTANCE: {
                int[] pt = point(c.raw(0));
                int t = m.up.targetObject;
                return t >= 0 && c.compare(u.map().pathDistance(t, pt[0], pt[1], c.raw(1) == 1), 2);
            }
            // the lobby sets no sub-game modes and there are no pastures in this game's data
            case FE_SUB_GAME_TYPE: return c.compare(0, 0);
            case FE_IDLE_PASTURE_COUNT: return c.compare(0, 0);
            default: return actionAsFact(code, c, player);
        }
    }

    /** A fact-or-action on the left of a rule: it acts, and holds when it found or read something. */
    private boolean actionAsFact(UpCode code, Call c, int player) {
        switch (code) {
            case UP_FIND_LOCAL: return searches.findLocal(c.value(1), c.value(3), false) > 0;
            case UP_FIND_STATUS_LOCAL: return searches.findLocal(c.value(1), c.value(3), true) > 0;
            case UP_FIND_REMOTE: return searches.findRemote(c.value(1), c.value(3), false) > 0;
            case UP_FIND_STATUS_REMOTE: return searches.findRemote(c.value(1), c.value(3), true) > 0;
            case UP_FIND_RESOURCE: return searches.findResource(c.value(1), c.value(3)) > 0;
            case UP_ADD_OBJECT_BY_ID: return searches.addById(c.raw(0), c.value(2));
            case UP_SET_TARGET_OBJECT: return setTargetObject(c.raw(0), c.value(2));
            case UP_SET_TARGET_BY_ID: return setTargetById(c.value(1));
            case UP_GET_OBJECT_DATA: return store(c.raw(1), targetData(c.raw(0)));
            case UP_GET_OBJECT_TARGET_DATA: return store(c.raw(1), targetTargetData(c.raw(0)));
            case UP_GET_POINT_CONTAINS: {
                int[] pt = point(c.raw(0));
                int id = u.map().objectAt(pt[0], pt[1], c.value(3));
                setGoal(c.raw(1), id);
                return id >= 0;
            }
            case UP_MODIFY_GOAL:
                setGoal(c.raw(0), GoalMath.apply(goal(c.raw(0)), Operand.operation(c.raw(1)), c.value(2)));
                return true;
            case UP_MODIFY_SN:
                m.setStrategic(c.raw(0), GoalMath.apply(m.strategic(c.raw(0)), Operand.operation(c.raw(1)), c.value(2)));
                return true;
            case UP_GET_FACT: return store(c.raw(2), facts.value(w, u, now, c.raw(0), c.raw(1), self));
            case UP_GET_FOCUS_FACT: return store(c.raw(2), facts.value(w, u, now, c.raw(0), c.raw(1), m.strategic(SN_FOCUS_PLAYER)));
            case UP_GET_TARGET_FACT: return store(c.raw(2), facts.value(w, u, now, c.raw(0), c.raw(1), m.strategic(SN_TARGET_PLAYER)));
            case UP_GET_PLAYER_FACT: return valid(player) && store(c.raw(3), facts.value(w, u, now, c.raw(1), c.raw(2), player));
            case UP_GET_FACT_MAX, UP_GET_FACT_MIN, UP_GET_FACT_SUM: return factOver(code, c);
            case XS_SCRIPT_CALL: return false;
            default: throw new IllegalStateException("no fact " + code);
        }
    }

    private boolean store(int goalId, int value) {
        setGoal(goalId, value);
        return value != ObjectField.NONE;
    }

    private boolean valid(int player) { return player >= 0 && player < Mind.SEATS && w.playerValid(player); }

    private boolean alliedWith(int player) { return player == self || (valid(player) && w.stance(self, player) == Stance.ALLY && w.stance(player, self) == Stance.ALLY); }

    private Mind alliedMind(int player) { return alliedWith(player) ? shared.mind(player) : null; }

    /** up-get-fact-max/min/sum over the players an any-X wildcard takes; the one found is the rule variable. */
    private boolean factOver(UpCode code, Call c) {
        int arg = in.seatOf(c.raw(0));
        int best = 0, bestPlayer = -1;
        long sum = 0;
        boolean any = false;
        for (int s = 1; s < Mind.SEATS; s++) {
            boolean takes = arg >= Interpreter.ANY && arg < Interpreter.THIS_ANY ? in.takes(arg, s) : s == arg;
            if (!takes) continue;
            int v = facts.value(w, u, now, c.raw(1), c.raw(2), s);
            sum += v;
            boolean better = !any || (code == UpCode.UP_GET_FACT_MAX ? v > best : v < best);
            if (better) {
                best = v;
                bestPlayer = s;
            }
            any = true;
        }
        if (!any) return false;
        setGoal(c.raw(3), code == UpCode.UP_GET_FACT_SUM ? (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, sum)) : best);
        if (code != UpCode.UP_GET_FACT_SUM) in.found(arg, bestPlayer);
        return true;
    }

    private int[] projectile(int type) {
        int[] out = new int[3];
        u.players().projectile(self, type, out);
        return out;
    }

    private int trainingOf(int kind) { return u.players().pending(self, kind); }

    // ---- the target object

    private boolean setTargetObject(int source, int index) {
        SearchList l = searches.list(source);
        if (index < 0 || index >= l.size) return false;
        m.up.targetObject = l.ids[index];
        return true;
    }

    private boolean setTargetById(int id) {
        if (id < 0 || u.objects().data(self, id, ObjectField.ID) != id) return false;
        m.up.targetObject = id;
        return true;
    }

    private int targetData(int field) {
        int t = m.up.targetObject;
        return t < 0 ? ObjectField.NONE : searches.data(t, field);
    }

    private int targetTargetData(int field) {
        int t = m.up.targetObject;
        if (t < 0) return ObjectField.NONE;
        int tt = u.objects().data(self, t, ObjectField.TARGET_ID);
        return tt < 0 ? ObjectField.NONE : searches.data(tt, field);
    }

    // ---- actions

    void action(UpCode code, Call c) {
        PlayerView pv = u.players();
        switch (code) {
            // goals, strategic numbers, escrow, flags
            case UP_MODIFY_FLAG -> setGoal(c.raw(0), GoalMath.flag(goal(c.raw(0)), Operand.operation(c.raw(1)), c.value(2)));
            case UP_MODIFY_ESCROW -> {
                int r = c.raw(0);
                if (r >= 0 && r < Resources.COUNT) {
                    m.escrow[r] = Math.max(0, GoalMath.apply(m.escrow[r], Operand.operation(c.raw(1)), c.value(2)));
                    m.limitEscrow(r, w.quantity(self, Quantity.of(r)));
                }
            }
            case UP_RELEASE_ESCROW -> { for (int r = 0; r < Resources.COUNT; r++) m.releaseEscrow(r); }
            case UP_SET_INDIRECT_GOAL -> setGoal(c.value(1), c.value(3));
            case UP_GET_INDIRECT_GOAL -> setGoal(c.raw(2), goal(c.value(1)));
            case UP_SET_SHARED_GOAL -> shared.set(c.value(1), c.value(3));
            case UP_GET_SHARED_GOAL -> setGoal(c.raw(2), shared.get(c.value(1)));
            case UP_SET_SIGNAL, FE_SET_SIGNAL -> {
                int id = c.value(1);
                if (id >= 0 && id < Mind.SIGNALS) {
                    m.signalValues[id] = c.value(3);
                    m.signals[id] = c.value(3) != 0;
                }
            }
            case UP_GET_SIGNAL -> setGoal(c.raw(2), m.signalValue(c.value(1)));
            case UP_SET_EVENT -> {
                int id = c.value(1);
                if (id >= 0 && id < Mind.EVENTS) {
                    m.eventValues[id] = c.value(3);
                    m.events[id] = c.value(3) != 0;
                }
            }
            case UP_GET_EVENT -> {
                int id = c.value(1);
                setGoal(c.raw(2), id >= 0 && id < Mind.EVENTS ? (m.events[id] && m.eventValues[id] == 0 ? 1 : m.eventValues[id]) : 0);
            }
            // timers and time
            case UP_SET_TIMER -> {
                int t = c.value(1), v = c.value(3);
                if (v < 0) m.disableTimer(t);
                else m.enableTimer(t, v, now);
            }
            case UP_GET_TIMER -> setGoal(c.raw(2), (int) Math.min(Integer.MAX_VALUE, m.timerDue(c.value(1))));
            // game time, not the computer's clock, so that a match plays the same every time
            case UP_GET_PRECISE_TIME -> setGoal(c.raw(1), (int) now - (c.raw(0) == 0 ? 0 : goal(c.raw(0))));
            // rules
            case UP_JUMP_RULE -> in.jumpTo(in.rule() + c.raw(0) + 1);
            case UP_JUMP_DYNAMIC -> in.jumpTo(in.rule() + c.value(1) + 1);
            case UP_JUMP_DIRECT -> in.jumpTo(c.value(1));
            case UP_GET_RULE_ID -> setGoal(c.raw(0), in.rule());
            // chat and text
            case UP_CHAT_DATA_TO_ALL -> o.chat(self, Audience.ALL, 0, format(c.string(0), c.value(2)), -1);
            case UP_CHAT_DATA_TO_SELF -> o.chat(self, Audience.SELF, 0, format(c.string(0), c.value(2)), -1);
            case UP_CHAT_DATA_TO_PLAYER -> {
                String text = format(c.string(1), c.value(3));
                for (int pl : in.players(c.raw(0))) if (valid(pl)) o.chat(self, Audience.PLAYER, pl, text, -1);
            }
            case UP_LOG_DATA -> { if (log != null) log.add(c.raw(0) == 1 ? c.string(1) : format(c.string(1), c.value(3))); }
            case UP_STORE_PLAYER_NAME -> { int pl = single(c.raw(0)); if (valid(pl)) m.up.storedText = pv.name(pl); }
            case UP_STORE_PLAYER_CHAT -> { int pl = single(c.raw(0)); if (valid(pl)) m.up.storedText = lastWord(pv.chat(pl)); }
            case UP_STORE_MAP_NAME -> m.up.storedText = pv.mapName();
            case UP_STORE_OBJECT_NAME -> {
                int t = m.up.targetObject;
                if (t >= 0) m.up.storedText = pv.thingName(u.objects().data(self, t, ObjectField.TYPE), false);
            }
            case UP_STORE_TECH_NAME -> m.up.storedText = pv.thingName(c.value(1), true);
            case UP_STORE_TYPE_NAME -> m.up.storedText = pv.thingName(c.value(1), false);
            // the game's string tables are not this game's: the id stands in for the text
            case UP_STORE_TEXT -> m.up.storedText = Integer.toString(c.value(1));
            // a computer player's name is the lobby's here; cheat codes need cheats, which the matches keep off
            case UP_CHANGE_NAME, UP_CC_SEND_CHEAT -> { }
            // cost data
            case UP_SETUP_COST_DATA -> {
                m.up.costGoal = c.raw(1);
                if (c.raw(0) == 1) for (int i = 0; i < 4; i++) setGoal(c.raw(1) + i, 0);
            }
            case UP_RESET_COST_DATA -> { for (int i = 0; i < 4; i++) setGoal(c.raw(0) + i, 0); }
            case UP_ADD_COST_DATA -> addCost(i -> goal(c.raw(0) + i), c.value(2));
            case UP_ADD_OBJECT_COST -> { if (pv.cost(self, c.value(1), false, four)) addCost(i -> four[i], c.value(3)); }
            case UP_ADD_RESEARCH_COST -> { if (pv.cost(self, c.value(1), true, four)) addCost(i -> four[i], c.value(3)); }
            case UP_GET_COST_DELTA -> {
                for (int i = 0; i < 4; i++) {
                    int cost = m.up.costGoal == 0 ? 0 : goal(m.up.costGoal + i);
                    setGoal(c.raw(0) + i, w.quantity(self, Quantity.of(i)) - cost);
                }
            }
            // training, building, research
            case UP_TRAIN -> o.train(self, c.value(2), reserved(c.raw(0)));
            case UP_RESEARCH -> o.research(self, c.value(2), reserved(c.raw(0)));
            case UP_BUILD -> build(c.raw(0), c.raw(1), c.value(3));
            case UP_BUILD_LINE -> buildLine(c);
            // the town's standing orders
            case UP_RETASK_GATHERERS -> u.town().retask(self, c.raw(0), c.value(2));
            case UP_ASSIGN_BUILDERS -> u.town().assignBuilders(self, c.value(1), c.value(3));
            case UP_GATHER_INSIDE -> u.town().gatherInside(self, c.value(1), c.value(3));
            case UP_DROP_RESOURCES -> u.town().dropResources(self, c.raw(0), c.value(2));
            case UP_DELETE_DISTANT_FARMS -> u.town().deleteDistantFarms(self, c.value(1));
            case UP_REQUEST_HUNTERS -> u.town().requestHunters(self, c.value(1));
            case UP_RESET_BUILDING -> u.town().resetBuilding(self, c.value(2), c.raw(0) == 1);
            case UP_RESET_PLACEMENT -> u.town().resetPlacement(self, c.value(1));
            case UP_SET_PLACEMENT_DATA -> { int pl = single(c.raw(0)); if (valid(pl)) u.town().placementData(self, pl, c.raw(1), c.value(3)); }
            case UP_SET_OFFENSE_PRIORITY -> u.town().priority(self, true, c.value(1), c.value(3));
            case UP_SET_DEFENSE_PRIORITY -> u.town().priority(self, false, c.value(1), c.value(3));
            case UP_RESET_TARGET_PRIORITIES -> u.town().resetPriorities(self, c.raw(0) == 0, c.raw(1));
            case UP_SEND_SCOUT -> u.town().scout(self, c.raw(0), c.raw(1));
            case UP_RESET_SCOUTS -> u.town().resetScouts(self);
            case UP_RETREAT_NOW -> u.town().retreatNow(self);
            case UP_RESET_ATTACK_NOW -> u.town().resetAttackNow(self);
            case UP_DISBAND_GROUP_TYPE -> u.town().disbandGroups(self, c.raw(0));
            // the town's targets are refreshed every think here
            case UP_UPDATE_TARGETS -> { }
            case UP_SEND_FLARE -> {
                int[] pt = point(c.raw(0));
                u.town().flare(self, pt[0], pt[1]);
            }
            // no flares are kept for the players' own reading here: none is found
            case UP_FIND_FLARE, UP_FIND_PLAYER_FLARE -> setPoint(code == UpCode.UP_FIND_FLARE ? c.raw(0) : c.raw(1), -1, -1);
            case UP_BUY_COMMODITY -> u.town().trade(self, true, c.value(1), c.value(3));
            case UP_SELL_COMMODITY -> u.town().trade(self, false, c.value(1), c.value(3));
            case UP_TRIBUTE_TO_PLAYER -> {
                for (int pl : in.players(c.raw(0))) if (valid(pl) && pl != self) o.tribute(self, pl, c.raw(1), c.value(3));
            }
            case UP_CC_ADD_RESOURCE -> { if (c.value(1) >= 0 && c.value(1) < Resources.COUNT) o.addResource(self, c.value(1), c.value(3)); }
            // players
            case UP_FIND_PLAYER -> setGoal(c.raw(2), findPlayer(c.raw(0), c.raw(1), 0));
            case UP_FIND_NEXT_PLAYER -> setGoal(c.raw(2), findPlayer(c.raw(0), c.raw(1), goal(c.raw(2))));
            case UP_GET_PLAYER_COLOR -> { int pl = single(c.raw(0)); setGoal(c.raw(1), valid(pl) ? pv.color(pl) : 0); }
            case UP_GET_UPGRADE_ID -> { int pl = single(c.raw(0)); setGoal(c.raw(3), valid(pl) ? pv.upgrade(pl, goal(c.raw(2))) : -1); }
            case UP_GET_ATTACKER_CLASS -> {
                pv.threat(self, four);
                setGoal(c.raw(0), four[2]);
            }
            case UP_GET_THREAT_DATA -> {
                pv.threat(self, four);
                for (int i = 0; i < 4; i++) setGoal(c.raw(i), four[i]);
            }
            case UP_GET_PROJECTILE_PLAYER -> setGoal(c.raw(1), projectile(c.raw(0))[1]);
            // relic, wonder and time victories are the match's; their progress is not shown to the players here
            case UP_GET_VICTORY_DATA -> {
                setGoal(c.raw(0), 0);
                setGoal(c.raw(1), 0);
                setGoal(c.raw(2), -1);
            }
            case UP_GET_VICTORY_LIMIT -> setGoal(c.raw(0), -1);
            // no random map here sets a guard state, nor a treaty
            case UP_GET_GUARD_STATE -> { for (int i = 0; i < 4; i++) setGoal(c.raw(0) + i, 0); }
            case UP_GET_TREATY_DATA -> setGoal(c.raw(0), 0);
            case UP_GET_GROUP_SIZE -> setGoal(c.raw(2), groupSize(c.value(1)));
            // searches
            case UP_RESET_SEARCH -> searches.reset(c.raw(0) == 1, c.raw(1) == 1, c.raw(2) == 1, c.raw(3) == 1);
            case UP_RESET_FILTERS -> {
                m.up.filters.reset();
                m.up.local.resetIndex();
                m.up.remote.resetIndex();
            }
            case UP_FULL_RESET_SEARCH -> {
                searches.reset(true, true, true, true);
                m.up.filters.reset();
            }
            case UP_FILTER_DISTANCE -> {
                m.up.filters.minDistance = c.value(1);
                m.up.filters.maxDistance = c.value(3);
            }
            case UP_FILTER_GARRISON -> {
                m.up.filters.minGarrison = c.value(1);
                m.up.filters.maxGarrison = c.value(3);
            }
            case UP_FILTER_RANGE -> {
                m.up.filters.minGarrison = c.raw(0);
                m.up.filters.maxGarrison = c.raw(1);
                m.up.filters.minDistance = c.raw(2);
                m.up.filters.maxDistance = c.raw(3);
            }
            case UP_FILTER_INCLUDE -> {
                m.up.filters.includeCmd = c.raw(0);
                m.up.filters.includeAction = c.raw(1);
                m.up.filters.includeOrder = c.raw(2);
                m.up.filters.mainland = c.raw(3);
            }
            case UP_FILTER_EXCLUDE -> {
                m.up.filters.excludeCmd = c.raw(0);
                m.up.filters.excludeAction = c.raw(1);
                m.up.filters.excludeOrder = c.raw(2);
                m.up.filters.excludeClass = c.raw(3);
            }
            case UP_FILTER_STATUS -> {
                m.up.filters.status = c.value(1);
                m.up.filters.list = c.value(3);
            }
            case UP_REMOVE_OBJECTS -> searches.remove(c.raw(0), c.raw(1), Operand.comparison(c.raw(2)), c.value(3));
            case UP_CLEAN_SEARCH -> searches.clean(c.raw(0), c.raw(1), c.raw(2));
            case UP_GET_SEARCH_STATE -> {
                setGoal(c.raw(0), m.up.local.size);
                setGoal(c.raw(0) + 1, m.up.local.lastCount);
                setGoal(c.raw(0) + 2, m.up.remote.size);
                setGoal(c.raw(0) + 3, m.up.remote.lastCount);
            }
            case UP_GET_OBJECT_TYPE_DATA -> setGoal(c.raw(3), pv.typeData(self, c.value(1), c.raw(2)));
            case UP_SET_TARGET_POINT -> {
                int[] pt = point(c.raw(0));
                int size = mapSize();
                m.up.targetX = bound(pt[0], 0, size);
                m.up.targetY = bound(pt[1], 0, size);
                m.up.precise = false;
            }
            case UP_SET_PRECISE_TARGET_POINT -> {
                int[] pt = point(c.raw(0));
                int size = mapSize() * 100;
                m.up.preciseX = bound(pt[0], 0, size);
                m.up.preciseY = bound(pt[1], 0, size);
                m.up.targetX = m.up.preciseX / 100;
                m.up.targetY = m.up.preciseY / 100;
                m.up.precise = true;
            }
            // direct unit control
            case UP_TARGET_OBJECTS -> targetObjects(c.raw(0) == 1, c.raw(1), c.raw(2), c.raw(3));
            case UP_TARGET_POINT -> {
                int[] pt = point(c.raw(0));
                int x = pt[0], y = pt[1];
                boolean precise = c.raw(0) == 0 && m.up.precise;
                int px = precise ? m.up.preciseX : x * 100 + 50, py = precise ? m.up.preciseY : y * 100 + 50;
                int action = c.raw(1);
                if (action == UnitOrders.TRAIN || action == UnitOrders.RESEARCH) {
                    // (up-target-point EscrowGoal action-train type-op unit): the escrow goal where the point is
                    int thing = switch (Operand.after(ParamKind.TYPE_OP, c.raw(2))) {
                        case CONSTANT -> c.raw(3);
                        case GOAL -> goal(c.raw(3));
                        case STRATEGIC_NUMBER -> m.strategic(c.raw(3));
                    };
                    boolean train = action == UnitOrders.TRAIN;
                    if (!w.can(self, train ? Ability.AFFORD_UNIT : Ability.AFFORD_RESEARCH, thing, 0, reserved(c.raw(0)))) return;
                    SearchList l = m.up.local;
                    if (l.size > 0) u.units().order(self, Arrays.copyOf(l.ids, l.size), l.size, action, -1, -1, -1, -1, -1, thing);
                    return;
                }
                // default, guard, follow and garrison at a point are moves
                if (action == UnitOrders.DEFAULT || action == UnitOrders.GUARD || action == UnitOrders.FOLLOW || action == UnitOrders.GARRISON) action = UnitOrders.MOVE;
                orderLocal(action, -1, px, py, c.raw(2), c.raw(3));
            }
            case UP_SET_GROUP -> {
                int g = c.value(2);
                if (g >= 0 && g < UpMemory.GROUPS) m.up.groups[g] = searches.list(c.raw(0)).copy();
            }
            case UP_CREATE_GROUP -> {
                int g = c.value(3);
                if (g < 0 || g >= UpMemory.GROUPS) return;
                int first = c.raw(0) == 0 ? 0 : goal(c.raw(0));
                int count = c.raw(1) == 0 ? 40 : goal(c.raw(1));
                SearchList l = m.up.local;
                int from = Math.max(0, first), to = Math.min(l.size, from + Math.max(0, Math.min(40, count)));
                m.up.groups[g] = from < to ? Arrays.copyOfRange(l.ids, from, to) : new int[0];
            }
            case UP_RESET_GROUP -> {
                int g = c.value(1);
                if (g >= 0 && g < UpMemory.GROUPS) m.up.groups[g] = new int[0];
            }
            case UP_MODIFY_GROUP_FLAG -> {
                int g = c.value(2);
                if (g < 0 || g >= UpMemory.GROUPS) return;
                for (int id : m.up.groups[g]) {
                    if (c.raw(0) == 1) m.up.groupFlags.put(id, g);
                    else m.up.groupFlags.remove(id);
                }
            }
            case UP_SET_ATTACK_STANCE -> order(searches.own(c.raw(0)), UnitOrders.NONE_ACTION, -1, -1, -1, -1, c.value(2));
            case UP_RESET_UNIT -> order(searches.own(c.value(1)), UnitOrders.STOP, -1, -1, -1, -1, -1);
            case UP_DELETE_OBJECTS -> {
                int[] own = searches.own(c.value(1));
                int max = c.value(3), n = 0;
                for (int id : own) if (u.objects().data(self, id, ObjectField.HITPOINTS) < max) own[n++] = id;
                order(Arrays.copyOf(own, n), UnitOrders.DELETE, -1, -1, -1, -1, -1);
            }
            case UP_DELETE_IDLE_UNITS -> order(idle(c.raw(0)), UnitOrders.DELETE, -1, -1, -1, -1, -1);
            case UP_GARRISON -> {
                int[] holders = searches.own(c.raw(0));
                if (holders.length > 0) order(searches.own(c.value(2)), UnitOrders.GARRISON, holders[0], -1, -1, -1, -1);
            }
            case UP_UNGARRISON -> order(searches.own(c.value(1)), UnitOrders.UNGARRISON, -1, -1, -1, -1, -1);
            case UP_GUARD_UNIT -> {
                int[] guarded = searches.own(c.raw(0));
                int[] guards = searches.own(c.value(2));
                if (guarded.length > 0 && guards.length > 0) {
                    int target = guarded[random.nextInt(guarded.length)];
                    order(new int[] {guards[0]}, UnitOrders.GUARD, target, -1, -1, -1, -1);
                }
            }
            case UP_RETREAT_TO -> u.town().retreatTo(self, c.raw(0), c.value(2));
            // points
            case UP_GET_POINT -> getPoint(c.raw(0), c.raw(1));
            case UP_COPY_POINT -> {
                int[] pt = point(c.raw(1));
                setPoint(c.raw(0), pt[0], pt[1]);
            }
            case UP_ADD_POINT -> {
                int[] b = point(c.raw(1));
                int bx = b[0], by = b[1], k = c.value(3);
                setPoint(c.raw(0), goal(c.raw(0)) + bx * k, goal(c.raw(0) + 1) + by * k);
            }
            case UP_BOUND_POINT -> {
                int[] pt = point(c.raw(1));
                int size = mapSize();
                setPoint(c.raw(0), bound(pt[0], 0, size), bound(pt[1], 0, size));
            }
            case UP_BOUND_PRECISE_POINT -> {
                int size = mapSize() * (c.raw(1) == 1 ? 100 : 1);
                int border = c.value(3);
                setPoint(c.raw(0), bound(goal(c.raw(0)), border, size), bound(goal(c.raw(0) + 1), border, size));
            }
            case UP_LERP_PERCENT, UP_LERP_TILES -> lerp(c, code == UpCode.UP_LERP_PERCENT);
            case UP_CROSS_TILES -> cross(c);
            case UP_GET_POINT_DISTANCE -> {
                int[] a = point(c.raw(0));
                int ax = a[0], ay = a[1];
                int[] b = point(c.raw(1));
                setGoal(c.raw(2), distance(ax, ay, b[0], b[1]));
            }
            case UP_GET_POINT_ELEVATION -> { int[] pt = point(c.raw(0)); setGoal(c.raw(1), onMap(pt) ? u.map().elevation(pt[0], pt[1]) : ObjectField.NONE); }
            case UP_GET_POINT_TERRAIN -> { int[] pt = point(c.raw(0)); setGoal(c.raw(1), u.map().terrain(pt[0], pt[1])); }
            case UP_GET_POINT_ZONE -> { int[] pt = point(c.raw(0)); setGoal(c.raw(1), onMap(pt) ? u.map().zone(pt[0], pt[1]) : ObjectField.NONE); }
            case UP_GET_PATH_DISTANCE -> {
                int[] pt = point(c.raw(0));
                int t = m.up.targetObject;
                setGoal(c.raw(2), t < 0 ? ObjectField.NONE : u.map().pathDistance(t, pt[0], pt[1], c.raw(1) == 1));
            }
            // the Definitive Edition's that have nothing to act on here: a debugger's break point, effects on
            // the game data, the attack groups' exclusion list (this game's attack groups take every soldier)
            case FE_BREAK_POINT, FE_CC_EFFECT_AMOUNT, FE_CC_EFFECT_PERCENT, FE_EXCLUDE_FROM_ATTACK_GROUP,
                 FE_RESET_ATTACK_GROUP_EXCLUSION_LIST, FE_FILTER_GARRISONED -> { }
            default -> actionAsFact(code, c, self);
        }
    }

    private interface Costs {
        int of(int resource);
    }

    private void addCost(Costs cost, int times) {
        int base = m.up.costGoal;
        if (base == 0) return;
        for (int i = 0; i < 4; i++) setGoal(base + i, goal(base + i) + cost.of(i) * times);
    }

    /** A player parameter that names one player: a seat, my-player-number, a rule variable. */
    private int single(int arg) {
        int[] pl = in.players(arg);
        return pl.length == 1 ? pl[0] : -1;
    }

    private static String lastWord(String line) {
        String s = line.strip();
        int sp = s.lastIndexOf(' ');
        return sp < 0 ? s : s.substring(sp + 1);
    }

    /** A chat line with %d the value and %s the stored text (or the value, when it is not the stored text's number). */
    String format(String text, int value) {
        StringBuilder b = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '%' && i + 1 < text.length()) {
                char f = text.charAt(i + 1);
                if (f == 'd') {
                    b.append(value);
                    i++;
                    continue;
                }
                if (f == 's') {
                    b.append(value == STORED_TEXT || value == 0 ? m.up.storedText : Integer.toString(value));
                    i++;
                    continue;
                }
                if (f == '%') {
                    b.append('%');
                    i++;
                    continue;
                }
            }
            b.append(ch);
        }
        return b.toString();
    }

    private int groupSize(int g) { return g >= 0 && g < UpMemory.GROUPS ? m.up.groups[g].length : 0; }

    // ---- building

    private void build(int placement, int escrowGoal, int building) {
        int[] reserved = reserved(escrowGoal);
        switch (placement) {
            case 0 -> o.build(self, building, false, reserved);
            case 1 -> o.build(self, building, true, reserved);
            case 3 -> u.town().build(self, 3, building, m.up.targetX, m.up.targetY, reserved);
            default -> u.town().build(self, placement, building, -1, -1, reserved);
        }
    }

    private boolean canBuildLine(Call c) {
        int[] pt = point(c.raw(1));
        return onMap(pt) && w.can(self, Ability.BUILD, c.value(3), 0, reserved(c.raw(0)));
    }

    /** A building at each tile of the line from one point to the other, as long as the player can afford them. */
    private void buildLine(Call c) {
        int[] a = point(c.raw(0));
        int x0 = a[0], y0 = a[1];
        int[] b = point(c.raw(1));
        int x1 = b[0], y1 = b[1];
        int building = c.value(3);
        int dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        for (int steps = 0; steps < 512; steps++) {
            if (!w.can(self, Ability.AFFORD_BUILDING, building, 0, m.escrowView())) return;
            u.town().build(self, 3, building, x0, y0, m.escrowView());
            if (x0 == x1 && y0 == y1) return;
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x0 += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y0 += sy;
            }
        }
    }

    // ---- direct unit control

    private void order(int[] ids, int action, int target, int x, int y, int formation, int stance) {
        if (ids.length > 0) u.units().order(self, ids, ids.length, action, target, x, y, formation, stance, -1);
    }

    private void orderLocal(int action, int target, int x, int y, int formation, int stance) {
        SearchList l = m.up.local;
        // in groups of 20 at most, as the game sends them
        for (int from = 0; from < l.size; from += 20) {
            int n = Math.min(20, l.size - from);
            u.units().order(self, Arrays.copyOfRange(l.ids, from, from + n), n, action, target, x, y, formation, stance, -1);
        }
    }

    /** What up-target-objects carries out: default, move, patrol, guard, follow, stop, ground, garrison, delete, gather, none (and DE's attack-move). */
    private static final java.util.BitSet OBJECT_ACTIONS = new java.util.BitSet();

    static {
        for (int a : new int[] {UnitOrders.DEFAULT, UnitOrders.MOVE, UnitOrders.PATROL, UnitOrders.GUARD, UnitOrders.FOLLOW, UnitOrders.STOP,
                UnitOrders.GROUND, UnitOrders.GARRISON, UnitOrders.DELETE, UnitOrders.GATHER, UnitOrders.NONE_ACTION, UnitOrders.ATTACK_MOVE})
            OBJECT_ACTIONS.set(a);
    }

    /** up-target-objects: the local list at the target object (option 1) or spread evenly over the remote list. */
    private void targetObjects(boolean targetOnly, int action, int formation, int stance) {
        SearchList local = m.up.local, remote = m.up.remote;
        if (local.size == 0) return;
        // the reference: the other actions (unload, train, lock, work, ungarrison, drop-relic, pack ...) are action-none here
        if (!OBJECT_ACTIONS.get(Math.max(0, Math.min(63, action)))) action = UnitOrders.NONE_ACTION;
        if (targetOnly || action == UnitOrders.STOP || action == UnitOrders.DELETE || action == UnitOrders.NONE_ACTION) {
            int t = targetOnly ? m.up.targetObject : -1;
            if (targetOnly && t < 0) return;
            orderLocal(action, t, -1, -1, formation, stance);
            return;
        }
        if (remote.size == 0) return;
        int share = (local.size + remote.size - 1) / remote.size;
        for (int r = 0, from = 0; r < remote.size && from < local.size; r++, from += share) {
            int n = Math.min(share, local.size - from);
            for (int g = 0; g < n; g += 20) {
                int k = Math.min(20, n - g);
                u.units().order(self, Arrays.copyOfRange(local.ids, from + g, from + g + k), k, action, remote.ids[r], -1, -1, formation, stance, -1);
            }
        }
    }

    private int[] idle(int idleType) {
        int kind = switch (idleType) {
            case 0 -> 904;
            case 1 -> 919;
            case 2 -> 921;
            default -> 902;
        };
        int[] own = searches.own(kind);
        int n = 0;
        for (int id : own) {
            if (u.objects().data(self, id, ObjectField.ACTION) == -1 && u.objects().data(self, id, ObjectField.ORDER) == -1) own[n++] = id;
        }
        return Arrays.copyOf(own, n);
    }

    // ---- points

    private boolean onMap(int[] pt) {
        int size = mapSize();
        return pt[0] >= 0 && pt[1] >= 0 && pt[0] < size && pt[1] < size;
    }

    private static int distance(int ax, int ay, int bx, int by) {
        long dx = ax - bx, dy = ay - by;
        return (int) Searches.isqrt(dx * dx + dy * dy);
    }

    /** up-get-point: a position of the position types into a point, (-1, -1) when there is none. */
    private void getPoint(int type, int goalId) {
        int size = mapSize();
        int[] home = new int[2];
        boolean haveHome = u.players().home(self, self, home);
        int x = -1, y = -1;
        switch (type) {
            case 0 -> { x = size / 2; y = size / 2; }
            case 1, 5 -> { if (haveHome) { x = size - 1 - home[0]; y = size - 1 - home[1]; } }
            case 2 -> { if (haveHome) { x = home[0] < size / 2 ? 0 : size - 1; y = home[1] < size / 2 ? 0 : size - 1; } }
            case 3 -> {
                int[] at = new int[2];
                if (u.players().home(self, m.strategic(SN_TARGET_PLAYER), at)) {
                    x = bound(at[0] + random.nextInt(17) - 8, 0, size);
                    y = bound(at[1] + random.nextInt(17) - 8, 0, size);
                } else if (haveHome) {
                    x = size - 1 - home[0];
                    y = size - 1 - home[1];
                }
            }
            case 4 -> {
                if (haveHome) {
                    int left = home[0], right = size - 1 - home[0], top = home[1], bottom = size - 1 - home[1];
                    int min = Math.min(Math.min(left, right), Math.min(top, bottom));
                    x = home[0];
                    y = home[1];
                    if (min == left) x = 0;
                    else if (min == right) x = size - 1;
                    else if (min == top) y = 0;
                    else y = size - 1;
                }
            }
            case 6 -> flank(home, haveHome, size, xy);
            case 7 -> { x = 0; y = 0; }
            case 8 -> { x = size; y = size; }
            case 9 -> { if (haveHome) { x = home[0]; y = home[1]; } }
            case 10, 11 -> {
                int pl = m.strategic(type == 10 ? SN_TARGET_PLAYER : SN_FOCUS_PLAYER);
                int[] at = new int[2];
                if (pl != self && u.players().home(self, pl, at)) { x = at[0]; y = at[1]; }
            }
            case 12 -> {
                int t = m.up.targetObject;
                if (t >= 0) {
                    int ox = u.objects().data(self, t, ObjectField.POINT_X), oy = u.objects().data(self, t, ObjectField.POINT_Y);
                    if (ox != ObjectField.NONE && oy != ObjectField.NONE) { x = ox; y = oy; }
                }
            }
            case 13 -> { x = m.up.targetX; y = m.up.targetY; }
            default -> { }
        }
        if (type == 6) {
            x = xy[0];
            y = xy[1];
        }
        setPoint(goalId, x, y);
    }

    /** Where the nearest enemy flank should be: the closest of the points opposite the team's members. */
    private void flank(int[] home, boolean haveHome, int size, int[] out) {
        out[0] = -1;
        out[1] = -1;
        if (!haveHome) return;
        long best = Long.MAX_VALUE;
        int[] at = new int[2];
        for (int s = 1; s < Mind.SEATS; s++) {
            if (!valid(s) || !alliedWith(s) || !u.players().home(self, s, at)) continue;
            int ox = size - 1 - at[0], oy = size - 1 - at[1];
            long dx = ox - home[0], dy = oy - home[1];
            long d = dx * dx + dy * dy;
            if (d < best) {
                best = d;
                out[0] = ox;
                out[1] = oy;
            }
        }
    }

    /** up-lerp-percent and up-lerp-tiles: Point1 moved toward (or away from) Point2. */
    private void lerp(Call c, boolean percent) {
        int g = c.raw(0);
        int ax = goal(g), ay = goal(g + 1);
        int[] b = point(c.raw(1));
        long dx = b[0] - ax, dy = b[1] - ay;
        int v = c.value(3);
        if (percent) {
            setPoint(g, (int) (ax + dx * v / 100), (int) (ay + dy * v / 100));
            return;
        }
        long len = Searches.isqrt(dx * dx + dy * dy);
        if (len == 0) return;
        setPoint(g, (int) (ax + dx * v / len), (int) (ay + dy * v / len));
    }

    /** up-cross-tiles: a point {@code value} tiles from Point1 across the line to Point2. */
    private void cross(Call c) {
        int g = c.raw(0);
        int ax = goal(g), ay = goal(g + 1);
        int[] b = point(c.raw(1));
        long dx = b[0] - ax, dy = b[1] - ay;
        long len = Searches.isqrt(dx * dx + dy * dy);
        if (len == 0) return;
        int v = c.value(3);
        setPoint(g, (int) (ax - dy * v / len), (int) (ay + dx * v / len));
    }

    /** up-find-player: the first (or, after {@code after}, the next) player of a stance by a method, 0 when none. */
    private int findPlayer(int stance, int method, int after) {
        int[] order = new int[Mind.SEATS - 1];
        int n = 0;
        for (int s = 1; s < Mind.SEATS; s++) {
            if (!valid(s) || !w.playerInGame(s)) continue;
            int st = s == self ? Stance.ALLY : w.stance(self, s);
            if (stance == 2 || st == stance || (stance == 4 && st == Stance.ENEMY)) order[n++] = s;
        }
        if (n == 0) return 0;
        int[] ranked = Arrays.copyOf(order, n);
        switch (method) {
            case 0 -> { // the last attacker first
                u.players().threat(self, four);
                int attacker = four[1];
                for (int i = 0; i < n; i++) if (ranked[i] == attacker) { ranked[i] = ranked[0]; ranked[0] = attacker; break; }
            }
            case 1 -> { // a random order, the player's own stream
                for (int i = n - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = ranked[i];
                    ranked[i] = ranked[j];
                    ranked[j] = t;
                }
            }
            case 2 -> { // the closest first
                long[] keyed = new long[n];
                for (int i = 0; i < n; i++) {
                    int d = u.players().distance(self, ranked[i]);
                    keyed[i] = ((long) (d < 0 ? Integer.MAX_VALUE : d) << 8) | ranked[i];
                }
                Arrays.sort(keyed);
                for (int i = 0; i < n; i++) ranked[i] = (int) (keyed[i] & 0xff);
            }
            default -> { }
        }
        if (after <= 0) return ranked[0];
        for (int i = 0; i < n; i++) if (ranked[i] == after) return i + 1 < n ? ranked[i + 1] : 0;
        return 0;
    }
}
