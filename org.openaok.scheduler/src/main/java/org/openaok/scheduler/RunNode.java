package org.openaok.scheduler;

import java.util.BitSet;

import org.openaok.api.map.Zone;
import org.openaok.api.stage.StageScope;

/**
 * One run of a stage: the stage once for the map, or once for one zone. Its ordinal is its
 * place in the graph's deterministic topological order (from 1; 0 stands for the generator's
 * setup), and orders everything the run leaves behind: objects, diagnostics, tallies.
 */
public final class RunNode {
    final StageRegistration stage;
    final Zone zone;
    int ordinal;
    int[] successors = new int[0];
    int predecessors;
    /** Ordinals of every run this one waits for, directly or not. */
    BitSet ancestors = new BitSet();

    RunNode(StageRegistration stage, Zone zone) {
        this.stage = stage;
        this.zone = zone;
    }

    public StageRegistration stage() { return stage; }

    /** The zone, or null for a run over the whole map. */
    public Zone zone() { return zone; }

    public int ordinal() { return ordinal; }

    public String label() {
        return stage.scope() == StageScope.ZONE && zone != null ? stage.id() + "[zone " + zone.id() + "]" : stage.id();
    }
}
