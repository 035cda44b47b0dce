package org.openaok.sim.internal.timeline;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.MatchContext;

/**
 * How a match went, minute by minute and player by player: villagers, soldiers, each resource
 * gathered so far, the age reached and the buildings standing; the age-up times; and the share of
 * villager time spent idle (sampled each second). Hooked to the match's tick listener; written as
 * JSON or CSV.
 */
public final class Timeline implements Match.TickListener {
    /** One player at one minute. */
    public record Row(int minute, int player, int villagers, int soldiers, long[] gathered, int age, int buildings) {}

    private final MatchContext m;
    private final List<Row> rows = new ArrayList<>();
    /** Per player and age (2-4): the game time reached, ms, or -1. */
    private final long[][] ageUp;
    private final long[] idle, villagerSeconds;
    private final boolean[] soldierType, villagerType;
    private int nextMinute = 0;

    public Timeline(MatchContext m) {
        this.m = m;
        int n = m.players() + 1;
        ageUp = new long[n][5];
        for (long[] a : ageUp) java.util.Arrays.fill(a, -1);
        idle = new long[n];
        villagerSeconds = new long[n];
        Rules r = m.rules();
        soldierType = new boolean[r.types().size()];
        villagerType = new boolean[r.types().size()];
        for (TypeDef d : r.types()) {
            if (!d.isUnit()) continue;
            String c = d.unitClass();
            villagerType[d.index()] = c.equals("villager");
            soldierType[d.index()] = !c.equals("villager") && !c.startsWith("animal") && !c.equals("fishing-ship") && !c.startsWith("trade")
                    && !c.equals("transport-ship") && !c.equals("king") && !c.equals("monk-with-relic") && d.base().pop() > 0;
        }
        sample();
    }

    @Override
    public void ticked(int tick, List<org.openaok.sim.api.command.Result> commands, long hash) {
        long t = (long) (tick + 1) * m.tickMs();
        for (int p = 1; p <= m.players(); p++) {
            int age = m.player(p).age();
            for (int a = 2; a <= Math.min(4, age); a++) if (ageUp[p][a] < 0) ageUp[p][a] = t;
        }
        if (t % 1000 == 0) idleSample();
        if (t >= (long) nextMinute * 60_000) sample();
    }

    private void idleSample() {
        Entities e = m.entities();
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            int o = e.owner(u);
            if (o <= 0 || o > m.players() || !villagerType[e.type(u)] || e.state(u) != Entities.ALIVE) continue;
            villagerSeconds[o]++;
            if (e.order(u) == OrderKind.IDLE) idle[o]++;
        }
    }

    private void sample() {
        Entities e = m.entities();
        int n = m.players() + 1;
        int[] vill = new int[n], sold = new int[n], builds = new int[n];
        IntList us = e.units();
        for (int k = 0; k < us.size(); k++) {
            int u = us.get(k);
            int o = e.owner(u);
            if (o <= 0 || o >= n) continue;
            byte st = e.state(u);
            if (st != Entities.ALIVE && st != Entities.GARRISONED) continue;
            if (villagerType[e.type(u)]) vill[o]++;
            else if (soldierType[e.type(u)]) sold[o]++;
        }
        IntList bs = e.buildings();
        for (int k = 0; k < bs.size(); k++) {
            int b = bs.get(k);
            int o = e.owner(b);
            if (o > 0 && o < n && e.state(b) == Entities.ALIVE) builds[o]++;
        }
        for (int p = 1; p < n; p++) {
            PlayerState ps = m.player(p);
            long[] g = new long[Resource.COUNT];
            for (int r = 0; r < Resource.COUNT; r++) g[r] = ps.gathered(r) / 1000;
            rows.add(new Row(nextMinute, p, vill[p], sold[p], g, ps.age(), builds[p]));
        }
        nextMinute++;
    }

    public List<Row> rows() { return rows; }

    /** When a player reached an age (2 Feudal ... 4 Imperial), game ms, or -1. */
    public long ageUp(int player, int age) { return ageUp[player][age]; }

    /** The share of villager time spent idle, per mille. */
    public int idlePerMille(int player) { return villagerSeconds[player] == 0 ? 0 : (int) (idle[player] * 1000 / villagerSeconds[player]); }

    public int players() { return m.players(); }

    private static String clock(long ms) {
        if (ms < 0) return "";
        long s = ms / 1000;
        return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    public void writeCsv(Writer w) throws IOException {
        w.write("minute,player,villagers,soldiers,food,wood,gold,stone,age,buildings\n");
        for (Row r : rows) {
            w.write(String.format(Locale.ROOT, "%d,%d,%d,%d,%d,%d,%d,%d,%d,%d%n", r.minute(), r.player(), r.villagers(), r.soldiers(),
                    r.gathered()[0], r.gathered()[1], r.gathered()[2], r.gathered()[3], r.age(), r.buildings()));
        }
        w.write("\n# player,feudal,castle,imperial,idle-villager-percent\n");
        for (int p = 1; p <= m.players(); p++)
            w.write(String.format(Locale.ROOT, "# %d,%s,%s,%s,%.1f%n", p, clock(ageUp[p][2]), clock(ageUp[p][3]), clock(ageUp[p][4]), idlePerMille(p) / 10.0));
    }

    public void writeJson(Writer w) throws IOException {
        StringBuilder b = new StringBuilder("{\n  \"players\": [\n");
        for (int p = 1; p <= m.players(); p++) {
            b.append("    {\"player\": ").append(p).append(", \"civ\": \"").append(m.rules().civ(m.player(p).civ).word()).append('"');
            b.append(", \"age_up_seconds\": {");
            String[] names = {"", "", "feudal", "castle", "imperial"};
            for (int a = 2; a <= 4; a++) {
                b.append(a > 2 ? ", " : "").append('"').append(names[a]).append("\": ").append(ageUp[p][a] < 0 ? "null" : Long.toString(ageUp[p][a] / 1000));
            }
            b.append("}, \"idle_villager_percent\": ").append(String.format(Locale.ROOT, "%.1f", idlePerMille(p) / 10.0));
            b.append(", \"minutes\": [");
            boolean first = true;
            for (Row r : rows) {
                if (r.player() != p) continue;
                b.append(first ? "\n      " : ",\n      ");
                first = false;
                b.append(String.format(Locale.ROOT, "{\"minute\": %d, \"villagers\": %d, \"soldiers\": %d, \"gathered\": {\"food\": %d, \"wood\": %d, \"gold\": %d, \"stone\": %d}, \"age\": %d, \"buildings\": %d}",
                        r.minute(), r.villagers(), r.soldiers(), r.gathered()[0], r.gathered()[1], r.gathered()[2], r.gathered()[3], r.age(), r.buildings()));
            }
            b.append("]}").append(p < m.players() ? ",\n" : "\n");
        }
        b.append("  ]\n}\n");
        w.write(b.toString());
    }
}
