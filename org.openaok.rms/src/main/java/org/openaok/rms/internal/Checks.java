package org.openaok.rms.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openaok.rms.RmsCode;
import org.openaok.rms.script.Section;

/**
 * Checks on what the parser read that need more than one word: a minimum above its maximum
 * (distances to players, height limits, cliff counts and lengths). Where a value is given more than
 * once the last one counts, as in the engine. In the all-branches check two values are compared
 * only when some map takes both and neither is then overridden by a later one that map also takes.
 */
final class Checks {
    /** At most this many occurrences of one value are compared, so no input makes this slow. */
    private static final int MAX_COMPARED = 16;

    private record Occurrence(String name, int value, int file, int line, int column, Branches branches) {}

    private final Reporter report;

    Checks(Reporter report) {
        this.report = report;
    }

    void run(Map<Section, List<Parser.CommandBuilder>> sections) {
        for (List<Parser.CommandBuilder> commands : sections.values()) {
            for (Parser.CommandBuilder c : commands) {
                pair(attributes(c, "min_distance_to_players"), attributes(c, "max_distance_to_players"));
                for (Parser.AttributeBuilder a : c.attributes) {
                    if (a.name.equals("height_limits") && a.values.length >= 2 && a.values[0] > a.values[1]) {
                        report.at(RmsCode.MIN_ABOVE_MAX, a.file, a.line, a.column, "height_limits: the minimum "
                                + a.values[0] + " is above the maximum " + a.values[1]);
                    }
                }
            }
        }
        List<Parser.CommandBuilder> cliffs = sections.get(Section.CLIFF_GENERATION);
        pair(commands(cliffs, "min_number_of_cliffs"), commands(cliffs, "max_number_of_cliffs"));
        pair(commands(cliffs, "min_length_of_cliff"), commands(cliffs, "max_length_of_cliff"));
    }

    private static List<Occurrence> attributes(Parser.CommandBuilder c, String name) {
        List<Occurrence> out = new ArrayList<>();
        for (Parser.AttributeBuilder a : c.attributes) {
            if (a.name.equals(name)) {
                out.add(new Occurrence(name, a.values.length > 0 ? a.values[0] : 1, a.file, a.line, a.column, a.branches));
            }
        }
        return last(out);
    }

    private static List<Occurrence> commands(List<Parser.CommandBuilder> cs, String name) {
        List<Occurrence> out = new ArrayList<>();
        for (Parser.CommandBuilder c : cs) {
            if (c.name.equals(name) && !c.args.isEmpty()) {
                out.add(new Occurrence(name, c.args.get(0), c.file, c.line, c.column, c.branches));
            }
        }
        return last(out);
    }

    private static List<Occurrence> last(List<Occurrence> all) {
        return all.size() <= MAX_COMPARED ? all : new ArrayList<>(all.subList(all.size() - MAX_COMPARED, all.size()));
    }

    private void pair(List<Occurrence> mins, List<Occurrence> maxes) {
        for (int i = 0; i < mins.size(); i++) {
            Occurrence min = mins.get(i);
            for (int j = 0; j < maxes.size(); j++) {
                Occurrence max = maxes.get(j);
                if (min.value <= max.value) continue;
                if (!Branches.compatible(min.branches, max.branches)) continue;
                if (overridden(mins, i, min, max) || overridden(maxes, j, min, max)) continue;
                report.at(RmsCode.MIN_ABOVE_MAX, min.file, min.line, min.column, min.name + " " + min.value
                        + " is above " + max.name + " " + max.value + " (line " + max.line + ")");
            }
        }
    }

    /** Whether a later occurrence that every map taking both a and b also takes replaces list[k]. */
    private static boolean overridden(List<Occurrence> list, int k, Occurrence a, Occurrence b) {
        for (int m = k + 1; m < list.size(); m++) {
            if (Branches.impliedBy(list.get(m).branches, a.branches, b.branches)) return true;
        }
        return false;
    }
}
