package org.openaok.sim.internal.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.rules.CivDef;
import org.openaok.sim.api.rules.Effect;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.Target;
import org.openaok.sim.api.rules.TechDef;

/** Every player attribute the rules (effects.tsv) set is one a system reads ({@link PlayerAttributes}). */
class PlayerAttributesTest {
    @Test
    void everyPlayerAttributeTheRulesSetIsRead() {
        Rules rules = Fixtures.rules();
        List<Effect> all = new ArrayList<>();
        for (TechDef t : rules.techs()) all.addAll(t.effects());
        for (CivDef c : rules.civs()) {
            all.addAll(c.start());
            all.addAll(c.team());
            c.onTech().values().forEach(all::addAll);
        }
        Set<String> set = new TreeSet<>();
        for (Effect f : all) if (f instanceof Effect.Modify m && m.target().scope() == Target.Scope.PLAYER) set.add(m.key());
        assertTrue(set.contains("pop-cap-bonus") && set.contains("herd-dominance") && set.size() > 20, "the rows were read: " + set);
        Set<String> unread = new TreeSet<>(set);
        unread.removeAll(PlayerAttributes.HONOURED);
        assertTrue(unread.isEmpty(), "player attributes effects.tsv sets and no system reads: " + unread);
    }
}
