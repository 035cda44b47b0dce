package org.openaok.features;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openaok.json.JsonReader;
import org.openaok.json.JsonValue;

/** The exported feature-set jars, run as a user runs them: java -jar, arguments, exit status, files. */
class CommandLineIT {
    record Run(int status, String out, String err) {}

    @TempDir
    Path dir;

    static Path jar(String feature) {
        return Path.of(System.getProperty("openaok.features", "target"), feature + ".jar");
    }

    Run run(String feature, String... args) throws IOException, InterruptedException {
        return runWithInput(feature, null, args);
    }

    Run runWithInput(String feature, String input, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfelix.fileinstall.dir=" + dir.resolve("plugins"), "-jar", jar(feature).toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        if (input != null) {
            Files.writeString(dir.resolve("in.txt"), input);
            pb.redirectInput(dir.resolve("in.txt").toFile());
        }
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("openaok " + String.join(" ", args) + " did not finish");
        }
        return new Run(p.exitValue(), Files.readString(dir.resolve("out.txt")), Files.readString(dir.resolve("err.txt")));
    }

    @Test
    void generateWritesTheMapThePreviewAndAReportWhoseHashIsTheMapFilesHash() throws Exception {
        Run r = run("mapgen", "generate", "--map", "noise", "--size", "tiny", "--players", "3", "--seed", "12",
                "--out", "map.json", "--png", "map.png", "--report", "report.json", "--repeat", "2");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("seed 12"), r.out());
        byte[] map = Files.readAllBytes(dir.resolve("map.json"));
        byte[] png = Files.readAllBytes(dir.resolve("map.png"));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        JsonValue.Obj report = (JsonValue.Obj) JsonReader.parse(Files.readString(dir.resolve("report.json")), "report.json");
        for (String key : List.of("generator", "map", "seed", "size", "players", "threads", "millis", "warm_millis",
                "diagnostics", "objects", "checks", "hash")) {
            assertTrue(report.has(key), "report has " + key);
        }
        assertEquals("noise", report.string("generator").orElseThrow());
        assertEquals(120, report.number("size").orElseThrow().asInt());
        assertTrue(report.object("millis").orElseThrow().has("total"));
        assertTrue(report.object("millis").orElseThrow().has("noise.terrain"));
        assertEquals(2, report.object("warm_millis").orElseThrow().number("runs").orElseThrow().asInt());
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(map));
        assertEquals(sha, report.string("hash").orElseThrow(), "hash is the SHA-256 of the exported map JSON");
    }

    @Test
    void the0ADExportGivesEachSeatItsCivilisationAndAnUndergroundAsAMapOfItsOwn() throws Exception {
        String[] duel = {"generate", "--generator", "zones", "--map", "OpenAoK Duel", "--size", "s+u", "--seed", "4"};
        Run r = run("mapgen", concat(duel, "--civs", "britons,Koreans", "--out", "surface.json"));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("wrote surface.json (level 0 of 2)") && r.out().contains("export it with --level 1"), r.out());
        String surface = text(dir.resolve("surface.json"));
        assertTrue(surface.contains("\"templateName\":\"structures/brit/civil_centre\",\"player\":1"), "player 1 plays the Britons' 0 A.D. civilisation");
        assertTrue(surface.contains("\"templateName\":\"structures/han/civil_centre\",\"player\":2"), "player 2 the Koreans'");
        Run below = run("mapgen", concat(duel, "--civs", "britons,koreans", "--level", "1", "--out", "below.json"));
        assertEquals(0, below.status(), below.err());
        assertTrue(below.out().contains("wrote below.json (level 1 of 2)"), below.out());
        JsonValue.Obj u = (JsonValue.Obj) JsonReader.parse(text(dir.resolve("below.json")), "below.json");
        assertEquals(0, u.object("OpenAoK").orElseThrow().array("levels").orElseThrow().size(), "a map of one level");
        assertNotEquals(surface, text(dir.resolve("below.json")));
        Run unknown = run("mapgen", concat(duel, "--civs", "britons,klingons", "--out", "bad.json"));
        assertEquals(1, unknown.status());
        assertTrue(unknown.err().contains("player 2's civilisation 'klingons'") && unknown.err().contains("britons"), unknown.err());
        assertFalse(Files.exists(dir.resolve("bad.json")), "no half-written map");
        Run tooMany = run("mapgen", concat(duel, "--civs", "britons,franks,goths"));
        assertEquals(2, tooMany.status());
        assertTrue(tooMany.err().contains("--civs names 3 seats but there are 2 players"), tooMany.err());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void oneAndEightThreadsGiveTheSameHash() throws Exception {
        Run one = run("mapgen", "generate", "--map", "noise", "--size", "small", "--seed", "77", "--threads", "1");
        Run eight = run("mapgen", "generate", "--map", "noise", "--size", "small", "--seed", "77", "--threads", "8");
        assertEquals(0, one.status(), one.err());
        assertEquals(hash(one.out()), hash(eight.out()));
    }

    private static String hash(String out) {
        return out.lines().filter(l -> l.startsWith("hash ")).findFirst().orElseThrow(() -> new AssertionError(out));
    }

    @Test
    void mistakesOnTheCommandLineExitTwoAndFailuresExitOne() throws Exception {
        Run bad = run("mapgen", "generate", "--size", "enormous");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--size"), bad.err());
        Run unknown = run("mapgen", "frobnicate");
        assertEquals(2, unknown.status());
        Run missing = run("mapgen", "check", "no-such-file.rms");
        assertEquals(1, missing.status());
        assertTrue(missing.out().contains("no-such-file.rms: error file-not-found"), missing.out());
        Run noMap = run("mapgen", "generate", "--map", "Atlantis");
        assertEquals(1, noMap.status());
        assertTrue(noMap.err().contains("Atlantis"), noMap.err());
    }

    @Test
    void stagesListsTheRunOrderWithBundles() throws Exception {
        Run r = run("mapgen", "stages", "--generator", "noise");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("noise.terrain") && r.out().contains("org.openaok.mapgen.noise"), r.out());
        Run maps = run("mapgen", "maps");
        assertEquals(0, maps.status());
        assertTrue(maps.out().startsWith("noise:") || maps.out().contains("\nnoise:"), maps.out());
    }

    @Test
    void aPluginInThePluginsFolderIsScheduled() throws Exception {
        Path plugin = Path.of(System.getProperty("openaok.features", "target"), "..", "..",
                "org.openaok.example.stage", "target", "org.openaok.example.stage-0.1.0-SNAPSHOT.jar");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(plugin), "the example plugin is built");
        Files.createDirectories(dir.resolve("plugins"));
        Files.copy(plugin, dir.resolve("plugins").resolve("example.jar"));
        Run r = run("mapgen", "stages", "--generator", "noise");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("example.ponds"), r.out());
        assertTrue(r.out().indexOf("noise.terrain") < r.out().indexOf("example.ponds"));
        assertTrue(r.out().indexOf("example.ponds") < r.out().indexOf("noise.forest"));
    }

    @Test
    void theFullFeatureSetRunsToo() throws Exception {
        Run r = run("full", "generate", "--map", "noise", "--size", "tiny", "--seed", "3", "--png", "full.png", "--view", "diamond");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.size(dir.resolve("full.png")) > 100);
    }

    @Test
    void surveyWritesOneCsvRowPerSeedAndPlayerAndPlotsTheDistributions() throws Exception {
        Run r = run("mapgen", "survey", "--map", "noise", "--size", "tiny", "--players", "3", "--seeds", "5..16",
                "--csv", "survey.csv", "--plot", "survey.png", "--threads", "2");
        assertEquals(0, r.status(), r.out() + r.err());
        List<String> lines = Files.readAllLines(dir.resolve("survey.csv"));
        assertEquals("seed,player,team,x,y,food_10,wood_10,gold_10,stone_10,food_20,wood_20,gold_20,stone_20,"
                + "food_30,wood_30,gold_30,stone_30,dist_gold,dist_stone,dist_forage,dist_wood,area,nearest_enemy,hash", lines.get(0));
        assertEquals(1 + 12 * 3, lines.size());
        assertTrue(lines.get(1).startsWith("5,1,"), lines.get(1));
        assertTrue(lines.get(lines.size() - 1).startsWith("16,3,"), "rows in seed order whatever finished first");
        assertTrue(r.out().contains("least fair seeds"), r.out());
        assertTrue(r.out().contains("maps/s"), r.out());
        assertTrue(Files.size(dir.resolve("survey.png")) > 1000);
        // the same seed surveyed alone gives the same row: each map is deterministic whatever runs beside it
        Run one = run("mapgen", "survey", "--map", "noise", "--size", "tiny", "--players", "3", "--seeds", "9",
                "--csv", "one.csv", "--threads", "1");
        assertEquals(0, one.status());
        List<String> single = Files.readAllLines(dir.resolve("one.csv"));
        assertEquals(lines.stream().filter(l -> l.startsWith("9,")).toList(), single.subList(1, single.size()));
    }

    @Test
    void theShellRunsTheSameCommands() throws Exception {
        Run r = runWithInput("full", "openaok:stages noise\nopenaok:generate --map noise --size tiny --seed 2\nexit 0\n", "shell");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("run order for generator 'noise'"), r.out());
        assertTrue(r.out().contains("seed 2, size 120"), r.out());
        Run mapgen = runWithInput("mapgen", "", "shell");
        assertEquals(1, mapgen.status(), "no shell in the headless set");
        assertTrue(mapgen.err().contains("not in this feature set"), mapgen.err());
    }

    @Test
    void mistakesTheGameShrugsOffFailCheckOnlyUnderStrict() throws Exception {
        // A stray endif and chances past 100: warnings; the game reads on.
        Files.writeString(dir.resolve("shrug.rms"), "<PLAYER_SETUP>\nrandom_placement\nendif\n"
                + "start_random percent_chance 60 #define A percent_chance 50 #define B end_random\n");
        Run lenient = run("mapgen", "check", "shrug.rms");
        assertEquals(0, lenient.status(), lenient.out());
        assertTrue(lenient.out().contains("shrug.rms:3:1: warning RMS021") && lenient.out().contains("warning RMS032"), lenient.out());
        Run strict = run("mapgen", "check", "--strict", "shrug.rms");
        assertEquals(1, strict.status(), strict.out());
    }

    @Test
    void computerPlayersAreCheckedAndPlayFromTheCommandLine() throws Exception {
        Path ai = dir.resolve("mine.per");
        Files.writeString(ai, "(defrule (true) => (set-goal 1 5) (disable-self))\n(defrule (no-such-fact) => (disable-self))\n");
        Run check = run("mapgen", "check", "mine.per");
        assertEquals(1, check.status(), check.out());
        assertTrue(check.out().contains("mine.per:2:") && check.out().contains("ERR2003"), check.out());
        Run play = run("mapgen", "ai", "--players", "2", "--advance", "120", "--trace");
        assertEquals(0, play.status(), play.err());
        assertTrue(play.out().contains("AI p2 0:01:00"), play.out());
        assertTrue(play.out().contains("after 120 s of game time"), play.out());
    }

    static String text(Path p) throws IOException { return Files.readString(p, StandardCharsets.UTF_8); }

    /**
     * A fixed map drawn by the headless renderer, compared pixel for pixel with the image stored in
     * the repository. After an intended change to the noise generator or the renderer, regenerate
     * the images with the commands in features/src/test/resources/golden/README.md.
     */
    @Test
    void previewsMatchTheGoldenImagesPixelForPixel() throws Exception {
        for (String view : List.of("top", "diamond")) {
            String name = "noise-tiny-seed1-" + view + ".png";
            Run r = run("mapgen", "generate", "--map", "noise", "--size", "tiny", "--players", "4", "--seed", "1",
                    "--png", name, "--view", view, "--scale", "2");
            assertEquals(0, r.status(), r.err());
            java.awt.image.BufferedImage got = javax.imageio.ImageIO.read(dir.resolve(name).toFile());
            java.awt.image.BufferedImage want;
            try (var in = getClass().getResourceAsStream("/golden/" + name)) {
                want = javax.imageio.ImageIO.read(in);
            }
            assertEquals(want.getWidth(), got.getWidth(), name);
            assertEquals(want.getHeight(), got.getHeight(), name);
            int differ = 0;
            for (int y = 0; y < want.getHeight(); y++) {
                for (int x = 0; x < want.getWidth(); x++) if (want.getRGB(x, y) != got.getRGB(x, y)) differ++;
            }
            assertEquals(0, differ, name + ": pixels that differ from the golden image");
        }
    }
}
