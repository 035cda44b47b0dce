package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.command.CommandLine;
import org.openaok.sim.api.player.ComputerPlayer;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/**
 * The computer players in the real framework: the .per player is a service that takes randomgame
 * and script paths, and two randomgame seats play a match headless, their villagers growing, with
 * the timeline written.
 */
class ComputerPlayersTest {
    @InjectService(timeout = 5000, filter = "(component.name=org.openaok.ai.play.PerComputerPlayer)")
    ComputerPlayer per;

    @InjectBundleContext
    BundleContext context;

    @Test
    void thePerPlayerTakesRandomgameAndScripts() {
        assertEquals("per", per.id());
        assertTrue(per.accepts("randomgame"));
        assertTrue(per.accepts("scripts/Mabel.per"));
        assertTrue(!per.accepts("human"));
    }

    @Test
    void twoRandomgameSeatsPlayAndTheTimelineIsWritten() throws Exception {
        CommandLine match = null;
        for (ServiceReference<CommandLine> ref : context.getServiceReferences(CommandLine.class, null)) {
            CommandLine c = context.getService(ref);
            if (c.name().equals("match")) match = c;
        }
        Path dir = Files.createTempDirectory("openaok-ai-match");
        Path timeline = dir.resolve("tl.csv"), plot = dir.resolve("tl.png");
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = match.run(List.of("--map", "OpenPlains", "--size", "tiny", "--seed", "2", "--ai", "1:randomgame", "--ai", "2:randomgame",
                "--until", "4:00", "--timeline", timeline.toString(), "--plot", plot.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text + err.toString(StandardCharsets.UTF_8));
        List<String> rows = Files.readAllLines(timeline);
        assertEquals("minute,player,villagers,soldiers,food,wood,gold,stone,age,buildings", rows.get(0));
        // minute 4 of each player: more villagers than the three a start gives, food and wood gathered
        for (int p = 1; p <= 2; p++) {
            String prefix = "4," + p + ",";
            String row = rows.stream().filter(r -> r.startsWith(prefix)).findFirst().orElseThrow(() -> new AssertionError("no minute 4 in " + rows));
            String[] f = row.split(",");
            assertTrue(Integer.parseInt(f[2]) >= 6, "player " + p + " trains villagers: " + row);
            assertTrue(Integer.parseInt(f[4]) > 100 && Integer.parseInt(f[5]) > 50, "player " + p + " gathers food and wood: " + row);
        }
        assertTrue(Files.size(plot) > 1000, "the plot is written");
        assertTrue(text.contains("villagers idle"), text);
    }
}
