package org.openaok.sim.api.rules;

import java.util.List;
import java.util.Map;

/**
 * A type of thing on the map: a unit, a building, a resource, a relic or a decoration, with its
 * base {@link Stats} and what the tables say about it.
 *
 * @param index      dense index in {@link Rules#types()}
 * @param id         the original game's data id (what scripts and maps use)
 * @param word       its word, e.g. {@code man-at-arms}
 * @param constName  the random map constant, or {@code ""}
 * @param kind       what it is
 * @param unitClass  the unit class word ({@code villager}, {@code infantry} ...), or the kind for others
 * @param line       the line word, or {@code ""}
 * @param upgradesFrom the type it is an upgrade of, or -1
 * @param age        the age it needs, 1-4 (0 for Gaia's things)
 * @param trainedAt  the building type that trains it, or -1
 * @param civ        the civilisation index of a unique unit, or -1
 * @param movement   movement class mask (1 land, 2 water); 0 for what does not move
 * @param radius     a unit's footprint radius, in thousandths of a tile
 * @param width      a building's or object's footprint in tiles along x (1 for units)
 * @param height     ... along y
 * @param blocks     whether it stops movers on its footprint
 * @param dropsite   bit r: villagers may drop resource r here
 * @param placement  where a building may stand: {@code land}, {@code shore} or {@code water}
 * @param resource   the resource it holds (Gaia's things, farms, animals), or null
 * @param amount     how much of it, in thousandths
 * @param requires   what must exist first
 * @param traits     named extras as the table writes them: a word alone (a flag, value ""), or {@code name:value}
 * @param base       its base numbers
 */
public record TypeDef(int index, int id, String word, String constName, TypeKind kind, String unitClass, String line,
                      int upgradesFrom, int age, int trainedAt, int civ, int movement, int radius, int width, int height,
                      boolean blocks, int dropsite, String placement, Resource resource, int amount,
                      List<Requirement> requires, Map<String, String> traits, Stats base) {
    public TypeDef {
        requires = List.copyOf(requires);
        traits = Map.copyOf(traits);
    }

    public boolean isUnit() { return kind == TypeKind.UNIT; }

    public boolean isBuilding() { return kind == TypeKind.BUILDING; }

    public boolean has(String trait) { return traits.containsKey(trait); }

    /** A trait's value as fixed point (1000 for a flag), or {@code fallback} when the type lacks it or it is a word. */
    public int trait(String trait, int fallback) {
        String v = traits.get(trait);
        if (v == null) return fallback;
        if (v.isEmpty()) return Fixed.ONE;
        try {
            return Fixed.parse(v);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** A trait's text, or {@code fallback}. */
    public String traitText(String trait, String fallback) { return traits.getOrDefault(trait, fallback); }

    public boolean dropsiteFor(Resource r) { return (dropsite & (1 << r.ordinal())) != 0; }

    public boolean moves() { return movement != 0; }

    @Override
    public String toString() { return word + "(" + id + ")"; }
}
