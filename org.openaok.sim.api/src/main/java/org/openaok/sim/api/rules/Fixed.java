package org.openaok.sim.api.rules;

/**
 * Fixed-point numbers: a thousandth of the unit. The tables' decimals ({@code 0.8} tiles a second,
 * {@code 2.03} seconds) become exact integers ({@code 800}, {@code 2030}), read digit by digit so no
 * floating point is involved.
 */
public final class Fixed {
    public static final int ONE = 1000;

    private Fixed() {}

    /** A decimal as thousandths; digits past the third are rounded half up. */
    public static int parse(String text) {
        String s = text.strip();
        if (s.isEmpty()) throw new NumberFormatException("empty number");
        boolean negative = false;
        int i = 0;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            negative = s.charAt(0) == '-';
            i = 1;
        }
        long whole = 0;
        int digits = 0;
        for (; i < s.length() && s.charAt(i) != '.'; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new NumberFormatException("not a number: " + text);
            whole = whole * 10 + (c - '0');
            digits++;
            if (whole > Integer.MAX_VALUE / ONE) throw new NumberFormatException("too large: " + text);
        }
        long frac = 0;
        int scale = 100;
        boolean roundUp = false;
        if (i < s.length()) {
            i++;
            int fracDigits = 0;
            for (; i < s.length(); i++, fracDigits++) {
                char c = s.charAt(i);
                if (c < '0' || c > '9') throw new NumberFormatException("not a number: " + text);
                if (fracDigits < 3) {
                    frac += (c - '0') * scale;
                    scale /= 10;
                } else if (fracDigits == 3) {
                    roundUp = c >= '5';
                }
                digits++;
            }
        }
        if (digits == 0) throw new NumberFormatException("not a number: " + text);
        long v = whole * ONE + frac + (roundUp ? 1 : 0);
        return (int) (negative ? -v : v);
    }

    /** The whole number of units, rounded toward zero. */
    public static int whole(long milli) { return (int) (milli / ONE); }

    /** {@code a * b} of two fixed-point values, rounded half away from zero. */
    public static int mul(int a, int b) {
        long p = (long) a * b;
        return (int) (p >= 0 ? (p + ONE / 2) / ONE : -((-p + ONE / 2) / ONE));
    }

    /** A value written back as the tables write it ({@code 800} is {@code 0.8}). */
    public static String format(long milli) {
        StringBuilder b = new StringBuilder();
        if (milli < 0) {
            b.append('-');
            milli = -milli;
        }
        b.append(milli / ONE);
        long f = milli % ONE;
        if (f != 0) {
            String fs = String.format(java.util.Locale.ROOT, "%03d", f);
            int end = fs.length();
            while (fs.charAt(end - 1) == '0') end--;
            b.append('.').append(fs, 0, end);
        }
        return b.toString();
    }
}
