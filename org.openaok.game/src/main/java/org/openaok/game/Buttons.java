package org.openaok.game;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.screen.Keys;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.MatchContext;

/**
 * The buttons of the panel for what is selected, each with its key: what a building trains and
 * researches (what the tree and the age do not allow yet is left out), the buildings villagers can
 * lay, and the orders every unit takes. Keys go in the original's grid order, Q W E R T, A S D F G,
 * Z X C V.
 */
final class Buttons {
    static final int[] GRID = {'Q', 'W', 'E', 'R', 'T', 'A', 'S', 'D', 'F', 'G', 'Z', 'X', 'C', 'V', 'Y', 'U', 'I', 'O', 'J', 'K', 'L', 'N', 'M'};

    enum Kind { TRAIN, RESEARCH, BUILD_MENU, BUILD, STOP, DELETE, BACK, CANCEL, UNGARRISON, BELL }

    /**
     * A button.
     *
     * @param word   the type or technology word it makes, or ""
     * @param why    why it cannot be pressed now (the cost, the room), or null
     */
    record Button(int key, Kind kind, String word, String label, String why) {
        String text() { return Keys.name(key) + " " + label + (why == null ? "" : " (" + why + ")"); }
    }

    private Buttons() {}

    static String cost(int[] cost) {
        StringBuilder b = new StringBuilder();
        String[] letters = {"F", "W", "G", "S"};
        for (int r = 0; r < Resource.COUNT; r++) if (cost[r] > 0) b.append(b.length() == 0 ? "" : " ").append(cost[r] / 1000).append(letters[r]);
        return b.toString();
    }

    static int[] typeCost(PlayerState p, int type) {
        int[] c = new int[Resource.COUNT];
        for (Resource r : Resource.values()) c[r.ordinal()] = p.stats(type).cost(r);
        return c;
    }

    /** What a building of the seat's offers. */
    static List<Button> forBuilding(MatchContext m, int seat, int building) {
        List<Button> out = new ArrayList<>();
        Entities e = m.entities();
        if (e.state(building) != Entities.ALIVE) return out;
        PlayerState p = m.player(seat);
        Availability av = m.find(Availability.class).orElse(null);
        int at = e.type(building);
        int k = 0;
        List<Integer> shown = new ArrayList<>();
        for (TypeDef d : m.rules().types()) {
            if (d.trainedAt() != at || k >= GRID.length) continue;
            int form = p.form(d.index());
            if (shown.contains(form)) continue;
            if (av != null && !av.canMake(seat, form)) continue;
            shown.add(form);
            int[] cost = typeCost(p, form);
            String why = p.affords(cost, null) ? null : "need " + cost(cost);
            out.add(new Button(GRID[k++], Kind.TRAIN, m.rules().type(form).word(), m.rules().type(form).word() + " " + cost(cost), why));
        }
        for (TechDef t : m.rules().techs()) {
            if (t.at() != at || k >= GRID.length) continue;
            if (p.researched(t.index()) || p.pending(t.index())) continue;
            String not = av == null ? null : av.whyNotTech(seat, t.index());
            // the next age is always shown, with what it waits for; other research only once it may be done
            if (not != null && !(t.ageReached() == p.age() + 1)) continue;
            int[] cost = p.techCost(t.index());
            String why = not != null ? not : p.affords(cost, null) ? null : "need " + cost(cost);
            out.add(new Button(GRID[k++], Kind.RESEARCH, t.word(), t.word() + " " + cost(cost), why));
        }
        if (!out.isEmpty()) out.add(new Button(Keys.BACKSPACE, Kind.CANCEL, "", "cancel the last queued", null));
        if (p.stats(at).get(org.openaok.sim.api.rules.Attr.GARRISON) > 0) {
            int u = free(out, 'U');
            if (u != 0) out.add(new Button(u, Kind.UNGARRISON, "", "ungarrison all", null));
            if (m.rules().type(at).word().equals("town-center")) {
                int b = free(out, 'B');
                if (b != 0) out.add(new Button(b, Kind.BELL, "", "town bell", null));
            }
        }
        out.add(new Button(Keys.DELETE, Kind.DELETE, "", "delete", null));
        return out;
    }

    /** The key if no button has it yet, else the first grid key free, else 0. */
    private static int free(List<Button> taken, int key) {
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (Button b : taken) used.add(b.key());
        if (!used.contains(key)) return key;
        for (int k : GRID) if (!used.contains(k)) return k;
        return 0;
    }

    /** What selected units offer: villagers the build menu; all of them stop and delete. */
    static List<Button> forUnits(boolean villagers) {
        List<Button> out = new ArrayList<>();
        if (villagers) out.add(new Button('B', Kind.BUILD_MENU, "", "build ...", null));
        out.add(new Button('S', Kind.STOP, "", "stop", null));
        out.add(new Button(Keys.DELETE, Kind.DELETE, "", "delete", null));
        return out;
    }

    /** The buildings the seat's villagers may lay now. */
    static List<Button> buildMenu(MatchContext m, int seat) {
        List<Button> out = new ArrayList<>();
        PlayerState p = m.player(seat);
        Availability av = m.find(Availability.class).orElse(null);
        int k = 0;
        for (TypeDef d : m.rules().types()) {
            if (!d.isBuilding() || k >= GRID.length) continue;
            if (d.word().endsWith("-foundation") || d.traits().containsKey("unbuildable") || typeCost(p, d.index())[0] + typeCost(p, d.index())[1]
                    + typeCost(p, d.index())[2] + typeCost(p, d.index())[3] == 0) continue;
            if (av != null && !av.canMake(seat, d.index())) continue;
            if (d.word().equals("wonder") && p.age() < 4) continue;
            int[] cost = typeCost(p, d.index());
            out.add(new Button(GRID[k++], Kind.BUILD, d.word(), d.word() + " " + cost(cost), p.affords(cost, null) ? null : "need " + cost(cost)));
        }
        out.add(new Button(Keys.ESCAPE, Kind.BACK, "", "back", null));
        return out;
    }
}
