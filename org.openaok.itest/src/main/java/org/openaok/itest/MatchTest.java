package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.command.CommandLine;
import org.openaok.api.data.RuleTable;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.state.StateHash;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.api.system.MatchContext;
import org.openaok.sim.api.system.Scores;
import org.openaok.sim.api.system.SystemRun;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/**
 * Matches in the real framework: the systems come from services, a higher-ranked bundle's system
 * replaces one (the hash changes and the record names it), a mod's rule table replaces one, and a
 * recorded match replays through the commands.
 */
class MatchTest {
    @InjectService(timeout = 5000)
    MatchService matches;

    @InjectBundleContext
    BundleContext context;

    private CommandLine command(String name) throws Exception {
        for (ServiceReference<CommandLine> ref : context.getServiceReferences(CommandLine.class, null)) {
            CommandLine c = context.getService(ref);
            if (c.name().equals(name)) return c;
        }
        throw new AssertionError("no command " + name);
    }

    /** Runs a command; returns what it printed, and fails on a non-zero exit. */
    private String run(String name, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = command(name).run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, name + " failed: " + text + err.toString(StandardCharsets.UTF_8));
        return text;
    }

    private static String hash(String output) {
        return output.lines().filter(l -> l.startsWith("hash ")).findFirst().orElseThrow(() -> new AssertionError("no hash in " + output));
    }

    private String match(Path record) throws Exception {
        return run("match", "--map", "OpenPlains", "--size", "tiny", "--seed", "3", "--civs", "franks,britons", "--until", "1:00",
                "--record", record.toString());
    }

    @Test
    void theSystemsAreServicesInTheirDeclaredOrder() throws Exception {
        List<SystemInfo> systems = matches.systems();
        List<String> ids = systems.stream().map(SystemInfo::id).toList();
        assertTrue(ids.containsAll(List.of("production", "gathering", "building", "movement", "sight", "victory")), ids.toString());
        assertTrue(ids.indexOf("gathering") < ids.indexOf("movement"), "gathering decides where to walk before movement walks");
        assertTrue(ids.indexOf("movement") < ids.indexOf("sight"), "sight follows movement");
        for (SystemInfo s : systems) assertEquals("org.openaok.sim", s.bundle(), s.toString());
        assertEquals(18, matches.rules().civs().size());
    }

    @Test
    void aHigherRankedSystemTakesOverIsNamedInTheRecordAndGoesAgain() throws Exception {
        Path dir = Files.createTempDirectory("openaok-match");
        String stock = hash(match(dir.resolve("a.rec")));
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("service.ranking", 50);
        ServiceRegistration<GameSystem> reg = context.registerService(GameSystem.class, new TallyScore(), props);
        String replaced;
        try {
            replaced = hash(match(dir.resolve("b.rec")));
            String rec = Files.readString(dir.resolve("b.rec"));
            assertTrue(rec.lines().anyMatch(l -> l.startsWith("system ") && l.contains(" score org.openaok.itest ")),
                    "the record names the replacing bundle");
        } finally {
            reg.unregister();
        }
        assertNotEquals(stock, replaced, "the replacing system's state is in the hash");
        assertEquals(stock, hash(match(dir.resolve("c.rec"))), "back to the bundle's own system");
        String replay = run("replay", dir.resolve("a.rec").toString());
        assertTrue(replay.contains("every hash agrees"), replay);
    }

    @Test
    void aModsRuleTableTakesOver() throws Exception {
        int food = matches.rules().setting("start.standard.food", -1);
        assertEquals(200_000, food);
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("service.ranking", 10);
        ServiceRegistration<RuleTable> reg = context.registerService(RuleTable.class, new RichStart(), props);
        try {
            assertEquals(5_000_000, matches.rules().setting("start.standard.food", -1));
        } finally {
            reg.unregister();
        }
        assertEquals(200_000, matches.rules().setting("start.standard.food", -1));
    }

    /** A score system of a test bundle: it counts ticks, and so shows in the hash. */
    static final class TallyScore implements GameSystem {
        @Override public String id() { return "score"; }

        @Override public List<String> after() { return List.of("victory"); }

        @Override
        public SystemRun start(MatchContext m) {
            m.provide(Scores.class, seat -> m.tick());
            return new SystemRun() {
                @Override public void tick() {}

                @Override public void hash(StateHash h) { h.add(m.tick() * 31L); }
            };
        }
    }

    /** The stock settings table with 5000 food to start. */
    final class RichStart implements RuleTable {
        @Override public String name() { return "settings"; }

        @Override public String origin() { return "itest:rich-start"; }

        @Override
        public InputStream open() throws IOException {
            String text;
            try (InputStream in = stockSettings()) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            text = text.replaceFirst("(?m)^start\\.standard\\.food\\t200\\t", "start.standard.food\t5000\t");
            return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        }

        private InputStream stockSettings() throws IOException {
            try {
                for (ServiceReference<RuleTable> ref : context.getServiceReferences(RuleTable.class, "(table=settings)")) {
                    RuleTable t = context.getService(ref);
                    if (t != this) return t.open();
                }
            } catch (Exception e) {
                throw new IOException(e);
            }
            throw new IOException("no stock settings table");
        }
    }
}
