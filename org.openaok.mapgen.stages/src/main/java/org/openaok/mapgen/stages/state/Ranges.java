package org.openaok.mapgen.stages.state;

import org.openaok.api.diag.Diagnostics;
import org.openaok.rms.script.Attribute;
import org.openaok.rms.script.Command;

/**
 * Reads a command's figures within the range the engine can use: a figure outside it is reported
 * ({@link AokCode#BAD_VALUE}, at the attribute) and the nearest usable one is taken, so a slip
 * in a script costs a warning, never the map.
 */
public final class Ranges {
    private Ranges() {}

    /** The last occurrence of the attribute's first value, {@code otherwise} when absent, kept within [min, max]. */
    public static int attribute(Command c, String name, int otherwise, int min, int max, Diagnostics out) {
        Attribute a = c.last(name).orElse(null);
        if (a == null) return otherwise;
        return value(a, a.value(), min, max, out);
    }

    /** One value of an attribute kept within [min, max]. */
    public static int value(Attribute a, int v, int min, int max, Diagnostics out) {
        if (v >= min && v <= max) return v;
        int kept = Math.max(min, Math.min(max, v));
        out.report(AokCode.BAD_VALUE.at(a.location(), a.name() + " " + v + " is outside " + min + ".." + max + "; "
                + kept + " is used"));
        return kept;
    }

    /** A command's argument kept within [min, max]. */
    public static int argument(Command c, int index, int otherwise, int min, int max, Diagnostics out) {
        int v = c.arg(index, otherwise);
        if (v >= min && v <= max) return v;
        int kept = Math.max(min, Math.min(max, v));
        out.report(AokCode.BAD_VALUE.at(c.location(), c.name() + " " + v + " is outside " + min + ".." + max + "; "
                + kept + " is used"));
        return kept;
    }
}
