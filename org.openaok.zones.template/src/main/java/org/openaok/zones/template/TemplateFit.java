package org.openaok.zones.template;

import java.util.ArrayList;
import java.util.List;

import org.openaok.api.diag.Diagnostic;
import org.openaok.api.diag.Severity;

/**
 * Whether a template suits the map asked for: its size, its number of players and its water.
 * A size outside the template's range is a warning (the map is still made, larger or smaller
 * than the template's author meant); more players than the template has starts, or a water
 * content it does not allow, is an error.
 */
public final class TemplateFit {
    private TemplateFit() {}

    /**
     * @param size    the map asked for (tiles across, levels)
     * @param players players asked for
     * @param water   water content asked for, or null for the template's default
     */
    public static List<Diagnostic> check(Template t, SizeCode size, int players, WaterContent water) {
        List<Diagnostic> out = new ArrayList<>();
        String name = "template '" + t.name() + "'";
        if (t.minSize() != null && size.area() < t.minSize().area()) {
            out.add(at(TemplateCode.SIZE_FIT, null, t.field("minSize"), name + ", field 'minSize': the map asked for, " + size
                    + " (" + size.area() + " tiles), is smaller than the template's minSize " + t.minSize() + " (" + t.minSize().area()
                    + " tiles); its zones may be cramped"));
        }
        if (t.maxSize() != null && size.area() > t.maxSize().area()) {
            out.add(at(TemplateCode.SIZE_FIT, null, t.field("maxSize"), name + ", field 'maxSize': the map asked for, " + size
                    + " (" + size.area() + " tiles), is larger than the template's maxSize " + t.maxSize() + " (" + t.maxSize().area()
                    + " tiles); its zones are stretched to fill it"));
        }
        int starts = t.startOwners().size();
        if (players > starts) {
            out.add(at(TemplateCode.PLAYERS_FIT, Severity.ERROR, t.field("players"), name + ", field 'players': " + players
                    + " players asked for, but the template has start zones for " + starts));
        } else if (t.players() != null && !t.players().contains(players)) {
            out.add(at(TemplateCode.PLAYERS_FIT, Severity.WARNING, t.field("players"), name + ", field 'players': made for "
                    + t.players() + " players, not " + players + "; the start zones left over get neutral towns"));
        }
        if (size.levels() < 2 && t.needsUnderground()) {
            out.add(at(TemplateCode.LEVELS_FIT, null, t.field("zones"), name + ", field 'forcedLevel': some zones must lie underground"
                    + " but the map has one level; they are placed on the surface"));
        }
        if (water != null && !t.allowedWaterContent().contains(water)) {
            out.add(at(TemplateCode.WATER_FIT, null, t.field("allowedWaterContent"), name + ", field 'allowedWaterContent': water content '"
                    + water.json() + "' is not allowed; the template allows " + t.allowedWaterContent().stream().map(WaterContent::json).toList()));
        }
        return out;
    }

    private static Diagnostic at(TemplateCode code, Severity severity, Where w, String message) {
        return new Diagnostic(severity == null ? code.severity() : severity, code.code(), w.file(), w.line(), w.column(), message);
    }
}
