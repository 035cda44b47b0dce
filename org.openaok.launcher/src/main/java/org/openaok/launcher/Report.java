package org.openaok.launcher;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.CheckResult;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.ObjectTally;
import org.openaok.api.generate.StageTiming;
import org.openaok.api.stats.MapStats;
import org.openaok.json.JsonWriter;
import org.openaok.launcher.report.StatsJson;

/**
 * The report other tools read. Its names are fixed: generator, map, seed, size, players, threads,
 * millis {total, stage...}, warm_millis {min, median} (with --repeat), diagnostics, objects,
 * checks, hash. More fields may follow them; none of these will change.
 */
final class Report {
    private Report() {}

    static void write(Writer out, GenerationResult r, int threads, List<Double> warm, MapStats stats) throws IOException {
        try (JsonWriter w = new JsonWriter(out, true)) {
            w.beginObject();
            w.name("generator").value(r.request().generator());
            w.name("map").value(r.request().map());
            w.name("seed").value(r.request().seed());
            w.name("size").value(r.request().size());
            w.name("players").value(r.request().players());
            w.name("threads").value(threads);
            w.name("millis").beginObject();
            w.name("total").decimal(Math.round(r.totalMillis() * 1000), 3);
            for (StageTiming t : r.timings()) w.name(t.stage()).decimal(Math.round(t.millis() * 1000), 3);
            w.endObject();
            if (!warm.isEmpty()) {
                w.name("warm_millis").beginObject();
                w.name("min").decimal(Math.round(Stats.min(warm) * 1000), 3);
                w.name("median").decimal(Math.round(Stats.median(warm) * 1000), 3);
                w.name("runs").value(warm.size());
                w.endObject();
            }
            w.name("diagnostics");
            diagnostics(w, r.diagnostics());
            w.name("objects").beginArray();
            for (ObjectTally t : r.objects()) {
                w.beginObject();
                w.name("line").value(t.line());
                w.name("object").value(t.object());
                w.name("requested").value(t.requested());
                w.name("placed").value(t.placed());
                if (!t.file().isEmpty()) w.name("file").value(t.file());
                if (!t.reason().isEmpty()) w.name("reason").value(t.reason());
                w.endObject();
            }
            w.endArray();
            w.name("checks").beginArray();
            for (CheckResult c : r.checks()) {
                w.beginObject();
                w.name("name").value(c.name());
                w.name("passed").value(c.passed());
                w.name("detail").value(c.detail());
                w.endObject();
            }
            w.endArray();
            w.name("hash").value(r.hash());
            w.name("failed").value(r.failed());
            w.name("levels").value(r.map() == null ? 0 : r.map().levels().size());
            w.name("teams").beginArray();
            for (int t : r.request().teams()) w.value(t);
            w.endArray();
            if (stats != null) {
                w.name("stats");
                StatsJson.write(w, stats);
            }
            w.endObject();
        }
    }

    /** Diagnostics alone, as {@code check --json} prints them. */
    static void diagnostics(Writer out, List<Diagnostic> diagnostics) throws IOException {
        try (JsonWriter w = new JsonWriter(out, true)) {
            diagnostics(w, diagnostics);
        }
        out.write('\n');
        out.flush();
    }

    private static void diagnostics(JsonWriter w, List<Diagnostic> diagnostics) throws IOException {
        w.beginArray();
        for (Diagnostic d : diagnostics) {
            w.beginObject();
            w.name("severity").value(d.severity().label());
            w.name("code").value(d.code());
            w.name("file").value(d.file());
            w.name("line").value(d.line());
            w.name("column").value(d.column());
            w.name("message").value(d.message());
            w.endObject();
        }
        w.endArray();
    }
}
