package org.openaok.sim.internal.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.openaok.api.data.GameData;
import org.openaok.api.data.RuleTable;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.openaok.sim.internal.engine.MatchStarter;
import org.openaok.sim.internal.engine.SystemOrder;
import org.openaok.sim.internal.rules.RulesException;
import org.openaok.sim.internal.rules.RulesReader;

/**
 * Starts matches from what is installed: the systems (the highest ranked of each id), the rule
 * tables (the highest ranked of each name) and the map data. The DS component and tests outside a
 * framework share it.
 */
public final class Matches implements MatchService {
    private final Supplier<List<InstalledSystem>> systems;
    private final Supplier<Map<String, RuleTable>> tables;
    private final Supplier<GameData> data;
    private Rules cached;
    private Object cachedKey;

    public Matches(Supplier<List<InstalledSystem>> systems, Supplier<Map<String, RuleTable>> tables, Supplier<GameData> data) {
        this.systems = systems;
        this.tables = tables;
        this.data = data;
    }

    @Override
    public List<SystemInfo> systems() throws MatchException {
        List<SystemInfo> out = new ArrayList<>();
        for (InstalledSystem s : SystemOrder.order(systems.get())) out.add(s.info());
        return out;
    }

    @Override
    public synchronized Rules rules() throws MatchException {
        Map<String, RuleTable> t = tables.get();
        GameData d = data.get();
        if (d == null) throw new MatchException("no map data (GameData) is installed");
        // the same table services give the same rules: read them once
        List<Object> key = new ArrayList<>(t.values());
        key.add(d);
        if (cached != null && key.equals(cachedKey)) return cached;
        try {
            cached = RulesReader.read(d.id(), t, d);
            cachedKey = key;
            return cached;
        } catch (RulesException e) {
            throw new MatchException("the rules cannot be read: " + e.getMessage(), e);
        }
    }

    @Override
    public Match start(MatchSettings settings, GameMap map) throws MatchException {
        return startWithNotes(settings, map).match();
    }

    /** A match, with what its start could not take from the map. */
    public MatchStarter.Started startWithNotes(MatchSettings settings, GameMap map) throws MatchException {
        return MatchStarter.start(settings, rules(), map, systems.get());
    }
}
