package org.openaok.sim.internal.gather;

import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.rules.TaskDef;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.rules.TypeKind;

/**
 * Which task (tasks.tsv) a gatherer works at on each kind of thing, worked out for every gatherer
 * type once per rules and shared by their matches (read only): a unit whose class names tasks of
 * its own (the fishing ship) works only at those, a villager at the rest; a task takes the things
 * its targets name by word, class, constant or resource.
 */
final class GatherTasks {
    private final int[][] tables;

    /** The rules' table, made the first time a match on them asks. */
    static GatherTasks of(Rules rules) { return rules.derived(GatherTasks.class, GatherTasks::new); }

    private GatherTasks(Rules rules) {
        int n = rules.types().size();
        int[] none = new int[n];
        java.util.Arrays.fill(none, -1);
        tables = new int[n][];
        for (TypeDef u : rules.types()) tables[u.index()] = build(rules, u, none);
    }

    /** The task a gatherer of a type works at on a thing of a type, or -1. */
    int of(int gatherer, int thing) { return tables[gatherer][thing]; }

    private static int[] build(Rules rules, TypeDef u, int[] none) {
        boolean exclusive = false;
        for (TaskDef d : rules.tasks()) if (own(d, u)) exclusive = true;
        if (!exclusive && !u.unitClass().equals("villager")) return none;
        int[] out = none.clone();
        for (TypeDef t : rules.types()) {
            if (t.resource() == null && !t.isUnit()) continue;
            String constWord = t.constName().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            found:
            for (TaskDef d : rules.tasks()) {
                if (d.resource() == null || exclusive != own(d, u)) continue;
                for (String w : d.targets()) {
                    if (w.equals(t.word()) || w.equals(t.unitClass()) || w.equals(constWord)
                            || (t.kind() == TypeKind.RESOURCE && w.equals(t.resource().word()))) {
                        out[t.index()] = d.index();
                        break found;
                    }
                }
            }
        }
        return out;
    }

    /** Whether a task is the unit class's own ({@code fishing-ship}, {@code fishing-ship-shore}). */
    private static boolean own(TaskDef d, TypeDef u) { return d.word().equals(u.unitClass()) || d.word().startsWith(u.unitClass() + "-"); }
}
