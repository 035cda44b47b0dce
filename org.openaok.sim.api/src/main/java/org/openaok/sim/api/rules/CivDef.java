package org.openaok.sim.api.rules;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * A civilisation: what its tree lacks, its bonuses at the start and as it reaches each age, and
 * its team bonus.
 *
 * @param index       dense index in {@link Rules#civs()}
 * @param id          the game's civilisation number (1 Britons ... 18 Koreans)
 * @param word        e.g. {@code franks}
 * @param lacksTypes  bit i: type i is not in its tree
 * @param lacksTechs  bit i: technology i is not in its tree
 * @param start       its bonuses, applied at the start
 * @param team        its team bonus, applied at the start to it and each of its allies
 * @param onTech      bonuses applied when it researches a technology (by tech index), e.g. at each age
 * @param uniqueUnits the types of its unique units
 */
public record CivDef(int index, int id, String word, BitSet lacksTypes, BitSet lacksTechs, List<Effect> start,
                     List<Effect> team, Map<Integer, List<Effect>> onTech, List<Integer> uniqueUnits) {
    public CivDef {
        lacksTypes = (BitSet) lacksTypes.clone();
        lacksTechs = (BitSet) lacksTechs.clone();
        start = List.copyOf(start);
        team = List.copyOf(team);
        onTech = Map.copyOf(onTech);
        uniqueUnits = List.copyOf(uniqueUnits);
    }

    public boolean hasType(int type) { return !lacksTypes.get(type); }

    public boolean hasTech(int tech) { return !lacksTechs.get(tech); }

    @Override
    public String toString() { return word; }
}
