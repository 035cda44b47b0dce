package org.openaok.sim.internal.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.openaok.api.data.GameData;
import org.openaok.api.data.RuleTable;
import org.openaok.api.map.GameMap;
import org.openaok.sim.api.match.Match;
import org.openaok.sim.api.match.MatchException;
import org.openaok.sim.api.match.MatchService;
import org.openaok.sim.api.match.MatchSettings;
import org.openaok.sim.api.match.SystemInfo;
import org.openaok.sim.api.rules.Rules;
import org.openaok.sim.api.system.GameSystem;
import org.openaok.sim.internal.engine.InstalledSystem;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The match service of a framework: tracks the game systems, rule tables and map data as they
 * come and go; each match takes what is installed when it starts.
 */
@Component(service = MatchService.class)
public class MatchServiceComponent implements MatchService {
    private record Ranked<T>(T service, int ranking, long id, String bundle, String version) {}

    private final List<Ranked<GameSystem>> systems = new CopyOnWriteArrayList<>();
    private final List<Ranked<RuleTable>> tables = new CopyOnWriteArrayList<>();

    @Reference(policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    private final Matches matches = new Matches(this::installedSystems, this::installedTables, () -> data);

    private static <T> Ranked<T> ranked(T s, ServiceReference<T> ref) {
        Object r = ref.getProperty(Constants.SERVICE_RANKING);
        Object id = ref.getProperty(Constants.SERVICE_ID);
        return new Ranked<>(s, r instanceof Integer i ? i : 0, id instanceof Long l ? l : 0L,
                ref.getBundle() == null ? "?" : ref.getBundle().getSymbolicName(),
                ref.getBundle() == null ? "?" : ref.getBundle().getVersion().toString());
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addSystem(GameSystem s, ServiceReference<GameSystem> ref) { systems.add(ranked(s, ref)); }

    void removeSystem(GameSystem s) { systems.removeIf(r -> r.service() == s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addTable(RuleTable t, ServiceReference<RuleTable> ref) { tables.add(ranked(t, ref)); }

    void removeTable(RuleTable t) { tables.removeIf(r -> r.service() == t); }

    /** The highest ranked of each id; among equals, the first registered. */
    private List<InstalledSystem> installedSystems() {
        Map<String, Ranked<GameSystem>> best = new TreeMap<>();
        for (Ranked<GameSystem> r : systems) {
            Ranked<GameSystem> b = best.get(r.service().id());
            if (b == null || r.ranking() > b.ranking() || (r.ranking() == b.ranking() && r.id() < b.id())) best.put(r.service().id(), r);
        }
        List<InstalledSystem> out = new ArrayList<>();
        for (Ranked<GameSystem> r : best.values())
            out.add(new InstalledSystem(r.service(), new SystemInfo(r.service().id(), r.bundle(), r.version())));
        return out;
    }

    private Map<String, RuleTable> installedTables() {
        Map<String, Ranked<RuleTable>> best = new TreeMap<>();
        for (Ranked<RuleTable> r : tables) {
            Ranked<RuleTable> b = best.get(r.service().name());
            if (b == null || r.ranking() > b.ranking() || (r.ranking() == b.ranking() && r.id() < b.id())) best.put(r.service().name(), r);
        }
        Map<String, RuleTable> out = new TreeMap<>();
        for (Map.Entry<String, Ranked<RuleTable>> e : best.entrySet()) out.put(e.getKey(), e.getValue().service());
        return out;
    }

    @Override public List<SystemInfo> systems() throws MatchException { return matches.systems(); }

    @Override public Rules rules() throws MatchException { return matches.rules(); }

    @Override public Match start(MatchSettings settings, GameMap map) throws MatchException { return matches.start(settings, map); }

    /** For the commands of this bundle: a match and the notes of its start. */
    public Matches matches() { return matches; }
}
