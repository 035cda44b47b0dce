package org.openaok.rec.command;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.openaok.json.JsonWriter;
import org.openaok.rec.RecObject;
import org.openaok.rec.RecPlayer;
import org.openaok.rec.RecordedGame;
import org.openaok.rec.measure.Comparison;
import org.openaok.rec.measure.Measure;
import org.openaok.rec.measure.Unit;

/** What the commands print and write: tables for people, JSON for tools. */
final class Output {
    private Output() {}

    static String title(RecordedGame g) {
        return g.file() + ": " + g.version().title() + " (" + g.gameVersion() + ", save " + g.saveVersionText() + "), "
                + (g.mapName().isEmpty() ? "an unnamed map" : g.mapName()) + (g.mapId() >= 0 ? " (map type " + g.mapId() + ")" : "")
                + ", " + g.size() + " tiles" + (g.lobbySizeName().isEmpty() ? "" : " (" + g.lobbySizeName() + ")") + ", "
                + g.players().size() + " player" + (g.players().size() == 1 ? "" : "s");
    }

    static void players(PrintStream out, RecordedGame g) {
        for (RecPlayer p : g.players()) {
            out.println(String.format(Locale.ROOT, "  player %d  %-20s civilisation %2d  colour %d  %s  start %.1f, %.1f", p.number(),
                    p.name(), p.civilization(), p.color(), p.team() == 0 ? "no team" : "team " + p.team(), p.startX(), p.startY()));
        }
        long awake = g.objects().stream().filter(o -> o.list() == RecObject.List.OBJECTS).count();
        long asleep = g.objects().stream().filter(o -> o.list() == RecObject.List.SLEEPING).count();
        out.println("  objects: " + g.objects().size() + " (" + awake + " awake, " + asleep + " sleeping, "
                + (g.objects().size() - awake - asleep) + " doppelgangers)");
    }

    static void measures(PrintStream out, List<Measure> ms) {
        int w = ms.stream().mapToInt(m -> m.name().length()).max().orElse(10);
        for (Measure m : ms) {
            out.println(String.format(Locale.ROOT, "  %-" + w + "s %10s %s%s", m.name(), number(m.value(), m.unit()), m.label(),
                    m.detail().isEmpty() ? "" : " (" + m.detail() + ")"));
        }
    }

    static void stats(PrintStream out, MapStats stats) {
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-14s", "fairness"));
        for (PlayerStats p : stats.players()) head.append(String.format(Locale.ROOT, " %8s", "p" + p.player()));
        out.println(head.append(String.format(Locale.ROOT, " %8s", "spread")));
        for (String name : PlayerStats.MEASURES) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-14s", name));
            for (PlayerStats p : stats.players()) row.append(String.format(Locale.ROOT, " %8d", p.measure(name)));
            out.println(row.append(String.format(Locale.ROOT, " %8d", stats.spread().getOrDefault(name, 0))));
        }
    }

    static void comparison(PrintStream out, Comparison c, boolean all) {
        List<Comparison.Row> rows = c.rows();
        int w = Math.max(6, rows.stream().mapToInt(r -> r.name().length()).max().orElse(6));
        out.println(String.format(Locale.ROOT, "  %-" + w + "s %9s   %-21s %9s", "measure", "recorded", "generated min..max", "mean"));
        for (Comparison.Row r : rows) {
            if (!all && !r.flagged() && r.real() == 0 && r.max() == 0) continue;
            String range = number(r.min(), r.unit()) + " .. " + number(r.max(), r.unit());
            out.println(String.format(Locale.ROOT, "  %-" + w + "s %9s   %-21s %9s  %s%s%s", r.name(), number(r.real(), r.unit()), range,
                    number(r.mean(), r.unit()), r.unexplained() ? "OUTSIDE  " : r.flagged() ? "EDITION  " : "         ", r.label(),
                    r.realDetail().isEmpty() ? "" : " (recorded: " + r.realDetail() + ")"));
            if (!r.edition().isEmpty()) out.println("      outside, but the recording's edition differs: " + r.edition());
        }
    }

    static String number(double v, Unit u) {
        if (u == Unit.COUNT && v == Math.rint(v)) return Long.toString((long) v);
        return String.format(Locale.ROOT, u == Unit.PERCENT ? "%.2f" : "%.1f", v);
    }

    static void game(JsonWriter w, RecordedGame g) throws IOException {
        w.name("file").value(g.file());
        w.name("version").value(g.version().name());
        w.name("game_version").value(g.gameVersion());
        w.name("save_version").decimal(g.saveVersion(), 2);
        w.name("map_id").value(g.mapId());
        w.name("map_name").value(g.mapName());
        w.name("lobby_size").value(g.lobbySizeName());
        w.name("size").value(g.size());
        w.name("players").beginArray();
        for (RecPlayer p : g.players()) {
            w.beginObject();
            w.name("number").value(p.number());
            w.name("name").value(p.name());
            w.name("civilization").value(p.civilization());
            w.name("color").value(p.color());
            w.name("team").value(p.team());
            w.name("x").decimal(Math.round(p.startX() * 1000), 3);
            w.name("y").decimal(Math.round(p.startY() * 1000), 3);
            w.endObject();
        }
        w.endArray();
        w.name("objects").value(g.objects().size());
    }

    static void measures(JsonWriter w, List<Measure> ms) throws IOException {
        w.beginArray();
        for (Measure m : ms) {
            w.beginObject();
            w.name("name").value(m.name());
            w.name("label").value(m.label());
            w.name("unit").value(m.unit().name().toLowerCase(Locale.ROOT));
            w.name("value").decimal(Math.round(m.value() * 1000), 3);
            if (!m.detail().isEmpty()) w.name("detail").value(m.detail());
            w.endObject();
        }
        w.endArray();
    }

    static void comparison(JsonWriter w, Comparison c) throws IOException {
        w.beginArray();
        for (Comparison.Row r : c.rows()) {
            w.beginObject();
            w.name("name").value(r.name());
            w.name("label").value(r.label());
            w.name("unit").value(r.unit().name().toLowerCase(Locale.ROOT));
            w.name("recorded").decimal(Math.round(r.real() * 1000), 3);
            w.name("min").decimal(Math.round(r.min() * 1000), 3);
            w.name("max").decimal(Math.round(r.max() * 1000), 3);
            w.name("mean").decimal(Math.round(r.mean() * 1000), 3);
            w.name("flagged").value(r.flagged());
            if (!r.edition().isEmpty()) w.name("edition_differs").value(r.edition());
            if (!r.realDetail().isEmpty()) w.name("detail").value(r.realDetail());
            w.endObject();
        }
        w.endArray();
    }
}
