package org.openaok.mapgen.stages.land;

/**
 * How a land's zone is chosen: lands of one zone may touch, lands of different zones keep
 * their avoidance distance apart (that is what keeps islands apart).
 *
 * @param kind   which rule
 * @param number the zone number a script gave ({@link Kind#NUMBERED})
 */
public record ZoneRule(Kind kind, int number) {
    public enum Kind {
        /** A player land is a zone of its own; every create_land shares one other zone. */
        DEFAULT,
        /** {@code zone N}: every land with the same number shares a zone. */
        NUMBERED,
        /** {@code set_zone_by_team}: team-mates' lands share a zone (a player without a team has one alone). */
        BY_TEAM,
        /** {@code set_zone_randomly}: a zone drawn at random among as many as there are players. */
        RANDOM
    }

    public static final ZoneRule DEFAULT = new ZoneRule(Kind.DEFAULT, 0);
}
