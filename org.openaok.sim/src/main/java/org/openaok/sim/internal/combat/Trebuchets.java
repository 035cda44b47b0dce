package org.openaok.sim.internal.combat;

import org.openaok.sim.internal.TypeFlags;
import org.openaok.sim.api.command.Pack;
import org.openaok.sim.api.command.Refusal;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Movement;
import org.openaok.sim.internal.Column;

/**
 * Siege that packs to walk and unpacks to shoot (the trebuchet): the two forms the tables link by
 * {@code packs-to} and {@code unpacks-to}, and the time the change takes, standing still.
 */
final class Trebuchets {
    private final MatchContext m;
    private final Rules rules;
    private final Entities e;
    private final Column packing = new Column(), into = new Column(-1);
    /** The tables leave the packing time out; the animation takes about five seconds. */
    private final int packMs;
    /** Per type: the packed form (it unpacks before it shoots), the unpacked form (it packs before it walks). */
    private final boolean[] packedForm, unpackedForm;
    private Movement move;

    Trebuchets(MatchContext m) {
        this.m = m;
        this.rules = m.rules();
        this.e = m.entities();
        packMs = rules.setting("trebuchet.pack", 5000);
        packedForm = TypeFlags.trait(rules, "unpacks-to");
        unpackedForm = TypeFlags.trait(rules, "packs-to");
        m.handle(Pack.class, this::pack);
    }

    void ready(Movement move) { this.move = move; }

    /** Whether the type is the packed form, that must unpack before it shoots. */
    boolean packed(int type) { return packedForm[type]; }

    /** Whether the type is the unpacked form, that must pack before it walks. */
    boolean unpacked(int type) { return unpackedForm[type]; }

    /** A type's other form, or -1. */
    int otherForm(int type) {
        TypeDef d = rules.type(type);
        String w = d.traitText(d.has("packs-to") ? "packs-to" : "unpacks-to", "");
        return w.isEmpty() ? -1 : rules.type(w).map(TypeDef::index).orElse(-1);
    }

    private Result pack(Pack c) {
        int given = 0;
        for (int u : c.units()) {
            if (!e.alive(u) || e.owner(u) != c.player()) continue;
            boolean isPacked = packed(e.type(u));
            if (!isPacked && !unpacked(e.type(u))) continue;
            if (isPacked != c.pack()) start(u);
            given++;
        }
        return given == 0 ? Result.refused(c, Refusal.NOT_ABLE, "none of the units packs") : Result.ok(c);
    }

    /** Begins the change to the other form (nothing if it is changing already). */
    void start(int u) {
        if (packing.get(u) > 0) return;
        int other = otherForm(e.type(u));
        if (other < 0) return;
        move.stop(u);
        packing.set(u, packMs);
        into.set(u, other);
    }

    /** Carries a change on by a tick; true while the unit is busy changing (it does nothing else). */
    boolean tick(int u) {
        int pk = packing.get(u);
        if (pk <= 0) return false;
        pk -= m.tickMs();
        packing.set(u, Math.max(0, pk));
        if (pk <= 0 && into.get(u) >= 0) m.lifecycle().transform(u, into.get(u));
        return true;
    }

    /** Milliseconds of change left, for the hash. */
    int left(int u) { return packing.get(u); }
}
