package org.openaok.mapgen.stages.state;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.TerrainRole;
import org.openaok.api.data.TerrainType;
import org.openaok.api.generate.GenerationRequest;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.RunOptions;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.MovementClass;
import org.openaok.gamedata.TableGameData;
import org.openaok.mapgen.stages.Scripts;

/**
 * The map is made of whatever game data the generation runs with: a mod that gives FOREST
 * another tree and makes DESERT impassable gets maps with its trees and its passability.
 */
class ModDataTest {
    static GameData mod() {
        List<TerrainType> terrains = new ArrayList<>();
        for (TerrainType t : Scripts.DATA.terrains()) {
            if (t.name().equals("FOREST")) t = new TerrainType(t.id(), t.name(), 0x102030, t.movement(), t.role(), 350, t.beach());
            if (t.name().equals("DESERT")) t = new TerrainType(t.id(), t.name(), t.rgb(), 0, TerrainRole.BLOCKED, -1, -1);
            terrains.add(t);
        }
        return new TableGameData("mod", terrains, Scripts.DATA.objects());
    }

    @Test
    void theStagesUseTheDataTheyAreGiven() {
        String script = """
                <LAND_GENERATION>
                base_terrain FOREST
                create_player_lands { terrain_type GRASS land_percent 40 }
                create_land { terrain_type DESERT number_of_tiles 100 land_position 50 50 }
                """;
        GenerationRequest r = Scripts.request(script).size(100).players(2).seed(3).build();
        GenerationResult stock = Scripts.engine().generate(r, RunOptions.defaults().withThreads(1));
        GenerationResult modded = Scripts.engine(Scripts.stages(), mod()).generate(r, RunOptions.defaults().withThreads(1));
        assertFalse(modded.failed(), modded.diagnostics().toString());
        assertTrue(stock.map().objects().list().stream().allMatch(o -> o.type() == 411));
        List<MapObject> trees = modded.map().objects().list();
        assertFalse(trees.isEmpty());
        assertTrue(trees.stream().allMatch(o -> o.type() == 350), "the mod's forest tree");
        MapLevel l = modded.map().surface();
        assertEquals(14, l.terrain(50, 50));
        assertFalse(l.passable(l.indexOf(50, 50), MovementClass.LAND), "the mod's desert cannot be crossed");
        assertTrue(stock.map().surface().passable(l.indexOf(50, 50), MovementClass.LAND));
        assertNotEquals(stock.hash(), modded.hash());
    }
}
