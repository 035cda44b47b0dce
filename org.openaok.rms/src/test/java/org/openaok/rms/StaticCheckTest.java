package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;

/** The all-branches check: mistakes in branches the seed did not pick, without false alarms. */
class StaticCheckTest {
    @Test
    void aMistakeInABranchNotTakenIsStillFound() {
        String text = """
                <OBJECTS_GENERATION>
                start_random
                  percent_chance 50
                    create_object GOLD { number_of_objects 3 }
                  percent_chance 50
                    create_object STONE { number_of_objects 3 } create_elevation 4
                end_random
                if NEVER_SET
                  create_object DEER { min_distance_to_players 20 max_distance_to_players 10 }
                endif
                """;
        long quiet = -1;
        for (long seed = 0; seed < 100 && quiet < 0; seed++) {
            if (!RmsReader.read("t.rms", text, LobbySettings.builder().seed(seed).build()).hasErrors()) quiet = seed;
        }
        assertTrue(quiet >= 0, "some seed picks the GOLD branch");
        RmsReadResult checked = RmsReader.check("t.rms", text, LobbySettings.builder().seed(quiet).build(), IncludeResolver.none());
        List<Diagnostic> errors = checked.errors();
        assertEquals(2, errors.size(), errors.toString());
        assertEquals(RmsCode.WRONG_SECTION.code(), errors.get(0).code());
        assertEquals(6, errors.get(0).line());
        assertEquals(RmsCode.MIN_ABOVE_MAX.code(), errors.get(1).code());
        assertEquals(9, errors.get(1).line());
    }

    @Test
    void constantsDefinedInSomeBranchesAreNotUndefined() {
        String text = """
                start_random
                  percent_chance 50 #const MAIN_TREE 349
                  percent_chance 50 #const MAIN_TREE 351
                end_random
                if TINY_MAP #const EXTRA 2 endif
                <OBJECTS_GENERATION>
                create_object MAIN_TREE { number_of_objects EXTRA }
                """;
        RmsReadResult r = Rms.check(text);
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    }

    @Test
    void aConstantDefinedTwiceInOneBranchIsStillReported() {
        RmsReadResult r = Rms.check("if A #const X 1 #const X 2 else #const X 3 endif");
        assertEquals(1, Rms.withCode(r, RmsCode.CONSTANT_REDEFINED).size(), r.diagnostics().toString());
    }

    @Test
    void eachBranchIsReadFromTheSectionAndBlockBeforeIt() {
        String text = """
                <LAND_GENERATION>
                if A
                  create_player_lands { land_percent 50 }
                  <ELEVATION_GENERATION>
                  create_elevation 3 { number_of_tiles 100 }
                elseif B
                  create_player_lands { land_percent 20 }
                else
                  create_land { land_percent 10
                endif
                  }
                <OBJECTS_GENERATION>
                create_object GOLD
                {
                if A number_of_objects 3
                else number_of_objects 5
                endif
                }
                """;
        RmsReadResult r = Rms.check(text);
        assertTrue(r.diagnostics().isEmpty(), r.diagnostics().toString());
    }

    @Test
    void valuesFromBranchesThatNeverMeetAreNotCompared() {
        String apart = """
                <OBJECTS_GENERATION>
                create_object GOLD {
                  if TINY_MAP min_distance_to_players 20 max_distance_to_players 30
                  else min_distance_to_players 5 max_distance_to_players 8 endif
                }
                """;
        assertFalse(Rms.check(apart).hasErrors(), Rms.check(apart).diagnostics().toString());
        String together = """
                <OBJECTS_GENERATION>
                create_object GOLD {
                  if TINY_MAP min_distance_to_players 20 endif
                  max_distance_to_players 8
                }
                """;
        Diagnostic d = Rms.withCode(Rms.check(together), RmsCode.MIN_ABOVE_MAX).get(0);
        assertEquals(3, d.line());
        String overridden = """
                <CLIFF_GENERATION>
                min_number_of_cliffs 9
                if A max_number_of_cliffs 3 endif
                min_number_of_cliffs 2
                """;
        assertFalse(Rms.check(overridden).hasErrors(), Rms.check(overridden).diagnostics().toString());
    }

    @Test
    void anIncludeReachedInOneBranchIsReadToo() {
        RmsReadResult r = Rms.check("<OBJECTS_GENERATION>\nif NEVER_SET\n  #include_drs missing.inc 60123\nendif\n");
        assertEquals(3, Rms.withCode(r, RmsCode.INCLUDE_NOT_FOUND).get(0).line());
        assertFalse(Rms.read("<OBJECTS_GENERATION>\nif NEVER_SET\n  #include_drs missing.inc 60123\nendif\n").hasErrors());
    }
}
