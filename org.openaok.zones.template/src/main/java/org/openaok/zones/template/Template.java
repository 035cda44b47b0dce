package org.openaok.zones.template;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.openaok.api.diag.Diagnostic;

/**
 * A random map template: the zones and connections, the map sizes and player counts it is made
 * for, and what water it allows. A template that could not be read in full carries the errors
 * in {@link #diagnostics()} and is not generated from.
 *
 * @param key         its key in the file
 * @param name        the name it is shown under ({@code name} if written, else the key)
 * @param minSize     smallest map it is made for (null only when it could not be read)
 * @param maxSize     largest map it is made for (null only when it could not be read)
 * @param humans      human player counts, if the template says
 * @param allowedWaterContent the water contents it allows (all if it does not say)
 * @param lists       the ban and enable lists (bannedSpells, enabledHeroes ...) as written
 * @param settings    whether it changes game settings (a {@code settings} object; not applied to our game)
 * @param fields      where each top-level field it wrote is
 * @param diagnostics what reading it found, in file order
 */
public record Template(String key, String name, String description, Where where, PlayerCounts players,
                       PlayerCounts humans, SizeCode minSize, SizeCode maxSize, List<TemplateZone> zones,
                       List<TemplateConnection> connections, Set<WaterContent> allowedWaterContent,
                       Map<String, List<String>> lists, boolean settings, Map<String, Where> fields,
                       List<Diagnostic> diagnostics) {
    public Template {
        zones = List.copyOf(zones);
        connections = List.copyOf(connections);
        allowedWaterContent = allowedWaterContent.isEmpty() ? EnumSet.allOf(WaterContent.class) : EnumSet.copyOf(allowedWaterContent);
        allowedWaterContent = java.util.Collections.unmodifiableSet(allowedWaterContent);
        lists = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(lists));
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() { return diagnostics.stream().anyMatch(Diagnostic::isError); }

    public Optional<TemplateZone> zone(String id) {
        for (TemplateZone z : zones) if (z.id().equals(id)) return Optional.of(z);
        return Optional.empty();
    }

    /** The zone's place in {@link #zones()}, or -1. */
    public int indexOf(String zoneId) {
        for (int i = 0; i < zones.size(); i++) if (zones.get(i).id().equals(zoneId)) return i;
        return -1;
    }

    public Where field(String name) { return fields.getOrDefault(name, where); }

    /** The owners of start zones, ascending: seat k of a map goes to the k-th. */
    public List<Integer> startOwners() {
        Set<Integer> owners = new TreeSet<>();
        for (TemplateZone z : zones) if (z.start()) owners.add(z.owner());
        return new ArrayList<>(owners);
    }

    /** Whether a map of this size (tiles over all levels) lies within minSize..maxSize. */
    public boolean fits(SizeCode size) {
        return minSize != null && maxSize != null && minSize.area() <= size.area() && size.area() <= maxSize.area();
    }

    /** Every size code (s ... g+u) the template is made for, smallest first. */
    public List<SizeCode> sizeCodes() {
        List<SizeCode> out = new ArrayList<>();
        for (SizeCode s : SizeCode.allCodes()) if (fits(s)) out.add(s);
        return out;
    }

    /** Whether any zone must lie underground. */
    public boolean needsUnderground() {
        return zones.stream().anyMatch(z -> z.forcedLevel() == ForcedLevel.UNDERGROUND);
    }
}
