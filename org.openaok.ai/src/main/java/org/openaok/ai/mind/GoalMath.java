package org.openaok.ai.mind;

/**
 * UserPatch's math operations on a goal, a strategic number or an escrow, in 32-bit integers as
 * the game does them: = + - * z/ (truncating) / (rounding half away from zero) mod min max neg %/
 * %*. Dividing by zero leaves the value as it was.
 */
final class GoalMath {
    static final int SET = 0, ADD = 1, SUBTRACT = 2, MULTIPLY = 3, TRUNCATE = 4, DIVIDE = 5, MOD = 6, MIN = 7, MAX = 8,
            NEGATE = 9, PERCENT_OF = 10, PERCENT = 11;

    private GoalMath() {}

    /** {@code left op right}, op 0-11. */
    static int apply(int left, int op, int right) {
        return switch (op) {
            case SET -> right;
            case ADD -> left + right;
            case SUBTRACT -> left - right;
            case MULTIPLY -> left * right;
            case TRUNCATE -> right == 0 ? left : left / right;
            case DIVIDE -> right == 0 ? left : rounded(left, right);
            case MOD -> right == 0 ? left : left % right;
            case MIN -> Math.min(left, right);
            case MAX -> Math.max(left, right);
            case NEGATE -> -right;
            case PERCENT_OF -> right == 0 ? left : (int) ((long) left * 100 / right);
            case PERCENT -> (int) ((long) left * right / 100);
            default -> left;
        };
    }

    /** left / right rounded to the nearest whole number, halves away from zero. */
    static int rounded(int left, int right) {
        long a = Math.abs((long) left), b = Math.abs((long) right);
        long q = (2 * a + b) / (2 * b);
        return (int) ((left < 0) != (right < 0) ? -q : q);
    }

    /** up-modify-flag: + sets the flag's bits, - clears them; the other operations as {@link #apply}. */
    static int flag(int value, int op, int flag) {
        return switch (op) {
            case ADD -> value | flag;
            case SUBTRACT -> value & ~flag;
            default -> apply(value, op, flag);
        };
    }
}
