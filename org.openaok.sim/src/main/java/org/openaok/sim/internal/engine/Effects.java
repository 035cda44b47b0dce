package org.openaok.sim.internal.engine;

import java.util.List;

import org.openaok.sim.api.rules.Attr;
import org.openaok.sim.api.rules.Effect;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Stats;
import org.openaok.sim.api.rules.Target;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.IntList;
import org.openaok.sim.api.state.PlayerState;

/** Carries out what technologies, civilisations and team bonuses do to a player. */
final class Effects {
    private final Rules rules;
    private final Entities e;
    private final Things things;

    Effects(Rules rules, Entities e, Things things) {
        this.rules = rules;
        this.e = e;
        this.things = things;
    }

    void apply(PlayerState p, List<Effect> effects) {
        for (Effect f : effects) apply(p, f);
        p.refreshStatsChecksum();
    }

    private void apply(PlayerState p, Effect f) {
        if (f instanceof Effect.Modify m) modify(p, m);
        else if (f instanceof Effect.Upgrade u) upgrade(p, u.from(), u.to());
        else if (f instanceof Effect.Enable en) {
            if (en.what().tech()) p.setTechDisabled(en.what().index(), false); else p.setTypeDisabled(en.what().index(), false);
        } else if (f instanceof Effect.Disable d) {
            if (d.what().tech()) p.setTechDisabled(d.what().index(), true); else p.setTypeDisabled(d.what().index(), true);
        } else if (f instanceof Effect.Grant g) {
            p.addIncome(g.resource().ordinal(), g.amount());
        }
        // StartUnit is carried out by the setup, which knows where the town is
    }

    private void modify(PlayerState p, Effect.Modify m) {
        Target t = m.target();
        switch (t.scope()) {
            case TYPES -> {
                for (int type : t.indexes()) modifyType(p, type, m);
            }
            case TECH -> {
                for (int tech : t.indexes()) {
                    if (m.key().equals("time")) p.setTechTime(tech, m.op().apply(p.techTime(tech), m.value()));
                    else {
                        int[] c = p.techCost(tech);
                        for (Resource r : Resource.values()) {
                            if (m.key().equals("cost") || m.key().equals("cost." + r.word())) c[r.ordinal()] = Math.max(0, m.op().apply(c[r.ordinal()], m.value()));
                        }
                    }
                }
            }
            case TASKS -> {
                for (int task : t.indexes()) {
                    if (m.key().equals("rate")) p.setTaskRate(task, m.op().apply(p.taskRate(task), m.value()));
                    else if (m.key().equals("carry")) p.setTaskCarry(task, m.op().apply(p.taskCarry(task), m.value()));
                    else {
                        // a villager's attack while at a task (Goth hunters against boar): kept by the player
                        String key = taskAttackKey(rules.tasks().get(task).word(), m.armourClass());
                        p.setAttribute(key, m.op().apply(p.attribute(key, 0), m.value()));
                    }
                }
            }
            case PLAYER -> p.setAttribute(m.key(), m.op().apply(p.attribute(m.key(), playerDefault(m.key())), m.value()));
        }
    }

    /** A player-wide number before any effect: the settings' {@code player.KEY}, else what the game starts from. */
    int playerDefault(String key) {
        if (key.equals("tribute-tax")) return rules.setting("tribute.tax", 30_000);
        if (key.equals("market-fee")) return rules.setting("market.fee", 30_000);
        if (key.equals("build-rate") || key.startsWith("resource-yield") || key.equals("heal-rate") || key.equals("research-cost")) return 1000;
        return rules.setting("player." + key, 0);
    }

    /** The player attribute that holds a task's extra attack in a class. */
    static String taskAttackKey(String task, int armourClass) { return "task." + task + ".attack." + armourClass; }

    private void modifyType(PlayerState p, int type, Effect.Modify m) {
        Stats s = p.stats(type);
        if (m.armourClass() >= 0) {
            int c = m.armourClass();
            if (m.key().startsWith("arrow-attack.")) s.setMissile(c, m.op().apply(s.missile(c), m.value()));
            else if (m.attack()) s.setAttack(c, m.op().apply(s.attack(c), m.value()));
            else s.setArmour(c, m.op().apply(s.armour(c), m.value()));
            return;
        }
        if (m.attr() == null) { // "cost": every resource at once
            for (Resource r : Resource.values()) s.set(Attr.cost(r), Math.max(0, m.op().apply(s.get(Attr.cost(r)), m.value())));
            return;
        }
        // a building's "pop" is the room it gives
        Attr attr = m.attr() == Attr.POP && rules.type(type).isBuilding() ? Attr.POP_ROOM : m.attr();
        int old = s.get(attr);
        int now = m.op().apply(old, m.value());
        if (attr.name().startsWith("COST_")) now = Math.max(0, now);
        s.set(attr, now);
        if (attr == Attr.POP_ROOM && now != old) adjustRoom(p, type, now - old);
        if (attr == Attr.HP) {
            // those already on the map gain (or lose) the same hit points
            int delta = now - old;
            adjustHp(p.seat, type, delta, e.units());
            adjustHp(p.seat, type, delta, e.buildings());
        }
    }

    /** Buildings already standing give the new room at once. */
    private void adjustRoom(PlayerState p, int type, int delta) {
        p.addPopRoom(p.count(type) * delta / 1000);
    }

    private void adjustHp(int seat, int type, int delta, IntList list) {
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            if (e.type(id) == type && e.owner(id) == seat && e.state(id) == Entities.ALIVE) e.setHp(id, Math.max(1000, e.hp(id) + delta));
        }
    }

    private void upgrade(PlayerState p, int from, int to) {
        p.setForm(from, to);
        upgradeList(p.seat, from, to, e.units());
        upgradeList(p.seat, from, to, e.buildings());
    }

    private void upgradeList(int seat, int from, int to, IntList list) {
        for (int k = 0; k < list.size(); k++) {
            int id = list.get(k);
            if (e.type(id) == from && e.owner(id) == seat && e.state(id) != Entities.DEAD) things.transform(id, to);
        }
    }
}
