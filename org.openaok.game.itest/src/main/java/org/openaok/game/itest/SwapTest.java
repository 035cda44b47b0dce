package org.openaok.game.itest;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.openaok.api.command.CommandLine;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.generate.RunOptions;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchRecorder;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;

/**
 * Bundles swapped under running matches, in a real framework: a new build of the example
 * computer player dropped into the watched plugins folder takes its seats over at their next
 * think (the window tells it, the record names it, and the record still replays tick for tick);
 * the renderer updated while a match is shown reopens the window on that match, which went on, and a
 * newer build of it dropped into plugins/ takes the window over (and hands it back when deleted);
 * the simulation's bundle replaced between two matches is what the second one runs.
 */
class SwapTest {
    static final String OLD = "example (org.openaok.example.player 0.1.0.SNAPSHOT)";
    static final String NEW = "example (org.openaok.example.player 0.1.1)";
    static final Pattern OPENED = Pattern.compile("window opened with renderer gl from org\\.openaok\\.render \\S+ \\[bundle (\\d+)\\] \\(service \\d+\\) at (\\d+):(\\d+)");

    @InjectBundleContext
    BundleContext context;

    @InjectService(timeout = 5000)
    List<CommandLine> commands;

    @InjectService(timeout = 5000)
    MapGenerationService generator;

    private CommandLine command(String name) { return commands.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow(); }

    private Path plugins() { return Path.of(context.getProperty("felix.fileinstall.dir")); }

    private static List<String> spectate(Path record, String speed) {
        return List.of("--spectate", "--map", "OpenPlains", "--size", "tiny", "--players", "2", "--seed", "9", "--ai", "1:example",
                "--ai", "2:example", "--window", "640x480", "--speed", speed, "--record", record.toString());
    }

    @Test
    void aNewBuildOfAComputerPlayerTakesOverItsSeatsMidMatchAndTheRecordNamesIt() throws Exception {
        Path dir = Files.createTempDirectory("openaok-swap");
        Path record = dir.resolve("swap.rec");
        try (Window w = new Window(command("play"), spectate(record, "1"))) {
            w.assumeOpened();
            Await.until("both seats played by the installed example player", 20_000,
                    () -> w.output().contains("seat 1: played by " + OLD) && w.output().contains("seat 2: played by " + OLD), w::output);
            // three new builds one after the other, each dropped in and later deleted: its seats go to it, then back
            List<Long> drops = new ArrayList<>();
            for (String version : List.of("0.1.1", "0.1.2", "0.1.3")) {
                String now = "example (org.openaok.example.player " + version + ")";
                Thread.sleep(1300);
                byte[] jar = Jars.build(context, "example-player.jar", version);
                long t0 = System.nanoTime();
                Path dropped = Jars.drop(plugins(), "example-player-" + version + ".jar", jar);
                for (int seat = 1; seat <= 2; seat++) {
                    String line = "seat " + seat + ": played by " + now + ", after " + OLD;
                    Await.until(line, 20_000, () -> w.output().contains(line), w::output);
                    drops.add((System.nanoTime() - t0) / 1_000_000);
                }
                assertTrue(w.alive(), "the match goes on");
                Files.delete(dropped);
                for (int seat = 1; seat <= 2; seat++) {
                    String line = "seat " + seat + ": played by " + OLD + ", after " + now;
                    Await.until(line, 20_000, () -> w.output().contains(line), w::output);
                }
            }
            System.out.println("computer player swap: from a jar dropped into plugins/ to the seat's first think under the new build, ms "
                    + "(seat 1, seat 2 per drop; FileInstall polls every 100 ms here, a seat thinks once a game second): " + drops);
            Thread.sleep(1200);
            assertEquals(0, w.stop(), w.output());
        }
        // the record names each hand-over with the versions, and replays tick for tick
        List<String> notes = new ArrayList<>();
        for (String line : Files.readAllLines(record)) if (line.startsWith("n ")) notes.add(URLDecoder.decode(line.split(" ", 3)[2], StandardCharsets.UTF_8));
        assertTrue(notes.contains("seat 1: played by " + NEW + ", after " + OLD), notes.toString());
        assertTrue(notes.contains("seat 2: played by " + OLD + ", after " + NEW), notes.toString());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int status = command("replay").run(List.of(record.toString()), out, out);
        assertEquals(0, status, bytes.toString(StandardCharsets.UTF_8));
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("every hash agrees with the record"), bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aRendererUpdatedMidMatchReopensTheWindowOnTheRunningMatch() throws Exception {
        Path dir = Files.createTempDirectory("openaok-swap");
        ServiceReference<?> gl = context.getServiceReferences(org.openaok.api.screen.ScreenRenderer.class, "(renderer=gl)").iterator().next();
        Bundle renderer = gl.getBundle();
        try (Window w = new Window(command("play"), spectate(dir.resolve("r.rec"), "4"))) {
            w.assumeOpened();
            Thread.sleep(2500);
            CountDownLatch refreshed = new CountDownLatch(1);
            renderer.update();
            context.getBundle(0).adapt(FrameworkWiring.class).refreshBundles(List.of(renderer), e -> refreshed.countDown());
            assertTrue(refreshed.await(20, TimeUnit.SECONDS), "refreshed");
            Await.until("the window again", 20_000, () -> OPENED.matcher(w.output()).results().count() >= 2, w::output);
            List<Integer> at = new ArrayList<>();
            Matcher m = OPENED.matcher(w.output());
            while (m.find()) at.add(Integer.parseInt(m.group(2)) * 60 + Integer.parseInt(m.group(3)));
            assertTrue(w.output().contains("is going; the window closes and reopens on the match"), w.output());
            assertTrue(at.get(1) >= at.get(0) + 4, "the second window opens on the same match, further on: " + at + "\n" + w.output());
            // a newer build dropped into plugins/ takes the window over; deleted, it hands it back
            Path newer = Jars.drop(plugins(), "render-0.1.1.jar", Jars.build(context, "render.jar", "0.1.1"));
            Await.until("the newer renderer's window", 20_000, () -> last(w) != renderer.getBundleId(), w::output);
            assertEquals("0.1.1", context.getBundle(last(w)).getVersion().toString());
            Files.delete(newer);
            Await.until("the window back with the first renderer", 20_000, () -> last(w) == renderer.getBundleId(), w::output);
            assertTrue(w.alive());
            assertEquals(0, w.stop(), w.output());
        }
    }

    /** The bundle of the renderer the last window opened with, or -1. */
    private static long last(Window w) {
        long b = -1;
        Matcher m = OPENED.matcher(w.output());
        while (m.find()) b = Long.parseLong(m.group(1));
        return b;
    }

    @Test
    void aSystemBundleReplacedBetweenMatchesIsUsedByTheNext() throws Exception {
        Bundle sim = FrameworkUtil.getBundle(bundleOfSystems());
        String before = sim.getVersion().toString();
        GenerationResult gen = generator.generate(GenerationRequest.builder().generator("aok").map("OpenPlains").size(120).players(2).seed(3).build(),
                RunOptions.defaults());
        MatchSettings settings = MatchSettings.defaults(3, List.of("franks", "britons"));
        Match first = service(before).start(settings, gen.map());
        for (SystemInfo s : first.systems()) assertEquals(before, s.version(), s.toString());
        for (int t = 0; t < 50; t++) first.step();
        byte[] original = Jars.build(context, "sim.jar", null);
        try {
            update(sim, Jars.build(context, "sim.jar", "0.1.1"));
            Match second = service("0.1.1").start(settings, gen.map());
            for (SystemInfo s : second.systems()) {
                assertEquals("org.openaok.sim", s.bundle(), s.toString());
                assertEquals("0.1.1", s.version(), "the next match runs the new build: " + s);
            }
            // and its record says so
            MatchRecorder recorder = recorder("0.1.1");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (MatchRecorder.Recording r = recorder.record(second, gen.request(), gen.map(), List.of(), bytes)) {
                second.step();
            }
            String text = bytes.toString(StandardCharsets.UTF_8);
            assertTrue(text.contains("system 0 ") && text.contains(" org.openaok.sim 0.1.1\n"), text.substring(0, Math.min(2000, text.length())));
        } finally {
            update(sim, original);
        }
        assertEquals(before, sim.getVersion().toString());
    }

    private Class<?> bundleOfSystems() throws Exception {
        for (ServiceReference<MatchService> r : context.getServiceReferences(MatchService.class, null)) return context.getService(r).getClass();
        throw new AssertionError("no match service");
    }

    private void update(Bundle b, byte[] jar) throws Exception {
        b.update(new ByteArrayInputStream(jar));
        CountDownLatch refreshed = new CountDownLatch(1);
        context.getBundle(0).adapt(FrameworkWiring.class).refreshBundles(List.of(b), e -> refreshed.countDown());
        assertTrue(refreshed.await(20, TimeUnit.SECONDS), "refreshed");
    }

    private <T> T serviceOf(Class<T> type, String version) throws Exception {
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end) {
            for (ServiceReference<T> r : context.getServiceReferences(type, null)) {
                if (r.getBundle() != null && r.getBundle().getVersion().toString().equals(version)) {
                    T s = context.getService(r);
                    if (s != null) return s;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no " + type.getSimpleName() + " from a bundle of version " + version);
    }

    private MatchService service(String version) throws Exception {
        MatchService s = serviceOf(MatchService.class, version);
        // its systems come up one by one: wait until the match it would start has them all
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end) {
            try {
                List<SystemInfo> sys = s.systems();
                if (sys.size() >= 13 && sys.stream().allMatch(i -> i.version().equals(version))) return s;
            } catch (Exception e) {
                // not yet
            }
            Thread.sleep(20);
        }
        return s;
    }

    private MatchRecorder recorder(String version) throws Exception { return serviceOf(MatchRecorder.class, version); }
}
