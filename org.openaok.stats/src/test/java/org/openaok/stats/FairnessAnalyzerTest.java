package org.openaok.stats;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.ResourceKind;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stats.MapStats;
import org.openaok.api.stats.PlayerStats;
import org.openaok.gamedata.AocGameData;

class FairnessAnalyzerTest {
    private final GameData data = AocGameData.load();

    /** A 60-tile grass map cut by a water column at x = 30: player 1 on the left, 2 on the right. */
    private GameMap map() {
        GameMap map = new GameMap(60);
        MapLevel l = map.surface();
        var grass = data.terrain("GRASS").orElseThrow();
        var water = data.terrain("WATER").orElseThrow();
        for (int i = 0; i < l.tiles(); i++) {
            var t = l.x(i) == 30 ? water : grass;
            l.paint(i, t.id(), t.movement());
        }
        map.addStart(new PlayerStart(1, 0, 10, 30, 0, 0));
        map.addStart(new PlayerStart(2, 0, 50, 30, 0, 1));
        place(map, "GOLD", 10, 37);     // 7 east of player 1 (in 1-based rows: 7 tiles away)
        place(map, "GOLD", 50, 45);     // 15 from player 2
        place(map, "STONE", 22, 30);    // 12 from player 1
        for (int k = 0; k < 6; k++) place(map, "OAKTREE", 3, 20 + k);   // a wood line for player 1
        place(map, "OAKTREE", 55, 10);  // a lone tree for player 2
        return map;
    }

    private void place(GameMap map, String name, int x, int y) {
        var t = data.object(name).orElseThrow();
        map.objects().add(MapObject.atTile(t.id(), 0, x, y, -1));
        int i = map.surface().indexOf(x, y);
        map.surface().set(i, MapLevel.OCCUPIED);
        if (t.blocks()) map.surface().block(i);
    }

    @Test
    void measuresResourcesDistancesAreaAndEnemies() {
        MapStats s = new FairnessAnalyzer().analyze(map(), data);
        PlayerStats p1 = s.players().get(0);
        PlayerStats p2 = s.players().get(1);
        assertEquals(800, p1.within(10, ResourceKind.GOLD));
        assertEquals(0, p2.within(10, ResourceKind.GOLD));
        assertEquals(800, p2.within(20, ResourceKind.GOLD));
        assertEquals(350, p1.within(20, ResourceKind.STONE));
        assertEquals(600, p1.within(20, ResourceKind.WOOD), "six trees of 100");
        assertEquals(6, p1.nearestGold(), "one step short of the mine's tile");
        assertEquals(14, p2.nearestGold());
        assertEquals(11, p1.nearestStone());
        assertEquals(-1, p2.nearestStone(), "the stone is across the water");
        assertTrue(p1.nearestWood() > 0);
        assertEquals(-1, p2.nearestWood(), "a lone tree is no wood line");
        assertEquals(-40, p1.nearestEnemy(), "not reachable on foot: the straight distance, negated");
        assertEquals(30 * 60 - 6 - 1 - 1, p1.reachableArea(), "the left half less what stands on it");
        assertEquals(8, s.spread().get("dist_gold"));
        assertEquals(FairnessAnalyzer.FAR - 11, s.spread().get("dist_stone"));
    }

    @Test
    void anEnemyWhoseTownStandsOnItsStartIsStillReachedOnFoot() {
        GameMap m = map();
        m.clearStarts();
        m.addStart(new PlayerStart(1, 0, 10, 30, 0, 0));
        m.addStart(new PlayerStart(2, 0, 22, 40, 0, 0));
        for (PlayerStart s : m.starts()) {
            m.objects().add(MapObject.atTile(109, s.player(), s.x(), s.y(), -1));
            for (int dy = -2; dy <= 1; dy++) {
                for (int dx = -2; dx <= 1; dx++) m.surface().block(m.surface().indexOf(s.x() + dx, s.y() + dy));
            }
        }
        MapStats s = new FairnessAnalyzer().analyze(m, data);
        int walked = s.players().get(0).nearestEnemy();
        assertTrue(walked > 0 && walked <= 12, "walked to the other town's edge, not 'unreachable': " + walked);
    }

    @Test
    void teamMatesAreNotEnemies() {
        GameMap m = map();
        m.clearStarts();
        m.addStart(new PlayerStart(1, 1, 10, 30, 0, 0));
        m.addStart(new PlayerStart(2, 1, 20, 30, 0, 0));
        m.addStart(new PlayerStart(3, 2, 25, 10, 0, 0));
        MapStats s = new FairnessAnalyzer().analyze(m, data);
        assertTrue(s.players().get(0).nearestEnemy() > 10, "player 2 is a team-mate");
    }
}
