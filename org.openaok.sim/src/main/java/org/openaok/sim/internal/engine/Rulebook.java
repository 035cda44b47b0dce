package org.openaok.sim.internal.engine;

import java.util.List;

import org.openaok.sim.api.rules.Ref;
import org.openaok.sim.api.rules.Requirement;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TechDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.PlayerState;
import org.openaok.sim.api.system.Availability;

/** What a player may make or research now, by its tree, age and requirements. */
final class Rulebook implements Availability {
    private static final String[] AGES = {"", "Dark", "Feudal", "Castle", "Imperial", "Imperial"};

    private final Rules rules;
    private final PlayerState[] players;

    Rulebook(Rules rules, PlayerState[] players) {
        this.rules = rules;
        this.players = players;
    }

    @Override
    public String whyNotType(int player, int type) {
        if (player < 1 || player >= players.length) return "seat " + player + " is not in the match";
        PlayerState p = players[player];
        TypeDef d = rules.type(type);
        if (p.typeDisabled(type)) return d.word() + " is not in the " + rules.civ(p.civ).word() + " tree";
        if (d.civ() >= 0 && d.civ() != p.civ) return d.word() + " is unique to the " + rules.civ(d.civ()).word();
        if (d.upgradesFrom() >= 0) {
            int base = type;
            for (int guard = 0; guard < 16 && rules.type(base).upgradesFrom() >= 0; guard++) base = rules.type(base).upgradesFrom();
            if (p.form(base) != type) return d.word() + " needs its upgrade first";
        }
        // a player without a Town Center may build one in any age (Nomad starts)
        boolean firstOne = d.has("one-if-none") && p.countAll(type) == 0;
        if (d.age() > p.age() && !firstOne) return d.word() + " needs the " + AGES[Math.min(d.age(), 5)] + " Age";
        if (d.isUnit() && d.trainedAt() >= 0 && p.count(d.trainedAt()) == 0)
            return d.word() + " is trained at a " + rules.type(d.trainedAt()).word() + ", and there is none";
        String r = unmet(p, d.requires());
        return r == null ? null : d.word() + " needs " + r;
    }

    @Override
    public String whyNotTech(int player, int tech) {
        if (player < 1 || player >= players.length) return "seat " + player + " is not in the match";
        PlayerState p = players[player];
        TechDef t = rules.tech(tech);
        if (p.researched(tech)) return t.word() + " is researched already";
        if (p.pending(tech)) return t.word() + " is being researched already";
        if (p.techDisabled(tech)) return t.word() + " is not in the " + rules.civ(p.civ).word() + " tree";
        if (t.civ() >= 0 && t.civ() != p.civ) return t.word() + " is unique to the " + rules.civ(t.civ()).word();
        if (t.age() > p.age()) return t.word() + " needs the " + AGES[Math.min(t.age(), 5)] + " Age";
        if (t.ageReached() > 0 && t.ageReached() <= p.age()) return "the " + AGES[t.ageReached()] + " Age is reached already";
        String r = unmet(p, t.requires());
        return r == null ? null : t.word() + " needs " + r;
    }

    /** The first requirement not met, described, or null. */
    private String unmet(PlayerState p, List<Requirement> reqs) {
        for (Requirement q : reqs) {
            String why = unmet(p, q);
            if (why != null) return why;
        }
        return null;
    }

    private String unmet(PlayerState p, Requirement q) {
        if (q instanceof Requirement.Has h) {
            Ref ref = h.what();
            if (ref.tech()) return p.researched(ref.index()) ? null : rules.tech(ref.index()).word();
            return has(p, ref.index()) ? null : "a finished " + rules.type(ref.index()).word();
        }
        if (q instanceof Requirement.Distinct d) {
            int n = 0;
            StringBuilder names = new StringBuilder();
            for (int t : d.types()) {
                if (has(p, t)) n++;
                names.append(names.length() == 0 ? "" : ", ").append(rules.type(t).word());
            }
            return n >= d.count() ? null : d.count() + " different of " + names + " (has " + n + ")";
        }
        if (q instanceof Requirement.AnyOf a) {
            String first = null;
            for (List<Requirement> alt : a.alternatives()) {
                String why = unmet(p, alt);
                if (why == null) return null;
                if (first == null) first = why;
            }
            return first;
        }
        return "an unknown requirement";
    }

    /** A finished building of the type, or one it was upgraded from (a Guard Tower counts as a Watch Tower). */
    private boolean has(PlayerState p, int type) {
        if (p.count(type) > 0) return true;
        int f = p.form(type);
        return f != type && p.count(f) > 0;
    }
}
