package org.openaok.launcher;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Small statistics over timings. */
final class Stats {
    private Stats() {}

    static double min(List<Double> v) { return Collections.min(v); }

    static double median(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
