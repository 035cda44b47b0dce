package org.openaok.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Result;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.internal.engine.MatchEngine;

/** A gather order on one's own drop site is a drop-off: the load is handed in there, not lost. */
class DropOffTest {
    private static MatchEngine start(TestMap map) { return Fixtures.start(map.map(), Fixtures.settings(7, "britons")); }

    private static int first(MatchEngine m, String word) {
        int t = m.rules().typeIndex(word);
        Entities e = m.entities();
        for (int id = 1; id < e.end(); id++) if (e.type(id) == t && e.present(id)) return id;
        throw new AssertionError("no " + word);
    }

    private static void steps(MatchEngine m, int n) { for (int i = 0; i < n; i++) m.step(); }

    @Test
    void aForagerSentToTheTownCenterHandsInItsHalfLoadAndGoesBackToWork() {
        // the bush is twelve tiles from the Town Center: a half load is far from full
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 4, 4).put("FORAGE", 0, 20, 20).put("VILLAGER", 1, 20, 21));
        int villager = first(m, "villager"), bush = first(m, "forage"), tc = first(m, "town-center");
        assertTrue(m.submit(new Gather(1, new int[] {villager}, bush)).accepted());
        Gathering g = m.require(Gathering.class);
        for (int s = 0; s < 400 && g.carried(villager) < 4_000; s++) m.step();
        int load = g.carried(villager);
        assertTrue(load >= 4_000 && load < 10_000, "a part load: " + load);
        long food = m.player(1).stock(Resource.FOOD);
        Result r = m.execute(new Gather(1, new int[] {villager}, tc));
        assertTrue(r.accepted(), r.toString());
        for (int s = 0; s < 600 && m.player(1).stock(Resource.FOOD) == food; s++) m.step();
        assertEquals(food + load, m.player(1).stock(Resource.FOOD), "the load handed in whole at the Town Center");
        steps(m, 10);
        assertEquals(OrderKind.GATHER, m.entities().order(villager), "and back to the bush");
        assertEquals(bush, m.entities().target(villager));
    }

    @Test
    void aCarrierThatIsNotAtWorkHandsInAndStands() {
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 4, 4).put("FORAGE", 0, 20, 20).put("VILLAGER", 1, 20, 21));
        int villager = first(m, "villager"), bush = first(m, "forage"), tc = first(m, "town-center");
        m.submit(new Gather(1, new int[] {villager}, bush));
        Gathering g = m.require(Gathering.class);
        for (int s = 0; s < 400 && g.carried(villager) < 3_000; s++) m.step();
        assertTrue(m.submit(new Move(1, new int[] {villager}, 25_000, 25_000)).accepted());
        steps(m, 5);
        int load = g.carried(villager);
        assertTrue(load > 0, "a walker keeps its load");
        long food = m.player(1).stock(Resource.FOOD);
        assertTrue(m.submit(new Gather(1, new int[] {villager}, tc)).accepted());
        for (int s = 0; s < 600 && m.entities().order(villager) != OrderKind.IDLE; s++) m.step();
        assertEquals(food + load, m.player(1).stock(Resource.FOOD));
        assertEquals(0, g.carried(villager));
        assertEquals(OrderKind.IDLE, m.entities().order(villager));
    }

    @Test
    void aDropSiteThatTakesNothingTheUnitCarriesIsRefused() {
        MatchEngine m = start(TestMap.flat(40, 1).put("TOWN_CENTER", 1, 4, 4).put("LUMBER_CAMP", 1, 30, 30).put("FORAGE", 0, 20, 20)
                .put("VILLAGER", 1, 20, 21));
        int villager = first(m, "villager"), bush = first(m, "forage"), camp = first(m, "lumber-camp");
        m.submit(new Gather(1, new int[] {villager}, bush));
        Gathering g = m.require(Gathering.class);
        for (int s = 0; s < 400 && g.carried(villager) < 3_000; s++) m.step();
        Result r = m.execute(new Gather(1, new int[] {villager}, camp));
        assertFalse(r.accepted(), "a lumber camp takes no food: " + r);
        assertEquals(OrderKind.GATHER, m.entities().order(villager));
        assertEquals(bush, m.entities().target(villager), "the forager works on");
    }
}
