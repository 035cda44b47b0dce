package org.openaok.rec.measure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A recorded map's measures beside those of the same script generated over many seeds: for each
 * measure the recorded value, the generated range and mean, and whether the recorded value lies
 * outside the range (widened by the unit's tolerance, {@link Unit#rule()}). A measure one side
 * lacks counts as 0 there (a terrain the map does not have covers none of it). A measure outside
 * whose recorded value is what the recording's edition is known to give, where its scripts differ
 * from those generated ({@link Edition}), stays flagged and carries the reason.
 */
public final class Comparison {
    /** One measure compared. */
    public record Row(String name, String label, Unit unit, double real, double min, double max, double mean,
                      String realDetail, boolean flagged, String edition) {
        /** Outside the range, and not what the recording's edition is known to give there. */
        public boolean unexplained() { return flagged && edition.isEmpty(); }

        /** How far outside the widened range the recorded value lies, in the unit (0 inside). */
        public double excess() {
            double lo = min - unit.tolerance(min, max - min);
            double hi = max + unit.tolerance(max, max - min);
            return real < lo ? lo - real : real > hi ? real - hi : 0;
        }
    }

    private final List<Row> rows;

    private Comparison(List<Row> rows) { this.rows = List.copyOf(rows); }

    public List<Row> rows() { return rows; }

    public List<Row> flagged() { return rows.stream().filter(Row::flagged).toList(); }

    /** The rows outside the range that the recording's edition does not explain. */
    public List<Row> unexplained() { return rows.stream().filter(Row::unexplained).toList(); }

    /** The rows outside the range where the recording's edition differs, with its reason. */
    public List<Row> editionDiffers() { return rows.stream().filter(r -> r.flagged() && !r.edition().isEmpty()).toList(); }

    /** The same comparison, each flagged row that the edition's known differences explain carrying the reason. */
    public Comparison explained(java.util.function.Function<Row, java.util.Optional<String>> reason) {
        List<Row> out = new ArrayList<>(rows.size());
        for (Row r : rows) {
            String why = r.flagged() ? reason.apply(r).orElse("") : "";
            out.add(new Row(r.name(), r.label(), r.unit(), r.real(), r.min(), r.max(), r.mean(), r.realDetail(), r.flagged(), why));
        }
        return new Comparison(out);
    }

    /** A row by name, if both sides or either have it. */
    public java.util.Optional<Row> row(String name) { return rows.stream().filter(r -> r.name().equals(name)).findFirst(); }

    public static Comparison of(List<Measure> real, List<List<Measure>> generated) {
        Map<String, Measure> names = new LinkedHashMap<>();
        for (Measure m : real) names.putIfAbsent(m.name(), m);
        for (List<Measure> g : generated) for (Measure m : g) names.putIfAbsent(m.name(), m);
        Map<String, Measure> realBy = index(real);
        List<Map<String, Measure>> genBy = new ArrayList<>();
        for (List<Measure> g : generated) genBy.add(index(g));
        List<Row> rows = new ArrayList<>();
        for (Measure any : sorted(names, real)) {
            String name = any.name();
            Measure r = realBy.get(name);
            double rv = r == null ? 0 : r.value();
            double min = Double.MAX_VALUE;
            double max = -Double.MAX_VALUE;
            double sum = 0;
            for (Map<String, Measure> g : genBy) {
                Measure m = g.get(name);
                double v = m == null ? 0 : m.value();
                min = Math.min(min, v);
                max = Math.max(max, v);
                sum += v;
            }
            if (genBy.isEmpty()) {
                min = 0;
                max = 0;
            }
            double mean = genBy.isEmpty() ? 0 : sum / genBy.size();
            Unit u = any.unit();
            boolean flagged = !genBy.isEmpty() && (rv < min - u.tolerance(min, max - min) || rv > max + u.tolerance(max, max - min));
            rows.add(new Row(name, any.label(), u, rv, min, max, mean, r == null ? "" : r.detail(), flagged, ""));
        }
        return new Comparison(rows);
    }

    /** The recorded map's order, with measures only generated maps have after those of their group. */
    private static List<Measure> sorted(Map<String, Measure> all, List<Measure> real) {
        List<Measure> out = new ArrayList<>(real);
        for (Measure m : all.values()) {
            if (out.stream().anyMatch(x -> x.name().equals(m.name()))) continue;
            String group = group(m.name());
            int at = out.size();
            for (int i = out.size() - 1; i >= 0; i--) {
                if (group(out.get(i).name()).equals(group)) {
                    at = i + 1;
                    break;
                }
            }
            out.add(at, m);
        }
        return out;
    }

    private static String group(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }

    private static Map<String, Measure> index(List<Measure> ms) {
        Map<String, Measure> out = new LinkedHashMap<>();
        for (Measure m : ms) out.put(m.name(), m);
        return out;
    }
}
