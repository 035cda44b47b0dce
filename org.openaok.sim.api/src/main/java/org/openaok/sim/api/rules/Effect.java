package org.openaok.sim.api.rules;

/** What a technology, a civilisation or a team bonus does to a player. */
public sealed interface Effect {
    enum Op {
        SET, ADD, MUL;

        /** The new value: {@code v} set, added, or as a factor (all fixed point). */
        public int apply(int old, int v) {
            return switch (this) {
                case SET -> v;
                case ADD -> old + v;
                case MUL -> Fixed.mul(old, v);
            };
        }
    }

    /**
     * An attribute of every target changes.
     *
     * @param attr     for type targets, the {@link Attr} changed, or null when {@code armourClass} is set
     * @param attack   for type targets: true for an attack, false for an armour in {@code armourClass}
     * @param armourClass the class of an attack or armour change, else -1
     * @param key      for tech, task and player targets, the attribute's word ({@code cost}, {@code rate} ...)
     */
    record Modify(Target target, Attr attr, boolean attack, int armourClass, String key, Op op, int value) implements Effect {}

    /** Every unit or building of type {@code from} becomes {@code to}, on the map and from now on. */
    record Upgrade(int from, int to) implements Effect {}

    record Enable(Ref what) implements Effect {}

    record Disable(Ref what) implements Effect {}

    /** Resources given once (or taken, when negative), in thousandths. */
    record Grant(Resource resource, int amount) implements Effect {}

    /** More units of a type at the start. */
    record StartUnit(int type, int count) implements Effect {}
}
