package org.openaok.zones.template;

import java.util.List;

/**
 * A hint for a zone's town type: like another zone's, unlike some others', or related to another
 * zone's terrain. Zone references are the template's zone ids.
 */
public record TownHint(String likeZone, List<String> notLikeZone, String relatedToZoneTerrain) {
    public TownHint {
        notLikeZone = List.copyOf(notLikeZone);
    }
}
