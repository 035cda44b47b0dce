package org.openaok.render;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;

class TextPanelTest {
    @Test
    void longLinesWrapAtASpaceAndGoOnIndented() {
        List<String> w = TextPanel.wrap(List.of("my.rms:3:1: error RMS023: if needs a label to test"), 24);
        assertEquals(List.of("my.rms:3:1: error", "  RMS023: if needs a", "  label to test"), w);
        assertTrue(w.stream().allMatch(l -> l.length() <= 24));
        assertEquals(List.of("abcdefgh", "  ij"), TextPanel.wrap(List.of("abcdefghij"), 8), "no space: cut where it must");
    }

    @Test
    void charactersTheFontLacksGetStandIns() {
        assertEquals("GOLDD is not a defined constant, it reads 0", TextPanel.printable("'GOLDD' is not a defined constant; it reads 0"));
        assertEquals("(OBJECTS_GENERATION) (x)", TextPanel.printable("<OBJECTS_GENERATION> {x}"));
    }
}
