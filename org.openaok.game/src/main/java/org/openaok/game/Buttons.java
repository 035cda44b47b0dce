package org.openaok.game;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.screen.Keys;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Availability;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.api.system.Prices;

/**
 * The buttons of the panel for what is selected, each with its key: what a building trains and
 * researches (what the tree and the age do not allow yet is left out), the buildings villagers can
 * lay, a gate's lock, and the orders units take (siege's attack-ground and packing, a monk's relic). Keys go in the original's grid order, Q W E R T, A S D F G,
 * Z X C V.
 */
final class Buttons {
    static final int[] GRID = {'Q', 'W', 'E', 'R', 'T', 'A', 'S', 'D', 'F', 'G', 'Z', 'X', 'C', 'V', 'Y', 'U', 'I', 'O', 'J', 'K', 'L', 'N', 'M'};

    enum Kind { TRAIN, RESEARCH, BUILD_MENU, BUILD, STOP, DELETE, BACK, CANCEL, UNGARRISON, BELL, ATTACK_GROUND, PACK, UNPACK, DROP_RELIC, TRANSFORM, GATE }

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
        Prices prices = m.find(Prices.class).orElse(null);
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
            // what the command will charge: Spies by the enemies' civilians, the Chinese discount
            int[] cost = prices != null ? prices.techPrice(seat, t.index()) : p.techCost(t.index());
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

    /**
     * What selected units offer, as the original's panel does for what is selected: villagers the
     * build menu; siege the rules mark {@code ground-attack} (a packed trebuchet by its shooting
     * form) attack-ground (T); trebuchets pack (P) and unpack (U); a monk carrying a relic drops
     * it (D); units the rules give a {@code transforms-to} switch mode (X, none in 1.0c's data);
     * all of them stop and delete.
     */
    static List<Button> forUnits(MatchContext m, int seat, List<Integer> units) {
        Entities e = m.entities();
        Rules r = m.rules();
        boolean villagers = false, ground = false, packed = false, unpacked = false, relic = false, transform = false;
        Monks monks = m.find(Monks.class).orElse(null);
        for (int id : units) {
            if (!e.present(id) || e.owner(id) != seat) continue;
            TypeDef d = r.type(e.type(id));
            if (!d.isUnit()) continue;
            villagers |= d.unitClass().equals("villager");
            ground |= groundAttack(r, d);
            packed |= d.has("unpacks-to");
            unpacked |= d.has("packs-to");
            relic |= monks != null && monks.relicCarried(id) != 0;
            transform |= d.has("transforms-to");
        }
        List<Button> out = new ArrayList<>();
        if (villagers) out.add(new Button('B', Kind.BUILD_MENU, "", "build ...", null));
        if (ground) out.add(new Button('T', Kind.ATTACK_GROUND, "", "attack ground ...", null));
        if (unpacked) out.add(new Button('P', Kind.PACK, "", "pack", null));
        if (packed) out.add(new Button('U', Kind.UNPACK, "", "unpack", null));
        if (relic) out.add(new Button('D', Kind.DROP_RELIC, "", "drop relic", null));
        if (transform) out.add(new Button('X', Kind.TRANSFORM, "", "transform", null));
        out.add(new Button('S', Kind.STOP, "", "stop", null));
        out.add(new Button(Keys.DELETE, Kind.DELETE, "", "delete", null));
        return out;
    }

    /** Whether units of the type may be sent against the ground: the rules' ground-attack, for a packed form its shooting form's. */
    static boolean groundAttack(Rules r, TypeDef d) {
        if (d.has("ground-attack")) return true;
        String other = d.traitText("unpacks-to", "");
        return !other.isEmpty() && r.type(other).map(o -> o.has("ground-attack")).orElse(false);
    }

    /**
     * The gate button for the seat's gates among the selected (the original's lock/unlock): L
     * locks them when none is locked, unlocks them when all are, and turns each to the other
     * state when some are; null when no finished gate of the seat's is selected.
     */
    static Button forGates(MatchContext m, int seat, List<Integer> selected, List<Button> taken) {
        Entities e = m.entities();
        int gates = 0, locked = 0;
        for (int id : selected) {
            if (!e.present(id) || e.owner(id) != seat || !e.isListedBuilding(id) || !m.rules().type(e.type(id)).has("gate")) continue;
            if (e.state(id) != Entities.ALIVE) continue;
            gates++;
            if ((e.flags(id) & Entities.LOCKED) != 0) locked++;
        }
        if (gates == 0) return null;
        int key = free(taken, 'L');
        if (key == 0) return null;
        String s = gates == 1 ? "gate" : "gates";
        if (locked == 0) return new Button(key, Kind.GATE, "lock", "lock " + s, null);
        if (locked == gates) return new Button(key, Kind.GATE, "unlock", "unlock " + s, null);
        return new Button(key, Kind.GATE, "toggle", "lock the open, open the locked (" + locked + " of " + gates + " locked)", null);
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
