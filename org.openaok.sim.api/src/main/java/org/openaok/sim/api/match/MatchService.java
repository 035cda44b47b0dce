package org.openaok.sim.api.match;

import java.util.List;

import org.openaok.api.map.GameMap;

/** Starts matches with the installed systems and rules. */
public interface MatchService {
    /** The systems a match would run now, in tick order. */
    List<SystemInfo> systems() throws MatchException;

    /**
     * A match on a generated map.
     *
     * @throws MatchException when the systems cannot be ordered, a rule table is broken, or the
     *         settings do not fit the map or the rules (an unknown civilisation ...)
     */
    Match start(MatchSettings settings, GameMap map) throws MatchException;

    /** The rules a match would use now. */
    org.openaok.sim.api.rules.Rules rules() throws MatchException;
}
