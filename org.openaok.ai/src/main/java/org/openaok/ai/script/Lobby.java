package org.openaok.ai.script;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.openaok.ai.lang.ParamKind;
import org.openaok.ai.lang.Vocabulary;

/**
 * The seats of a game as UserPatch's symbols about the other players see them at the start:
 * how many play, who is on whose team, their civilisations and whether they are people.
 *
 * @param seats every seat in the game
 */
public record Lobby(List<Member> seats) {
    /**
     * One seat.
     *
     * @param player 1 to 8
     * @param team   its team, 0 for none (then it is everyone's enemy)
     * @param civ    its civilisation
     * @param human  whether a person plays it
     */
    public record Member(int player, int team, int civ, boolean human) {}

    public Lobby {
        seats = List.copyOf(seats);
    }

    private boolean allied(Member a, Member b) { return a.player() == b.player() || (a.team() != 0 && a.team() == b.team()); }

    /**
     * The symbols of the game for one seat: UP-n-PLAYER-GAME, UP-n-PLAYER-TEAM, UP-ALLY-IN-GAME,
     * UP-MULTIPLE-ENEMIES, UP-TEAM-DISADVANTAGE, UP-HUMAN-IN-GAME, UP-HUMAN-ALLY, UP-HUMAN-ENEMY,
     * UP-COMPUTER-ALLY, UP-COMPUTER-ENEMY and UP-civ-CIV-ALLY or -ENEMY for each other seat.
     */
    public Set<String> symbols(int self) {
        Set<String> s = new TreeSet<>();
        Member me = seats.stream().filter(m -> m.player() == self).findFirst().orElse(null);
        if (me == null) return s;
        s.add("UP-" + seats.size() + "-PLAYER-GAME");
        int team = 0, enemies = 0;
        Map<Integer, Integer> teamSizes = new java.util.TreeMap<>();
        for (Member m : seats) {
            if (m.team() != 0) teamSizes.merge(m.team(), 1, Integer::sum);
            boolean ally = allied(me, m);
            if (ally) team++;
            if (m.human()) s.add("UP-HUMAN-IN-GAME");
            if (m.player() == self) continue;
            if (!ally) enemies++;
            String who = (m.human() ? "UP-HUMAN-" : "UP-COMPUTER-") + (ally ? "ALLY" : "ENEMY");
            s.add(who);
            if (ally) s.add("UP-ALLY-IN-GAME");
            String civ = civWord(m.civ());
            if (civ != null) s.add("UP-" + civ + "-CIV-" + (ally ? "ALLY" : "ENEMY"));
        }
        s.add("UP-" + team + "-PLAYER-TEAM");
        if (enemies > 1) s.add("UP-MULTIPLE-ENEMIES");
        for (Map.Entry<Integer, Integer> t : teamSizes.entrySet()) {
            if (t.getKey() != me.team() && t.getValue() > team) s.add("UP-TEAM-DISADVANTAGE");
        }
        return s;
    }

    private static String civWord(int civ) {
        for (Map.Entry<String, Integer> e : Vocabulary.standard().words(ParamKind.CIV).entrySet()) {
            if (e.getValue() == civ && civ > 0) return e.getKey().toUpperCase(Locale.ROOT);
        }
        return null;
    }
}
