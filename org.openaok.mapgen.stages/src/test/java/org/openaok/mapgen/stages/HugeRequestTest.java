package org.openaok.mapgen.stages;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.openaok.api.data.ObjectType;
import org.openaok.api.generate.GenerationResult;
import org.openaok.api.generate.ObjectTally;
import org.openaok.gamedata.AocGameData;

/**
 * The largest request a script can make (issue 20): a 1,024-tile map for eight players, and every
 * object of the game data asked for 99999999 groups of 99999999 at a time. Each count is cut to
 * the limit with a warning, the map fills and the rest find no room, and the generation ends with
 * honest counts in bounded memory. Minutes of work, so only with OPENAOK_HUGE_MAP=1.
 */
@EnabledIfEnvironmentVariable(named = "OPENAOK_HUGE_MAP", matches = "1")
class HugeRequestTest {
    @Test
    void aGiantMapAskingForEveryObjectEndsWithinTheLimits() {
        StringBuilder objects = new StringBuilder("""
                <PLAYER_SETUP>
                random_placement
                <LAND_GENERATION>
                base_terrain GRASS
                create_player_lands { terrain_type DIRT land_percent 50 base_size 10 }
                <OBJECTS_GENERATION>
                """);
        int asked = 0;
        for (ObjectType t : AocGameData.load().objects()) {
            if (!t.name().matches("[A-Z][A-Z0-9_]*")) continue;
            objects.append("create_object ").append(t.name()).append(" { number_of_objects 99999999 number_of_groups 99999999 set_gaia_object_only }\n");
            asked++;
        }
        long cpu0 = cpu(), t0 = System.nanoTime();
        GenerationResult r = FullChain.run(Scripts.request(objects.toString()).size(1024).players(8).seed(1).build());
        long cpu = cpu() - cpu0, wall = System.nanoTime() - t0;
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long cut = r.diagnostics().stream().filter(d -> d.code().equals("AOK101")).count();
        System.out.printf("huge request: %d create_object, %d cut, %d objects placed, %.1f s wall, %.1f s CPU, heap %d MB after%n",
                asked, cut, r.map() == null ? -1 : r.map().objects().list().size(), wall / 1e9, cpu / 1e9, heap >> 20);
        assertFalse(r.map() == null, r.diagnostics().toString());
        assertTrue(cut >= asked / 2, "the counts are cut with a warning: " + cut + " of " + asked);
        for (ObjectTally t : r.objects()) assertTrue(t.requested() >= 0 && t.placed() >= 0 && t.placed() <= t.requested(), t.toString());
    }

    /** The process's CPU time (the generation runs on the engine's threads), in nanoseconds. */
    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
