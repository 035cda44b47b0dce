package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Keys;
import org.openaok.sim.api.command.UnitStance;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.rules.TypeKind;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Monks;
import org.openaok.sim.api.system.Siting;

/**
 * The orders of siege, gates and monks from the window's panel, on a real match, with the input
 * a renderer hands over: a mangonel told with T and a left-click bombards the ground there (a
 * click off the map is refused with the match's reason), a trebuchet packs and unpacks, a gate
 * locks, unlocks and (several of them mixed) toggles with L, a monk right-clicked on a relic picks
 * it up and drops it with D, and only units the tables give a second mode show X.
 */
class SiegeGatesRelicsWindowTest {
    static final int W = 1280, H = 800;

    private record Setup(Match match, MatchContext m, GameScreen g, int tc) {
        Entities e() { return m.entities(); }

        double[] px(double x, double y) { return new double[] {g.camera().pixelX(x, y), g.camera().pixelY(x, y)}; }

        /** A left-click on the map point (shift adds to the selection). */
        void click(double x, double y, int mods) {
            double[] p = px(x, y);
            g.input(Input.move(p[0], p[1]), W, H);
            g.input(Input.press(Input.LEFT, mods, p[0], p[1]), W, H);
            g.input(Input.release(Input.LEFT, mods, p[0], p[1]), W, H);
        }

        void rightClick(double x, double y) {
            double[] p = px(x, y);
            g.input(Input.move(p[0], p[1]), W, H);
            g.input(Input.press(Input.RIGHT, 0, p[0], p[1]), W, H);
            g.input(Input.release(Input.RIGHT, 0, p[0], p[1]), W, H);
        }

        void select(int id) { click(e().x(id) / 1000.0, e().y(id) / 1000.0, 0); }

        void key(int code) { g.input(Input.key(code, 0), W, H); }

        void steps(int n) { for (int i = 0; i < n; i++) match.step(); }

        boolean offers(Buttons.Kind kind) { return g.buttons().stream().anyMatch(b -> b.kind() == kind); }

        /** A unit of seat 1's put a few tiles east of its Town Center, and the camera on it. */
        int spawn(String word, int owner, int dx, int dy) {
            int id = m.lifecycle().spawnUnit(m.rules().typeIndex(word), owner, e().x(tc) + dx, e().y(tc) + dy);
            assertTrue(id != 0, "room for a " + word);
            return id;
        }

        void look(int id) {
            GameScreen.Layout l = GameScreen.Layout.of(W, H);
            g.camera().centreOn(e().x(id) / 1000.0, e().y(id) / 1000.0, W / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
            g.frame(W, H);
        }
    }

    private static Setup start(GameFixtures.Tables tables) throws Exception {
        GenerationResult gen = GameFixtures.generate(GameFixtures.request("OpenPlains", 120, 2, 5));
        MatchSettings s = MatchSettings.defaults(5, List.of("franks", "britons"));
        s = s.withSeats(List.of(s.seat(1).withHuman(true), s.seat(2).withHuman(true)));
        Match match = (tables == null ? GameFixtures.matches() : GameFixtures.matches(tables.changed())).start(s, gen.map());
        match.step();
        MatchContext m = match.context();
        Entities e = m.entities();
        int tc = 0;
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == 1 && m.rules().type(e.type(id)).word().equals("town-center")) tc = id;
        }
        assertTrue(tc != 0);
        GameScreen g = new GameScreen("play", GameScreen.Role.PLAY, new Clock.Live(match, -1), gen.map(), GameFixtures.DATA, 1, 1, false, "test", null, null);
        g.frame(W, H);
        g.quiet();
        return new Setup(match, m, g, tc);
    }

    @Test
    void aMangonelToldWithTAndAClickBombardsTheGroundThereAndOffTheMapIsRefused() throws Exception {
        Setup t = start(null);
        Entities e = t.e();
        int mangonel = t.spawn("mangonel", 1, 9_000, 0);
        int spear = t.spawn("spearman", 1, 9_000, 2_000);
        // an enemy spearman 6 tiles on, told to stand: nothing but the ground attack reaches it
        int enemy = t.spawn("spearman", 2, 15_000, 0);
        assertTrue(t.match().submit(new UnitStance(2, new int[] {enemy}, "no-attack")).accepted());
        assertTrue(t.match().submit(new UnitStance(1, new int[] {mangonel, spear}, "no-attack")).accepted());
        t.steps(1);
        t.look(mangonel);
        t.select(spear);
        assertEquals(java.util.Set.of(spear), t.g().selection());
        assertFalse(t.offers(Buttons.Kind.ATTACK_GROUND), "a spearman does not attack the ground: " + t.g().buttons());
        t.select(mangonel);
        assertEquals(java.util.Set.of(mangonel), t.g().selection());
        Buttons.Button b = t.g().buttons().stream().filter(x -> x.kind() == Buttons.Kind.ATTACK_GROUND).findFirst().orElseThrow(() -> new AssertionError(t.g().buttons().toString()));
        assertEquals('T', b.key());
        t.key('T');
        assertTrue(t.g().aiming(), t.g().message());
        int hp = e.hp(enemy);
        double ex = e.x(enemy) / 1000.0, ey = e.y(enemy) / 1000.0;
        t.click(ex, ey, 0);
        assertFalse(t.g().aiming(), "one point, then the cursor is free again");
        assertEquals(java.util.Set.of(mangonel), t.g().selection(), "the click aimed; it did not select");
        t.steps(1);
        assertEquals(OrderKind.ATTACK_GROUND, e.order(mangonel), t.g().message());
        assertEquals(ex * 1000, e.targetX(mangonel), 20);
        assertEquals(ey * 1000, e.targetY(mangonel), 20);
        assertTrue(t.g().message().startsWith("attack-ground"), t.g().message());
        t.steps(300);
        assertTrue(!e.alive(enemy) || e.hp(enemy) < hp, "the shots hurt the spearman standing on the point: " + e.hp(enemy) + " of " + hp);

        // a point off the map: the match refuses, and the window says why
        GameScreen.Layout l = GameScreen.Layout.of(W, H);
        t.g().camera().centreOn(0, 0, W / 2.0, (l.mapTop() + l.mapBottom()) / 2.0);
        t.key('T');
        double[] off = t.px(-3, -3);
        t.g().input(Input.move(off[0], off[1]), W, H);
        t.g().input(Input.press(Input.LEFT, 0, off[0], off[1]), W, H);
        t.steps(1);
        assertTrue(t.g().message().startsWith("attack-ground refused") && t.g().message().contains("off the map"), t.g().message());
        // Esc and a right-click give up aiming without an order
        t.key('T');
        t.key(Keys.ESCAPE);
        assertFalse(t.g().aiming());
    }

    @Test
    void aTrebuchetUnpacksWithUAndPacksWithP() throws Exception {
        Setup t = start(null);
        Entities e = t.e();
        int treb = t.spawn("trebuchet-packed", 1, 9_000, 0);
        t.steps(1);
        t.look(treb);
        t.select(treb);
        assertTrue(t.offers(Buttons.Kind.ATTACK_GROUND), "packed, it still bombards (it unpacks first): " + t.g().buttons());
        assertFalse(t.offers(Buttons.Kind.PACK));
        t.key('U');
        t.steps(80);
        assertEquals("trebuchet", t.m().rules().type(e.type(treb)).word());
        assertTrue(t.offers(Buttons.Kind.PACK) && !t.offers(Buttons.Kind.UNPACK), t.g().buttons().toString());
        t.key('P');
        t.steps(80);
        assertEquals("trebuchet-packed", t.m().rules().type(e.type(treb)).word());
    }

    @Test
    void gatesLockUnlockAndToggleFromTheirButton() throws Exception {
        Setup t = start(null);
        Entities e = t.e();
        int gateType = t.m().rules().typeIndex("gate");
        Siting siting = t.m().find(Siting.class).orElseThrow();
        int tx = e.x(t.tc()) / 1000, ty = e.y(t.tc()) / 1000;
        int[] gates = new int[2];
        int n = 0;
        String why = null;
        for (int dy = -12; dy <= 12 && n < 2; dy += 3) {
            for (int r = 6; r < 30 && n < 2; r++) {
                why = siting.whyNot(1, gateType, tx + r, ty + dy);
                if (why != null) continue;
                gates[n++] = t.m().lifecycle().placeBuilding(gateType, 1, tx + r, ty + dy, true);
                r += 5;
            }
        }
        assertEquals(2, n, "room for two gates: " + why);
        t.steps(1);
        t.look(gates[0]);
        t.select(gates[0]);
        assertEquals(java.util.Set.of(gates[0]), t.g().selection());
        Buttons.Button lock = t.g().buttons().stream().filter(x -> x.kind() == Buttons.Kind.GATE).findFirst().orElseThrow(() -> new AssertionError(t.g().buttons().toString()));
        assertEquals('L', lock.key());
        assertEquals("lock gate", lock.label());
        t.key('L');
        t.steps(1);
        assertTrue((e.flags(gates[0]) & Entities.LOCKED) != 0, t.g().message());
        assertTrue(t.g().buttons().stream().anyMatch(x -> x.kind() == Buttons.Kind.GATE && x.label().equals("unlock gate")), t.g().buttons().toString());
        // the second added: one locked, one open; L turns each
        t.click(e.x(gates[1]) / 1000.0, e.y(gates[1]) / 1000.0, Input.SHIFT);
        assertEquals(2, t.g().selection().size(), t.g().selection().toString());
        assertTrue(t.g().buttons().stream().anyMatch(x -> x.kind() == Buttons.Kind.GATE && x.word().equals("toggle")), t.g().buttons().toString());
        t.key('L');
        t.steps(1);
        assertEquals(0, e.flags(gates[0]) & Entities.LOCKED);
        assertTrue((e.flags(gates[1]) & Entities.LOCKED) != 0);
        // both open again (by a command file's line, the same command): L locks both
        assertTrue(t.match().submit(new org.openaok.sim.api.command.LockGate(1, gates, org.openaok.sim.api.command.LockGate.Mode.UNLOCK)).accepted());
        t.steps(1);
        assertTrue(t.g().buttons().stream().anyMatch(x -> x.kind() == Buttons.Kind.GATE && x.label().equals("lock gates")), t.g().buttons().toString());
        t.key('L');
        t.steps(1);
        assertTrue((e.flags(gates[0]) & Entities.LOCKED) != 0 && (e.flags(gates[1]) & Entities.LOCKED) != 0);
    }

    @Test
    void aMonkRightClickedOnARelicPicksItUpAndDropsItWithD() throws Exception {
        Setup t = start(null);
        Entities e = t.e();
        int relic = 0, half = t.m().grid().size() * 500;
        long best = Long.MAX_VALUE;
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id) || t.m().rules().type(e.type(id)).kind() != TypeKind.RELIC || e.state(id) != Entities.ALIVE) continue;
            long d = Math.abs((long) e.x(id) - half) + Math.abs((long) e.y(id) - half);
            if (d < best) {
                best = d;
                relic = id;
            }
        }
        assertTrue(relic != 0, "the map has relics");
        int monk = t.m().lifecycle().spawnUnit(t.m().rules().typeIndex("monk"), 1, e.x(relic) + (e.x(relic) < half ? 2_000 : -2_000), e.y(relic));
        assertTrue(monk != 0);
        t.steps(1);
        t.look(monk);
        t.select(monk);
        assertFalse(t.offers(Buttons.Kind.DROP_RELIC), "no relic to drop yet");
        // the relic lies in the fog of seat 1: it is seen by the monk standing by it
        t.steps(2);
        t.rightClick(e.x(relic) / 1000.0, e.y(relic) / 1000.0);
        Monks monks = t.m().find(Monks.class).orElseThrow();
        for (int i = 0; i < 200 && monks.relicCarried(monk) == 0; i++) t.steps(1);
        assertEquals(relic, monks.relicCarried(monk), "the right-click sent the monk for the relic: " + t.g().message());
        t.g().frame(W, H);
        Buttons.Button d = t.g().buttons().stream().filter(x -> x.kind() == Buttons.Kind.DROP_RELIC).findFirst().orElseThrow(() -> new AssertionError(t.g().buttons().toString()));
        assertEquals('D', d.key());
        int x = e.x(monk), y = e.y(monk);
        t.key('D');
        t.steps(1);
        assertEquals(0, monks.relicCarried(monk), t.g().message());
        assertEquals(Entities.ALIVE, e.state(relic));
        assertEquals(x, e.x(relic));
        assertEquals(y, e.y(relic));
        assertEquals("monk", t.m().rules().type(e.type(monk)).word());
    }

    @Test
    void onlyWhatTheTablesGiveASecondModeShowsX() throws Exception {
        Setup plain = start(null);
        int archer = plain.spawn("archer", 1, 9_000, 0);
        plain.steps(1);
        plain.look(archer);
        plain.select(archer);
        assertFalse(plain.offers(Buttons.Kind.TRANSFORM), "no unit of 1.0c transforms: " + plain.g().buttons());

        // the tables with the archer given the skirmisher as a second mode (as a Ratha's would be)
        Setup t = start(new GameFixtures.Tables("units", "archer", "transforms-to:skirmisher"));
        int a = t.spawn("archer", 1, 9_000, 0);
        t.steps(1);
        t.look(a);
        t.select(a);
        assertTrue(t.offers(Buttons.Kind.TRANSFORM), t.g().buttons().toString());
        t.key('X');
        t.steps(1);
        assertEquals("skirmisher", t.m().rules().type(t.e().type(a)).word(), t.g().message());
    }
}
