package org.openaok.zones.fill;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.random.RandomStream;
import org.openaok.gamedata.AocGameData;
import org.openaok.zones.mapping.GameMapping;

class TreasureComposeTest {
    static final GameMapping MAPPING = GameMapping.builtin(AocGameData.load(), new ArrayList<>());

    private static int value(List<GameMapping.Placement> pile) {
        // the builtin mapping's entries are told apart by their objects
        int v = 0;
        for (GameMapping.TreasureItem t : MAPPING.treasures()) {
            for (int k = 0; k + t.objects().size() <= pile.size(); k++) {
                if (pile.subList(k, k + t.objects().size()).equals(t.objects())) v = Math.max(v, t.value());
            }
        }
        return v;
    }

    @Test
    void pilesAreBuiltFromEntriesWorthAQuarterOfWhatIsLeftToAllOfIt() {
        RandomStream r = new RandomStream(3);
        int relics = 0;
        for (int k = 0; k < 400; k++) {
            int[] used = new int[MAPPING.treasures().size()];
            List<GameMapping.Placement> pile = TreasureStage.compose(MAPPING, 12_000, used, r);
            int objects = pile.stream().mapToInt(GameMapping.Placement::count).sum();
            assertTrue(objects >= 1 && objects <= TreasureStage.MAX_PILE_OBJECTS, pile.toString());
            // the first entry is worth 3000 to 12000: gold x4 or the relic
            String first = pile.get(0).object().name();
            assertTrue(first.equals("GOLD") || first.equals("RELIC"), first);
            if (pile.stream().anyMatch(p -> p.object().name().equals("RELIC"))) relics++;
            assertTrue(value(pile) <= 12_000);
        }
        assertTrue(relics > 100 && relics < 300, relics + " of 400 piles hold the relic");
    }

    @Test
    void anEntryWithAZoneLimitIsNotUsedBeyondIt() {
        RandomStream r = new RandomStream(9);
        int[] used = new int[MAPPING.treasures().size()];
        int relics = 0;
        for (int k = 0; k < 50; k++) {
            for (GameMapping.Placement p : TreasureStage.compose(MAPPING, 15_000, used, r)) if (p.object().name().equals("RELIC")) relics++;
        }
        assertEquals(1, relics, "the relic entry's zoneLimit is 1");
    }

    @Test
    void aValueBelowEveryEntryStillGetsTheCheapest() {
        List<GameMapping.Placement> pile = TreasureStage.compose(MAPPING, 100, new int[MAPPING.treasures().size()], new RandomStream(1));
        assertEquals("FORAGE", pile.get(0).object().name());
        assertEquals(3, pile.get(0).count());
    }
}
