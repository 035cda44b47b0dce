package org.openaok.sim.internal.record;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.api.command.CommandText;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.Grid;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.internal.Footprint;

/**
 * A file of timed commands that drives a match: {@code TIME SEAT VERB key=value ...} a line, the
 * time {@code m:ss}, {@code h:mm:ss}, {@code 12.5s} or {@code t120} (a tick), lines in time order.
 * A value may name things by what they are instead of by id, resolved when the line is due:
 * <ul>
 *   <li>{@code @villager}, {@code @villager*3}, {@code @idle-villager*2}: the seat's units of a type (the
 *       lowest ids first; {@code idle-} only those with no order);</li>
 *   <li>{@code @town-center}: the seat's first building of a type;</li>
 *   <li>{@code @nearest:forage}: the thing of a type or class nearest to the line's first unit (or the
 *       seat's Town Center), on ground the seat has explored;</li>
 *   <li>{@code @home}, {@code @home+5,-3}: the seat's first Town Center, as a position, offset in tiles;</li>
 *   <li>{@code @2:town-center}, {@code @2:villager*3}, {@code @2:home}: the same, of another seat's things (a target to
 *       attack or a place to march to; {@code nearest:} keeps to the line's own seat).</li>
 * </ul>
 * {@code #} starts a comment. A line that cannot be read is an error naming the file and line.
 */
public final class CommandFile {
    public static final int MAX_LINES = 1_000_000;

    /** One line: when, who, and the command's text as written. */
    public record Line(int number, int tick, int player, String text) {}

    private final String name;
    private final List<Line> lines;

    private CommandFile(String name, List<Line> lines) {
        this.name = name;
        this.lines = lines;
    }

    public List<Line> lines() { return lines; }

    public static CommandFile read(String name, Reader in) throws IOException, CommandFormatException {
        List<Line> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(in);
        String line;
        int n = 0, lastTick = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (n > MAX_LINES) throw new CommandFormatException(name + ":" + n + ": more than " + MAX_LINES + " lines");
            if (line.length() > CommandText.MAX_LINE) throw new CommandFormatException(name + ":" + n + ": line too long");
            int hash = line.indexOf('#');
            String s = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (s.isEmpty()) continue;
            String[] w = s.split("\\s+", 3);
            if (w.length < 3) throw new CommandFormatException(name + ":" + n + ": expected TIME SEAT COMMAND");
            int tick;
            try {
                tick = tick(w[0]);
            } catch (NumberFormatException e) {
                throw new CommandFormatException(name + ":" + n + ": '" + w[0] + "' is not a time (m:ss, h:mm:ss, 12.5s or t120)");
            }
            if (tick < lastTick) throw new CommandFormatException(name + ":" + n + ": the lines must be in time order");
            lastTick = tick;
            String seat = w[1].toLowerCase(Locale.ROOT).startsWith("p") ? w[1].substring(1) : w[1];
            int player;
            try {
                player = Integer.parseInt(seat);
            } catch (NumberFormatException e) {
                throw new CommandFormatException(name + ":" + n + ": '" + w[1] + "' is not a seat");
            }
            if (player < 1 || player > 8) throw new CommandFormatException(name + ":" + n + ": seat " + player + " is not 1-8");
            String verb = w[2].split("\\s+", 2)[0];
            if (!CommandText.verbs().contains(verb))
                throw new CommandFormatException(name + ":" + n + ": unknown command '" + verb + "' (known: " + String.join(", ", CommandText.verbs()) + ")");
            out.add(new Line(n, tick, player, w[2]));
        }
        return new CommandFile(name, out);
    }

    /** A time as the tick it falls in. */
    static int tick(String t) {
        long ms;
        if (t.startsWith("t")) {
            // a tick count within the day every other form is held to: t21474836470 overflowed an int and threw
            long ticks = Long.parseLong(t.substring(1));
            if (ticks < 0 || ticks > 24L * 3600 * 1000 / Match.TICK_MS) throw new NumberFormatException(t);
            return (int) ticks;
        }
        if (t.endsWith("s")) ms = org.openaok.sim.api.rules.Fixed.parse(t.substring(0, t.length() - 1));
        else {
            String[] p = t.split(":");
            if (p.length < 2 || p.length > 3) throw new NumberFormatException(t);
            long sec = 0;
            for (String part : p) {
                int v = Integer.parseInt(part);
                if (v < 0) throw new NumberFormatException(t);
                sec = sec * 60 + v;
            }
            ms = sec * 1000;
        }
        if (ms < 0 || ms > 24L * 3600 * 1000) throw new NumberFormatException(t);
        return (int) (ms / Match.TICK_MS);
    }

    /** The line as a command against the match now: its selectors resolved to ids and points. */
    public Command resolve(Line line, MatchContext m) throws CommandFormatException {
        String[] words = line.text().split("\\s+");
        StringBuilder b = new StringBuilder(words[0]);
        int firstUnit = 0;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            int eq = w.indexOf('=');
            if (eq > 0 && w.length() > eq + 1 && w.charAt(eq + 1) == '@') {
                String key = w.substring(0, eq), sel = w.substring(eq + 2);
                String value = select(line, m, key, sel, firstUnit);
                if (key.equals("units")) firstUnit = firstId(value, firstUnit);
                b.append(' ').append(key).append('=').append(value);
            } else {
                if (w.startsWith("units=")) firstUnit = firstId(w.substring(6), firstUnit);
                b.append(' ').append(w);
            }
        }
        try {
            return CommandText.parse(line.player(), b.toString());
        } catch (CommandFormatException e) {
            throw new CommandFormatException(name + ":" + line.number() + ": " + e.getMessage());
        }
    }

    /**
     * The first id of a list such as {@code 12,14}, or {@code otherwise} when it has none or is no
     * number (CommandText says what is wrong with it). {@code units=,} split to nothing and threw.
     */
    private static int firstId(String list, int otherwise) {
        String[] ids = list.split(",");
        if (ids.length == 0 || ids[0].isEmpty()) return otherwise;
        try {
            return Integer.parseInt(ids[0]);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private String select(Line line, MatchContext m, String key, String sel, int firstUnit) throws CommandFormatException {
        Rules rules = m.rules();
        Entities e = m.entities();
        int p = line.player();
        String where = name + ":" + line.number() + ": @" + sel;
        // a selector looks at the seat's things and sight: a seat the match has not (7 of 2) is refused here, not indexed
        if (p < 0 || p > m.players()) throw new CommandFormatException(where + ": no seat " + p + " in this match");
        int colon = sel.indexOf(':');
        if (colon > 0 && sel.substring(0, colon).chars().allMatch(Character::isDigit)) {
            int seat;
            try {
                seat = Integer.parseInt(sel.substring(0, colon));
            } catch (NumberFormatException ex) {
                throw new CommandFormatException(where + ": no seat " + sel.substring(0, colon));
            }
            if (seat < 1 || seat > m.players()) throw new CommandFormatException(where + ": no seat " + seat + " in this match");
            if (sel.startsWith("nearest:", colon + 1)) throw new CommandFormatException(where + ": nearest: keeps to the line's own seat");
            p = seat;
            sel = sel.substring(colon + 1);
        }
        if (sel.startsWith("home")) {
            int tc = firstOf(m, p, "town-center");
            if (tc == 0) throw new CommandFormatException(where + ": seat " + p + " has no town center");
            int x = e.x(tc), y = e.y(tc);
            if (sel.length() > 4) {
                String[] off = sel.substring(4).split(",");
                try {
                    x += org.openaok.sim.api.rules.Fixed.parse(off[0]);
                    y += org.openaok.sim.api.rules.Fixed.parse(off[1]);
                } catch (RuntimeException ex) {
                    throw new CommandFormatException(where + ": the offset is not +x,+y");
                }
            }
            return org.openaok.sim.api.rules.Fixed.format(Math.max(0, x)) + "," + org.openaok.sim.api.rules.Fixed.format(Math.max(0, y));
        }
        if (sel.startsWith("nearest:")) {
            String what = sel.substring(8);
            int from = firstUnit != 0 && e.valid(firstUnit) ? firstUnit : firstOf(m, p, "town-center");
            if (from == 0) throw new CommandFormatException(where + ": nothing to measure from");
            int best = nearest(m, p, what, e.x(from), e.y(from));
            if (best == 0) throw new CommandFormatException(where + ": no " + what + " on explored ground");
            return Integer.toString(best);
        }
        int count = Integer.MAX_VALUE;
        int star = sel.indexOf('*');
        String type = sel;
        if (star >= 0) {
            try {
                count = Integer.parseInt(sel.substring(star + 1));
            } catch (NumberFormatException ex) {
                throw new CommandFormatException(where + ": the count after * is not a number");
            }
            type = sel.substring(0, star);
        }
        boolean idle = type.startsWith("idle-");
        if (idle) type = type.substring(5);
        String asked = type;
        TypeDef d = rules.type(type).orElseThrow(() -> new CommandFormatException(where + ": no unit or building '" + asked + "'"));
        StringBuilder ids = new StringBuilder();
        IntList list = d.isBuilding() ? e.buildings() : e.units();
        int found = 0;
        for (int k = 0; k < list.size() && found < count; k++) {
            int id = list.get(k);
            if (e.owner(id) != p || !e.present(id)) continue;
            if (e.type(id) != d.index() && m.player(p).form(d.index()) != e.type(id)) continue;
            if (idle && e.order(id) != 0) continue;
            ids.append(found == 0 ? "" : ",").append(id);
            found++;
        }
        if (found == 0) throw new CommandFormatException(where + ": seat " + p + " has no " + (idle ? "idle " : "") + type);
        if (!key.equals("units") && found > 1) return ids.substring(0, ids.indexOf(","));
        return ids.toString();
    }

    private static int firstOf(MatchContext m, int p, String word) {
        Entities e = m.entities();
        int t = m.rules().type(word).map(TypeDef::index).orElse(-1);
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == p && e.type(id) == t && e.present(id)) return id;
        }
        return 0;
    }

    /** The thing whose type word, class or constant is {@code what}, nearest to a point, on ground the seat has explored. */
    private static int nearest(MatchContext m, int p, String what, int x, int y) {
        Rules rules = m.rules();
        Entities e = m.entities();
        Grid g = m.grid();
        int best = 0;
        long bestD = Long.MAX_VALUE;
        // per type: 0 not looked at yet, 1 named by the word, 2 not (each type's words compared once)
        byte[] named = new byte[rules.types().size()];
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id)) continue;
            int type = e.type(id);
            if (named[type] == 0) {
                TypeDef d = rules.type(type);
                named[type] = (byte) (d.word().equals(what) || d.unitClass().equals(what) || d.constName().equalsIgnoreCase(what) ? 1 : 2);
            }
            if (named[type] != 1) continue;
            int t = g.tileAt(e.x(id), e.y(id));
            if (t < 0 || !m.sight().explored(p, t)) continue;
            if (e.owner(id) != 0 && e.owner(id) != p) continue;
            long dd = Footprint.distance(rules, e, id, x, y);
            if (dd < bestD) {
                bestD = dd;
                best = id;
            }
        }
        return best;
    }
}
