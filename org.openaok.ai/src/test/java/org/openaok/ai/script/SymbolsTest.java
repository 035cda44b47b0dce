package org.openaok.ai.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

class SymbolsTest {
    @Test
    void theSymbolsOfARandomMapSeat() {
        Seat seat = Seat.defaults(2).withCiv(18).withDifficulty(Seat.HARDEST).withMapType(12).withMapSize(144)
                .withPopulationCap(125).withStartingAge(2).withStartingResources(2).withVictory(3).withTeamsLocked(true);
        assertEquals(Set.of("DIFFICULTY-HARDEST", "BLACK-FOREST-MAP", "SMALL-MAP", "POPULATION-CAP-125", "CASTLE-AGE-START",
                "RANDOM-MAP", "MEDIUM-RESOURCES-START", "VICTORY-SCORE", "TEAMS-LOCKED", "KOREAN-CIV"), Symbols.of(seat).all());
    }

    @Test
    void deathMatchInsteadOfStartingResourcesAndRegicide() {
        Symbols dm = Symbols.of(Seat.defaults(1).withGameType(Seat.GAME_DEATH_MATCH));
        assertTrue(dm.defined("DEATH-MATCH"));
        assertFalse(dm.defined("LOW-RESOURCES-START"));
        assertFalse(dm.defined("RANDOM-MAP"));
        Symbols regicide = Symbols.of(Seat.defaults(1).withGameType(Seat.GAME_REGICIDE));
        assertTrue(regicide.defined("regicide"), "symbols are case-insensitive");
        assertTrue(regicide.defined("LOW-RESOURCES-START"));
    }

    @Test
    void aPopulationLimitAboveTwoHundredIsLoadedAsTwoHundred() {
        assertTrue(Symbols.of(Seat.defaults(1).withPopulationCap(500)).defined("POPULATION-CAP-200"));
        assertFalse(Symbols.of(Seat.defaults(1).withPopulationCap(500)).defined("POPULATION-CAP-500"));
    }

    @Test
    void everyCivilisationAndMapHasItsSymbol() {
        String[] civs = {"BRITON", "FRANKISH", "GOTHIC", "TEUTONIC", "JAPANESE", "CHINESE", "BYZANTINE", "PERSIAN", "SARACEN",
                "TURKISH", "VIKING", "MONGOL", "CELTIC", "SPANISH", "AZTEC", "MAYAN", "HUN", "KOREAN"};
        for (int c = 1; c <= 18; c++) assertTrue(Symbols.of(Seat.defaults(1).withCiv(c)).defined(civs[c - 1] + "-CIV"));
        assertTrue(Symbols.of(Seat.defaults(1).withMapType(-1)).defined("SCENARIO-MAP"));
        assertTrue(Symbols.of(Seat.defaults(1).withMapType(25)).defined("SCANDANAVIA-MAP"));
        assertTrue(Symbols.of(Seat.defaults(1).withMapSize(240)).defined("GIANT-MAP"));
        assertTrue(Symbols.of(Seat.defaults(1), Set.of("my-label")).defined("MY-LABEL"));
    }
}
