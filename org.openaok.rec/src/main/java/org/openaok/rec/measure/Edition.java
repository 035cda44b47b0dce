package org.openaok.rec.measure;

import java.util.List;
import java.util.Optional;

import org.openaok.rec.RecPlayer;
import org.openaok.rec.RecVersion;
import org.openaok.rec.RecordedGame;

/**
 * The edition of the game whose scripts made a recorded map, as far as the header tells it, and
 * the measures where that edition's scripts are known to differ from The Conquerors 1.0c's, the
 * scripts {@code compare} generates from.
 *
 * <p>A known difference names the measure, the editions it holds for and the value that edition
 * gives, with the evidence. It explains a recorded value only when the value is exactly what
 * the edition gives; any other value outside the generated range stays unexplained. No later
 * edition's scripts are public, so the measure cannot be generated as that edition does: the
 * comparison reports it as "edition differs" with the reason, and never widens its tolerance.
 *
 * @param name   for people, e.g. {@code HD Edition 4.x (save 12.36)}
 * @param family which scripts the edition ships
 */
public record Edition(String name, Family family) {
    /** Whose scripts an edition's built-in maps come from. */
    public enum Family {
        /** The Age of Kings 2.0a, The Conquerors 1.0/1.0c and UserPatch on The Conquerors' data. */
        ORIGINAL,
        /** The HD Edition before 5.0 (save versions 12.36 to 12.49). */
        HD4,
        /** The HD Edition from 5.0 on (save version 12.50 or more). */
        HD5,
        /** UserPatch with a data mod: a civilisation beyond The Conquerors' 18 is in the game. */
        USERPATCH_DATA_MOD
    }

    /** The Conquerors' civilisations are 1 to 18; a higher one comes from a later expansion's data. */
    static final int CONQUERORS_CIVILISATIONS = 18;
    /** The first save version the HD Edition 5.0 writes. */
    static final int HD5_SAVE = 1250;

    /** The edition a recording's header names. */
    public static Edition of(RecordedGame g) {
        if (g.version() == RecVersion.HD) {
            boolean five = g.saveVersion() >= HD5_SAVE;
            return new Edition("HD Edition " + (five ? "5.x" : "4.x") + " (save " + g.saveVersionText() + ")", five ? Family.HD5 : Family.HD4);
        }
        if (g.version().userPatch()) {
            Optional<Integer> later = g.players().stream().map(RecPlayer::civilization).filter(c -> c > CONQUERORS_CIVILISATIONS).findFirst();
            if (later.isPresent()) {
                return new Edition(g.version().title() + " with a data mod (civilisation " + later.get() + " is not one of The Conquerors' "
                        + CONQUERORS_CIVILISATIONS + ")", Family.USERPATCH_DATA_MOD);
            }
        }
        return new Edition(g.version().title(), Family.ORIGINAL);
    }

    /**
     * Why a recorded value differs from the 1.0c scripts' for this edition, when it is exactly the
     * value a known difference of the edition gives; empty otherwise (and for every measure of an
     * edition that ships the original scripts).
     */
    public Optional<String> differs(String measure, double recorded, RecordedGame g) {
        for (Difference d : DIFFERENCES) {
            if (!d.measure.equals(measure) || !d.families.contains(family)) continue;
            double expected = d.value.of(g);
            if (Math.abs(recorded - expected) < 1e-9) return Optional.of(name + ": " + d.reason);
        }
        return Optional.empty();
    }

    private interface Value {
        double of(RecordedGame g);
    }

    private record Difference(String measure, List<Family> families, Value value, String reason) {}

    /** How many objects a script asks for every 10,000 tiles come to on the recorded map (set_scaling_to_map_size). */
    private static double scaled(int per10000, RecordedGame g) {
        return Math.floor((double) per10000 * g.size() * g.size() / 10_000);
    }

    /**
     * Hawks: 1.0c's scripts ask 6 for every 10,000 tiles (floor(6 x side^2 / 10^4) on the map); every
     * public HD 4.x recording (three, save 12.36 and 12.49) and the one UserPatch game with a data
     * mod hold floor(4 x side^2 / 10^4), while the HD 5.x recordings (three) and the other eight hold 6's count.
     *
     * <p>Scandinavia's fish: 1.0c's script asks 8 shore fish and 15 salmon for every 10,000 tiles
     * (11 and 21 at 120 tiles). The one public HD 4.x Scandinavia (save 12.36, 120 tiles) holds no
     * salmon at all but 36 shore fish, 8 dorado and 11 tuna, exactly floor(n x side^2 / 10^4) for
     * 25, 6 and 8: other species, so another script, not a longer shore (1.0c's count does not
     * depend on the shore). Only that total is explained, only for that map and edition.
     */
    private static final List<Difference> DIFFERENCES = List.of(
            new Difference("animals.birds", List.of(Family.HD4, Family.USERPATCH_DATA_MOD),
                    g -> Math.floor(4.0 * g.size() * g.size() / 10_000) / Math.max(1, g.players().size()),
                    "its scripts place 4 hawks for every 10,000 tiles, The Conquerors 1.0c's 6 (each public recording of this edition"
                            + " holds exactly floor(4 x side^2 / 10^4); its scripts are not public, so ours cannot follow them)"),
            new Difference("fish.all", List.of(Family.HD4),
                    g -> g.mapName().equals("Scandinavia") ? scaled(25, g) + scaled(6, g) + scaled(8, g) : Double.NaN,
                    "its Scandinavia places other fish: 25 shore fish, 6 dorado and 8 tuna for every 10,000 tiles and no salmon,"
                            + " The Conquerors 1.0c's 8 shore fish and 15 salmon (the public recording holds exactly those counts;"
                            + " its scripts are not public, so ours cannot follow them)"));
}
