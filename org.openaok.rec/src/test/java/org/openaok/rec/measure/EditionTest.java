package org.openaok.rec.measure;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.rec.Engines;
import org.openaok.rec.RecPlayer;
import org.openaok.rec.RecReader;
import org.openaok.rec.RecVersion;
import org.openaok.rec.RecordedGame;
import org.openaok.rec.RecordedMaps;
import org.openaok.rec.Recordings;

/** Which edition's scripts made a recorded map, and the one measure where a known difference explains a value. */
class EditionTest {
    private static RecordedGame game(RecVersion v, int save, int size, int... civs) {
        List<RecPlayer> players = new ArrayList<>();
        for (int i = 0; i < civs.length; i++) players.add(new RecPlayer(i + 1, "p" + (i + 1), 2, civs[i], i, 0, 10, 10, 0));
        return new RecordedGame("x", v, v == RecVersion.AOK ? "VER 9.3" : "VER 9.4", save, 9, "Arabia", 0, size, new byte[size * size],
                new byte[size * size], players, List.of());
    }

    @Test
    void theHeaderNamesTheEdition() {
        assertEquals(Edition.Family.HD4, Edition.of(game(RecVersion.HD, 1236, 120, 1, 2)).family());
        assertEquals(Edition.Family.HD4, Edition.of(game(RecVersion.HD, 1249, 120, 1, 2)).family());
        assertEquals(Edition.Family.HD5, Edition.of(game(RecVersion.HD, 1250, 120, 1, 2)).family());
        assertEquals(Edition.Family.ORIGINAL, Edition.of(game(RecVersion.AOC10C, 1176, 120, 17, 17)).family());
        assertEquals(Edition.Family.ORIGINAL, Edition.of(game(RecVersion.USERPATCH15, 1176, 120, 17, 18)).family());
        Edition mod = Edition.of(game(RecVersion.USERPATCH15, 1176, 120, 3, 21));
        assertEquals(Edition.Family.USERPATCH_DATA_MOD, mod.family());
        assertTrue(mod.name().contains("civilisation 21"), mod.name());
        assertTrue(Edition.of(game(RecVersion.HD, 1236, 120, 1, 2)).name().contains("4.x (save 12.36)"));
    }

    @Test
    void aDifferenceExplainsOnlyTheValueTheEditionGives() {
        RecordedGame hd4 = game(RecVersion.HD, 1236, 220, 1, 2, 3, 4, 5, 6, 7, 8);
        Edition e = Edition.of(hd4);
        // floor(4 x 220^2 / 10^4) = 19 hawks among 8 players
        assertTrue(e.differs("animals.birds", 19 / 8.0, hd4).orElseThrow().contains("4 hawks for every 10,000 tiles"));
        assertEquals(Optional.empty(), e.differs("animals.birds", 29 / 8.0, hd4), "1.0c's count is no edition difference");
        assertEquals(Optional.empty(), e.differs("animals.birds", 18 / 8.0, hd4), "a value the edition does not give stays unexplained");
        assertEquals(Optional.empty(), e.differs("land.water", 19 / 8.0, hd4), "only the measures with a known difference");
        RecordedGame hd5 = game(RecVersion.HD, 1250, 220, 1, 2, 3, 4, 5, 6, 7, 8);
        assertEquals(Optional.empty(), Edition.of(hd5).differs("animals.birds", 19 / 8.0, hd5), "HD 5.x ships 1.0c's six");
        RecordedGame aoc = game(RecVersion.AOC10C, 1176, 220, 1, 2, 3, 4, 5, 6, 7, 8);
        assertEquals(Optional.empty(), Edition.of(aoc).differs("animals.birds", 19 / 8.0, aoc));
    }

    @Test
    void scandinaviasFishAreExplainedOnlyForThatMapAndEdition() {
        RecordedGame hd4 = new RecordedGame("x", RecVersion.HD, "VER 9.4", 1236, 25, "Scandinavia", 0, 120, new byte[120 * 120],
                new byte[120 * 120], game(RecVersion.HD, 1236, 120, 1, 2).players(), List.of());
        // floor(25 x 1.44) + floor(6 x 1.44) + floor(8 x 1.44) = 36 + 8 + 11
        assertTrue(Edition.of(hd4).differs("fish.all", 55, hd4).orElseThrow().contains("25 shore fish, 6 dorado and 8 tuna"));
        assertEquals(Optional.empty(), Edition.of(hd4).differs("fish.all", 32, hd4), "1.0c's 11 + 21 is no edition difference");
        RecordedGame arabia = game(RecVersion.HD, 1236, 120, 1, 2);
        assertEquals(Optional.empty(), Edition.of(arabia).differs("fish.all", 55, arabia), "only Scandinavia");
        RecordedGame hd5 = new RecordedGame("x", RecVersion.HD, "VER 9.4", 1250, 25, "Scandinavia", 0, 120, new byte[120 * 120],
                new byte[120 * 120], arabia.players(), List.of());
        assertEquals(Optional.empty(), Edition.of(hd5).differs("fish.all", 55, hd5), "only HD 4.x");
    }

    /** The public HD 4.x Scandinavia holds the fish its edition's difference names. */
    @Test
    void thePublicScandinaviaHoldsItsEditionsFish() throws Exception {
        Path rec = Recordings.all().stream().filter(p -> p.getFileName().toString().equals("hd-4.6.aoe2record")).findFirst().orElse(null);
        Assumptions.assumeTrue(rec != null, "../shared/corpus/recs is absent");
        RecordedGame g = RecReader.read(rec).game().orElseThrow();
        double fish = MapMeasures.of(RecordedMaps.toGameMap(g, Engines.DATA), Engines.DATA, null).stream()
                .filter(m -> m.name().equals("fish.all")).findFirst().orElseThrow().value();
        assertTrue(Edition.of(g).differs("fish.all", fish, g).isPresent(), fish + " fish");
    }

    @Test
    void anExplainedRowStaysFlaggedWithItsReason() {
        List<Measure> real = List.of(new Measure("animals.birds", "hawks", Unit.COUNT, 2.5, ""),
                new Measure("fish.all", "fish", Unit.COUNT, 55, ""));
        List<List<Measure>> gen = List.of(List.of(new Measure("animals.birds", "hawks", Unit.COUNT, 4, ""),
                new Measure("fish.all", "fish", Unit.COUNT, 32, "")));
        Comparison c = Comparison.of(real, gen).explained(r -> r.name().equals("animals.birds") ? Optional.of("why") : Optional.empty());
        assertEquals(2, c.flagged().size(), "both lie outside the range");
        assertEquals(List.of("fish.all"), c.unexplained().stream().map(Comparison.Row::name).toList());
        assertEquals("why", c.editionDiffers().get(0).edition());
        Comparison inside = Comparison.of(List.of(new Measure("a", "a", Unit.COUNT, 4, "")), List.of(List.of(new Measure("a", "a", Unit.COUNT, 4, ""))))
                .explained(r -> Optional.of("never asked"));
        assertEquals("", inside.rows().get(0).edition(), "a row inside the range carries no reason");
    }

    /** The public recordings: the editions their headers name, and the hawks each holds against its edition's rule. */
    @Test
    void thePublicRecordingsHoldTheirEditionsHawks() throws Exception {
        List<Path> recs = Recordings.all();
        Assumptions.assumeFalse(recs.isEmpty(), "../shared/corpus/recs is absent");
        int explained = 0;
        for (Path p : recs) {
            RecordedGame g = RecReader.read(p).game().orElseThrow();
            if (g.mapId() >= 44 || g.mapId() < 0 && !g.mapName().equals("Arabia")) continue;   // custom maps place their own
            GameMap map = RecordedMaps.toGameMap(g, Engines.DATA);
            double birds = MapMeasures.of(map, Engines.DATA, null).stream().filter(m -> m.name().equals("animals.birds"))
                    .findFirst().orElseThrow().value();
            Edition e = Edition.of(g);
            double six = Math.floor(6.0 * g.size() * g.size() / 10_000) / g.players().size();
            switch (p.getFileName().toString()) {
                case "hd-4.6.aoe2record", "hd-4.7.aoe2record", "hd-4.8.aoe2record" -> assertEquals(Edition.Family.HD4, e.family(), p.toString());
                case "hd-5.5.aoe2record", "hd-5.6.aoe2record", "hd-5.8.aoe2record" -> assertEquals(Edition.Family.HD5, e.family(), p.toString());
                case "test.mgz" -> assertEquals(Edition.Family.USERPATCH_DATA_MOD, e.family(), p.toString());
                default -> assertEquals(Edition.Family.ORIGINAL, e.family(), p.toString());
            }
            if (e.differs("animals.birds", birds, g).isPresent()) explained++;
            else assertEquals(six, birds, 1e-9, p + " (" + e.name() + ") holds 1.0c's hawks");
        }
        assertEquals(4, explained, "the three HD 4.x games and the data mod's hold 4 for every 10,000 tiles");
    }
}
