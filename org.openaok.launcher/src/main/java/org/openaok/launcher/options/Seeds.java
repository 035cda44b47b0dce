package org.openaok.launcher.options;

import java.util.ArrayList;
import java.util.List;

/** The seeds a survey runs: {@code 1..1000}, {@code 3,7,9}, or one seed. */
public final class Seeds {
    static final int MAX = 1_000_000;

    private Seeds() {}

    public static List<Long> parse(String text) throws UsageException {
        List<Long> out = new ArrayList<>();
        try {
            for (String part : text.split(",")) {
                String p = part.trim();
                int dots = p.indexOf("..");
                if (dots >= 0) {
                    long a = Long.parseLong(p.substring(0, dots).trim());
                    long b = Long.parseLong(p.substring(dots + 2).trim());
                    if (b < a) throw new UsageException("--seeds " + p + " runs backwards");
                    // b - a + 1 overflows for the widest ranges (-9223372036854775808..9223372036854775807 looped for ever)
                    long span;
                    try {
                        span = Math.addExact(Math.subtractExact(b, a), 1);
                    } catch (ArithmeticException e) {
                        span = Long.MAX_VALUE;
                    }
                    if (span > MAX - out.size()) throw new UsageException("--seeds: at most " + MAX + " seeds");
                    for (long s = a; s <= b; s++) out.add(s);
                } else {
                    out.add(Long.parseLong(p));
                    if (out.size() > MAX) throw new UsageException("--seeds: at most " + MAX + " seeds");
                }
            }
        } catch (NumberFormatException e) {
            throw new UsageException("--seeds takes a range such as 1..1000 or a list such as 3,7,9; not '" + text + "'");
        }
        if (out.isEmpty()) throw new UsageException("--seeds names no seed");
        return out;
    }
}
