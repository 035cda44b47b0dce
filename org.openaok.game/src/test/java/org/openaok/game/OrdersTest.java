package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.sim.api.command.Attack;
import org.openaok.sim.api.command.Build;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.Construct;
import org.openaok.sim.api.command.Gather;
import org.openaok.sim.api.command.GatherPoint;
import org.openaok.sim.api.command.Move;
import org.openaok.sim.api.command.Repair;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Siting;

/** What a right-click gives, target by target, on a real match. */
class OrdersTest {
    static Match match;
    static MatchContext m;
    static int villager, scout, tc, enemyTc, tree;

    @BeforeAll
    static void start() throws Exception {
        GenerationResult gen = GameFixtures.generate(GameFixtures.request("OpenPlains", 120, 2, 5));
        match = GameFixtures.matches().start(MatchSettings.defaults(5, List.of("franks", "britons")), gen.map());
        match.step();
        m = match.context();
        Entities e = m.entities();
        for (int k = 0; k < e.units().size(); k++) {
            int id = e.units().get(k);
            String c = m.rules().type(e.type(id)).unitClass();
            if (e.owner(id) == 1 && c.equals("villager") && villager == 0) villager = id;
            if (e.owner(id) == 1 && c.equals("scout")) scout = id;
        }
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (!m.rules().type(e.type(id)).word().equals("town-center")) continue;
            if (e.owner(id) == 1) tc = id;
            if (e.owner(id) == 2) enemyTc = id;
        }
        Gathering g = m.find(Gathering.class).orElseThrow();
        for (int id = 1; id < e.end() && tree == 0; id++)
            if (e.present(id) && m.rules().type(e.type(id)).resource() == Resource.WOOD && !e.isListedBuilding(id) && g.taskFor(villager, id) >= 0) tree = id;
        assertTrue(villager > 0 && scout > 0 && tc > 0 && enemyTc > 0 && tree > 0);
    }

    private static Command one(List<Integer> selected, int target) {
        List<Command> c = Orders.rightClick(m, 1, selected, target, 30_500, 40_250);
        assertEquals(1, c.size(), c.toString());
        return c.get(0);
    }

    @Test
    void villagersGatherWalkAndAttackAsTheTargetSays() {
        assertInstanceOf(Gather.class, one(List.of(villager), tree));
        assertEquals(tree, ((Gather) one(List.of(villager), tree)).target());
        Move move = (Move) one(List.of(villager), 0);
        assertEquals(30_500, move.x());
        assertEquals(40_250, move.y());
        assertInstanceOf(Attack.class, one(List.of(villager), enemyTc));
    }

    @Test
    void villagersBuildFoundationsAndRepairWhatIsDamaged() {
        Entities e = m.entities();
        int house = m.rules().typeIndex("house");
        Siting s = m.find(Siting.class).orElseThrow();
        int tx = e.x(tc) / 1000, ty = e.y(tc) / 1000;
        Build laid = null;
        for (int r = 4; r < 20 && laid == null; r++) if (s.whyNot(1, house, tx + r, ty) == null) laid = new Build(1, new int[] {villager}, "house", tx + r, ty);
        assertNotNull(laid);
        assertTrue(match.submit(laid).accepted());
        match.step();
        int foundation = 0;
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == 1 && e.state(id) == Entities.FOUNDATION) foundation = id;
        }
        assertTrue(foundation > 0, "the house is laid");
        assertInstanceOf(Construct.class, one(List.of(villager), foundation));
        int full = e.hp(tc);
        e.setHp(tc, full / 2);
        try {
            assertInstanceOf(Repair.class, one(List.of(villager), tc));
        } finally {
            e.setHp(tc, full);
        }
    }

    @Test
    void aTownCenterOffersWhatItMakesAndHoldsEachWithItsKey() {
        List<Buttons.Button> b = Buttons.forBuilding(m, 1, tc);
        Buttons.Button v = b.stream().filter(x -> x.word().equals("villager")).findFirst().orElseThrow(() -> new AssertionError(b.toString()));
        assertEquals('Q', v.key());
        assertEquals(Buttons.Kind.TRAIN, v.kind());
        assertTrue(b.stream().anyMatch(x -> x.kind() == Buttons.Kind.RESEARCH && x.word().equals("feudal-age") && x.why() != null), "the next age, with what it waits for: " + b);
        assertTrue(b.stream().anyMatch(x -> x.kind() == Buttons.Kind.UNGARRISON && x.key() == 'U'), b.toString());
        assertTrue(b.stream().anyMatch(x -> x.kind() == Buttons.Kind.BELL), b.toString());
        assertEquals(b.size(), b.stream().map(Buttons.Button::key).distinct().count(), "no two buttons share a key: " + b);
        List<Buttons.Button> menu = Buttons.buildMenu(m, 1);
        assertTrue(menu.stream().anyMatch(x -> x.word().equals("house")), menu.toString());
        assertTrue(menu.stream().noneMatch(x -> x.word().equals("castle")), "a castle waits for its age: " + menu);
        assertEquals(menu.size(), menu.stream().map(Buttons.Button::key).distinct().count(), menu.toString());
    }

    @Test
    void aMixedSelectionGivesEachKindItsOrderAndABuildingItsGatherPoint() {
        List<Command> both = Orders.rightClick(m, 1, List.of(villager, scout), tree, 1000, 1000);
        assertEquals(2, both.size(), both.toString());
        assertInstanceOf(Gather.class, both.get(0));
        assertInstanceOf(Move.class, both.get(1), "a scout does not cut wood");
        assertInstanceOf(Attack.class, one(List.of(scout), enemyTc));
        GatherPoint p = (GatherPoint) one(List.of(tc), tree);
        assertEquals(tc, p.building());
        assertEquals(tree, p.target());
        assertTrue(Orders.rightClick(m, 1, List.of(enemyTc), 0, 1000, 1000).isEmpty(), "nothing of another seat's takes orders");
    }
}
