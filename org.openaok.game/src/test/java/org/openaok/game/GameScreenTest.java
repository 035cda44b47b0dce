package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.screen.Frame;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Keys;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.rules.TypeDef;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.system.MatchContext;

/**
 * The window's input as a renderer hands it over, without a display: a box selects the seat's
 * villagers (shift adds, others' things are left out), the build menu and a house placed with
 * the mouse, refused with the reason over the Town Center and laid on open ground, pause and speed.
 */
class GameScreenTest {
    static final int W = 1280, H = 800;

    private static double[] px(GameScreen g, double x, double y) { return new double[] {g.camera().pixelX(x, y), g.camera().pixelY(x, y)}; }

    @Test
    void boxSelectionBuildMenuAndAFoundationPlacedWithTheMouse() throws Exception {
        GameFixtures.PersonDuel duel = GameFixtures.personDuel(8);
        GenerationResult gen = duel.gen();
        Match match = duel.match();
        match.step();
        MatchContext m = match.context();
        Entities e = m.entities();
        Clock.Live clock = new Clock.Live(match, -1);
        GameScreen g = new GameScreen("play", GameScreen.Role.PLAY, clock, gen.map(), GameFixtures.DATA, 1, 1, false, "test", null, null);
        Frame first = g.frame(W, H);
        assertTrue(first.layers().size() > 5);
        int tc = 0;
        List<Integer> villagers = new java.util.ArrayList<>();
        for (int k = 0; k < e.buildings().size(); k++) if (e.owner(e.buildings().get(k)) == 1) tc = e.buildings().get(k);
        for (int k = 0; k < e.units().size(); k++) {
            int id = e.units().get(k);
            if (e.owner(id) == 1 && m.rules().type(e.type(id)).unitClass().equals("villager")) villagers.add(id);
        }
        // a box round the whole town
        double[] a = px(g, e.x(tc) / 1000.0 - 12, e.y(tc) / 1000.0 - 12), b = px(g, e.x(tc) / 1000.0 + 12, e.y(tc) / 1000.0 + 12);
        a[1] = Math.max(a[1], GameScreen.Layout.of(W, H).mapTop() + 1);
        b[1] = Math.min(b[1], GameScreen.Layout.of(W, H).mapBottom() - 1);
        g.input(Input.move(a[0], a[1]), W, H);
        g.input(Input.press(Input.LEFT, 0, a[0], a[1]), W, H);
        g.input(Input.move(b[0], b[1]), W, H);
        g.input(Input.release(Input.LEFT, 0, b[0], b[1]), W, H);
        assertTrue(g.selection().containsAll(villagers), "the box holds the villagers: " + g.selection() + " of " + villagers);
        for (int id : g.selection()) assertEquals(1, e.owner(id), "only the seat's own");
        assertTrue(g.buttons().stream().anyMatch(x -> x.kind() == Buttons.Kind.BUILD_MENU));

        // B opens the build menu; the house's key picks it up
        g.input(Input.key('B', 0), W, H);
        Buttons.Button house = g.buttons().stream().filter(x -> x.word().equals("house")).findFirst().orElseThrow();
        g.input(Input.key(house.key(), 0), W, H);
        // over the Town Center: red, and why
        double[] over = px(g, e.x(tc) / 1000.0, e.y(tc) / 1000.0);
        g.input(Input.move(over[0], over[1]), W, H);
        g.quiet();
        g.frame(W, H);
        assertTrue(g.message().contains("cannot stand there"), g.message());
        int buildings = e.buildings().size();
        g.input(Input.press(Input.LEFT, 0, over[0], over[1]), W, H);
        match.step();
        assertEquals(buildings, e.buildings().size(), "nothing is laid where it cannot stand");
        // on open ground: laid, and the villagers go to build it
        TypeDef h = m.rules().type("house").orElseThrow();
        var siting = m.find(org.openaok.sim.api.system.Siting.class).orElseThrow();
        int tx = -1, ty = -1;
        for (int r = 5; r < 14 && tx < 0; r++)
            if (siting.whyNot(1, h.index(), e.x(tc) / 1000 + r, e.y(tc) / 1000) == null) {
                tx = e.x(tc) / 1000 + r;
                ty = e.y(tc) / 1000;
            }
        assertTrue(tx >= 0);
        double[] free = px(g, tx + h.width() / 2.0, ty + h.height() / 2.0);
        g.input(Input.move(free[0], free[1]), W, H);
        g.input(Input.press(Input.LEFT, 0, free[0], free[1]), W, H);
        match.step();
        assertEquals(buildings + 1, e.buildings().size(), g.message());
        int foundation = e.buildings().get(e.buildings().size() - 1);
        assertEquals(Entities.FOUNDATION, e.state(foundation));
        assertEquals(tx, e.x(foundation) / 1000 - h.width() / 2, "where the mouse put it");

        // F3 pauses, F5 goes faster
        assertFalse(clock.paused());
        g.input(Input.key(Keys.f(3), 0), W, H);
        assertTrue(clock.paused());
        double speed = clock.speed();
        g.input(Input.key(Keys.f(5), 0), W, H);
        assertTrue(clock.speed() > speed);
        // Esc lets go of the selection
        g.input(Input.key(Keys.ESCAPE, 0), W, H);
        assertTrue(g.selection().isEmpty());
    }
}
