package org.openaok.api.screen;

/**
 * Key codes of {@link Input}: letters and digits are their upper-case ASCII codes, the rest as
 * below (the same numbers GLFW uses, so an OpenGL renderer passes them through).
 */
public final class Keys {
    public static final int SPACE = 32, MINUS = 45, PERIOD = 46, EQUAL = 61, COMMA = 44;
    public static final int ESCAPE = 256, ENTER = 257, TAB = 258, BACKSPACE = 259, DELETE = 261;
    public static final int RIGHT = 262, LEFT = 263, DOWN = 264, UP = 265, PAGE_UP = 266, PAGE_DOWN = 267, HOME = 268, END = 269;
    public static final int PAUSE = 284;
    /** F1 is 290, F2 291 ... F12 301. */
    public static final int F1 = 290;
    public static final int KP_SUBTRACT = 333, KP_ADD = 334;

    private Keys() {}

    public static int f(int n) { return F1 + n - 1; }

    /** How a key is written in help and on buttons. */
    public static String name(int key) {
        if (key >= 'A' && key <= 'Z' || key >= '0' && key <= '9') return String.valueOf((char) key);
        if (key >= F1 && key <= F1 + 11) return "F" + (key - F1 + 1);
        return switch (key) {
            case SPACE -> "Space";
            case ESCAPE -> "Esc";
            case ENTER -> "Enter";
            case TAB -> "Tab";
            case DELETE -> "Del";
            case BACKSPACE -> "Backspace";
            case LEFT -> "Left";
            case RIGHT -> "Right";
            case UP -> "Up";
            case DOWN -> "Down";
            case PAGE_UP -> "PgUp";
            case PAGE_DOWN -> "PgDn";
            case HOME -> "Home";
            case END -> "End";
            case PAUSE -> "Pause";
            case MINUS, KP_SUBTRACT -> "-";
            case EQUAL, KP_ADD -> "+";
            case COMMA -> ",";
            case PERIOD -> ".";
            default -> "key " + key;
        };
    }
}
