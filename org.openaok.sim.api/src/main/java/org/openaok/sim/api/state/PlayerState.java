package org.openaok.sim.api.state;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.TechDef;

/**
 * One seat of a match (0 is Gaia): its stockpile and what it has gathered, its age and
 * technologies, its own copy of every type's numbers (which its civilisation and research
 * change), its population, its stance toward each seat, and whether it is still playing.
 * Amounts are thousandths of a resource.
 */
public final class PlayerState {
    public final int seat;
    public final int civ;
    public final int team;
    public final boolean human;
    public final String name;

    private final long[] stock = new long[Resource.COUNT];
    private final long[] gathered = new long[Resource.COUNT];
    /** Everything that came in: gathered, bought or sold for at a market, given as tribute, granted, added by a cheat. */
    private final long[] income = new long[Resource.COUNT];
    private final long[] spent = new long[Resource.COUNT];
    private final long[][] tributeTo = new long[9][Resource.COUNT];
    private int age = 1;
    private final BitSet researched = new BitSet();
    /** Technologies queued or under way somewhere, so none is queued twice. */
    private final BitSet pending = new BitSet();
    private final BitSet disabledTypes = new BitSet();
    private final BitSet disabledTechs = new BitSet();
    private final Stats[] stats;
    private final int[] techTime;
    private final int[][] techCost;
    private final int[] taskRate;
    private final int[] taskCarry;
    private final Map<String, Integer> attributes = new HashMap<>();
    private final int[] count;
    private final int[] countAll;
    private int population;
    private int popRoom;
    private int popCap;
    private final int[] form;
    private long statsChecksum;
    private final Stance[] stance = new Stance[9];
    private boolean defeated, resigned;
    private int defeatedAt = -1;
    private boolean sharedSight;

    public PlayerState(int seat, int civ, int team, boolean human, String name, Rules rules) {
        this.seat = seat;
        this.civ = civ;
        this.team = team;
        this.human = human;
        this.name = name;
        int n = rules.types().size();
        stats = new Stats[n];
        for (int i = 0; i < n; i++) stats[i] = rules.type(i).base().copy();
        int m = rules.techs().size();
        techTime = new int[m];
        techCost = new int[m][];
        for (int i = 0; i < m; i++) {
            TechDef t = rules.tech(i);
            techTime[i] = t.time();
            techCost[i] = new int[Resource.COUNT];
            for (Resource r : Resource.values()) techCost[i][r.ordinal()] = t.cost(r);
        }
        taskRate = new int[rules.tasks().size()];
        taskCarry = new int[rules.tasks().size()];
        for (int i = 0; i < taskRate.length; i++) {
            taskRate[i] = rules.tasks().get(i).rate();
            taskCarry[i] = rules.tasks().get(i).carry();
        }
        count = new int[n];
        countAll = new int[n];
        form = new int[n];
        for (int i = 0; i < n; i++) form[i] = i;
        Arrays.fill(stance, Stance.ENEMY);
        stance[seat] = Stance.ALLY;
        stance[0] = Stance.NEUTRAL;
    }

    // ---- resources

    public long stock(Resource r) { return stock[r.ordinal()]; }

    public long stock(int r) { return stock[r]; }

    public void addStock(int r, long milli) { stock[r] += milli; }

    /** Resources brought home (or given by the map's trickles), for the score and the computer players. */
    public void addGathered(int r, long milli) {
        stock[r] += milli;
        gathered[r] += milli;
        income[r] += milli;
    }

    /**
     * Resources that came in otherwise than gathered (a market's lot or its price, tribute, a
     * grant, a cheat): the stockpile and the income grow, not what was gathered. Not in the hash of
     * its own: the stockpile and tribute it adds to are.
     */
    public void addIncome(int r, long milli) {
        stock[r] += milli;
        if (milli > 0) income[r] += milli;
    }

    /** All that came in of a resource (thousandths): what a computer player's escrow takes its share of. */
    public long income(int r) { return income[r]; }

    public long gathered(int r) { return gathered[r]; }

    public long spent(int r) { return spent[r]; }

    /** Whether the stockpile covers the cost, leaving {@code reserved} untouched (null for none). */
    public boolean affords(int[] cost, long[] reserved) {
        for (int r = 0; r < Resource.COUNT; r++) {
            long keep = reserved == null ? 0 : reserved[r];
            if (stock[r] - keep < cost[r]) return false;
        }
        return true;
    }

    public void pay(int[] cost) {
        for (int r = 0; r < Resource.COUNT; r++) {
            stock[r] -= cost[r];
            spent[r] += cost[r];
        }
    }

    public void refund(int[] cost) {
        for (int r = 0; r < Resource.COUNT; r++) {
            stock[r] += cost[r];
            spent[r] -= cost[r];
        }
    }

    public void addTribute(int to, int r, long milli) { tributeTo[to][r] += milli; }

    public long tributeTo(int to, int r) { return tributeTo[to][r]; }

    // ---- ages and technologies

    public int age() { return age; }

    public void setAge(int a) { age = a; }

    public boolean researched(int tech) { return researched.get(tech); }

    public void markResearched(int tech) {
        researched.set(tech);
        pending.clear(tech);
    }

    public boolean pending(int tech) { return pending.get(tech); }

    public void setPending(int tech, boolean on) { pending.set(tech, on); }

    public int researchedCount() { return researched.cardinality(); }

    public boolean typeDisabled(int type) { return disabledTypes.get(type); }

    public void setTypeDisabled(int type, boolean off) { disabledTypes.set(type, off); }

    public boolean techDisabled(int tech) { return disabledTechs.get(tech); }

    public void setTechDisabled(int tech, boolean off) { disabledTechs.set(tech, off); }

    // ---- numbers

    /** This player's numbers for a type. */
    public Stats stats(int type) { return stats[type]; }

    public int techTime(int tech) { return techTime[tech]; }

    public void setTechTime(int tech, int ms) { techTime[tech] = ms; }

    public int[] techCost(int tech) { return techCost[tech]; }

    public int taskRate(int task) { return taskRate[task]; }

    public void setTaskRate(int task, int v) { taskRate[task] = v; }

    public int taskCarry(int task) { return taskCarry[task]; }

    public void setTaskCarry(int task, int v) { taskCarry[task] = v; }

    /** A player-wide number ({@code build-rate}, {@code tribute-tax} ...), thousandths, or the fallback. */
    public int attribute(String key, int fallback) {
        // not getOrDefault: that boxes the fallback on every call, and gatherers and builders ask every tick
        Integer v = attributes.get(key);
        return v == null ? fallback : v;
    }

    public void setAttribute(String key, int v) { attributes.put(key, v); }

    /** What the player gets when it makes a type now: the type, or the form an upgrade turned it into. */
    public int form(int type) {
        int t = type;
        for (int guard = 0; guard < 16 && form[t] != t; guard++) t = form[t];
        return t;
    }

    /** From now on, making {@code from} makes {@code to}. */
    public void setForm(int from, int to) { form[from] = to; }

    /** The numbers research has changed, folded when they changed ({@link #statsHash}). */
    public long statsChecksum() { return statsChecksum; }

    public void refreshStatsChecksum() { statsChecksum = statsHash(); }

    // ---- counts and population

    /** Finished units or buildings of a type on the map (garrisoned included). */
    public int count(int type) { return count[type]; }

    /** The same, with foundations and units in training. */
    public int countAll(int type) { return countAll[type]; }

    public void addCount(int type, int finished, int all) {
        count[type] += finished;
        countAll[type] += all;
    }

    public int population() { return population; }

    public void addPopulation(int p) { population += p; }

    public int popRoom() { return popRoom; }

    public void addPopRoom(int p) { popRoom += p; }

    /** The population limit: the lobby's, raised by {@code pop-cap-bonus} (the Goths' 10 in the Imperial Age). */
    public int popCap() { return popCap + attribute("pop-cap-bonus", 0) / 1000; }

    /** The lobby's population limit. */
    public void setPopCap(int cap) { popCap = cap; }

    /** The room left: what houses give (at most the limit), less what units take. */
    public int popHeadroom() {
        int room = Math.min(popCap(), popRoom + attribute("pop-free", 0) / 1000);
        return room - population;
    }

    // ---- diplomacy and the end

    public Stance stance(int toward) { return stance[toward]; }

    public void setStance(int toward, Stance s) { stance[toward] = s; }

    /** Whether the two are allies each way (an ally one way only is not: its gates stay shut, its sight its own). */
    public boolean alliedWith(PlayerState other) { return stance[other.seat] == Stance.ALLY && other.stance[seat] == Stance.ALLY; }

    public boolean inGame() { return !defeated && !resigned; }

    public boolean defeated() { return defeated; }

    public boolean resigned() { return resigned; }

    public int defeatedAt() { return defeatedAt; }

    public void defeat(int tick) {
        if (!defeated) {
            defeated = true;
            defeatedAt = tick;
        }
    }

    public void resign(int tick) {
        resigned = true;
        defeat(tick);
    }

    /** Whether it sees what its allies see (Cartography, or the lobby). */
    public boolean sharedSight() { return sharedSight; }

    public void setSharedSight(boolean on) { sharedSight = on; }

    /** Feeds everything that changes into the hash. */
    public void hash(StateHash h) {
        for (long v : stock) h.add(v);
        for (long v : gathered) h.add(v);
        h.add(age);
        h.add(population);
        h.add(popRoom);
        h.add(researched.hashCode());
        h.add(pending.hashCode());
        h.add(defeated ? 1 : 0);
        for (Stance s : stance) h.add(s.ordinal());
        h.add(statsChecksum);
    }

    /** The numbers that research changes, hashed only when asked (they change rarely). */
    public long statsHash() {
        long x = 17;
        for (Stats s : stats) x = s.hash(x);
        for (int v : techTime) x = x * 31 + v;
        for (int v : taskRate) x = x * 31 + v;
        for (int v : taskCarry) x = x * 31 + v;
        return x;
    }
}
