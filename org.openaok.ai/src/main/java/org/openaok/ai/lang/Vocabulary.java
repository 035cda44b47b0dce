package org.openaok.ai.lang;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The language's vocabulary, read once from the bundle's tables ({@code commands.txt},
 * {@code strategic-numbers.txt}, {@code things.txt}, {@code words.txt}, {@code classes.txt},
 * {@code unique.txt}, {@code later-words.txt}). Names are case-insensitive, as the game reads
 * them. Every command, strategic number and word carries the version that brought it; a script
 * compiled at a level takes those of its level and before. Immutable and shared:
 * {@link #standard()}.
 */
public final class Vocabulary {
    private static final String BASE = "/org/openaok/ai/lang/";

    /** The kinds whose words are things (their tables are built from things.txt and classes). */
    private static final List<ParamKind> THING_KINDS = List.of(ParamKind.UNIT, ParamKind.BUILDING, ParamKind.OBJECT_TYPE, ParamKind.RESEARCH_ITEM);

    private final List<Command> commands = new ArrayList<>();
    // The maps by name are sorted (none is walked): a lookup is a few comparisons, also under the
    // fuzzer's hooks, which trace a lookup in a hash map against every key it holds.
    private final Map<String, Command> commandByName = new TreeMap<>();
    private final List<StrategicNumber> sns = new ArrayList<>();
    private final Map<String, StrategicNumber> snByName = new TreeMap<>();
    private final StrategicNumber[] snById;
    private final List<Thing> things = new ArrayList<>();
    private final Map<String, Thing> thingByWord = new TreeMap<>();
    private final Map<ParamKind, Map<String, Word>> words = new EnumMap<>(ParamKind.class);
    /** Every word of every kind, the first kind read winning: UserPatch's constants. */
    private final Map<String, Word> anyWord = new TreeMap<>();
    private final Map<String, LaterWord> later = new TreeMap<>();
    /** The words the original game has, of any kind. */
    private final java.util.Set<String> originalWords = new java.util.TreeSet<>();
    private final Map<Integer, Integer> classOf = new HashMap<>();
    private final Map<Integer, int[]> classMembers = new TreeMap<>();
    private final Map<Integer, int[]> unique = new HashMap<>();
    private final int originalSnCount;

    private Vocabulary() {
        read("commands.txt", this::command);
        read("strategic-numbers.txt", this::strategicNumber);
        read("things.txt", this::thing);
        readWords();
        read("classes.txt", f -> classOf.put(Integer.parseInt(f[0]), Integer.parseInt(f[1])));
        read("later-words.txt", f -> later.put(key(f[0]), new LaterWord(key(f[0]), Version.parse(f[1]),
                f.length > 2 ? OptionalInt.of(Integer.parseInt(f[2])) : OptionalInt.empty())));
        int maxId = sns.stream().mapToInt(StrategicNumber::id).max().orElse(0);
        snById = new StrategicNumber[maxId + 1];
        int original = 0;
        for (StrategicNumber sn : sns) {
            snById[sn.id()] = sn;
            if (sn.supported()) original = Math.max(original, sn.id() + 1);
        }
        originalSnCount = original;
        // Things are words of their kinds too, so parameter lookups need one table only; a line
        // of buildings is a building word, of units a unit word; UserPatch's object types take both.
        for (Thing t : things) {
            Word w = new Word(null, t.word(), t.id(), t.version());
            switch (t.kind()) {
                case UNIT -> put(ParamKind.UNIT, w);
                case BUILDING -> put(ParamKind.BUILDING, w);
                case RESEARCH -> put(ParamKind.RESEARCH_ITEM, w);
                case LINE -> put(t.id() <= -398 ? ParamKind.BUILDING : ParamKind.UNIT, w);
            }
            if (t.kind() != Thing.Kind.RESEARCH) put(ParamKind.OBJECT_TYPE, w);
        }
        // A class or a counting set stands for every object of it, where a unit or building does.
        for (ParamKind k : new ParamKind[] {ParamKind.CLASS_ID, ParamKind.COUNTING_SET}) {
            for (Word w : words.getOrDefault(k, Map.of()).values()) {
                for (ParamKind into : new ParamKind[] {ParamKind.UNIT, ParamKind.BUILDING, ParamKind.OBJECT_TYPE}) {
                    put(into, new Word(null, w.text(), w.value(), w.version()));
                }
            }
        }
        Map<Integer, List<Integer>> members = new TreeMap<>();
        classOf.forEach((id, cls) -> members.computeIfAbsent(cls, c -> new ArrayList<>()).add(id));
        members.forEach((cls, ids) -> classMembers.put(cls, ids.stream().sorted().mapToInt(Integer::intValue).toArray()));
        for (StrategicNumber s : sns) put(ParamKind.STRATEGIC_NUMBER, new Word(null, s.name(), s.id(), s.version()));
        // The global table: UserPatch's words first by their kinds' order, then the things.
        for (ParamKind k : ParamKind.values()) {
            if (THING_KINDS.contains(k)) continue;
            for (Word w : words.getOrDefault(k, Map.of()).values()) anyWord.putIfAbsent(w.text(), w);
        }
        for (ParamKind k : THING_KINDS) for (Word w : words.getOrDefault(k, Map.of()).values()) anyWord.putIfAbsent(w.text(), w);
        for (Map<String, Word> table : words.values()) for (Word w : table.values()) if (w.version().original()) originalWords.add(w.text());
        read("unique.txt", f -> {
            int[] ids = new int[5];
            for (int i = 0; i < 5; i++) ids[i] = thing(f[1 + i]).orElseThrow(() -> new IllegalStateException("unique.txt: " + String.join(" ", f))).id();
            unique.put(Integer.parseInt(f[0]), ids);
        });
    }

    private void put(ParamKind kind, Word w) {
        words.computeIfAbsent(kind, k -> new LinkedHashMap<>()).putIfAbsent(w.text(), new Word(kind, w.text(), w.value(), w.version()));
    }

    private static final class Holder {
        static final Vocabulary STANDARD = new Vocabulary();
    }

    /** The vocabulary, from the bundle's tables. */
    public static Vocabulary standard() { return Holder.STANDARD; }

    private static String key(String s) { return s.toLowerCase(Locale.ROOT); }

    // ---- reading the tables

    private void read(String file, Consumer<String[]> row) {
        try (InputStream in = Vocabulary.class.getResourceAsStream(BASE + file)) {
            if (in == null) throw new IllegalStateException("missing vocabulary table " + file);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String body = line.strip();
                int hash = body.indexOf(" #");
                if (hash > 0) body = body.substring(0, hash).strip();
                if (body.isEmpty() || body.startsWith("#")) continue;
                row.accept(body.split("\\s+"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void command(String[] f) {
        String kind = f[1];
        Version version = Version.parse(f[2]);
        List<ParamKind> params = new ArrayList<>();
        for (int i = 3; i < f.length; i++) params.add(ParamKind.of(f[i]));
        Command c = new Command(commands.size(), key(f[0]), kind.contains("fact"), kind.contains("action"), version, params);
        if (commandByName.putIfAbsent(c.name(), c) != null) throw new IllegalStateException("command twice: " + c.name());
        commands.add(c);
    }

    private void strategicNumber(String[] f) {
        StrategicNumber sn = new StrategicNumber(Integer.parseInt(f[0]), key(f[1]), Integer.parseInt(f[2]),
                bound(f[3]), bound(f[4]), Version.parse(f[5]));
        sns.add(sn);
        snByName.put(sn.name(), sn);
    }

    private static int bound(String s) {
        return switch (s) {
            case "min" -> Integer.MIN_VALUE;
            case "max" -> Integer.MAX_VALUE;
            default -> Integer.parseInt(s);
        };
    }

    /** kind word id [line] [version] */
    private void thing(String[] f) {
        String line = "";
        Version version = Version.AOC;
        for (int i = 3; i < f.length; i++) {
            if (f[i].endsWith("-line")) line = key(f[i]);
            else version = Version.parse(f[i]);
        }
        Thing t = new Thing(Thing.Kind.valueOf(f[0].toUpperCase(Locale.ROOT)), key(f[1]), Integer.parseInt(f[2]), line, version);
        things.add(t);
        thingByWord.putIfAbsent(t.word(), t);
    }

    /** [kind] or [kind] VERSION starts a table; word value [version]. */
    private void readWords() {
        ParamKind[] current = {null};
        Version[] tableVersion = {Version.AOC};
        read("words.txt", f -> {
            if (f[0].startsWith("[")) {
                current[0] = ParamKind.of(f[0].substring(1, f[0].indexOf(']')));
                tableVersion[0] = f.length > 1 ? Version.parse(f[1]) : Version.AOC;
                words.computeIfAbsent(current[0], k -> new LinkedHashMap<>());
            } else {
                Version v = f.length > 2 ? Version.parse(f[2]) : tableVersion[0];
                put(current[0], new Word(current[0], key(f[0]), Integer.parseInt(f[1]), v));
            }
        });
    }

    // ---- asking

    /** Every command, in vocabulary order (a command's {@link Command#index()}). */
    public List<Command> commands() { return Collections.unmodifiableList(commands); }

    public Optional<Command> command(String name) { return Optional.ofNullable(commandByName.get(key(name))); }

    public Command command(int index) { return commands.get(index); }

    /** Every strategic number the tables know, those of later versions included. */
    public List<StrategicNumber> strategicNumbers() { return Collections.unmodifiableList(sns); }

    public Optional<StrategicNumber> strategicNumber(String name) { return Optional.ofNullable(snByName.get(key(name))); }

    public Optional<StrategicNumber> strategicNumber(int id) {
        return id >= 0 && id < snById.length ? Optional.ofNullable(snById[id]) : Optional.empty();
    }

    /** How many strategic number slots the original game has (ids 0 to this minus one). */
    public int originalStrategicNumbers() { return originalSnCount; }

    /** Every unit, building, line and research word. */
    public List<Thing> things() { return Collections.unmodifiableList(things); }

    public Optional<Thing> thing(String word) { return Optional.ofNullable(thingByWord.get(key(word))); }

    /** The members of a line (by the line's id), in table order; empty when it is no line. */
    public List<Thing> lineMembers(int lineId) {
        List<Thing> out = new ArrayList<>();
        String line = null;
        for (Thing t : things) if (t.kind() == Thing.Kind.LINE && t.id() == lineId) line = t.word();
        if (line == null) return out;
        for (Thing t : things) if (line.equals(t.line())) out.add(t);
        return out;
    }

    /** The class (900-999) of an object of The Conquerors' data, or -1. */
    public int classOf(int objectId) { return classOf.getOrDefault(objectId, -1); }

    /** The objects of a class, ascending; empty when it is none. */
    public int[] classMembers(int classId) {
        int[] m = classMembers.get(classId);
        return m == null ? new int[0] : m.clone();
    }

    /**
     * What my-unique-unit, my-elite-unique-unit, my-unique-unit-line, my-unique-research and
     * my-unique-unit-upgrade stand for at a civilisation, when the word is one of them.
     */
    public OptionalInt unique(String word, int civ) {
        int[] ids = unique.get(civ);
        if (ids == null) return OptionalInt.empty();
        return switch (key(word)) {
            case "my-unique-unit" -> OptionalInt.of(ids[0]);
            case "my-elite-unique-unit" -> OptionalInt.of(ids[1]);
            case "my-unique-unit-line" -> OptionalInt.of(ids[2]);
            case "my-unique-research" -> OptionalInt.of(ids[3]);
            case "my-unique-unit-upgrade" -> OptionalInt.of(ids[4]);
            default -> OptionalInt.empty();
        };
    }

    /** The words a parameter kind takes (of every version) and what each stands for; empty for numeric kinds. */
    public Map<String, Integer> words(ParamKind kind) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Word w : words.getOrDefault(kind, Map.of()).values()) out.put(w.text(), w.value());
        return Collections.unmodifiableMap(out);
    }

    /** What a word of the given kind stands for, whatever version brought it. */
    public Optional<Integer> word(ParamKind kind, String word) { return find(kind, word).map(Word::value); }

    /** A word of the given kind, with the version that brought it. */
    public Optional<Word> find(ParamKind kind, String word) {
        Map<String, Word> table = words.get(kind);
        return table == null ? Optional.empty() : Optional.ofNullable(table.get(key(word)));
    }

    /** Whether the kind takes words of its own. */
    public boolean hasWords(ParamKind kind) { return words.containsKey(kind) && !words.get(kind).isEmpty(); }

    /** A word of any kind: UserPatch makes every word a constant usable wherever a number is. */
    public Optional<Word> constant(String word) { return Optional.ofNullable(anyWord.get(key(word))); }

    /** The kind of parameter a word of the original game belongs to (the first, where several take it). */
    public Optional<ParamKind> kindOf(String word) {
        String k = key(word);
        if (!originalWords.contains(k)) return Optional.empty();
        for (Map.Entry<ParamKind, Map<String, Word>> e : words.entrySet()) {
            Word w = e.getValue().get(k);
            if (w != null && w.version().original()) return Optional.of(e.getKey());
        }
        return Optional.empty();
    }

    /** A word of a later version's data that The Conquerors' data lacks. */
    public Optional<LaterWord> later(String word) { return Optional.ofNullable(later.get(key(word))); }

    /**
     * The later version a word belongs to, when a script of the original game cannot use it:
     * a later unit, civilisation, map, UserPatch constant, strategic number or command.
     */
    public Optional<Version> laterWord(String word) {
        String k = key(word);
        LaterWord l = later.get(k);
        if (l != null) return Optional.of(l.version());
        if (originalWords.contains(k)) return Optional.empty();
        Word w = anyWord.get(k);
        if (w != null) return Optional.of(w.version());
        StrategicNumber sn = snByName.get(k);
        if (sn != null && !sn.supported()) return Optional.of(sn.version());
        Command c = commandByName.get(k);
        if (c != null && !c.supported()) return Optional.of(c.version());
        return Optional.empty();
    }
}
