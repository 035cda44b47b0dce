package org.openaok.zones.fill;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.generate.Key;
import org.openaok.zones.placement.ZoneLayout;
import org.openaok.zones.plan.ZonePlan;

/**
 * What the fill steps share: the obstacle mask and the seal (tiles touching another land zone,
 * which stay blocked unless a passage opens them) per level, each zone's {@link ZoneFill}, and the
 * map-wide results (passages, rivers). A zone step writes only its zone's tiles and record.
 */
public final class FillState {
    public static final Key<FillState> KEY = Key.of("zones.fill", FillState.class);

    final ZonePlan plan;
    final ZoneLayout layout;
    final int size;
    final byte[][] mask;
    final boolean[][] seal;
    final ZoneFill[] zones;
    final List<Sites.Passage> passages = new ArrayList<>();
    final List<int[]> rivers = new ArrayList<>();

    public FillState(ZonePlan plan, ZoneLayout layout) {
        this.plan = plan;
        this.layout = layout;
        this.size = plan.size();
        mask = new byte[plan.levels()][size * size];
        seal = new boolean[plan.levels()][size * size];
        zones = new ZoneFill[plan.zones().size()];
        for (int z = 0; z < zones.length; z++) zones[z] = new ZoneFill(z);
    }

    public ZonePlan plan() { return plan; }
    public ZoneLayout layout() { return layout; }
    public int size() { return size; }
    public byte mask(int level, int tile) { return mask[level][tile]; }
    public boolean seal(int level, int tile) { return seal[level][tile]; }
    public ZoneFill zone(int z) { return zones[z]; }

    public int zones() { return zones.length; }
    public List<Sites.Passage> passages() { return List.copyOf(passages); }
    public List<int[]> rivers() { return List.copyOf(rivers); }

    /** The passage made for a template connection, if any. */
    public java.util.Optional<Sites.Passage> passage(int link) {
        for (Sites.Passage p : passages) if (p.link() == link) return java.util.Optional.of(p);
        return java.util.Optional.empty();
    }
}
