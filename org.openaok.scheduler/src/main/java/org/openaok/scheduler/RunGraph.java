package org.openaok.scheduler;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;

import org.openaok.api.map.Zone;
import org.openaok.api.stage.Dependency;
import org.openaok.api.stage.Reach;
import org.openaok.api.stage.StageScope;

/**
 * The runs of one generation and what each waits for: per-zone stages expanded once per zone,
 * every declared dependency turned into edges between runs, and the runs put in one
 * deterministic topological order (ties broken by stage id, then zone).
 */
public final class RunGraph {
    private final List<RunNode> nodes;

    private RunGraph(List<RunNode> nodes) {
        this.nodes = nodes;
    }

    /** The runs, in topological order; {@code nodes().get(i).ordinal() == i + 1}. */
    public List<RunNode> nodes() { return nodes; }

    public int size() { return nodes.size(); }

    /**
     * Builds the graph.
     *
     * @param stages the chosen stages (one per id)
     * @param zones  the map's zones
     * @param generator the generator's id, for messages
     * @throws GraphException for dependencies nobody provides and for cycles, naming the stages and bundles
     */
    public static RunGraph build(List<StageRegistration> stages, List<Zone> zones, String generator) throws GraphException {
        List<RunNode> raw = new ArrayList<>();
        Map<String, List<RunNode>> byStage = new HashMap<>();
        Map<String, StageRegistration> stageById = new HashMap<>();
        List<StageRegistration> sorted = new ArrayList<>(stages);
        sorted.sort(Comparator.comparing(StageRegistration::id));
        for (StageRegistration s : sorted) {
            stageById.put(s.id(), s);
            List<RunNode> runs = new ArrayList<>();
            if (s.scope() == StageScope.ZONE) {
                for (Zone z : zones) runs.add(new RunNode(s, z));
            } else {
                runs.add(new RunNode(s, null));
            }
            raw.addAll(runs);
            byStage.put(s.id(), runs);
        }

        // edges, as index pairs into raw (deduplicated)
        Map<RunNode, Integer> index = new HashMap<>();
        for (int i = 0; i < raw.size(); i++) index.put(raw.get(i), i);
        List<Set<Integer>> succ = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) succ.add(new TreeSet<>());
        List<String> problems = new ArrayList<>();
        Set<String> reported = new LinkedHashSet<>();
        for (StageRegistration s : sorted) {
            for (Dependency d : s.dependencies()) {
                StageRegistration other = stageById.get(d.stage());
                if (other == null) {
                    if (!d.soft() && reported.add(s.id() + "->" + d.stage())) {
                        problems.add("stage " + s.describe() + " must run " + (d.before() ? "before" : "after")
                                + " '" + d.stage() + "', which no installed bundle provides for generator '" + generator + "'");
                    }
                    continue;
                }
                if (other == s) {
                    problems.add("stage " + s.describe() + " depends on itself");
                    continue;
                }
                for (RunNode n : byStage.get(s.id())) {
                    for (RunNode t : targets(n, d, byStage.get(other.id()))) {
                        int from = d.before() ? index.get(n) : index.get(t);
                        int to = d.before() ? index.get(t) : index.get(n);
                        succ.get(from).add(to);
                    }
                }
            }
        }
        if (!problems.isEmpty()) throw new GraphException(problems);

        int[] pending = new int[raw.size()];
        for (Set<Integer> out : succ) for (int t : out) pending[t]++;
        Comparator<Integer> order = Comparator.comparing((Integer i) -> raw.get(i).stage().id())
                .thenComparingInt(i -> raw.get(i).zone() == null ? -1 : raw.get(i).zone().id());
        PriorityQueue<Integer> ready = new PriorityQueue<>(order);
        for (int i = 0; i < raw.size(); i++) if (pending[i] == 0) ready.add(i);
        List<Integer> topo = new ArrayList<>(raw.size());
        while (!ready.isEmpty()) {
            int i = ready.poll();
            topo.add(i);
            for (int t : succ.get(i)) if (--pending[t] == 0) ready.add(t);
        }
        if (topo.size() < raw.size()) {
            throw new GraphException(List.of(describeCycle(raw, succ, pending)));
        }

        int[] ordinalOf = new int[raw.size()];
        for (int k = 0; k < topo.size(); k++) {
            ordinalOf[topo.get(k)] = k + 1;
            raw.get(topo.get(k)).ordinal = k + 1;
        }
        List<RunNode> nodes = new ArrayList<>(raw.size());
        for (int i : topo) nodes.add(raw.get(i));
        for (int i : topo) {
            RunNode n = raw.get(i);
            n.successors = succ.get(i).stream().mapToInt(t -> ordinalOf[t]).sorted().toArray();
        }
        for (RunNode n : nodes) {
            for (int s : n.successors) {
                RunNode t = nodes.get(s - 1);
                t.predecessors++;
                t.ancestors.or(n.ancestors);
                t.ancestors.set(n.ordinal);
            }
        }
        return new RunGraph(List.copyOf(nodes));
    }

    /** The runs of the other stage a run's dependency reaches. */
    private static List<RunNode> targets(RunNode n, Dependency d, List<RunNode> other) {
        if (other.isEmpty()) return other;
        boolean otherPerZone = other.get(0).zone() != null && other.get(0).stage().scope() == StageScope.ZONE;
        if (!otherPerZone) return other;                 // the other's single run
        if (n.zone() == null) return other;              // a map run waits for every zone's run
        if (d.reach() == Reach.ALL_ZONES) return other;
        List<RunNode> out = new ArrayList<>();
        for (RunNode t : other) {
            boolean hit = d.reach() == Reach.SAME_LEVEL ? t.zone().level() == n.zone().level()
                    : t.zone().id() == n.zone().id();
            if (hit) out.add(t);
        }
        return out;
    }

    /**
     * Finds one cycle among the runs Kahn's walk could not order. Each of them still waits for
     * an unordered predecessor, so walking predecessors must come back to a run already seen.
     */
    private static String describeCycle(List<RunNode> raw, List<Set<Integer>> succ, int[] pending) {
        List<List<Integer>> pred = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) pred.add(new ArrayList<>());
        for (int i = 0; i < raw.size(); i++) for (int t : succ.get(i)) pred.get(t).add(i);
        int cur = -1;
        for (int i = 0; i < raw.size(); i++) if (pending[i] > 0) { cur = i; break; }
        Map<Integer, Integer> seenAt = new HashMap<>();
        List<Integer> path = new ArrayList<>();
        while (!seenAt.containsKey(cur)) {
            seenAt.put(cur, path.size());
            path.add(cur);
            int next = -1;
            for (int p : pred.get(cur)) if (pending[p] > 0) { next = p; break; }
            cur = next;
        }
        List<Integer> cycle = new ArrayList<>(path.subList(seenAt.get(cur), path.size()));
        java.util.Collections.reverse(cycle);   // predecessors were walked: turn it to run order
        StringBuilder sb = new StringBuilder("stages depend on one another in a cycle: ");
        String first = null;
        String last = null;
        for (int i : cycle) {
            String d = raw.get(i).stage().describe();
            if (d.equals(last)) continue;
            if (first == null) first = d;
            sb.append(d).append(" -> ");
            last = d;
        }
        return sb.append(first).toString();
    }
}
