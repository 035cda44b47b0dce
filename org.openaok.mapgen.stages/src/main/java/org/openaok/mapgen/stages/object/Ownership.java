package org.openaok.mapgen.stages.object;

import org.openaok.api.data.ObjectKind;
import org.openaok.api.data.ObjectType;

/**
 * Who an object placed for every player belongs to. It belongs to its player unless the script
 * forces it to Gaia (set_gaia_object_only); an object a player cannot own (a mine, a tree, a wild
 * animal) is then placed nowhere, as the reference measured of the original engine.
 */
public final class Ownership {
    private Ownership() {}

    /** Whether a player can own objects of the type: buildings, units and herdable animals. */
    public static boolean ownable(ObjectType type) {
        ObjectKind k = type.kind();
        return k == ObjectKind.BUILDING || k == ObjectKind.UNIT || k == ObjectKind.HERDABLE;
    }
}
