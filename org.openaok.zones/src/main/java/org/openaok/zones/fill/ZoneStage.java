package org.openaok.zones.fill;

import org.openaok.api.stage.StageScope;

/** A per-zone fill step. */
abstract class ZoneStage extends ZonesStage {
    @Override public StageScope scope() { return StageScope.ZONE; }
}
