package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.rules.Rules;

class RulesLoadTest {
    @Test
    void theBundledTablesCompile() {
        Rules r = Fixtures.rules();
        assertEquals(18, r.civs().size());
        assertTrue(r.types().size() > 150, "types: " + r.types().size());
    }
}
