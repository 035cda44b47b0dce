package org.openaok.sim.api.rules;

/**
 * A reference from one row of the rules to a type or a technology, by dense index.
 *
 * @param tech  whether it names a technology (else a unit or building type)
 * @param index the index in {@link Rules#types()} or {@link Rules#techs()}
 */
public record Ref(boolean tech, int index) {
    public static Ref type(int index) { return new Ref(false, index); }

    public static Ref tech(int index) { return new Ref(true, index); }
}
