package org.openaok.scheduler;

import static org.junit.jupiter.api.Assertions.*;
import static org.openaok.api.stage.Dependency.*;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.openaok.api.diag.Diagnostic;
import org.openaok.api.generate.GenerationException;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.PlannedStage;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;

class SchedulerTest {
    private static RunOptions threads(int n) { return RunOptions.defaults().withThreads(n); }

    @Test
    void runsStagesInTheOrderTheirDependenciesGive() {
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        Harness h = new Harness(0, 1)
                .add(TestStage.map("c", ctx -> order.add("c"), after("b")))
                .add(TestStage.map("a", ctx -> order.add("a")))
                .add(TestStage.map("b", ctx -> order.add("b"), after("a")));
        GenerationResult r = h.engine.generate(h.request(1), threads(4));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(List.of("a", "b", "c"), order);
        assertEquals(List.of("a", "b", "c"), r.timings().stream().map(t -> t.stage()).toList());
    }

    @Test
    void aNewStageSlotsInBetweenTwoOthersWithoutTouchingThem() throws Exception {
        List<String> order = new CopyOnWriteArrayList<>();
        Harness h = new Harness(0, 1)
                .add(TestStage.map("lands", ctx -> order.add("lands")))
                .add(TestStage.map("objects", ctx -> order.add("objects"), after("lands")))
                .add(TestStage.map("moat", ctx -> order.add("moat"), after("lands"), before("objects")), 0, "third.party 2.0.0");
        assertEquals(List.of("lands", "moat", "objects"), h.engine.plan("test").stream().map(PlannedStage::id).toList());
        h.engine.generate(h.request(1), threads(2));
        assertEquals(List.of("lands", "moat", "objects"), order);
    }

    @Test
    void theHigherRankingStageOfOneIdReplacesTheOther() throws Exception {
        List<String> ran = new CopyOnWriteArrayList<>();
        Harness h = new Harness(0, 1)
                .add(TestStage.map("terrain", ctx -> ran.add("stock")), 0, "stock 1.0.0")
                .add(TestStage.map("terrain", ctx -> ran.add("mod")), 10, "mod 1.0.0");
        List<PlannedStage> plan = h.engine.plan("test");
        assertEquals(1, plan.size());
        assertEquals("mod 1.0.0", plan.get(0).bundle());
        assertEquals(List.of("stock 1.0.0"), plan.get(0).replaces());
        h.engine.generate(h.request(1), threads(1));
        assertEquals(List.of("mod"), ran);
    }

    @Test
    void aMissingDependencyNamesTheStageAndItsBundle() {
        Harness h = new Harness(0, 1).add(TestStage.map("objects", ctx -> { }, after("lands")), 0, "my.plugin 1.2.3");
        GenerationException e = assertThrows(GenerationException.class, () -> h.engine.plan("test"));
        assertTrue(e.getMessage().contains("'objects' (bundle my.plugin 1.2.3)"), e.getMessage());
        assertTrue(e.getMessage().contains("'lands'"), e.getMessage());
        GenerationResult r = h.engine.generate(h.request(1), threads(1));
        assertTrue(r.failed());
        assertEquals("stage-graph", r.diagnostics().get(0).code());
    }

    @Test
    void anOptionalDependencyOnAnAbsentStageIsDropped() throws Exception {
        Harness h = new Harness(0, 1).add(TestStage.map("objects", ctx -> { }, after("cliffs").optional()));
        assertEquals(1, h.engine.plan("test").size());
    }

    @Test
    void aCycleIsRejectedNamingEveryStageOnIt() {
        Harness h = new Harness(0, 1)
                .add(TestStage.map("a", ctx -> { }, after("c")), 0, "one 1.0.0")
                .add(TestStage.map("b", ctx -> { }, after("a")), 0, "two 1.0.0")
                .add(TestStage.map("c", ctx -> { }, after("b")), 0, "three 1.0.0")
                .add(TestStage.map("d", ctx -> { }, after("c")), 0, "four 1.0.0");
        GenerationException e = assertThrows(GenerationException.class, () -> h.engine.plan("test"));
        String m = e.getMessage();
        assertTrue(m.contains("cycle"), m);
        for (String s : List.of("'a' (bundle one 1.0.0)", "'b' (bundle two 1.0.0)", "'c' (bundle three 1.0.0)")) {
            assertTrue(m.contains(s), m);
        }
        assertFalse(m.contains("'d'"), "d only follows the cycle: " + m);
    }

    @Test
    void perZoneStepsExpandOncePerZoneAndWaitByReach() {
        // zones 0..5 on two levels (even on 0, odd on 1)
        List<String> log = new CopyOnWriteArrayList<>();
        Harness h = new Harness(6, 2)
                .add(TestStage.zone("paint", ctx -> log.add("paint" + ctx.zone().get().id())))
                .add(TestStage.zone("rocks", ctx -> log.add("rocks" + ctx.zone().get().id()), afterLevel("paint")))
                .add(TestStage.zone("roads", ctx -> log.add("roads" + ctx.zone().get().id()), afterAll("rocks")))
                .add(TestStage.map("finish", ctx -> log.add("finish"), after("roads")));
        GenerationResult r = h.engine.generate(h.request(3), threads(3));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals(19, log.size());
        for (int z = 0; z < 6; z++) {
            int rocks = log.indexOf("rocks" + z);
            for (int other = z % 2; other < 6; other += 2) {
                assertTrue(log.indexOf("paint" + other) < rocks, "rocks" + z + " waits for paint on its level: " + log);
            }
            for (int other = 0; other < 6; other++) {
                assertTrue(log.indexOf("rocks" + other) < log.indexOf("roads" + z), log.toString());
            }
            assertTrue(log.indexOf("roads" + z) < log.indexOf("finish"));
        }
        assertEquals(6, r.timings().stream().filter(t -> t.stage().equals("paint")).findFirst().get().runs());
    }

    /** Zones fill in parallel, sleeping for varying times so they finish in any order. */
    private static Harness busyZones() {
        return new Harness(12, 1)
                .add(TestStage.zone("fill", ctx -> {
                    int z = ctx.zone().get().id();
                    MapLevel level = ctx.map().surface();
                    int band = level.size() / 12;
                    Thread.sleep(ctx.random().nextInt(6));
                    for (int y = z * band; y < (z + 1) * band; y++) {
                        for (int x = 0; x < level.size(); x++) {
                            int i = level.indexOf(x, y);
                            level.paint(i, ctx.random().nextInt(5), 1);
                            level.setZone(i, z);
                        }
                    }
                    for (int k = 0; k < 5; k++) {
                        int x = ctx.random().nextInt(level.size());
                        int y = z * band + ctx.random().nextInt(band);
                        ctx.place(MapObject.atTile(1 + k, 0, x, y, z));
                    }
                    ctx.diagnostics().warning("zone", "zone " + z + " filled");
                }))
                .add(TestStage.zone("decorate", ctx -> {
                    // sees its own zone's objects (its dependency) and none placed by later zones' runs
                    int z = ctx.zone().get().id();
                    long mine = ctx.objects().stream().filter(o -> o.source() == z).count();
                    if (mine != 5) throw new IllegalStateException("saw " + mine);
                    ctx.place(MapObject.atTile(99, 0, ctx.random().nextInt(10), z, z));
                }, after("fill")))
                .add(TestStage.map("count", ctx -> ctx.diagnostics().warning("count", "objects " + ctx.objects().size()),
                        afterAll("decorate")));
    }

    static String digest(GameMap map, List<Diagnostic> diagnostics) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        MapLevel l = map.surface();
        ByteBuffer b = ByteBuffer.allocate(l.tiles() * 6);
        for (int i = 0; i < l.tiles(); i++) b.putShort((short) l.terrain(i)).putInt(l.zone(i));
        sha.update(b.array());
        for (MapObject o : map.objects().list()) sha.update(o.toString().getBytes());
        for (Diagnostic d : diagnostics) sha.update(d.format().getBytes());
        return HexFormat.of().formatHex(sha.digest());
    }

    @Test
    void theSameSeedGivesTheSameMapForOneTwoAndEightThreads() throws Exception {
        List<String> digests = new ArrayList<>();
        for (int threads : new int[] {1, 2, 8, 8, 2}) {
            Harness h = busyZones();
            GenerationResult r = h.engine.generate(h.request(42), threads(threads));
            assertFalse(r.failed(), r.diagnostics().toString());
            assertEquals(12 * 6, r.map().objects().size());
            assertEquals("objects 72", r.diagnostics().get(r.diagnostics().size() - 1).message());
            digests.add(digest(r.map(), r.diagnostics()));
        }
        assertEquals(1, digests.stream().distinct().count(), digests.toString());
        Harness other = busyZones();
        GenerationResult r = other.engine.generate(other.request(43), threads(2));
        assertNotEquals(digests.get(0), digest(r.map(), r.diagnostics()), "another seed, another map");
    }

    @Test
    void aFailingStageIsNamedItsDependentsSkippedAndTheRestStillRuns() {
        AtomicBoolean independentRan = new AtomicBoolean();
        AtomicBoolean dependentRan = new AtomicBoolean();
        Harness h = new Harness(0, 1)
                .add(TestStage.map("broken", ctx -> { throw new IllegalStateException("boom"); }), 0, "bad.plugin 0.1.0")
                .add(TestStage.map("after-broken", ctx -> dependentRan.set(true), after("broken")))
                .add(TestStage.map("independent", ctx -> independentRan.set(true)));
        GenerationResult r = h.engine.generate(h.request(1), threads(2));
        assertTrue(r.failed());
        assertTrue(independentRan.get());
        assertFalse(dependentRan.get());
        Diagnostic failure = r.diagnostics().stream().filter(d -> d.code().equals("stage-failed")).findFirst().orElseThrow();
        assertTrue(failure.message().contains("'broken' (bundle bad.plugin 0.1.0)"), failure.message());
        assertTrue(failure.message().contains("boom"), failure.message());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("stage-skipped") && d.message().contains("after-broken")));
    }

    @Test
    void aStageOverItsTimeLimitIsStoppedAndNamed() {
        TestStage slow = TestStage.map("slow", ctx -> {
            while (true) ctx.checkpoint();
        });
        slow.timeLimit = 100;
        Harness h = new Harness(0, 1).add(slow, 0, "slow.plugin 1.0.0");
        long t0 = System.nanoTime();
        GenerationResult r = h.engine.generate(h.request(1), threads(1));
        assertTrue(r.failed());
        // the stage would spin for ever: any bound proves it was stopped; 10 s leaves room for a loaded machine (2 s failed at load 24 on 2 cores)
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 10_000, "stopped promptly");
        Diagnostic d = r.diagnostics().stream().filter(x -> x.code().equals("stage-timeout")).findFirst().orElseThrow();
        assertTrue(d.message().contains("'slow' (bundle slow.plugin 1.0.0)") && d.message().contains("100 ms"), d.message());
    }

    @Test
    void aStageThatIgnoresItsLimitIsAbandonedAndTheCallReturns() {
        TestStage stubborn = TestStage.map("stubborn", ctx -> {
            long end = System.nanoTime() + 10_000_000_000L;
            while (System.nanoTime() < end) Thread.onSpinWait();   // no checkpoint, ignores interrupts
        });
        stubborn.timeLimit = 50;
        Harness h = new Harness(0, 1).add(stubborn);
        long t0 = System.nanoTime();
        GenerationResult r = h.engine.generate(h.request(1), threads(1));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(r.failed());
        assertTrue(ms < 5000, "returned after the grace period, not after the stage: " + ms);
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("stage-timeout") && d.message().contains("abandoned")));
    }

    @Test
    void cancellationStopsTheRun() {
        AtomicBoolean cancel = new AtomicBoolean();
        AtomicBoolean laterRan = new AtomicBoolean();
        Harness h = new Harness(0, 1)
                .add(TestStage.map("first", ctx -> {
                    cancel.set(true);
                    ctx.checkpoint();
                }))
                .add(TestStage.map("second", ctx -> laterRan.set(true), after("first")));
        GenerationResult r = h.engine.generate(h.request(1), threads(1).withCancel(cancel::get));
        assertTrue(r.failed());
        assertFalse(laterRan.get());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("cancelled")));
    }

    @Test
    void progressClimbsToOneHundred() {
        List<Integer> seen = new CopyOnWriteArrayList<>();
        Harness h = busyZones();
        h.engine.generate(h.request(5), threads(2).withProgress((p, s) -> seen.add(p)));
        assertEquals(100, seen.get(seen.size() - 1));
        for (int i = 1; i < seen.size(); i++) assertTrue(seen.get(i) > seen.get(i - 1), seen.toString());
    }

    @Test
    void aRunSeesOnlyObjectsOfRunsItWaitsFor() {
        Harness h = new Harness(0, 1)
                .add(TestStage.map("a", ctx -> ctx.place(MapObject.atTile(1, 0, 1, 1, 0))))
                .add(TestStage.map("b", ctx -> {
                    Thread.sleep(50);
                    ctx.place(MapObject.atTile(2, 0, 2, 2, 0));
                }))
                .add(TestStage.map("c", ctx -> {
                    // waits for a only; b may or may not have placed its object yet, c must never see it
                    if (ctx.objects().size() != 1 || ctx.objects().get(0).type() != 1) throw new IllegalStateException("saw " + ctx.objects());
                }, after("a")));
        for (int threads : new int[] {1, 3}) {
            GenerationResult r = h.engine.generate(h.request(1), threads(threads));
            assertFalse(r.failed(), r.diagnostics().toString());
        }
    }

    @Test
    void anUnknownGeneratorOrMapIsADiagnosticNotAnException() {
        Harness h = new Harness(0, 1);
        GenerationResult r = h.engine.generate(h.request(1).withGenerator("nope"), threads(1));
        assertTrue(r.failed());
        assertTrue(r.diagnostics().get(0).message().contains("no generator 'nope'"));
    }

    @Test
    void aGeneratorThatCannotReadItsInputMayNameAnotherToStandIn() {
        Harness h = new Harness(0, 1).add(TestStage.map("only", ctx -> { }));
        org.openaok.api.generate.MapGenerator picky = new org.openaok.api.generate.MapGenerator() {
            @Override public String id() { return "picky"; }
            @Override public String description() { return ""; }
            @Override public List<org.openaok.api.generate.MapEntry> maps() { return List.of(); }
            @Override public org.openaok.api.generate.MapSetup setup(org.openaok.api.generate.GenerationRequest r,
                    org.openaok.api.generate.SetupContext c) throws GenerationException {
                throw new GenerationException("unreadable", List.of(Diagnostic.error("unreadable", "cannot read x.rms")), "test");
            }
        };
        h.generators.add(new Engine.Provided<>(picky, "picky", 0, 99, "picky 1.0"));
        GenerationResult r = h.engine.generate(h.request(1).withGenerator("picky"), threads(1));
        assertFalse(r.failed(), r.diagnostics().toString());
        assertEquals("test", r.request().generator());
        assertEquals(org.openaok.api.diag.Severity.WARNING, r.diagnostics().get(0).severity(), "the reason, as a warning");
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.code().equals("fallback")));
    }
}
