package org.openaok.game;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.screen.Input;
import org.openaok.api.screen.Screen;
import org.openaok.render.GlScreenRenderer;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.rules.Resource;
import org.openaok.sim.api.state.Entities;
import org.openaok.sim.api.state.OrderKind;
import org.openaok.sim.api.system.Gathering;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Production;

/**
 * A person at the window, on a real display (the X server CI runs the build under): the mouse and
 * the keys are driven through the X server (java.awt.Robot, XTest), the window hears them as it
 * would a person's. A click selects a villager, a right-click on a tree sets it to gather, and the
 * match shows it gathering; H selects the Town Center and Q queues a villager there.
 */
class WindowInputTest {
    private Screen screen;
    private GameScreen game;

    /** Lets the window hear its input and draw, for a while or until the condition holds. */
    private boolean pump(long millis, BooleanSupplier until) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            for (Input in : screen.poll(5)) game.input(in, screen.width(), screen.height());
            screen.draw(game.frame(screen.width(), screen.height()));
            if (until.getAsBoolean()) return true;
            Thread.sleep(5);
        }
        return until.getAsBoolean();
    }

    private void moveTo(Robot robot, double mapX, double mapY) throws InterruptedException {
        int[] o = screen.origin();
        int px = (int) Math.round(game.camera().pixelX(mapX, mapY)), py = (int) Math.round(game.camera().pixelY(mapX, mapY));
        robot.mouseMove(o[0] + px, o[1] + py);
        pump(150, () -> false);
    }

    private void click(Robot robot, int mask) throws InterruptedException {
        robot.mousePress(mask);
        pump(60, () -> false);
        robot.mouseRelease(mask);
        pump(100, () -> false);
    }

    private void key(Robot robot, int key) throws InterruptedException {
        robot.keyPress(key);
        pump(60, () -> false);
        robot.keyRelease(key);
        pump(100, () -> false);
    }

    @Test
    void aPersonSelectsAVillagerSendsItToATreeAndItGathers() throws Exception {
        OpenGl.assumeDisplay();
        GameFixtures.PersonDuel duel = GameFixtures.personDuel(5);
        GenerationResult gen = duel.gen();
        Match match = duel.match();
        MatchContext m = match.context();
        Entities e = m.entities();
        Gathering gathering = m.find(Gathering.class).orElseThrow();
        // a tick or two: what the seat sees is known after its first
        match.step();
        match.step();
        int villager = 0, tree = 0, tc = 0;
        for (int k = 0; k < e.units().size() && villager == 0; k++) {
            int id = e.units().get(k);
            if (e.owner(id) == 1 && m.rules().type(e.type(id)).unitClass().equals("villager")) villager = id;
        }
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == 1 && m.rules().type(e.type(id)).word().equals("town-center")) tc = id;
        }
        assertTrue(villager != 0 && tc != 0, "seat 1 starts with villagers and a Town Center");
        long best = Long.MAX_VALUE;
        for (int id = 1; id < e.end(); id++) {
            if (!e.present(id) || m.rules().type(e.type(id)).resource() != Resource.WOOD || e.isListedBuilding(id)) continue;
            if (!m.sight().explored(1, m.grid().tileAt(e.x(id), e.y(id))) || gathering.taskFor(villager, id) < 0) continue;
            long dx = e.x(id) - e.x(villager), dy = e.y(id) - e.y(villager), d = dx * dx + dy * dy;
            if (d < best) {
                best = d;
                tree = id;
            }
        }
        assertTrue(tree != 0, "a tree seat 1 has seen");

        Clock.Live clock = new Clock.Live(match, -1);
        clock.setPaused(true);
        game = new GameScreen("play", GameScreen.Role.PLAY, clock, gen.map(), GameFixtures.DATA, 1, 1, false, "test", null, null);
        Robot robot = robot();
        try (Screen opened = new GlScreenRenderer().open("OpenAoK window test", 1024, 768)) {
            screen = opened;
            pump(300, () -> false);
            // the camera on the villager and the tree, both well inside the map's part of the window
            double cx = (e.x(villager) + e.x(tree)) / 2000.0, cy = (e.y(villager) + e.y(tree)) / 2000.0;
            double dist = Math.sqrt(best) / 1000.0;
            game.camera().zoomAt(Math.min(28, 300 / Math.max(1, dist)) / game.camera().zoom(), 512, 300);
            game.camera().centreOn(cx, cy, screen.width() / 2.0, 300);
            pump(200, () -> false);

            moveTo(robot, e.x(villager) / 1000.0, e.y(villager) / 1000.0);
            click(robot, InputEvent.BUTTON1_DOWN_MASK);
            int v = villager;
            assertTrue(pump(2000, () -> game.selection().contains(v)), "a click on the villager selects it: " + game.selection());

            moveTo(robot, e.x(tree) / 1000.0, e.y(tree) / 1000.0);
            click(robot, InputEvent.BUTTON3_DOWN_MASK);
            match.step();
            assertEquals(OrderKind.GATHER, e.order(villager), "a right-click on the tree gives the villager a gather order");
            assertEquals(tree, e.target(villager));

            // the Town Center by its key, a villager queued by the panel's key
            moveTo(robot, e.x(tc) / 1000.0 + 6, e.y(tc) / 1000.0);
            key(robot, KeyEvent.VK_H);
            int t = tc;
            assertTrue(pump(2000, () -> game.selection().contains(t)), "H selects the Town Center: " + game.selection());
            key(robot, KeyEvent.VK_Q);
            match.step();
            assertEquals(1, m.find(Production.class).orElseThrow().queue(tc).length, "Q queues a villager at the Town Center");
            String shots = System.getProperty("openaok.screenshots");
            if (shots != null) {
                try (java.io.OutputStream o = java.nio.file.Files.newOutputStream(java.nio.file.Path.of(shots, "window-town-center.png"))) {
                    screen.screenshot(game.frame(screen.width(), screen.height()), o);
                }
            }

            // the match goes on: the villager walks to the tree and cuts wood
            long wood = m.player(1).stock(Resource.WOOD);
            for (int i = 0; i < 900 && gathering.carried(villager) == 0 && m.player(1).stock(Resource.WOOD) == wood; i++) match.step();
            assertTrue(gathering.carried(villager) > 0 || m.player(1).stock(Resource.WOOD) > wood,
                    "the villager gathers wood: carried " + gathering.carried(villager) + ", order " + OrderKind.word(e.order(villager)));
            assertEquals(Resource.WOOD.ordinal(), gathering.carriedResource(villager));
            pump(200, () -> false);
        }
    }

    /** Siege at the X server's keys and mouse: a click selects a mangonel, T and a left-click on the ground send it to bombard there. */
    @Test
    void aPersonSendsAMangonelToBombardTheGround() throws Exception {
        OpenGl.assumeDisplay();
        GameFixtures.PersonDuel duel = GameFixtures.personDuel(5);
        GenerationResult gen = duel.gen();
        Match match = duel.match();
        MatchContext m = match.context();
        Entities e = m.entities();
        match.step();
        int tc = 0;
        for (int k = 0; k < e.buildings().size(); k++) {
            int id = e.buildings().get(k);
            if (e.owner(id) == 1 && m.rules().type(e.type(id)).word().equals("town-center")) tc = id;
        }
        int mangonel = m.lifecycle().spawnUnit(m.rules().typeIndex("mangonel"), 1, e.x(tc) + 8_000, e.y(tc));
        assertTrue(mangonel != 0);
        match.step();
        Clock.Live clock = new Clock.Live(match, -1);
        clock.setPaused(true);
        game = new GameScreen("play", GameScreen.Role.PLAY, clock, gen.map(), GameFixtures.DATA, 1, 1, false, "test", null, null);
        Robot robot = robot();
        try (Screen opened = new GlScreenRenderer().open("OpenAoK window test", 1024, 768)) {
            screen = opened;
            pump(300, () -> false);
            double mx = e.x(mangonel) / 1000.0, my = e.y(mangonel) / 1000.0;
            game.camera().zoomAt(24 / game.camera().zoom(), 512, 300);
            game.camera().centreOn(mx + 3, my, screen.width() / 2.0, 300);
            pump(200, () -> false);
            moveTo(robot, mx, my);
            click(robot, InputEvent.BUTTON1_DOWN_MASK);
            int u = mangonel;
            assertTrue(pump(2000, () -> game.selection().contains(u)), "a click on the mangonel selects it: " + game.selection());
            key(robot, KeyEvent.VK_T);
            assertTrue(pump(2000, game::aiming), "T readies the attack on the ground: " + game.message());
            moveTo(robot, mx + 6, my);
            click(robot, InputEvent.BUTTON1_DOWN_MASK);
            match.step();
            assertEquals(OrderKind.ATTACK_GROUND, e.order(mangonel), game.message());
            assertEquals((mx + 6) * 1000, e.targetX(mangonel), 250, "the point under the mouse");
            assertEquals(my * 1000, e.targetY(mangonel), 250);
        }
    }

    /** The X server's mouse and keys; the test is skipped where none can be driven, except on CI. */
    private static Robot robot() {
        try {
            Robot robot = new Robot();
            robot.setAutoDelay(0);
            return robot;
        } catch (java.awt.AWTException | java.awt.AWTError | UnsupportedOperationException | LinkageError noRobot) {
            if (OpenGl.ci()) throw new AssertionError("CI drives the window through the X server, yet: " + noRobot, noRobot);
            return org.junit.jupiter.api.Assumptions.abort("the mouse cannot be driven here: " + noRobot);
        }
    }
}
