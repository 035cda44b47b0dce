package org.openaok.ai.mind;

import java.util.ArrayList;
import java.util.List;

import org.openaok.ai.lang.Command;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.script.Program;
import org.openaok.ai.script.Seat;
import org.openaok.ai.world.Ability;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Condition;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.UpWorld;
import org.openaok.ai.world.Wall;
import org.openaok.ai.world.World;
import org.openaok.api.random.RandomStream;

/**
 * The rules pass of one computer player: every enabled rule tried in load order; a rule whose
 * facts all hold has its actions run there and then, so a goal one rule sets is what the next
 * reads. {@code disable-self} switches its rule off after the actions; rule variables are
 * reset before each rule's facts are tested. UserPatch's rule jumps move the pass on to
 * another rule once the jumping rule's actions are done; a pass that loops tries at most
 * {@link #MAX_RULE_VISITS} rules and then ends, as if the jumps had run out.
 */
final class Interpreter {
    /** Player arguments at or above this are wildcards or rule variables. */
    static final int ANY = 100, EVERY = 200, THIS_ANY = 300;
    /** UserPatch's players named by a strategic number, by lobby slot and by colour (the vocabulary's codes). */
    static final int TARGET_PLAYER = 400, FOCUS_PLAYER = 401, LOBBY_PLAYER = 410, SCENARIO_PLAYER = 420;
    static final int SN_TARGET_PLAYER = 249, SN_FOCUS_PLAYER = 251;
    /**
     * Rules one pass tries at most, jumps included: a pass without jumps tries each rule once
     * (the largest scripts have a few thousand); one whose jumps loop is cut off here.
     */
    public static final int MAX_RULE_VISITS = 50_000;
    private static final UpCode[] UP;
    private static final FactCode[] FACTS;
    private static final ActionCode[] ACTIONS;
    private static final int[] PLAYER_PARAM;

    static {
        Vocabulary v = Vocabulary.standard();
        int n = v.commands().size();
        FACTS = new FactCode[n];
        ACTIONS = new ActionCode[n];
        PLAYER_PARAM = new int[n];
        UP = new UpCode[n];
        for (Command c : v.commands()) {
            PLAYER_PARAM[c.index()] = c.playerParam();
            if (!c.supported()) {
                UP[c.index()] = UpCode.valueOf(code(c.name()));
                continue;
            }
            if (c.fact()) FACTS[c.index()] = FactCode.valueOf(code(c.name()));
            if (c.action()) ACTIONS[c.index()] = ActionCode.valueOf(code(c.name()));
        }
    }

    private static String code(String name) { return name.toUpperCase(java.util.Locale.ROOT).replace('-', '_'); }

    private final Program p;
    private final Mind m;
    private final Seat seat;
    private final int self;
    private final SharedGoals shared;
    private final RandomStream random;
    private World w;
    private Orders o;
    private long now;
    /** The player each any-X wildcard found in the rule being tried. */
    private final int[] thisAny = new int[12];
    private final int[] noEscrow = new int[4];
    private long tests;
    private List<String> log;
    private final Call call;
    private final UpCommands up;
    /** The rule being run, and the one a jump in it moves the pass on to (-1 for none). */
    private int rule;
    private int jump = -1;
    /** Passes that ran out of rule visits; the rule the first was cut off at, and when (-1: none yet). */
    long overruns;
    int overrunRule = -1;
    long overrunAt = -1;

    Interpreter(Program program, Mind mind, Seat seat, SharedGoals shared, RandomStream random) {
        this.p = program;
        this.m = mind;
        this.seat = seat;
        this.self = seat.player();
        this.shared = shared;
        this.random = random;
        this.call = new Call(mind);
        this.up = new UpCommands(this, program, mind, seat, shared, random);
    }

    /**
     * One pass.
     *
     * @param fired where the fired rules go, or null
     * @param log   where log lines go, or null
     * @return how many facts were tested
     */
    long pass(World world, Orders orders, UpWorld upWorld, long nowMs, IntList fired, List<String> log) {
        this.w = world;
        this.o = orders;
        this.now = nowMs;
        this.log = log;
        this.tests = 0;
        up.begin(world, orders, upWorld, nowMs, log);
        boolean[] enabled = m.enabled;
        int visits = 0;
        for (int r = 0, rules = p.ruleCount(); r < rules; ) {
            if (++visits > MAX_RULE_VISITS) {
                overruns++;
                if (overrunRule < 0) {
                    overrunRule = r;
                    overrunAt = nowMs;
                }
                if (log != null) log.add("the pass stopped after " + MAX_RULE_VISITS + " rules at rule " + r + ": its jumps loop");
                break;
            }
            int next = r + 1;
            if (enabled[r] && holds(r)) {
                if (fired != null) fired.add(r);
                rule = r;
                jump = -1;
                if (run(r)) enabled[r] = false;
                if (jump >= 0) next = jump;
            }
            r = next;
        }
        return tests;
    }

    /** The rule being run. */
    int rule() { return rule; }

    /** Objects the searches have looked at so far. */
    long searched() { return up.searched(); }

    /** Searches (up-find-*) run so far. */
    long searches() { return up.searches(); }

    /** Moves the pass on to a rule once the running one is done; past the last, the pass ends. */
    void jumpTo(int target) { jump = Math.max(0, target); }

    boolean holds(int rule) {
        for (int i = 1; i < thisAny.length; i++) thisAny[i] = 0;
        int n = p.firstNode(rule);
        int end = n + p.nodeCount(rule);
        while (n < end) {
            if (!node(n)) return false;
            n += p.size(n);
        }
        return true;
    }

    private boolean node(int n) {
        int op = p.op(n);
        if (op >= 0) {
            tests++;
            return fact(n, op);
        }
        int first = n + 1;
        switch (p.logic(n)) {
            case AND: return all(first, p.operands(n));
            case NAND: return !all(first, p.operands(n));
            case OR: return any(first, p.operands(n));
            case NOR: return !any(first, p.operands(n));
            case NOT: return !node(first);
            case XOR: return node(first) != node(first + p.size(first));
            case XNOR: return node(first) == node(first + p.size(first));
            default: throw new IllegalStateException();
        }
    }

    private boolean all(int child, int count) {
        for (int k = 0; k < count; k++) {
            if (!node(child)) return false;
            child += p.size(child);
        }
        return true;
    }

    private boolean any(int child, int count) {
        for (int k = 0; k < count; k++) {
            if (node(child)) return true;
            child += p.size(child);
        }
        return false;
    }

    // ---- players

    /**
     * Whether a wildcard's category takes the seat: never the player itself, an empty seat or
     * one out of the game.
     */
    private boolean matches(int code, int seatNo) {
        if (seatNo == self || !w.playerValid(seatNo) || !w.playerInGame(seatNo)) return false;
        int stance = w.stance(self, seatNo);
        boolean human = w.playerHuman(seatNo);
        if (code >= EVERY) {
            return switch (code - EVERY) {
                case 1 -> stance == Stance.ALLY;
                case 2 -> !human;
                case 3 -> stance == Stance.ENEMY;
                case 4 -> human;
                case 5 -> stance == Stance.NEUTRAL;
                default -> false;
            };
        }
        return switch (code - ANY) {
            case 1 -> stance == Stance.ALLY;
            case 2 -> !human;
            case 3 -> !human && stance == Stance.ALLY;
            case 4 -> !human && stance == Stance.ENEMY;
            case 5 -> !human && stance == Stance.NEUTRAL;
            case 6 -> stance == Stance.ENEMY;
            case 7 -> human;
            case 8 -> human && stance == Stance.ALLY;
            case 9 -> human && stance == Stance.ENEMY;
            case 10 -> human && stance == Stance.NEUTRAL;
            case 11 -> stance == Stance.NEUTRAL;
            default -> false;
        };
    }

    private boolean fact(int n, int op) {
        int pp = PLAYER_PARAM[op];
        if (pp < 0) return test(op, n, self);
        int arg = seatOf(p.arg(n, pp));
        if (arg < ANY) return test(op, n, arg);
        if (arg >= THIS_ANY) return test(op, n, thisAny[arg - THIS_ANY]);
        if (arg >= EVERY) {
            boolean some = false;
            for (int s = 1; s < Mind.SEATS; s++) {
                if (!matches(arg, s)) continue;
                if (!test(op, n, s)) return false;
                some = true;
            }
            return some;
        }
        for (int s = 1; s < Mind.SEATS; s++) {
            if (matches(arg, s) && test(op, n, s)) {
                thisAny[arg - ANY] = s;
                return true;
            }
        }
        return false;
    }

    private boolean test(int op, int n, int player) {
        FactCode f = FACTS[op];
        if (f != null) return test(f, n, player);
        return up.fact(UP[op], call.fact(p, n), player);
    }

    /**
     * A player argument with UserPatch's named players read: target-player and focus-player
     * as their strategic numbers say, a lobby slot or a colour as the seat (seats take the
     * colours of their numbers here). Wildcards and rule variables stay as they are.
     */
    int seatOf(int arg) {
        if (arg == TARGET_PLAYER) return m.strategic(SN_TARGET_PLAYER);
        if (arg == FOCUS_PLAYER) return m.strategic(SN_FOCUS_PLAYER);
        if (arg > LOBBY_PLAYER && arg <= LOBBY_PLAYER + 8) return arg - LOBBY_PLAYER;
        if (arg > SCENARIO_PLAYER && arg <= SCENARIO_PLAYER + 8) return arg - SCENARIO_PLAYER;
        return arg;
    }

    /** Sets the rule variable of an any-X wildcard, as a fact that found a player does. */
    void found(int wildcard, int seatNo) {
        if (wildcard >= ANY && wildcard < EVERY && wildcard - ANY < thisAny.length) thisAny[wildcard - ANY] = seatNo;
    }

    /** Whether a wildcard's category takes a seat (never the player itself). */
    boolean takes(int wildcard, int seatNo) { return matches(wildcard, seatNo); }

    static boolean compare(int left, int op, int right) {
        return switch (op) {
            case 0 -> left < right;
            case 1 -> left <= right;
            case 2 -> left > right;
            case 3 -> left >= right;
            case 4 -> left == right;
            default -> left != right;
        };
    }

    private int a(int n, int i) { return p.arg(n, i); }

    private boolean q(Quantity q, int n) { return cmp(w.quantity(self, q), n, 0); }

    private boolean qp(Quantity q, int n, int player) { return cmp(w.quantity(player, q), n, 1); }

    /** A comparison of {@code left} by the rel-op at parameter {@code op} with the parameter after it, read as its type says. */
    private boolean cmp(int left, int n, int op) {
        int rel = a(n, op);
        int right = a(n, op + 1);
        if (rel >= 7) right = rel >= 14 ? m.strategic(right) : m.goal(right);
        return compare(left, rel % 7, right);
    }

    private boolean can(Ability ability, int thing, int arg, boolean withEscrow) {
        return w.can(self, ability, thing, arg, withEscrow ? noEscrow : m.escrowView());
    }

    private boolean test(FactCode f, int n, int player) {
        switch (f) {
            case TRUE: return true;
            case FALSE: return false;
            case ATTACK_SOLDIER_COUNT: return q(Quantity.ATTACK_SOLDIERS, n);
            case ATTACK_WARBOAT_COUNT: return q(Quantity.ATTACK_WARBOATS, n);
            case DEFEND_SOLDIER_COUNT: return q(Quantity.DEFEND_SOLDIERS, n);
            case DEFEND_WARBOAT_COUNT: return q(Quantity.DEFEND_WARBOATS, n);
            case SOLDIER_COUNT: return q(Quantity.SOLDIERS, n);
            case WARBOAT_COUNT: return q(Quantity.WARBOATS, n);
            case CIVILIAN_POPULATION: return q(Quantity.CIVILIAN_POPULATION, n);
            case MILITARY_POPULATION: return q(Quantity.MILITARY_POPULATION, n);
            case POPULATION: return q(Quantity.POPULATION, n);
            case POPULATION_CAP: return q(Quantity.POPULATION_CAP, n);
            case POPULATION_HEADROOM: return q(Quantity.POPULATION_HEADROOM, n);
            case HOUSING_HEADROOM: return q(Quantity.HOUSING_HEADROOM, n);
            case IDLE_FARM_COUNT: return q(Quantity.IDLE_FARMS, n);
            case FOOD_AMOUNT: return q(Quantity.FOOD, n);
            case WOOD_AMOUNT: return q(Quantity.WOOD, n);
            case STONE_AMOUNT: return q(Quantity.STONE, n);
            case GOLD_AMOUNT: return q(Quantity.GOLD, n);
            case CURRENT_AGE: return q(Quantity.CURRENT_AGE, n);
            case CURRENT_AGE_TIME: return q(Quantity.CURRENT_AGE_TIME, n);
            case CURRENT_SCORE: return q(Quantity.SCORE, n);
            case GAME_TIME: return cmp((int) (now / 1000), n, 0);
            case BUILDING_AVAILABLE, UNIT_AVAILABLE: return w.available(self, a(n, 0));
            case RESEARCH_AVAILABLE: return w.researchAvailable(self, a(n, 0));
            case RESEARCH_COMPLETED: return w.researched(self, a(n, 0));
            case BUILDING_COUNT: return cmp(w.count(self, self, World.ALL, true, false, false), n, 0);
            case BUILDING_COUNT_TOTAL: return cmp(w.count(self, self, World.ALL, true, true, false), n, 0);
            case BUILDING_TYPE_COUNT: return cmp(w.count(self, self, a(n, 0), true, false, false), n, 1);
            case BUILDING_TYPE_COUNT_TOTAL: return cmp(w.count(self, self, a(n, 0), true, true, false), n, 1);
            case UNIT_COUNT: return cmp(w.count(self, self, World.ALL, false, false, false), n, 0);
            case UNIT_COUNT_TOTAL: return cmp(w.count(self, self, World.ALL, false, true, false), n, 0);
            case UNIT_TYPE_COUNT: return cmp(w.count(self, self, a(n, 0), false, false, false), n, 1);
            case UNIT_TYPE_COUNT_TOTAL: return cmp(w.count(self, self, a(n, 0), false, true, false), n, 1);
            case CAN_AFFORD_BUILDING: return can(Ability.AFFORD_BUILDING, a(n, 0), 0, false);
            case CAN_AFFORD_RESEARCH: return can(Ability.AFFORD_RESEARCH, a(n, 0), 0, false);
            case CAN_AFFORD_UNIT: return can(Ability.AFFORD_UNIT, a(n, 0), 0, false);
            case CAN_AFFORD_COMPLETE_WALL: return can(Ability.AFFORD_COMPLETE_WALL, a(n, 0), a(n, 1), false);
            case CAN_BUILD: return can(Ability.BUILD, a(n, 0), 0, false);
            case CAN_BUILD_WITH_ESCROW: return can(Ability.BUILD, a(n, 0), 0, true);
            case CAN_BUILD_GATE: return can(Ability.BUILD_GATE, a(n, 0), 0, false);
            case CAN_BUILD_GATE_WITH_ESCROW: return can(Ability.BUILD_GATE, a(n, 0), 0, true);
            case CAN_BUILD_WALL: return can(Ability.BUILD_WALL, a(n, 0), a(n, 1), false);
            case CAN_BUILD_WALL_WITH_ESCROW: return can(Ability.BUILD_WALL, a(n, 0), a(n, 1), true);
            case CAN_RESEARCH: return can(Ability.RESEARCH, a(n, 0), 0, false);
            case CAN_RESEARCH_WITH_ESCROW: return can(Ability.RESEARCH, a(n, 0), 0, true);
            case CAN_TRAIN: return can(Ability.TRAIN, a(n, 0), 0, false);
            case CAN_TRAIN_WITH_ESCROW: return can(Ability.TRAIN, a(n, 0), 0, true);
            case CAN_SPY: return can(Ability.SPY, 0, 0, false);
            case CAN_SPY_WITH_ESCROW: return can(Ability.SPY, 0, 0, true);
            case CAN_BUY_COMMODITY: return can(Ability.BUY_COMMODITY, a(n, 0), 0, false);
            case CAN_SELL_COMMODITY: return can(Ability.SELL_COMMODITY, a(n, 0), 0, false);
            case COMMODITY_BUYING_PRICE: return cmp(w.commodityPrice(self, a(n, 0), true), n, 1);
            case COMMODITY_SELLING_PRICE: return cmp(w.commodityPrice(self, a(n, 0), false), n, 1);
            case DROPSITE_MIN_DISTANCE: return cmp(w.dropsiteMinDistance(self, a(n, 0)), n, 1);
            case WALL_COMPLETED_PERCENTAGE: return cmp(w.wall(self, a(n, 0), Wall.COMPLETED_PERCENTAGE), n, 1);
            case WALL_INVISIBLE_PERCENTAGE: return cmp(w.wall(self, a(n, 0), Wall.INVISIBLE_PERCENTAGE), n, 1);
            case GATE_COUNT: return cmp(w.wall(self, a(n, 0), Wall.GATES), n, 1);
            case TOWN_UNDER_ATTACK: return w.condition(self, Condition.TOWN_UNDER_ATTACK);
            case ENEMY_BUILDINGS_IN_TOWN: return w.condition(self, Condition.ENEMY_BUILDINGS_IN_TOWN);
            case ENEMY_CAPTURED_RELICS: return w.condition(self, Condition.ENEMY_CAPTURED_RELICS);
            case SHEEP_AND_FORAGE_TOO_FAR: return w.condition(self, Condition.SHEEP_AND_FORAGE_TOO_FAR);
            case HOLD_KOH_RUIN: return w.condition(self, Condition.HOLD_KOH_RUIN);
            case HOLD_RELICS: return w.condition(self, Condition.HOLD_RELICS);
            case RESOURCE_FOUND: return w.resourceFound(self, a(n, 0));
            case CHEATS_ENABLED: return w.cheatsEnabled();
            // The mind.
            case GOAL: return m.goals[a(n, 0)] == a(n, 1);
            case SHARED_GOAL: return shared.get(a(n, 0)) == a(n, 1);
            case STRATEGIC_NUMBER: return cmp(m.sn[a(n, 0)], n, 1);
            case TIMER_TRIGGERED: return m.timerTriggered(a(n, 0), now);
            case RANDOM_NUMBER: return cmp(m.randomNumber, n, 0);
            case ESCROW_AMOUNT: return cmp(m.escrow[a(n, 0)], n, 1);
            case DOCTRINE: return m.doctrine == a(n, 0);
            case EVENT_DETECTED: return a(n, 0) == 0 && m.events[a(n, 1)];
            case TAUNT_DETECTED: return player >= 0 && player < Mind.SEATS && m.taunts[player][a(n, 1)];
            // The lobby.
            case DIFFICULTY: return cmp(seat.difficulty(), n, 0);
            case STARTING_AGE: return cmp(seat.startingAge(), n, 0);
            case STARTING_RESOURCES: return cmp(seat.startingResources(), n, 0);
            case MAP_SIZE: return seat.mapSize() == a(n, 0);
            case MAP_TYPE: return seat.mapType() == a(n, 0);
            case GAME_TYPE: return seat.gameType() == a(n, 0);
            case VICTORY_CONDITION: return seat.victory() == a(n, 0);
            case DEATH_MATCH_GAME: return seat.deathMatch();
            case REGICIDE_GAME: return seat.regicide();
            case CIV_SELECTED: return seat.civ() == a(n, 0);
            // Players.
            case PLAYER_NUMBER: return player == self;
            case PLAYER_VALID: return valid(player) && w.playerValid(player);
            case PLAYER_IN_GAME: return valid(player) && w.playerInGame(player);
            case PLAYER_RESIGNED: return valid(player) && w.playerResigned(player);
            case PLAYER_HUMAN: return valid(player) && w.playerValid(player) && w.playerHuman(player);
            case PLAYER_COMPUTER: return valid(player) && w.playerValid(player) && !w.playerHuman(player);
            case PLAYERS_CIV: return valid(player) && w.civ(player) == a(n, 1);
            case PLAYERS_STANCE: return valid(player) && w.stance(player, self) == a(n, 1);
            case STANCE_TOWARD: return valid(player) && w.stance(self, player) == a(n, 1);
            case PLAYERS_CIVILIAN_POPULATION: return valid(player) && qp(Quantity.CIVILIAN_POPULATION, n, player);
            case PLAYERS_MILITARY_POPULATION: return valid(player) && qp(Quantity.MILITARY_POPULATION, n, player);
            case PLAYERS_POPULATION: return valid(player) && qp(Quantity.POPULATION, n, player);
            case PLAYERS_SCORE: return valid(player) && qp(Quantity.SCORE, n, player);
            case PLAYERS_CURRENT_AGE: return valid(player) && qp(Quantity.CURRENT_AGE, n, player);
            case PLAYERS_CURRENT_AGE_TIME: return valid(player) && qp(Quantity.CURRENT_AGE_TIME, n, player);
            case PLAYERS_BUILDING_COUNT: return valid(player) && cmp(w.count(self, player, World.ALL, true, false, false), n, 1);
            case PLAYERS_UNIT_COUNT: return valid(player) && cmp(w.count(self, player, World.ALL, false, false, false), n, 1);
            case PLAYERS_BUILDING_TYPE_COUNT: return valid(player) && cmp(w.count(self, player, a(n, 1), true, false, false), n, 2);
            case PLAYERS_UNIT_TYPE_COUNT: return valid(player) && cmp(w.count(self, player, a(n, 1), false, false, false), n, 2);
            case CC_PLAYERS_BUILDING_COUNT: return valid(player) && cmp(w.count(self, player, World.ALL, true, false, true), n, 1);
            case CC_PLAYERS_UNIT_COUNT: return valid(player) && cmp(w.count(self, player, World.ALL, false, false, true), n, 1);
            case CC_PLAYERS_BUILDING_TYPE_COUNT: return valid(player) && cmp(w.count(self, player, a(n, 1), true, false, true), n, 2);
            case CC_PLAYERS_UNIT_TYPE_COUNT: return valid(player) && cmp(w.count(self, player, a(n, 1), false, false, true), n, 2);
            case PLAYERS_TRIBUTE: return valid(player) && cmp(w.tribute(player, self, a(n, 1), false), n, 2);
            case PLAYERS_TRIBUTE_MEMORY: return valid(player) && cmp(w.tribute(player, self, a(n, 1), true), n, 2);
            // The guide gives this fact no meaning beyond its player; it asks whether the seat plays on.
            case PLAYERS_ACHIEVEMENTS: return valid(player) && w.playerValid(player);
            default: throw new IllegalStateException("fact " + f);
        }
    }

    private static boolean valid(int player) { return player >= 1 && player < Mind.SEATS; }

    // ---- actions

    /** Runs a rule's actions; answers whether it disabled itself. */
    boolean run(int rule) {
        boolean disable = false;
        for (int a = p.firstAction(rule), end = a + p.actionCount(rule); a < end; a++) {
            if (action(a)) disable = true;
        }
        return disable;
    }

    private int b(int action, int i) { return p.actionArg(action, i); }

    /** The players an action's player argument stands for: a seat, the player a wildcard found, or every match. */
    int[] players(int value) {
        value = seatOf(value);
        if (value < ANY) return new int[] {value};
        if (value >= THIS_ANY) return new int[] {thisAny[value - THIS_ANY]};
        int[] out = new int[Mind.SEATS];
        int k = 0;
        for (int s = 1; s < Mind.SEATS; s++) {
            if (matches(value, s)) {
                out[k++] = s;
                if (value < EVERY) break;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    private int inRange(int start, int range) {
        return range <= 1 ? start : start + random.nextInt(range);
    }

    /** Runs one action; answers whether it was disable-self. */
    private boolean action(int a) {
        ActionCode code = ACTIONS[p.actionOp(a)];
        if (code == null) {
            up.action(UP[p.actionOp(a)], call.action(p, a));
            return false;
        }
        int[] escrow = m.escrowView();
        switch (code) {
            case DISABLE_SELF: return true;
            case DO_NOTHING, SET_AUTHOR_NAME, SET_AUTHOR_EMAIL, SET_AUTHOR_VERSION: break;
            case SET_GOAL: m.setGoal(b(a, 0), b(a, 1)); break;
            case SET_SHARED_GOAL: shared.set(b(a, 0), b(a, 1)); break;
            case SET_STRATEGIC_NUMBER: m.setStrategic(b(a, 0), b(a, 1)); break;
            case ENABLE_TIMER: m.enableTimer(b(a, 0), b(a, 1), now); break;
            case DISABLE_TIMER: m.disableTimer(b(a, 0)); break;
            case GENERATE_RANDOM_NUMBER: m.randomNumber = b(a, 0) >= 1 ? 1 + random.nextInt(b(a, 0)) : 0; break;
            case SET_ESCROW_PERCENTAGE: m.setEscrowPercent(b(a, 0), b(a, 1)); break;
            case RELEASE_ESCROW: m.releaseEscrow(b(a, 0)); break;
            case SET_DOCTRINE: m.doctrine = b(a, 0); break;
            case SET_SIGNAL:
                m.signals[b(a, 0)] = true;
                m.signalValues[b(a, 0)] = 1;
                break;
            case ACKNOWLEDGE_EVENT: if (b(a, 0) == 0) m.events[b(a, 1)] = false; break;
            case ACKNOWLEDGE_TAUNT:
                for (int pl : players(b(a, 0))) if (valid(pl)) m.taunts[pl][b(a, 1)] = false;
                break;
            case ENABLE_RULE: m.enable(b(a, 0), true); break;
            case DISABLE_RULE: m.enable(b(a, 0), false); break;
            case SET_DIFFICULTY_PARAMETER:
                m.difficultyParameters[b(a, 0)] = b(a, 1);
                o.setDifficultyParameter(self, b(a, 0), b(a, 1));
                break;
            case LOG: if (log != null) log.add(p.string(b(a, 0))); break;
            case LOG_TRACE, CHAT_TRACE: if (log != null) log.add(Integer.toString(b(a, 0))); break;
            case TRACE_FACT: if (log != null) log.add("trace-fact"); break;
            // The world.
            case TRAIN: o.train(self, b(a, 0), escrow); break;
            case BUILD: o.build(self, b(a, 0), false, escrow); break;
            case BUILD_FORWARD: o.build(self, b(a, 0), true, escrow); break;
            case BUILD_GATE: o.buildGate(self, b(a, 0), escrow); break;
            case BUILD_WALL: o.buildWall(self, b(a, 0), b(a, 1), escrow); break;
            case RESEARCH: o.research(self, b(a, 0), escrow); break;
            case ATTACK_NOW: o.attackNow(self); break;
            case DELETE_UNIT: o.deleteUnit(self, b(a, 0)); break;
            case DELETE_BUILDING: o.deleteBuilding(self, b(a, 0)); break;
            case RESIGN: o.resign(self); break;
            case BUY_COMMODITY: o.buyCommodity(self, b(a, 0)); break;
            case SELL_COMMODITY: o.sellCommodity(self, b(a, 0)); break;
            case SPY: o.spy(self, escrow); break;
            case CC_ADD_RESOURCE: o.addResource(self, b(a, 0), b(a, 1)); break;
            case ENABLE_WALL_PLACEMENT: o.enableWallPlacement(self, b(a, 0)); break;
            case TRIBUTE_TO_PLAYER:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.tribute(self, pl, b(a, 1), b(a, 2));
                break;
            case SET_STANCE:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.setStance(self, pl, b(a, 1));
                break;
            case CLEAR_TRIBUTE_MEMORY:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.clearTributeMemory(self, pl, b(a, 1));
                break;
            case TAUNT: o.taunt(self, b(a, 0)); break;
            case TAUNT_USING_RANGE: o.taunt(self, inRange(b(a, 0), b(a, 1))); break;
            case CHAT_LOCAL: o.chat(self, Audience.LOCAL, 0, p.string(b(a, 0)), -1); break;
            case CHAT_LOCAL_TO_SELF: o.chat(self, Audience.SELF, 0, p.string(b(a, 0)), -1); break;
            case CHAT_LOCAL_USING_ID: o.chat(self, Audience.LOCAL, 0, null, b(a, 0)); break;
            case CHAT_LOCAL_USING_RANGE: o.chat(self, Audience.LOCAL, 0, null, inRange(b(a, 0), b(a, 1))); break;
            case CHAT_TO_ALL: o.chat(self, Audience.ALL, 0, p.string(b(a, 0)), -1); break;
            case CHAT_TO_ALL_USING_ID: o.chat(self, Audience.ALL, 0, null, b(a, 0)); break;
            case CHAT_TO_ALL_USING_RANGE: o.chat(self, Audience.ALL, 0, null, inRange(b(a, 0), b(a, 1))); break;
            case CHAT_TO_ALLIES: o.chat(self, Audience.ALLIES, 0, p.string(b(a, 0)), -1); break;
            case CHAT_TO_ALLIES_USING_ID: o.chat(self, Audience.ALLIES, 0, null, b(a, 0)); break;
            case CHAT_TO_ALLIES_USING_RANGE: o.chat(self, Audience.ALLIES, 0, null, inRange(b(a, 0), b(a, 1))); break;
            case CHAT_TO_ENEMIES: o.chat(self, Audience.ENEMIES, 0, p.string(b(a, 0)), -1); break;
            case CHAT_TO_ENEMIES_USING_ID: o.chat(self, Audience.ENEMIES, 0, null, b(a, 0)); break;
            case CHAT_TO_ENEMIES_USING_RANGE: o.chat(self, Audience.ENEMIES, 0, null, inRange(b(a, 0), b(a, 1))); break;
            case CHAT_TO_PLAYER:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.chat(self, Audience.PLAYER, pl, p.string(b(a, 1)), -1);
                break;
            case CHAT_TO_PLAYER_USING_ID:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.chat(self, Audience.PLAYER, pl, null, b(a, 1));
                break;
            case CHAT_TO_PLAYER_USING_RANGE:
                for (int pl : players(b(a, 0))) if (valid(pl)) o.chat(self, Audience.PLAYER, pl, null, inRange(b(a, 1), b(a, 2)));
                break;
            default: throw new IllegalStateException("action " + code);
        }
        return false;
    }

    /** A growable list of ints, for the fired rules. */
    static final class IntList {
        private int[] a = new int[16];
        private int n;

        void add(int v) {
            if (n == a.length) a = java.util.Arrays.copyOf(a, n * 2);
            a[n++] = v;
        }

        void clear() { n = 0; }

        int size() { return n; }

        int[] toArray() { return java.util.Arrays.copyOf(a, n); }
    }

    static List<String> newLog() { return new ArrayList<>(); }
}
