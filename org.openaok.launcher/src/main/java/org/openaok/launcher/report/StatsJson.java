package org.openaok.launcher.report;

import java.io.IOException;

import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.openaok.json.JsonWriter;

/**
 * A map's fairness measures as an object: {@code players} (player, team, x, y and every measure of
 * {@link PlayerStats#MEASURES}) and {@code spread} (each measure's difference between players).
 */
public final class StatsJson {
    private StatsJson() {}

    public static void write(JsonWriter w, MapStats stats) throws IOException {
        w.beginObject();
        w.name("players").beginArray();
        for (PlayerStats p : stats.players()) {
            w.beginObject();
            w.name("player").value(p.player());
            w.name("team").value(p.team());
            w.name("x").value(p.x());
            w.name("y").value(p.y());
            for (String m : PlayerStats.MEASURES) w.name(m).value(p.measure(m));
            w.endObject();
        }
        w.endArray();
        w.name("spread").beginObject();
        for (String m : PlayerStats.MEASURES) w.name(m).value(stats.spread().getOrDefault(m, 0));
        w.endObject();
        w.endObject();
    }
}
