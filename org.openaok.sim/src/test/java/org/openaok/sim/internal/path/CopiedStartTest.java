package org.openaok.sim.internal.path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;

import org.junit.jupiter.api.Test;
import org.openaok.api.map.GameMap;
import org.openaok.sim.Fixtures;
import org.openaok.sim.api.command.Command;
import org.openaok.sim.api.command.CommandFormatException;
import org.openaok.sim.internal.engine.MatchEngine;
import org.openaok.sim.internal.record.CommandFile;
import org.openaok.sim.internal.service.Matches;

/**
 * A match started from what an earlier match on the same rules and map left to copy (the tables
 * worked out from the rules, the first build of each sector graph) plays as one started with
 * everything worked out afresh: the same state hash at the start and after every tick, through
 * an opening, a house that changes the ground, a raid and a resignation.
 */
class CopiedStartTest {
    private static final String ORDERS = """
            0:00 1 train building=@town-center type=villager count=4
            0:00 2 train building=@town-center type=villager count=3
            0:00 1 gather units=@villager*2 target=@nearest:forage
            0:00 1 build units=@villager*1 type=house at=@home+5,-4
            0:00 2 gather units=@villager*3 target=@nearest:forage
            0:01 1 move units=@scout-cavalry to=@home+14,14
            0:01 2 attack-move units=@scout-cavalry to=@1:home+2,2
            0:30 1 gather units=@idle-villager target=@nearest:wood
            0:45 2 town-bell building=@town-center ring=yes
            1:30 2 town-bell building=@town-center ring=no
            1:30 1 gather-point building=@town-center to=@home+0,6
            1:35 2 gather units=@villager target=@nearest:gold
            2:20 2 resign
            """;
    private static final int TICKS = 1500;

    @Test
    void aMatchOnCopiesPlaysAsOneWorkedOutAfresh() throws Exception {
        GameMap map = Fixtures.map("OpenPlains", 48, 2, 5);
        CommandFile orders = CommandFile.read("orders.txt", new StringReader(ORDERS));
        BuiltGraphs.clear();
        Matches matches = Fixtures.matches();
        long[] fresh = play(matches, map, orders);
        assertTrue(BuiltGraphs.kept() > 0, "the first match left no sector graph to copy");
        long copiesBefore = BuiltGraphs.copies();
        long[] copied = play(matches, map, orders);
        assertTrue(BuiltGraphs.copies() > copiesBefore, "the second match built its sector graph again");
        assertEquals(fresh.length, copied.length);
        assertArrayEquals(fresh, copied, "a match on copies plays differently");
        // and a second fresh start agrees as well: the hashes are the match's, not the order of the runs'
        BuiltGraphs.clear();
        assertArrayEquals(fresh, play(Fixtures.matches(), map, orders), "a second fresh start plays differently");
    }

    /** The start hash, then each tick's. */
    private static long[] play(Matches matches, GameMap map, CommandFile orders) throws Exception {
        MatchEngine m = Fixtures.start(matches, map, Fixtures.settings(5, "franks", "mongols"));
        long[] hashes = new long[TICKS + 1];
        hashes[0] = m.hash();
        int next = 0;
        for (int t = 1; t <= TICKS; t++) {
            while (next < orders.lines().size() && orders.lines().get(next).tick() <= m.tick()) {
                CommandFile.Line line = orders.lines().get(next++);
                try {
                    Command c = orders.resolve(line, m);
                    m.submit(c);
                } catch (CommandFormatException e) {
                    // a line that finds nothing to order (the raid's target gone) is left out alike in both
                }
            }
            hashes[t] = m.step();
        }
        return hashes;
    }
}
