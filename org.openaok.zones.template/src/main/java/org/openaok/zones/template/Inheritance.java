package org.openaok.zones.template;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Resolves the *LikeZone fields: a zone that names another takes that zone's value of the
 * property, after that zone has taken its own (so chains resolve, however long). A chain that
 * comes back to a zone on it is a cycle: reported once, and the zone keeps its own value.
 * As in VCMI, the reference wins over a value the zone writes itself.
 */
final class Inheritance {
    /** The inheriting fields, in the order they are resolved. */
    static final List<String> FIELDS = List.of("terrainTypeLikeZone", "minesLikeZone", "treasureLikeZone",
            "townsLikeZone", "customObjectsLikeZone");

    interface CycleSink {
        void cycle(ZoneDraft at, String field, List<String> chain);
    }

    private final List<ZoneDraft> zones;
    private final Map<String, ZoneDraft> byId;
    private final CycleSink sink;

    Inheritance(List<ZoneDraft> zones, Map<String, ZoneDraft> byId, CycleSink sink) {
        this.zones = zones;
        this.byId = byId;
        this.sink = sink;
    }

    /** The zone's own fields a *LikeZone field replaces. */
    static List<String> ownFields(String likeField) {
        return switch (likeField) {
            case "terrainTypeLikeZone" -> List.of("terrainTypes", "bannedTerrains");
            case "minesLikeZone" -> List.of("mines");
            case "treasureLikeZone" -> List.of("treasure");
            case "townsLikeZone" -> List.of("playerTowns", "neutralTowns", "townsAreSameType", "allowedTowns", "bannedTowns");
            case "customObjectsLikeZone" -> List.of("customObjects");
            default -> throw new IllegalArgumentException(likeField);
        };
    }

    private static void copy(String field, ZoneDraft from, ZoneDraft to) {
        switch (field) {
            case "terrainTypeLikeZone" -> {
                to.terrainTypes = new ArrayList<>(from.terrainTypes);
                to.bannedTerrains = new ArrayList<>(from.bannedTerrains);
            }
            case "minesLikeZone" -> to.mines = new java.util.LinkedHashMap<>(from.mines);
            case "treasureLikeZone" -> to.treasure = new ArrayList<>(from.treasure);
            case "townsLikeZone" -> {
                to.playerTowns = from.playerTowns;
                to.neutralTowns = from.neutralTowns;
                to.townsAreSameType = from.townsAreSameType;
                to.allowedTowns = new ArrayList<>(from.allowedTowns);
                to.bannedTowns = new ArrayList<>(from.bannedTowns);
            }
            case "customObjectsLikeZone" -> to.customObjects = from.customObjects;
            default -> throw new IllegalArgumentException(field);
        }
    }

    void resolve() {
        for (String field : FIELDS) {
            Map<String, Integer> state = new HashMap<>();   // absent: not yet, 1: on the chain, 2: done
            for (ZoneDraft z : zones) resolve(z, field, state, new ArrayDeque<>());
        }
    }

    /** Depth-first along the references; the chain is bounded by the number of zones. */
    private void resolve(ZoneDraft z, String field, Map<String, Integer> state, Deque<String> chain) {
        if (state.getOrDefault(z.id, 0) == 2) return;
        state.put(z.id, 1);
        chain.addLast(z.id);
        String ref = z.likes.get(field);
        ZoneDraft target = ref == null ? null : byId.get(ref);
        if (target != null) {
            if (state.getOrDefault(target.id, 0) == 1) {
                List<String> cycle = new ArrayList<>();
                boolean on = false;
                for (String id : chain) {
                    if (id.equals(target.id)) on = true;
                    if (on) cycle.add(id);
                }
                cycle.add(target.id);
                sink.cycle(z, field, cycle);
            } else {
                resolve(target, field, state, chain);
                copy(field, target, z);
            }
        }
        chain.removeLast();
        state.put(z.id, 2);
    }
}
