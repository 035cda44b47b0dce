package org.openaok.zeroad;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openaok.api.data.GameData;
import org.openaok.api.data.ObjectKind;
import org.openaok.gamedata.AocGameData;

/** The mapping tables against the names of the 0 A.D. release the maps are for (the test data {@code tools/zeroad/names} gathers). */
class MappingTableTest {
    private final ZeroAdNames game = ZeroAdNames.load();
    private final MappingTable builtin = MappingTable.builtin();
    private final GameData data = AocGameData.load();

    /** What of a table the game lacks, one line each. */
    private List<String> missing(MappingTable table) {
        List<String> out = new ArrayList<>();
        for (String t : table.textures()) if (!game.hasTexture(t)) out.add("texture " + t);
        for (String t : table.templates()) if (!game.hasTemplate(t)) out.add("template " + t);
        for (String c : table.civs()) if (!game.hasCiv(c)) out.add("civilisation " + c);
        return out;
    }

    @Test
    void everyTextureTemplateAndCivilisationOfTheTablesIsInTheGame() {
        assertTrue(game.of("template").size() > 1000 && game.of("texture").size() > 300, "the names of 0 A.D. " + game.version);
        assertEquals(List.of(), missing(builtin), "0 A.D. " + game.version + " lacks");
        // every civilisation of the game gets played by some lobby civilisation, or stands for itself
        for (String c : game.of("civ")) assertEquals(c, builtin.civ(c).orElseThrow(), c);
    }

    @Test
    void aTableNamingWhatTheGameLacksIsCaught() throws IOException {
        MappingTable bad = MappingTable.read(text("GRASS\ttemp_grass_long\t3\t2024\nWATER\tmedit_sand_shallows\t0\t1564\n"
                        + "(ridge)\ttemp_cliff_a\t6\t736\n*\ttemp_grass\t3\t2024\n"),
                text("GOLD\tgaia/ore/temperate_large_01\nTOWN_CENTER\tstructures/{civ}/civil_centre\nSCOUT\tunits/{civ}/cavalry_javelineer_b\n"),
                text(""), text("britons\tbrit\nsaracens\tptol\n(default)\tathen\n(gaia)\tgaul\n"));
        assertEquals(List.of("texture medit_sand_shallows", "template gaia/ore/temperate_large_01", "template units/ptol/cavalry_javelineer_b"),
                missing(bad));
    }

    @Test
    void everyTerrainAndObjectOfTheGameDataHasWhat0ADShows() {
        for (var t : data.terrains()) {
            assertNotSame(builtin.texture("*", -1), builtin.texture(t.name(), t.id()), "no texture of its own for " + t.name());
        }
        for (var o : data.objects()) {
            for (String civ : builtin.civs()) {
                assertEquals(o.kind() != ObjectKind.CLIFF, builtin.template(o.name(), o.id(), civ).isPresent(), o.name() + " for " + civ);
            }
        }
        assertEquals(ZeroAdMapping.DEFAULT_LAND_HEIGHT, builtin.texture("NO_SUCH_TERRAIN", 99).height());
        assertTrue(builtin.ridge().height() > 2 * ZeroAdMapping.UNITS_PER_METRE * 2, "a ridge steeper than units climb (slope 1)");
    }

    @Test
    void templatesFollowTheOwnersCivilisation() {
        assertEquals("structures/brit/civil_centre", builtin.template("TOWN_CENTER", 109, "brit").orElseThrow());
        assertEquals("units/han/cavalry_swordsman_b", builtin.template("SCOUT", 448, "han").orElseThrow());
        assertEquals("units/rome/hero_scipio", builtin.template("king", 434, "rome").orElseThrow(), "names ignore case");
        assertEquals("gaia/tree/oak", builtin.template("OAKTREE", 349, "han").orElseThrow(), "Gaia's own are everyone's");
        assertTrue(builtin.template("CLIFF3", 266, "athen").isEmpty());
        assertTrue(builtin.template("#1091", 1091, "athen").isEmpty(), "an object the game data does not know");
        assertEquals("TOWN_CENTER", builtin.objectOf("structures/kush/civil_centre").orElseThrow());
        assertEquals("KING", builtin.objectOf("units/spart/hero_leonidas").orElseThrow());
        assertEquals("brit", builtin.civ("Britons").orElseThrow());
        assertEquals("ptol", builtin.civ("ptol").orElseThrow());
        assertTrue(builtin.civ("klingons").isEmpty());
        assertEquals("gaul", builtin.gaiaCiv());
        assertEquals("athen", builtin.defaultCiv());
        assertEquals("polar_snow_a", builtin.texture("#36", 36).name(), "the original game's terrains the game data lacks");
        assertEquals("(36)", builtin.terrainOf("polar_snow_a").orElseThrow());
    }

    @Test
    void malformedTablesSayWhatIsWrong() {
        String terrains = "GRASS\ttemp_grass_long\t3\t2024\n(ridge)\ttemp_cliff_a\t6\t736\n*\ttemp_grass\t3\t2024\n";
        String civs = "(default)\tathen\n(gaia)\tgaul\n";
        String[][] cases = {
                {"GRASS\ttemp_grass_long\t3\n", "", "", civs, "expected 4 columns"},
                {"GRASS\ttemp_grass_long\tx\t2024\n", "", "", civs, "must be numbers"},
                {"GRASS\ttemp_grass_long\t3\t2024\n*\ttemp_grass\t3\t2024\n", "", "", civs, "(ridge)"},
                {terrains, "GOLD\ta\nGOLD\tb\n", "", civs, "named twice"},
                {terrains, "GOLD\ta\n", "KING\tathen\tunits/athen/hero_pericles\n", civs, "template table lacks"},
                {terrains, "", "", "britons\tbrit\n", "(default) and (gaia)"},
        };
        for (String[] c : cases) {
            IOException e = assertThrows(IOException.class, () -> MappingTable.read(text(c[0]), text(c[1]), text(c[2]), text(c[3])));
            assertTrue(e.getMessage().contains(c[4]), c[4] + " in " + e.getMessage());
        }
    }

    private static InputStream text(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
