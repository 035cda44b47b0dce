package org.openaok.sim.record;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.openaok.api.map.GameMap;
import org.openaok.sim.Fixtures;
import org.openaok.sim.internal.cli.HeadlessMatch;
import org.openaok.sim.internal.record.CommandFile;

/**
 * The small record the record tests and fuzz targets start from: forty seconds of an opening on a
 * tiny map, played here from {@link #ORDERS} (so it is always today's engine's), and the map it
 * was played on.
 */
public final class SmallRecord {
    static final String ORDERS = """
            0:00 1 train building=@town-center type=villager count=2
            0:00 1 gather units=@villager*2 target=@nearest:forage
            0:00 2 train building=@town-center type=villager count=1
            0:01 2 gather units=@villager target=@nearest:forage
            0:05 1 gather-point building=@town-center to=@home+0,4
            0:10 2 move units=@scout-cavalry to=@home+6,6
            0:20 1 stop units=@villager*1
            """;
    static final long SEED = 5;
    static final int SIZE = 120;

    private static GameMap map;
    private static byte[] bytes;

    private SmallRecord() {}

    public static synchronized GameMap map() {
        if (map == null) map = Fixtures.map("OpenPlains", SIZE, 2, SEED);
        return map;
    }

    /** The record's bytes. */
    public static synchronized byte[] bytes() {
        if (bytes == null) {
            try {
                Path dir = Files.createTempDirectory("small-record");
                Path rec = dir.resolve("small.rec");
                HeadlessMatch.run(Fixtures.matches(), map(), Fixtures.request("OpenPlains", SIZE, 2, SEED), Fixtures.settings(SEED, "franks", "mongols"),
                        CommandFile.read("orders.txt", new StringReader(ORDERS)), 40_000, rec, List.of("test 1"),
                        new PrintStream(new ByteArrayOutputStream()));
                bytes = Files.readAllBytes(rec);
                Files.delete(rec);
                Files.delete(dir);
            } catch (Exception e) {
                throw new IllegalStateException("the small record could not be played", e);
            }
        }
        return bytes.clone();
    }

    /** A resource of the test classpath, for the seeds. */
    static byte[] resource(String name) {
        try (InputStream in = SmallRecord.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("no resource " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
