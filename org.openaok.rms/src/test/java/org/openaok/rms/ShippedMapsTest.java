package org.openaok.rms;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.openaok.rms.script.Command;
import org.openaok.rms.script.Section;

class ShippedMapsTest {
    @Test
    void twelveMapsOneForEachClassicKind() {
        List<ShippedMaps.ShippedMap> all = ShippedMaps.all();
        assertTrue(all.size() >= 12, all.toString());
        Set<String> names = new HashSet<>();
        for (ShippedMaps.ShippedMap m : all) assertTrue(names.add(m.name().toLowerCase()), "two maps named " + m.name());
        for (String kind : List.of("open land", "forest", "islands: an island for every player", "islands: an island for every team",
                "rivers", "coastal", "inland sea", "highland", "gold rush", "fortress", "nomad", "arena")) {
            assertTrue(all.stream().anyMatch(m -> m.description().startsWith(kind)), "no map of the kind " + kind);
        }
    }

    @Test
    void findsByNameInAnySpellingAndByFile() {
        assertEquals("deep_woods.rms", ShippedMaps.find("DeepWoods").orElseThrow().file());
        assertEquals("deep_woods.rms", ShippedMaps.find("deep woods").orElseThrow().file());
        assertEquals("deep_woods.rms", ShippedMaps.find("DEEP-WOODS.rms").orElseThrow().file());
        assertEquals("deep_woods.rms", ShippedMaps.find("deep_woods").orElseThrow().file());
        assertTrue(ShippedMaps.find("Arabia").isEmpty());
        assertTrue(ShippedMaps.find(null).isEmpty());
    }

    /** Every map reads without a diagnostic in every game mode and places the start for every player. */
    @Test
    void everyMapReadsCleanlyAndPlacesAStartForEveryPlayer() {
        for (ShippedMaps.ShippedMap m : ShippedMaps.all()) {
            String text = ShippedMaps.text(m);
            assertTrue(text.startsWith("/* "), m.file() + " opens with what it is");
            for (GameMode mode : GameMode.values()) {
                for (int players : new int[] {2, 8}) {
                    LobbySettings lobby = LobbySettings.builder().gameMode(mode).players(players).mapSize(MapSize.values()[0]).build();
                    RmsReadResult r = RmsReader.read(m.file(), text, lobby);
                    assertTrue(r.diagnostics().isEmpty(), m.file() + " " + mode + ": " + r.diagnostics());
                    assertTrue(RmsReader.check(m.file(), text, lobby, IncludeResolver.none()).diagnostics().isEmpty(), m.file());
                    Set<Integer> everyPlayer = new HashSet<>();
                    for (Command c : r.script().commands(Section.OBJECTS_GENERATION, "create_object")) {
                        if (c.has("set_place_for_every_player") && !c.has("set_gaia_object_only")) everyPlayer.add(c.arg(-1));
                    }
                    assertTrue(everyPlayer.contains(83), m.file() + " gives no villagers");
                    assertTrue(everyPlayer.contains(448), m.file() + " gives no scout");
                    assertEquals(!m.name().equals("Wanderers"), everyPlayer.contains(109), m.file() + " town centre");
                    assertEquals(mode == GameMode.REGICIDE, everyPlayer.contains(434), m.file() + " king in " + mode);
                    assertTrue(r.script().hasCommands(Section.LAND_GENERATION), m.file());
                }
            }
        }
    }
}
