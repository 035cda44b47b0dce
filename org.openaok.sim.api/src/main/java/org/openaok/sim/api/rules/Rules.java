package org.openaok.sim.api.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The whole rules of a game, compiled: every type, technology, civilisation, task and setting,
 * looked up by dense index (what a match stores), by word and by the original id. Immutable; a
 * match keeps the one it started with.
 */
public final class Rules {
    private final String id;
    private final Map<String, String> origins;
    private final List<String> classes;
    private final List<TypeDef> types;
    private final List<TechDef> techs;
    private final List<CivDef> civs;
    private final List<TaskDef> tasks;
    private final Map<String, String> settings;

    private final Map<String, TypeDef> typeByWord = new HashMap<>();
    private final Map<Integer, TypeDef> typeById = new HashMap<>();
    private final Map<String, TechDef> techByWord = new HashMap<>();
    private final Map<Integer, TechDef> techById = new HashMap<>();
    private final Map<String, CivDef> civByWord = new HashMap<>();
    private final Map<String, TaskDef> taskByWord = new HashMap<>();
    private final Map<String, Integer> classByWord = new HashMap<>();
    private final Map<Object, Object> derived = new ConcurrentHashMap<>();

    /**
     * @param id       what they describe, e.g. {@code aoc}
     * @param origins  where each table came from (table name to origin), for records
     * @param classes  the armour class words, by class index
     * @param types    every type, by index
     * @param techs    every technology, by index
     * @param civs     every civilisation, by index
     * @param tasks    every villager task, by index
     * @param settings the settings table, key to its text
     * @param aliases  data ids of map objects played as another type (id to type index), e.g. the female villager
     */
    public Rules(String id, Map<String, String> origins, List<String> classes, List<TypeDef> types,
                 List<TechDef> techs, List<CivDef> civs, List<TaskDef> tasks, Map<String, String> settings,
                 Map<Integer, Integer> aliases) {
        this.id = id;
        this.origins = Map.copyOf(origins);
        this.classes = List.copyOf(classes);
        this.types = List.copyOf(types);
        this.techs = List.copyOf(techs);
        this.civs = List.copyOf(civs);
        this.tasks = List.copyOf(tasks);
        this.settings = Map.copyOf(settings);
        for (TypeDef t : types) {
            typeByWord.putIfAbsent(t.word(), t);
            typeById.putIfAbsent(t.id(), t);
        }
        for (TechDef t : techs) {
            techByWord.putIfAbsent(t.word(), t);
            techById.putIfAbsent(t.id(), t);
        }
        for (CivDef c : civs) civByWord.put(c.word(), c);
        for (TaskDef t : tasks) taskByWord.put(t.word(), t);
        for (int i = 0; i < classes.size(); i++) classByWord.put(classes.get(i), i);
        for (Map.Entry<Integer, Integer> a : aliases.entrySet()) typeById.putIfAbsent(a.getKey(), types.get(a.getValue()));
    }

    public String id() { return id; }
    public Map<String, String> origins() { return origins; }
    public List<String> classes() { return classes; }
    public List<TypeDef> types() { return types; }
    public List<TechDef> techs() { return techs; }
    public List<CivDef> civs() { return civs; }
    public List<TaskDef> tasks() { return tasks; }
    public Map<String, String> settings() { return settings; }

    public TypeDef type(int index) { return types.get(index); }

    public TechDef tech(int index) { return techs.get(index); }

    public CivDef civ(int index) { return civs.get(index); }

    public Optional<TypeDef> type(String word) { return Optional.ofNullable(typeByWord.get(word)); }

    public Optional<TypeDef> typeById(int id) { return Optional.ofNullable(typeById.get(id)); }

    public Optional<TechDef> tech(String word) { return Optional.ofNullable(techByWord.get(word)); }

    public Optional<TechDef> techById(int id) { return Optional.ofNullable(techById.get(id)); }

    public Optional<CivDef> civ(String word) { return Optional.ofNullable(civByWord.get(word)); }

    public Optional<TaskDef> task(String word) { return Optional.ofNullable(taskByWord.get(word)); }

    /** An armour class's index, or -1. */
    public int armourClass(String word) { return classByWord.getOrDefault(word, -1); }

    /** A type's index by word; an {@link IllegalArgumentException} naming it when there is none. */
    public int typeIndex(String word) {
        return type(word).orElseThrow(() -> new IllegalArgumentException("no type " + word + " in the rules")).index();
    }

    public int techIndex(String word) {
        return tech(word).orElseThrow(() -> new IllegalArgumentException("no technology " + word + " in the rules")).index();
    }

    /** A setting as fixed point, or {@code fallback} when the table lacks it or it is not a number. */
    public int setting(String key, int fallback) {
        String v = settings.get(key);
        if (v == null) return fallback;
        try {
            return Fixed.parse(v);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * What a part works out from these rules alone (which task a villager works at on each type,
     * the fighters among the types ...), made the first time it is asked for and then shared by
     * every match on these rules, so a match starts without working it out again. What
     * {@code make} returns must not change and must depend on nothing but the rules;
     * {@code key} names it (a part's own class is a good key). Thread-safe: two threads asking
     * at once may both make it, and both get the one kept.
     */
    public <T> T derived(Object key, Function<Rules, T> make) {
        @SuppressWarnings("unchecked")
        T have = (T) derived.get(key);
        if (have != null) return have;
        T made = make.apply(this);
        if (made == null) throw new IllegalArgumentException("nothing made for " + key);
        @SuppressWarnings("unchecked")
        T kept = (T) derived.putIfAbsent(key, made);
        return kept != null ? kept : made;
    }

    /** A setting's text, or {@code fallback}. */
    public String settingText(String key, String fallback) { return settings.getOrDefault(key, fallback); }
}
