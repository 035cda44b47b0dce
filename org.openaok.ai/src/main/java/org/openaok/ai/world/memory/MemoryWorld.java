package org.openaok.ai.world.memory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

import org.openaok.ai.lang.Thing;
import org.openaok.ai.lang.Vocabulary;
import org.openaok.ai.world.Ability;
import org.openaok.ai.world.Audience;
import org.openaok.ai.world.Condition;
import org.openaok.ai.world.Orders;
import org.openaok.ai.world.Quantity;
import org.openaok.ai.world.Resources;
import org.openaok.ai.world.Stance;
import org.openaok.ai.world.Wall;
import org.openaok.ai.world.World;

/**
 * A small game kept in memory: players with stockpiles, counts of units and buildings by
 * kind, queues that finish in game time, researches and ages, villagers that gather, a
 * market, tributes, diplomacy and chat. What things cost and where they are made comes from
 * its own small catalog ({@code catalog.txt}). It answers the rules' facts and carries out
 * their orders by the same criteria, so it stands in for the simulation where that is not
 * needed: in tests, benchmarks and the script checker's dry runs.
 *
 * <p>Not thread-safe. Time moves only by {@link #advance(long)}.
 */
public final class MemoryWorld implements World, Orders {
    /** Resource units a villager gathers per second, in thousandths. */
    public static final int GATHER_MILLI_PER_SECOND = 400;

    private final Map<Integer, Entry> units = new HashMap<>();
    private final Map<Integer, Entry> buildings = new HashMap<>();
    private final Map<Integer, Entry> research = new HashMap<>();
    private final Player[] players = new Player[9];
    private final int populationLimit;
    private long nowMs;
    private boolean cheats;
    private boolean teamsLocked;
    private final List<String> chatLog = new ArrayList<>();
    private final List<ChatListener> listeners = new ArrayList<>();

    /** A chat line, as it reaches the game. */
    @FunctionalInterface
    public interface ChatListener {
        void chat(int from, Audience audience, int to, String text);
    }

    /** A catalog entry. */
    private record Entry(int id, String kind, String word, int age, int madeAt, int seconds, int[] cost,
                         int house, int upgradeFrom, int upgradeTo, int setsAge) {
        boolean military() { return kind.equals("unit") || kind.equals("ship"); }
    }

    /** Something being made: a unit or research at a building, or a foundation. */
    private static final class Job {
        final Entry what;
        long remainingMs;

        Job(Entry what) {
            this.what = what;
            this.remainingMs = what.seconds() * 1000L;
        }
    }

    private static final class Player {
        boolean valid, human, resigned, defeated;
        int civ = 1;
        final int[] stance = new int[9];
        final int[] stock = new int[Resources.COUNT];
        final long[] collectedMilli = new long[Resources.COUNT];
        final int[] share = {50, 35, 5, 10};
        final Map<Integer, Integer> units = new TreeMap<>();
        final Map<Integer, Integer> buildings = new TreeMap<>();
        final List<Job> training = new ArrayList<>();
        final List<Job> foundations = new ArrayList<>();
        final Set<Integer> researched = new HashSet<>();
        final Set<Condition> conditions = EnumSet.noneOf(Condition.class);
        final boolean[] found = {true, true, true, true};
        final boolean[] seenBy = new boolean[9];
        final int[][] tribute = new int[9][Resources.COUNT];
        final int[][] tributeMemory = new int[9][Resources.COUNT];
        final int[] wallPercent = new int[3];
        final int[] gates = new int[3];
        final int[] difficultyParameters = {100, 100};
        int age;
        long ageSinceMs;
        int attacking;
        int attackOrders;
    }

    /** An empty game with the lobby's population limit; add players with {@link #addPlayer}. */
    public MemoryWorld(int populationLimit) {
        this.populationLimit = populationLimit;
        for (int i = 0; i < players.length; i++) players[i] = new Player();
        readCatalog();
    }

    private void readCatalog() {
        try (InputStream in = MemoryWorld.class.getResourceAsStream("catalog.txt")) {
            if (in == null) throw new IllegalStateException("the memory world's catalog is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String s = line.strip();
                if (s.isEmpty() || s.startsWith("#")) continue;
                String[] f = s.split("\\s+");
                int house = 0, from = -1, to = -1, setsAge = -1;
                for (int i = 10; i < f.length; i++) {
                    String[] kv = f[i].split("=");
                    switch (kv[0]) {
                        case "house" -> house = Integer.parseInt(kv[1]);
                        case "age" -> setsAge = Integer.parseInt(kv[1]);
                        case "upgrade" -> {
                            String[] ft = kv[1].split(">");
                            from = Integer.parseInt(ft[0]);
                            to = Integer.parseInt(ft[1]);
                        }
                        default -> throw new IllegalStateException("catalog: " + f[i]);
                    }
                }
                Entry e = new Entry(Integer.parseInt(f[0]), f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                        Integer.parseInt(f[5]), new int[] {Integer.parseInt(f[6]), Integer.parseInt(f[7]), Integer.parseInt(f[8]), Integer.parseInt(f[9])},
                        house, from, to, setsAge);
                switch (e.kind()) {
                    case "building" -> buildings.putIfAbsent(e.id(), e);
                    case "research" -> research.putIfAbsent(e.id(), e);
                    default -> units.putIfAbsent(e.id(), e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- setting up

    /**
     * Seats a player with the standard start: a town centre, three villagers, a scout, 200 of
     * each resource (as a low-resources game gives), in the Dark Age.
     */
    public MemoryWorld addPlayer(int player, int civ, boolean human) {
        Player p = players[player];
        p.valid = true;
        p.human = human;
        p.civ = civ;
        for (int r = 0; r < Resources.COUNT; r++) p.stock[r] = 200;
        p.buildings.put(109, 1);
        p.units.put(83, 3);
        p.units.put(448, 1);
        p.seenBy[player] = true;
        for (int other = 1; other < players.length; other++) {
            if (other == player) continue;
            p.stance[other] = Stance.ENEMY;
            players[other].stance[player] = Stance.ENEMY;
        }
        return this;
    }

    /** Sets both players' stance toward each other, as the lobby's teams do. */
    public MemoryWorld setMutualStance(int a, int b, int stance) {
        players[a].stance[b] = stance;
        players[b].stance[a] = stance;
        return this;
    }

    public MemoryWorld setTeamsLocked(boolean locked) {
        teamsLocked = locked;
        return this;
    }

    public MemoryWorld setCheats(boolean on) {
        cheats = on;
        return this;
    }

    public MemoryWorld setStock(int player, int resource, int amount) {
        players[player].stock[resource] = amount;
        return this;
    }

    /** Sets how many of a unit or building a player has, finished. */
    public MemoryWorld setCount(int player, int thing, boolean building, int n) {
        (building ? players[player].buildings : players[player].units).put(thing, n);
        return this;
    }

    public MemoryWorld setCondition(int player, Condition c, boolean on) {
        if (on) players[player].conditions.add(c);
        else players[player].conditions.remove(c);
        return this;
    }

    public MemoryWorld setResourceFound(int player, int resource, boolean found) {
        players[player].found[resource] = found;
        return this;
    }

    /** Whether {@code observer} sees {@code player}'s things (allies always do). */
    public MemoryWorld setSeen(int observer, int player, boolean seen) {
        players[player].seenBy[observer] = seen;
        return this;
    }

    /** How the player's villagers divide their work, per resource, in per cent. */
    public MemoryWorld setGatherShares(int player, int food, int wood, int stone, int gold) {
        int[] s = players[player].share;
        s[0] = food;
        s[1] = wood;
        s[2] = stone;
        s[3] = gold;
        return this;
    }

    public MemoryWorld defeat(int player) {
        players[player].defeated = true;
        return this;
    }

    public MemoryWorld setAge(int player, int age) {
        players[player].age = age;
        players[player].ageSinceMs = nowMs;
        return this;
    }

    public void addChatListener(ChatListener l) { listeners.add(l); }

    /** Every chat line given, as "p<from> <audience>[ to]: text". */
    public List<String> chatLog() { return List.copyOf(chatLog); }

    /** How many times a player ordered attack-now. */
    public int attackOrders(int player) { return players[player].attackOrders; }

    public int difficultyParameter(int player, int id) { return players[player].difficultyParameters[id]; }

    // ---- time

    /** Moves game time on: villagers gather, queues and foundations progress and finish. */
    public void advance(long ms) {
        nowMs += ms;
        for (int pn = 1; pn < players.length; pn++) {
            Player p = players[pn];
            if (!p.valid || p.resigned || p.defeated) continue;
            int villagers = p.units.getOrDefault(83, 0);
            for (int r = 0; r < Resources.COUNT; r++) {
                long gathered = (long) villagers * p.share[r] * GATHER_MILLI_PER_SECOND * ms / 100 / 1000;
                long before = p.collectedMilli[r] / 1000;
                p.collectedMilli[r] += gathered;
                p.stock[r] += (int) (p.collectedMilli[r] / 1000 - before);
            }
            progress(p, p.training, ms, false);
            progress(p, p.foundations, ms, true);
        }
    }

    private void progress(Player p, List<Job> jobs, long ms, boolean building) {
        // Each building works on one job at a time: the first job of each kind of building advances.
        Set<Integer> busy = new HashSet<>();
        for (Iterator<Job> it = jobs.iterator(); it.hasNext(); ) {
            Job j = it.next();
            int site = building ? -j.what.id() - 1 : j.what.madeAt();
            if (!building && !busy.add(site)) continue;
            j.remainingMs -= ms;
            if (j.remainingMs > 0) continue;
            it.remove();
            finish(p, j.what);
        }
    }

    private void finish(Player p, Entry e) {
        switch (e.kind()) {
            case "building" -> p.buildings.merge(e.id(), 1, Integer::sum);
            case "research" -> {
                p.researched.add(e.id());
                if (e.setsAge() >= 0) {
                    p.age = e.setsAge();
                    p.ageSinceMs = nowMs;
                }
                if (e.upgradeFrom() >= 0) {
                    int n = p.units.getOrDefault(e.upgradeFrom(), 0);
                    p.units.remove(e.upgradeFrom());
                    if (n > 0) p.units.merge(e.upgradeTo(), n, Integer::sum);
                }
            }
            default -> p.units.merge(trainedForm(p, e.id()), 1, Integer::sum);
        }
    }

    /** What a unit comes out as once its line's upgrades are researched. */
    private int trainedForm(Player p, int unit) {
        int id = unit;
        for (boolean changed = true; changed; ) {
            changed = false;
            for (Entry r : research.values()) {
                if (r.upgradeFrom() == id && p.researched.contains(r.id())) {
                    id = r.upgradeTo();
                    changed = true;
                }
            }
        }
        return id;
    }

    // ---- World

    @Override public long gameTimeMs() { return nowMs; }

    @Override public boolean cheatsEnabled() { return cheats; }

    private Player player(int p) { return p >= 1 && p < players.length ? players[p] : null; }

    @Override public boolean playerValid(int p) { Player x = player(p); return x != null && x.valid; }

    @Override public boolean playerHuman(int p) { Player x = player(p); return x != null && x.valid && x.human; }

    @Override public boolean playerInGame(int p) { Player x = player(p); return x != null && x.valid && !x.resigned && !x.defeated; }

    @Override public boolean playerResigned(int p) { Player x = player(p); return x != null && x.resigned; }

    @Override public int civ(int p) { Player x = player(p); return x == null ? 0 : x.civ; }

    @Override public int stance(int from, int to) {
        Player x = player(from);
        return x == null || from == to ? Stance.ALLY : x.stance[to];
    }

    private int population(Player p) {
        int n = 0;
        for (int v : p.units.values()) n += v;
        return n;
    }

    private int civilians(Player p) {
        int n = 0;
        for (Map.Entry<Integer, Integer> e : p.units.entrySet()) {
            Entry c = units.get(e.getKey());
            // an upgraded soldier (a Crossbowman, Light Cavalry) is in no catalog line of its own: still a soldier
            if (c != null && c.kind().equals("civilian")) n += e.getValue();
        }
        return n;
    }

    private int housing(Player p) {
        int room = 0;
        for (Map.Entry<Integer, Integer> e : p.buildings.entrySet()) {
            Entry b = buildings.get(e.getKey());
            if (b != null) room += b.house() * e.getValue();
        }
        return Math.min(room, populationLimit);
    }

    private int soldiers(Player p, boolean ships) {
        int n = 0;
        for (Map.Entry<Integer, Integer> e : p.units.entrySet()) {
            Entry c = units.get(e.getKey());
            String kind = c == null ? "unit" : c.kind();
            if (kind.equals(ships ? "ship" : "unit")) n += e.getValue();
        }
        return n;
    }

    @Override
    public int quantity(int pn, Quantity q) {
        Player p = player(pn);
        if (p == null || !p.valid) return 0;
        return switch (q) {
            case FOOD -> p.stock[Resources.FOOD];
            case WOOD -> p.stock[Resources.WOOD];
            case STONE -> p.stock[Resources.STONE];
            case GOLD -> p.stock[Resources.GOLD];
            case POPULATION -> population(p);
            case CIVILIAN_POPULATION -> civilians(p);
            case MILITARY_POPULATION -> population(p) - civilians(p);
            case POPULATION_CAP -> housing(p);
            case POPULATION_HEADROOM -> Math.max(0, populationLimit - population(p));
            case HOUSING_HEADROOM -> Math.max(0, housing(p) - population(p));
            case IDLE_FARMS -> Math.max(0, p.buildings.getOrDefault(50, 0) - p.units.getOrDefault(83, 0) * p.share[0] / 100);
            case SOLDIERS -> soldiers(p, false);
            case ATTACK_SOLDIERS -> Math.min(p.attacking, soldiers(p, false));
            case DEFEND_SOLDIERS -> soldiers(p, false) - Math.min(p.attacking, soldiers(p, false));
            case WARBOATS, DEFEND_WARBOATS -> soldiers(p, true);
            case ATTACK_WARBOATS -> 0;
            case SCORE -> score(p);
            case CURRENT_AGE -> p.age;
            case CURRENT_AGE_TIME -> (int) ((nowMs - p.ageSinceMs) / 1000);
        };
    }

    private int score(Player p) {
        int s = 0;
        for (int v : p.stock) s += v / 10;
        s += population(p) * 5 + p.researched.size() * 20;
        for (int v : p.buildings.values()) s += v * 10;
        return s;
    }

    @Override
    public int count(int observer, int pn, int thing, boolean building, boolean total, boolean everything) {
        Player p = player(pn);
        if (p == null || !p.valid) return 0;
        boolean full = everything || observer == pn || p.seenBy[observer] || stance(observer, pn) == Stance.ALLY;
        if (!full) return 0;
        Map<Integer, Integer> have = building ? p.buildings : p.units;
        Set<Integer> kinds = kinds(thing);
        int n = 0;
        for (Map.Entry<Integer, Integer> e : have.entrySet()) if (kinds == null || kinds.contains(e.getKey())) n += e.getValue();
        if (total) {
            for (Job j : building ? p.foundations : p.training) {
                if (j.what.kind().equals("research")) continue;
                if (kinds == null || kinds.contains(j.what.id()) || kinds.contains(trainedForm(p, j.what.id()))) n++;
            }
        }
        return n;
    }

    /** Each line's members, by the line's id. */
    private static final Map<Integer, Set<Integer>> LINES = lines();

    private static Map<Integer, Set<Integer>> lines() {
        Map<Integer, Set<Integer>> out = new HashMap<>();
        for (Thing t : Vocabulary.standard().things()) {
            if (t.kind() != Thing.Kind.LINE) continue;
            Set<Integer> members = new HashSet<>();
            for (Thing m : Vocabulary.standard().lineMembers(t.id())) members.add(m.id());
            out.put(t.id(), Set.copyOf(members));
        }
        return out;
    }

    /** The ids a thing argument counts: a line's members, itself, or every id (null). */
    private static Set<Integer> kinds(int thing) {
        if (thing == ALL) return null;
        Set<Integer> line = LINES.get(thing);
        return line != null ? line : Set.of(thing);
    }

    @Override public int collected(int pn, int resource) { Player p = player(pn); return p == null ? 0 : (int) (p.collectedMilli[resource] / 1000); }

    @Override
    public int tribute(int from, int to, int resource, boolean sinceCleared) {
        Player p = player(to);
        if (p == null || from < 0 || from >= players.length) return 0;
        return sinceCleared ? p.tributeMemory[from][resource] : p.tribute[from][resource];
    }

    private final int[] buyPrice = {100, 100, 100};
    private final int[] sellPrice = {100, 100, 100};

    @Override public int commodityPrice(int player, int commodity, boolean buying) {
        return (buying ? buyPrice : sellPrice)[commodity];
    }

    @Override public int dropsiteMinDistance(int player, int resource) {
        Player p = player(player);
        int site = switch (resource) {
            case Resources.FOOD -> 68;
            case Resources.WOOD -> 562;
            default -> 584;
        };
        // A town centre serves every resource; near it the memory world puts everything at 3 tiles.
        return p != null && (p.buildings.getOrDefault(site, 0) > 0 || p.buildings.getOrDefault(109, 0) > 0) ? 3 : 255;
    }

    @Override public int wall(int player, int perimeter, Wall q) {
        Player p = player(player);
        if (p == null || perimeter < 1 || perimeter > 2) return 0;
        return switch (q) {
            case COMPLETED_PERCENTAGE -> p.wallPercent[perimeter];
            case INVISIBLE_PERCENTAGE -> 100 - p.wallPercent[perimeter];
            case GATES -> p.gates[perimeter];
        };
    }

    @Override public boolean condition(int player, Condition c) { Player p = player(player); return p != null && p.conditions.contains(c); }

    @Override public boolean resourceFound(int player, int resource) { Player p = player(player); return p != null && p.found[resource]; }

    @Override
    public boolean available(int pn, int thing) {
        Player p = player(pn);
        Entry e = object(thing);
        return p != null && e != null && madeAvailable(pn, p, e);
    }

    @Override
    public boolean researchAvailable(int pn, int item) {
        Player p = player(pn);
        Entry e = research.get(item);
        return p != null && e != null && !p.researched.contains(item) && madeAvailable(pn, p, e);
    }

    /** Its age reached, and made at a building the player has or could build now. */
    private boolean madeAvailable(int pn, Player p, Entry e) {
        if (p.age < e.age()) return false;
        return e.madeAt() == 0 || p.buildings.getOrDefault(e.madeAt(), 0) > 0 || available(pn, e.madeAt());
    }

    /** A unit or building by id, or a line by its first member. */
    private Entry object(int thing) {
        Entry e = units.get(thing);
        if (e == null) e = buildings.get(thing);
        if (e == null) {
            List<Thing> members = Vocabulary.standard().lineMembers(thing);
            if (!members.isEmpty()) {
                int first = members.get(0).id();
                e = units.containsKey(first) ? units.get(first) : buildings.get(first);
            }
        }
        return e;
    }

    @Override public boolean researched(int player, int item) { Player p = player(player); return p != null && p.researched.contains(item); }

    private static boolean affords(Player p, int[] cost, int[] reserved) {
        for (int r = 0; r < Resources.COUNT; r++) if (p.stock[r] - reserved[r] < cost[r]) return false;
        return true;
    }

    /** Whether a building of the kind stands finished with nothing queued at it. */
    private boolean idleSite(Player p, int site) {
        int have = p.buildings.getOrDefault(site, 0);
        int queued = 0;
        for (Job j : p.training) if (j.what.madeAt() == site) queued++;
        return have > queued;
    }

    private int unfinished(Player p, int building) {
        int n = 0;
        for (Job j : p.foundations) if (j.what.id() == building) n++;
        return n;
    }

    @Override
    public boolean can(int pn, Ability ability, int thing, int arg, int[] reserved) {
        Player p = player(pn);
        if (p == null || !playerInGame(pn)) return false;
        switch (ability) {
            case AFFORD_UNIT, AFFORD_BUILDING: {
                Entry e = object(thing);
                return e != null && affords(p, e.cost(), reserved);
            }
            case AFFORD_RESEARCH: {
                Entry e = research.get(thing);
                return e != null && affords(p, e.cost(), reserved);
            }
            case TRAIN: {
                Entry e = object(thing);
                return e != null && !e.kind().equals("building") && !e.kind().equals("research") && available(pn, e.id())
                        && affords(p, e.cost(), reserved) && population(p) + queuedUnits(p) < housing(p) && idleSite(p, e.madeAt());
            }
            case BUILD: {
                Entry e = object(thing);
                // One foundation of a kind waits at a time, two for farms.
                return e != null && e.kind().equals("building") && available(pn, e.id()) && affords(p, e.cost(), reserved)
                        && unfinished(p, e.id()) < (e.id() == 50 ? 2 : 1);
            }
            case RESEARCH: {
                Entry e = research.get(thing);
                if (e == null || !researchAvailable(pn, e.id())) return false;
                for (Job j : p.training) if (j.what == e) return false;
                return affords(p, e.cost(), reserved) && idleSite(p, e.madeAt());
            }
            case BUILD_WALL, AFFORD_COMPLETE_WALL: {
                Entry e = buildings.get(arg);
                return thing >= 1 && thing <= 2 && e != null && p.age >= e.age() && affords(p, e.cost(), reserved)
                        && p.wallPercent[thing] < 100;
            }
            case BUILD_GATE: {
                Entry e = buildings.get(487);
                return thing >= 1 && thing <= 2 && p.age >= e.age() && affords(p, e.cost(), reserved) && p.wallPercent[thing] > 0;
            }
            case BUY_COMMODITY:
                return p.buildings.getOrDefault(84, 0) > 0 && thing >= 0 && thing < 3 && p.stock[Resources.GOLD] - reserved[Resources.GOLD] >= buyPrice[thing];
            case SELL_COMMODITY:
                return p.buildings.getOrDefault(84, 0) > 0 && thing >= 0 && thing < 3 && p.stock[thing] - reserved[thing] >= 100;
            case SPY:
                return p.buildings.getOrDefault(82, 0) > 0 && p.stock[Resources.GOLD] - reserved[Resources.GOLD] >= 200;
            default:
                return false;
        }
    }

    private int queuedUnits(Player p) {
        int n = 0;
        for (Job j : p.training) if (!j.what.kind().equals("research")) n++;
        return n;
    }

    private static void pay(Player p, int[] cost) {
        for (int r = 0; r < Resources.COUNT; r++) p.stock[r] -= cost[r];
    }

    // ---- Orders

    @Override
    public boolean train(int pn, int unit, int[] reserved) {
        if (!can(pn, Ability.TRAIN, unit, 0, reserved)) return false;
        Player p = players[pn];
        Entry e = object(unit);
        pay(p, e.cost());
        p.training.add(new Job(e));
        return true;
    }

    @Override
    public boolean build(int pn, int building, boolean forward, int[] reserved) {
        if (!can(pn, Ability.BUILD, building, 0, reserved)) return false;
        Player p = players[pn];
        Entry e = object(building);
        pay(p, e.cost());
        p.foundations.add(new Job(e));
        return true;
    }

    @Override
    public boolean buildWall(int pn, int perimeter, int wallType, int[] reserved) {
        if (!can(pn, Ability.BUILD_WALL, perimeter, wallType, reserved)) return false;
        Player p = players[pn];
        pay(p, buildings.get(wallType).cost());
        // Each order lays a stretch: a tenth of the perimeter.
        p.wallPercent[perimeter] = Math.min(100, p.wallPercent[perimeter] + 10);
        return true;
    }

    @Override
    public boolean buildGate(int pn, int perimeter, int[] reserved) {
        if (!can(pn, Ability.BUILD_GATE, perimeter, 0, reserved)) return false;
        Player p = players[pn];
        pay(p, buildings.get(487).cost());
        p.gates[perimeter]++;
        return true;
    }

    @Override
    public boolean research(int pn, int item, int[] reserved) {
        if (!can(pn, Ability.RESEARCH, item, 0, reserved)) return false;
        Player p = players[pn];
        Entry e = research.get(item);
        pay(p, e.cost());
        p.training.add(new Job(e));
        return true;
    }

    @Override
    public void attackNow(int pn) {
        Player p = players[pn];
        p.attackOrders++;
        p.attacking = soldiers(p, false);
    }

    @Override
    public boolean deleteUnit(int pn, int unit) { return delete(players[pn].units, unit); }

    @Override
    public boolean deleteBuilding(int pn, int building) { return delete(players[pn].buildings, building); }

    private static boolean delete(Map<Integer, Integer> have, int thing) {
        int n = have.getOrDefault(thing, 0);
        if (n <= 0) return false;
        if (n == 1) have.remove(thing);
        else have.put(thing, n - 1);
        return true;
    }

    @Override
    public void resign(int pn) { players[pn].resigned = true; }

    @Override
    public boolean buyCommodity(int pn, int commodity) {
        if (!can(pn, Ability.BUY_COMMODITY, commodity, 0, new int[4])) return false;
        Player p = players[pn];
        p.stock[Resources.GOLD] -= buyPrice[commodity];
        p.stock[commodity] += 100;
        buyPrice[commodity] += 3;
        sellPrice[commodity] += 3;
        return true;
    }

    @Override
    public boolean sellCommodity(int pn, int commodity) {
        if (!can(pn, Ability.SELL_COMMODITY, commodity, 0, new int[4])) return false;
        Player p = players[pn];
        p.stock[commodity] -= 100;
        p.stock[Resources.GOLD] += sellPrice[commodity];
        buyPrice[commodity] = Math.max(20, buyPrice[commodity] - 3);
        sellPrice[commodity] = Math.max(20, sellPrice[commodity] - 3);
        return true;
    }

    @Override
    public boolean tribute(int pn, int to, int resource, int amount) {
        Player p = players[pn];
        Player q = player(to);
        if (q == null || !q.valid || to == pn || amount <= 0 || p.stock[resource] < amount) return false;
        // The market's fee: 30 per cent goes nowhere.
        p.stock[resource] -= amount;
        int received = amount * 70 / 100;
        q.stock[resource] += received;
        q.tribute[pn][resource] += received;
        q.tributeMemory[pn][resource] += received;
        return true;
    }

    @Override
    public boolean spy(int pn, int[] reserved) {
        if (!can(pn, Ability.SPY, 0, 0, reserved)) return false;
        Player p = players[pn];
        p.stock[Resources.GOLD] -= 200;
        for (int other = 1; other < players.length; other++) players[other].seenBy[pn] = true;
        return true;
    }

    @Override
    public boolean setStance(int pn, int toward, int stance) {
        if (teamsLocked || player(toward) == null || toward == pn) return false;
        players[pn].stance[toward] = stance;
        return true;
    }

    @Override
    public void setDifficultyParameter(int pn, int parameter, int value) {
        if (parameter >= 0 && parameter < 2) players[pn].difficultyParameters[parameter] = value;
    }

    @Override
    public void addResource(int pn, int resource, int amount) {
        Player p = players[pn];
        if (!p.human) p.stock[resource] += amount;
    }

    @Override
    public void chat(int pn, Audience audience, int to, String text, int stringId) {
        String line = text != null ? text : "#" + stringId;
        chatLog.add("p" + pn + " " + audience.name().toLowerCase(java.util.Locale.ROOT) + (audience == Audience.PLAYER ? " " + to : "") + ": " + line);
        for (ChatListener l : listeners) l.chat(pn, audience, to, line);
    }

    @Override
    public void taunt(int pn, int taunt) {
        chatLog.add("p" + pn + " taunt: " + taunt);
        for (ChatListener l : listeners) l.chat(pn, Audience.ALLIES, 0, Integer.toString(taunt));
    }

    @Override
    public void enableWallPlacement(int pn, int perimeter) {
        chatLog.add("p" + pn + " walls: perimeter " + perimeter);
    }

    @Override
    public void clearTributeMemory(int pn, int from, int resource) {
        Player p = players[pn];
        if (from >= 0 && from < players.length) p.tributeMemory[from][resource] = 0;
    }

    /** Runs something for each valid seat, in seat order. */
    public void forEachPlayer(Consumer<Integer> action) {
        for (int i = 1; i < players.length; i++) if (players[i].valid) action.accept(i);
    }
}
