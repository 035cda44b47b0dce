package org.openaok.sim.api.rules;

import java.util.Arrays;

/**
 * The numbers of one unit or building type for one player: its {@link Attr attributes}, its
 * attack and armour in each armour class, and the classes it belongs to. A type's base stats come
 * from the tables; each player works on a copy that its civilisation and technologies change.
 */
public final class Stats {
    private final int[] values = new int[Attr.COUNT];
    private final int[] attack;
    private final int[] armour;
    /** The attack of a volley's extra missiles (or a pass-through bolt), by class, where it differs. */
    private final int[] missile;
    private long missileClasses;
    /** Bit c: the type belongs to armour class c, so attacks in that class count against it. */
    private long armourClasses;
    /** Bit c: the type has an attack in class c. */
    private long attackClasses;

    public Stats(int classCount) {
        if (classCount > 64) throw new IllegalArgumentException("at most 64 armour classes, not " + classCount);
        attack = new int[classCount];
        armour = new int[classCount];
        missile = new int[classCount];
    }

    public Stats copy() {
        Stats c = new Stats(attack.length);
        System.arraycopy(values, 0, c.values, 0, values.length);
        System.arraycopy(attack, 0, c.attack, 0, attack.length);
        System.arraycopy(armour, 0, c.armour, 0, armour.length);
        System.arraycopy(missile, 0, c.missile, 0, missile.length);
        c.missileClasses = missileClasses;
        c.armourClasses = armourClasses;
        c.attackClasses = attackClasses;
        return c;
    }

    public int get(Attr a) { return values[a.ordinal()]; }

    public void set(Attr a, int v) { values[a.ordinal()] = v; }

    public int hp() { return values[Attr.HP.ordinal()]; }
    public int speed() { return values[Attr.SPEED.ordinal()]; }
    public int los() { return values[Attr.LOS.ordinal()]; }
    public int range() { return values[Attr.RANGE.ordinal()]; }
    public int reload() { return values[Attr.RELOAD.ordinal()]; }
    public int time() { return values[Attr.TIME.ordinal()]; }
    public int pop() { return values[Attr.POP.ordinal()]; }

    /** What it costs of a resource, in thousandths. */
    public int cost(Resource r) { return values[Attr.COST_FOOD.ordinal() + r.ordinal()]; }

    public int classCount() { return attack.length; }

    public int attack(int armourClass) { return attack[armourClass]; }

    public int armour(int armourClass) { return armour[armourClass]; }

    public boolean hasAttack(int armourClass) { return (attackClasses & (1L << armourClass)) != 0; }

    public boolean inClass(int armourClass) { return (armourClasses & (1L << armourClass)) != 0; }

    public long attackClasses() { return attackClasses; }

    /** Whether the extra missiles have an attack of their own (else they hit as the first). */
    public boolean hasMissileAttack() { return missileClasses != 0; }

    public int missile(int armourClass) { return missile[armourClass]; }

    public long missileClasses() { return missileClasses; }

    public void setMissile(int armourClass, int v) {
        missile[armourClass] = v;
        missileClasses |= 1L << armourClass;
    }

    public long armourClasses() { return armourClasses; }

    public void setAttack(int armourClass, int v) {
        attack[armourClass] = v;
        attackClasses |= 1L << armourClass;
    }

    public void setArmour(int armourClass, int v) {
        armour[armourClass] = v;
        armourClasses |= 1L << armourClass;
    }

    /** Feeds every number into a hash, in a fixed order. */
    public long hash(long h) {
        for (int v : values) h = h * 0x100000001b3L ^ v;
        for (int v : attack) h = h * 0x100000001b3L ^ v;
        for (int v : armour) h = h * 0x100000001b3L ^ v;
        for (int v : missile) h = h * 0x100000001b3L ^ v;
        return (h * 0x100000001b3L ^ armourClasses) * 0x100000001b3L ^ attackClasses;
    }

    @Override
    public String toString() {
        return "Stats" + Arrays.toString(values);
    }
}
