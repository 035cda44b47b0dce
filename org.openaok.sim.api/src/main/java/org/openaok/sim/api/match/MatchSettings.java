package org.openaok.sim.api.match;

import java.util.List;

/**
 * The lobby of a match. Together with the generated map it decides the match: the same settings
 * and map give the same match, tick for tick.
 *
 * @param seed       the match's seed (its random streams derive from it)
 * @param seats      the seats in use, in seat order
 * @param startAge   1 Dark ... 4 Imperial (5 Post-Imperial: every Imperial technology researched)
 * @param resources  {@code standard} (low), {@code low}, {@code medium}, {@code high}, or {@code deathmatch}
 * @param popCap     25-200 (values above 200 are kept to 200, as the original)
 * @param reveal     {@code normal}, {@code explored} or {@code all-visible}
 * @param victory    {@code standard}, {@code conquest}, {@code relics}, {@code wonder}, {@code time-limit} or {@code score}
 * @param mode       {@code random-map}, {@code regicide} or {@code death-match}
 * @param lockTeams  whether the teams are locked (no stance changes)
 * @param alliedSight whether allies see what each other sees from the start (otherwise after Cartography)
 * @param timeLimitSeconds for the time-limit victory, else 0
 * @param scoreTarget for the score victory, else 0
 */
public record MatchSettings(long seed, List<SeatSettings> seats, int startAge, String resources, int popCap, String reveal,
                            String victory, String mode, boolean lockTeams, boolean alliedSight, int timeLimitSeconds,
                            int scoreTarget) {
    public MatchSettings {
        seats = List.copyOf(seats);
        if (seats.isEmpty() || seats.size() > 8) throw new IllegalArgumentException("a match has 1-8 seats, not " + seats.size());
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).seat() != i + 1) throw new IllegalArgumentException("seats must be numbered 1.." + seats.size() + " in order");
        }
        if (startAge < 1 || startAge > 5) throw new IllegalArgumentException("starting age " + startAge + " is not 1-5");
        if (popCap < 25) popCap = 25;
        if (popCap > 200) popCap = 200;
        if (!List.of("standard", "low", "medium", "high", "deathmatch").contains(resources))
            throw new IllegalArgumentException("resources " + resources + " is not standard, low, medium, high or deathmatch");
        if (!List.of("normal", "explored", "all-visible").contains(reveal))
            throw new IllegalArgumentException("reveal " + reveal + " is not normal, explored or all-visible");
        if (!List.of("standard", "conquest", "relics", "wonder", "time-limit", "score").contains(victory))
            throw new IllegalArgumentException("victory " + victory + " is not standard, conquest, relics, wonder, time-limit or score");
        if (!List.of("random-map", "regicide", "death-match").contains(mode))
            throw new IllegalArgumentException("mode " + mode + " is not random-map, regicide or death-match");
        if (mode.equals("death-match")) resources = "deathmatch";
    }

    public int players() { return seats.size(); }

    public SeatSettings seat(int s) { return seats.get(s - 1); }

    /** Lobby defaults for a number of seats, one civilisation each, no teams. */
    public static MatchSettings defaults(long seed, List<String> civs) {
        List<SeatSettings> s = new java.util.ArrayList<>();
        for (int i = 0; i < civs.size(); i++) s.add(new SeatSettings(i + 1, civs.get(i), 0, i + 1, false, "", ""));
        return new MatchSettings(seed, s, 1, "standard", 200, "normal", "conquest", "random-map", false, false, 0, 0);
    }

    public MatchSettings withSeats(List<SeatSettings> newSeats) {
        return new MatchSettings(seed, newSeats, startAge, resources, popCap, reveal, victory, mode, lockTeams, alliedSight,
                timeLimitSeconds, scoreTarget);
    }
}
