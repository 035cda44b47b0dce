package org.openaok.ai.lang;

/**
 * How UserPatch reads a parameter that follows a type-op, a rel-op or a math-op: as the number
 * written (a constant), as the value of the goal it names, or as the value of the strategic
 * number it names. The op's number says which: type-ops are 6, 13 and 20, rel-ops 0-5, 7-12
 * and 14-19, math-ops 0-11, 12-23 and 24-35.
 */
public enum Operand {
    CONSTANT, GOAL, STRATEGIC_NUMBER;

    private static final Operand[] ALL = values();

    /** How the parameter after an op of the kind with the value is read. */
    public static Operand after(ParamKind op, int value) {
        return switch (op) {
            case TYPE_OP, REL_OP -> ALL[Math.max(0, Math.min(2, value / 7))];
            case MATH_OP -> ALL[Math.max(0, Math.min(2, value / 12))];
            default -> CONSTANT;
        };
    }

    /** Whether the kind says how the next parameter is read. */
    public static boolean typing(ParamKind kind) {
        return kind == ParamKind.TYPE_OP || kind == ParamKind.REL_OP || kind == ParamKind.MATH_OP;
    }

    /** The comparison of a rel-op, 0-5 (&lt; &lt;= &gt; &gt;= == !=), whatever its type. */
    public static int comparison(int relOp) { return relOp % 7; }

    /** The operation of a math-op, 0-11 (= + - * z/ / mod min max neg %/ %*), whatever its type. */
    public static int operation(int mathOp) { return mathOp % 12; }
}
