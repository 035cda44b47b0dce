package org.openaok.api.screen;

/**
 * One thing the user did.
 *
 * @param kind   what
 * @param code   the key ({@link Keys}) or the mouse button (0 left, 1 right, 2 middle)
 * @param mods   modifier keys held ({@link #SHIFT}, {@link #CONTROL}, {@link #ALT})
 * @param x      the cursor's x in pixels
 * @param y      the cursor's y in pixels, from the top
 * @param scroll the wheel's steps (positive away from the user)
 */
public record Input(Kind kind, int code, int mods, double x, double y, double scroll) {
    public static final int SHIFT = 1, CONTROL = 2, ALT = 4;
    public static final int LEFT = 0, RIGHT = 1, MIDDLE = 2;

    public enum Kind { KEY, KEY_REPEAT, PRESS, RELEASE, MOVE, SCROLL }

    public boolean shift() { return (mods & SHIFT) != 0; }

    public static Input key(int key, int mods) { return new Input(Kind.KEY, key, mods, 0, 0, 0); }

    public static Input press(int button, int mods, double x, double y) { return new Input(Kind.PRESS, button, mods, x, y, 0); }

    public static Input release(int button, int mods, double x, double y) { return new Input(Kind.RELEASE, button, mods, x, y, 0); }

    public static Input move(double x, double y) { return new Input(Kind.MOVE, -1, 0, x, y, 0); }

    public static Input scroll(double steps, double x, double y) { return new Input(Kind.SCROLL, -1, 0, x, y, steps); }
}
