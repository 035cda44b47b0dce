package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.rms.script.Section;

/** A later edition's token that OpenAoK carries out is kept in the script, not warned about and dropped. */
class CarriedLaterTokensTest {
    @Test
    void groupedByTeamIsKept() {
        RmsReadResult r = RmsReader.read("teams.rms", "<PLAYER_SETUP>\ngrouped_by_team\n", LobbySettings.defaults());
        assertTrue(r.script().first(Section.PLAYER_SETUP, "grouped_by_team").isPresent());
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.code().equals("RMS101")), r.diagnostics().toString());
    }

    @Test
    void otherLaterTokensAreStillIgnoredWithAWarning() {
        RmsReadResult r = RmsReader.read("later.rms", "<PLAYER_SETUP>\ndirect_placement\n", LobbySettings.defaults());
        assertTrue(r.script().first(Section.PLAYER_SETUP, "direct_placement").isEmpty());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("RMS101") && d.line() == 2), r.diagnostics().toString());
    }
}
