package org.openaok.sim.api.rules;

/**
 * The original damage rule: for each hit, the sum over the attacker's attack classes that the
 * target belongs to of the attack less the target's armour in that class (none below zero), and
 * at least 1. Shared by the simulation's blows and by computer players that weigh what a group
 * can destroy, so both count a blow alike.
 */
public final class Damage {
    public static final int MINIMUM = 1000;

    private Damage() {}

    /** The blow of an extra missile of a volley (or a pass-through bolt): its own attack where the data gives one. */
    public static int missile(Stats attacker, Stats target) {
        if (!attacker.hasMissileAttack()) return of(attacker, target);
        long shared = attacker.missileClasses() & target.armourClasses();
        int sum = 0;
        while (shared != 0) {
            int c = Long.numberOfTrailingZeros(shared);
            shared &= shared - 1;
            sum += Math.max(0, attacker.missile(c) - target.armour(c));
        }
        return Math.max(MINIMUM, sum);
    }

    /** Thousandths of a hit point. */
    public static int of(Stats attacker, Stats target) {
        long shared = attacker.attackClasses() & target.armourClasses();
        int sum = 0;
        while (shared != 0) {
            int c = Long.numberOfTrailingZeros(shared);
            shared &= shared - 1;
            sum += Math.max(0, attacker.attack(c) - target.armour(c));
        }
        return Math.max(MINIMUM, sum);
    }
}
