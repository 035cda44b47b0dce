package org.openaok.sim.api.state;

import java.util.Arrays;

/**
 * Every thing on the map, as flat arrays indexed by entity id: its type (an index into the
 * rules' types), owner, position, hit points, state, the resource it holds, and the order it is
 * carrying out. Ids start at 1 and are never reused within a match, so an id held by a system or
 * a computer player never comes to mean something else; 0 is {@link #NONE}.
 *
 * <p>Live units and buildings are also kept in id order in {@link #units()} and
 * {@link #buildings()}, which is the order every system walks them in. Gaia's resources that
 * never move are not listed; they are found through the {@link Grid}, and what changes about
 * them (the amount left, a tree felled) is folded into {@link #staticChecksum()} as it happens,
 * so the state hash covers them without walking them every tick.
 *
 * <p>Single-threaded: a match belongs to one thread at a time.
 */
public final class Entities {
    public static final int NONE = 0;
    /** The most entities a match may create; a command that would pass it is refused. */
    public static final int LIMIT = 1 << 21;

    // states
    public static final byte FREE = 0;
    /** On the map and working. */
    public static final byte ALIVE = 1;
    /** A building not yet finished: it blocks its footprint, builders raise it. */
    public static final byte FOUNDATION = 2;
    /** A dead animal that still holds food, or a felled tree. */
    public static final byte FELLED = 3;
    /** Inside a building, ship or ram; not on the map. */
    public static final byte GARRISONED = 4;
    /** Gone. */
    public static final byte DEAD = 5;

    // bits of flags()
    /** A gate locked by its owner: it opens for nobody. */
    public static final int LOCKED = 1;

    private int capacity;
    private int next = 1;
    private int[] type, x, y, hp, amount, container, progress, target, targetX, targetY, timer, born;
    private byte[] owner, state, order, phase, flags;
    private short[] angle;
    private final IntList units = new IntList(1024);
    private final IntList buildings = new IntList(256);
    private final IntList dying = new IntList(64);
    private boolean[] listedUnit, listedBuilding;
    private long staticChecksum;

    public Entities(int initialCapacity) {
        capacity = Math.max(64, initialCapacity);
        type = new int[capacity];
        x = new int[capacity];
        y = new int[capacity];
        hp = new int[capacity];
        amount = new int[capacity];
        container = new int[capacity];
        progress = new int[capacity];
        target = new int[capacity];
        targetX = new int[capacity];
        targetY = new int[capacity];
        timer = new int[capacity];
        born = new int[capacity];
        owner = new byte[capacity];
        state = new byte[capacity];
        order = new byte[capacity];
        phase = new byte[capacity];
        flags = new byte[capacity];
        angle = new short[capacity];
        listedUnit = new boolean[capacity];
        listedBuilding = new boolean[capacity];
    }

    private void grow(int min) {
        int c = capacity;
        while (c < min) c *= 2;
        type = Arrays.copyOf(type, c);
        x = Arrays.copyOf(x, c);
        y = Arrays.copyOf(y, c);
        hp = Arrays.copyOf(hp, c);
        amount = Arrays.copyOf(amount, c);
        container = Arrays.copyOf(container, c);
        progress = Arrays.copyOf(progress, c);
        target = Arrays.copyOf(target, c);
        targetX = Arrays.copyOf(targetX, c);
        targetY = Arrays.copyOf(targetY, c);
        timer = Arrays.copyOf(timer, c);
        born = Arrays.copyOf(born, c);
        owner = Arrays.copyOf(owner, c);
        state = Arrays.copyOf(state, c);
        order = Arrays.copyOf(order, c);
        phase = Arrays.copyOf(phase, c);
        flags = Arrays.copyOf(flags, c);
        angle = Arrays.copyOf(angle, c);
        listedUnit = Arrays.copyOf(listedUnit, c);
        listedBuilding = Arrays.copyOf(listedBuilding, c);
        capacity = c;
    }

    /** Ids handed out so far are 1 .. {@code end() - 1}. */
    public int end() { return next; }

    /** How many ids the arrays hold now; component stores of systems size themselves by it. */
    public int capacity() { return capacity; }

    /** Whether another entity may be created. */
    public boolean hasRoom() { return next < LIMIT; }

    /**
     * A new entity.
     *
     * @param listAs 1 to list it with the units, 2 with the buildings, 0 for neither
     */
    public int create(int typeIndex, int ownerSeat, int px, int py, int hitPoints, byte initialState, int listAs, int tick) {
        if (next >= LIMIT) throw new IllegalStateException("entity limit of " + LIMIT + " reached");
        int id = next++;
        if (id >= capacity) grow(id + 1);
        type[id] = typeIndex;
        owner[id] = (byte) ownerSeat;
        x[id] = px;
        y[id] = py;
        hp[id] = hitPoints;
        state[id] = initialState;
        born[id] = tick;
        if (listAs == 1) {
            units.add(id);
            listedUnit[id] = true;
        } else if (listAs == 2) {
            buildings.add(id);
            listedBuilding[id] = true;
        } else {
            staticChecksum += mix(id, typeIndex, initialState);
        }
        return id;
    }

    /**
     * Marks an entity dead; it leaves the unit and building lists at the next {@link #flush()},
     * so a system walking a list while something dies keeps its place.
     */
    public void kill(int id) {
        if (state[id] == DEAD || state[id] == FREE) return;
        setState(id, DEAD);
        if (listedUnit[id] || listedBuilding[id]) dying.add(id);
    }

    /** Takes the dead out of the lists. */
    public void flush() {
        if (dying.isEmpty()) return;
        for (int k = 0; k < dying.size(); k++) {
            int id = dying.get(k);
            if (listedUnit[id]) {
                units.remove(id);
                listedUnit[id] = false;
            }
            if (listedBuilding[id]) {
                buildings.remove(id);
                listedBuilding[id] = false;
            }
        }
        dying.clear();
    }

    public boolean valid(int id) { return id > 0 && id < next; }

    /** On the map and not dead: alive, a foundation, or felled. */
    public boolean present(int id) {
        if (id <= 0 || id >= next) return false;
        byte s = state[id];
        return s == ALIVE || s == FOUNDATION || s == FELLED;
    }

    public boolean alive(int id) { return id > 0 && id < next && state[id] == ALIVE; }

    /** Live units (on the map or garrisoned), in id order. Do not change it. */
    public IntList units() { return units; }

    /** Live buildings and foundations, in id order. Do not change it. */
    public IntList buildings() { return buildings; }

    public boolean isListedUnit(int id) { return listedUnit[id]; }

    public boolean isListedBuilding(int id) { return listedBuilding[id]; }

    // ---- fields

    public int type(int id) { return type[id]; }
    public int owner(int id) { return owner[id]; }
    public int x(int id) { return x[id]; }
    public int y(int id) { return y[id]; }
    public int hp(int id) { return hp[id]; }
    public byte state(int id) { return state[id]; }
    public int amount(int id) { return amount[id]; }
    public int container(int id) { return container[id]; }
    public int progress(int id) { return progress[id]; }
    public int angle(int id) { return angle[id] & 0xffff; }
    public int born(int id) { return born[id]; }
    public int flags(int id) { return flags[id]; }

    public void setType(int id, int t) {
        if (!listed(id)) staticChecksum += mix(id, t, 11) - mix(id, type[id], 11);
        type[id] = t;
    }

    public void setOwner(int id, int seat) {
        if (!listed(id)) staticChecksum += mix(id, seat, 13) - mix(id, owner[id], 13);
        owner[id] = (byte) seat;
    }

    /** Moves it (a relic carried and dropped is the one static thing that moves: folded into the checksum). */
    public void setPosition(int id, int px, int py) {
        if (!listed(id)) staticChecksum += mix(id, px, 17) - mix(id, x[id], 17) + mix(id, py, 19) - mix(id, y[id], 19);
        x[id] = px;
        y[id] = py;
    }

    public void setHp(int id, int v) { hp[id] = v; }

    public void setState(int id, byte s) {
        if (!listed(id)) staticChecksum += mix(id, s, 7) - mix(id, state[id], 7);
        state[id] = s;
    }

    public void setAmount(int id, int v) {
        if (!listed(id)) staticChecksum += mix(id, v, 3) - mix(id, amount[id], 3);
        amount[id] = v;
    }

    public void setContainer(int id, int c) {
        if (!listed(id)) staticChecksum += mix(id, c, 23) - mix(id, container[id], 23);
        container[id] = c;
    }
    public void setProgress(int id, int v) { progress[id] = v; }
    public void setAngle(int id, int a) { angle[id] = (short) a; }
    public void setFlags(int id, int f) { flags[id] = (byte) f; }

    private boolean listed(int id) { return listedUnit[id] || listedBuilding[id]; }

    // ---- the order a unit is carrying out: the contract between commands and systems

    public byte order(int id) { return order[id]; }
    public int target(int id) { return target[id]; }
    public int targetX(int id) { return targetX[id]; }
    public int targetY(int id) { return targetY[id]; }
    /** Where in its order the unit is (walking there, working, walking back ...), as its system counts. */
    public byte phase(int id) { return phase[id]; }
    /** A countdown or accumulator of the order's system, milliseconds or thousandths. */
    public int timer(int id) { return timer[id]; }

    /** Gives an order: what, at which entity and point; the phase and timer start again. */
    public void setOrder(int id, byte kind, int targetId, int tx, int ty) {
        order[id] = kind;
        target[id] = targetId;
        targetX[id] = tx;
        targetY[id] = ty;
        phase[id] = 0;
        timer[id] = 0;
    }

    public void setTarget(int id, int targetId) { target[id] = targetId; }
    public void setTargetPoint(int id, int tx, int ty) {
        targetX[id] = tx;
        targetY[id] = ty;
    }
    public void setPhase(int id, int p) { phase[id] = (byte) p; }
    public void setTimer(int id, int t) { timer[id] = t; }

    /** What changed about the unlisted entities, folded as it happened. */
    public long staticChecksum() { return staticChecksum; }

    /** Feeds every listed entity's fields, and the checksum of the rest, into the hash. */
    public void hash(StateHash h) {
        h.add(next);
        h.add(staticChecksum);
        hashList(h, units);
        hashList(h, buildings);
    }

    private void hashList(StateHash h, IntList list) {
        h.add(list.size());
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            // the fields folded with independent multipliers first (cheap, and no field can stand in
            // for another), then the entity's sum into the hash once
            long v = id * 0x9E3779B97F4A7C15L
                    + type[id] * 0xC2B2AE3D27D4EB4FL
                    + owner[id] * 0x165667B19E3779F9L
                    + x[id] * 0xD6E8FEB86659FD93L
                    + y[id] * 0xFF51AFD7ED558CCDL
                    + hp[id] * 0xC4CEB9FE1A85EC53L
                    + state[id] * 0x94D049BB133111EBL
                    + amount[id] * 0xBF58476D1CE4E5B9L
                    + container[id] * 0x2545F4914F6CDD1DL
                    + progress[id] * 0x9FB21C651E98DF25L
                    + order[id] * 0x8CB92BA72F3D8DD7L
                    + target[id] * 0xA0761D6478BD642FL
                    + targetX[id] * 0xE7037ED1A0B428DBL
                    + targetY[id] * 0x8EBC6AF09C88C6E3L
                    + phase[id] * 0x589965CC75374CC3L
                    + timer[id] * 0x1D8E4E27C47D124FL
                    + flags[id] * 0x5851F42D4C957F2DL;
            h.add(v);
        }
    }

    private static long mix(int id, int value, int field) {
        long z = ((long) id << 32) ^ ((long) field << 24) ^ (value & 0xffffffffL) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
