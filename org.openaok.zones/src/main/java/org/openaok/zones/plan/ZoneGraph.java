package org.openaok.zones.plan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.openaok.zones.template.ConnectionType;

/**
 * The template's zones as a graph: who is joined to whom, and how many connections apart any
 * two zones are (breadth-first; repulsive connections do not count as nearness).
 */
public final class ZoneGraph {
    /** Distance between zones no chain of connections joins. */
    public static final int FAR = 1 << 20;

    private final int n;
    private final List<int[]> neighbours;
    private final int[][] distance;

    public ZoneGraph(int zones, List<ZonePlan.Link> links) {
        this.n = zones;
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (ZonePlan.Link l : links) {
            if (l.spec().type() == ConnectionType.REPULSIVE) continue;
            if (!adj.get(l.a()).contains(l.b())) adj.get(l.a()).add(l.b());
            if (!adj.get(l.b()).contains(l.a())) adj.get(l.b()).add(l.a());
        }
        neighbours = new ArrayList<>();
        for (List<Integer> a : adj) neighbours.add(a.stream().mapToInt(Integer::intValue).sorted().toArray());
        distance = new int[n][];
        for (int s = 0; s < n; s++) distance[s] = bfs(s);
    }

    private int[] bfs(int s) {
        int[] d = new int[n];
        Arrays.fill(d, FAR);
        d[s] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(s);
        while (!q.isEmpty()) {
            int u = q.poll();
            for (int v : neighbours.get(u)) {
                if (d[v] == FAR) {
                    d[v] = d[u] + 1;
                    q.add(v);
                }
            }
        }
        return d;
    }

    public int size() { return n; }

    /** Connections apart, or {@link #FAR}. */
    public int distance(int a, int b) { return distance[a][b]; }

    /** The zones joined to one, ascending. */
    public int[] neighbours(int z) { return neighbours.get(z); }
}
