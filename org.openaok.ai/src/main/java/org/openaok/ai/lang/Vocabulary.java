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
import java.util.function.Consumer;

/**
 * The language's vocabulary, read once from the bundle's tables ({@code commands.txt},
 * {@code strategic-numbers.txt}, {@code things.txt}, {@code words.txt},
 * {@code later-words.txt}). Names are case-insensitive, as the game reads them.
 * Immutable and shared: {@link #standard()}.
 */
public final class Vocabulary {
    private static final String BASE = "/org/openaok/ai/lang/";

    private final List<Command> commands = new ArrayList<>();
    private final Map<String, Command> commandByName = new HashMap<>();
    private final List<StrategicNumber> sns = new ArrayList<>();
    private final Map<String, StrategicNumber> snByName = new HashMap<>();
    private final StrategicNumber[] snById;
    private final List<Thing> things = new ArrayList<>();
    private final Map<String, Thing> thingByWord = new HashMap<>();
    private final Map<ParamKind, Map<String, Integer>> words = new EnumMap<>(ParamKind.class);
    private final Map<String, Version> later = new HashMap<>();
    private final Map<String, ParamKind> anyWord = new HashMap<>();
    private final int originalSnCount;

    private Vocabulary() {
        read("commands.txt", this::command);
        read("strategic-numbers.txt", this::strategicNumber);
        read("things.txt", this::thing);
        readWords();
        read("later-words.txt", f -> later.put(key(f[0]), Version.parse(f[1])));
        int maxId = sns.stream().mapToInt(StrategicNumber::id).max().orElse(0);
        snById = new StrategicNumber[maxId + 1];
        int original = 0;
        for (StrategicNumber sn : sns) {
            snById[sn.id()] = sn;
            if (sn.supported()) original = Math.max(original, sn.id() + 1);
        }
        originalSnCount = original;
        // Things are words of their kinds too, so parameter lookups need one table only.
        Map<String, Integer> units = words.computeIfAbsent(ParamKind.UNIT, k -> new LinkedHashMap<>());
        Map<String, Integer> buildings = words.computeIfAbsent(ParamKind.BUILDING, k -> new LinkedHashMap<>());
        Map<String, Integer> research = words.computeIfAbsent(ParamKind.RESEARCH_ITEM, k -> new LinkedHashMap<>());
        for (Thing t : things) {
            switch (t.kind()) {
                case UNIT -> units.put(t.word(), t.id());
                case BUILDING -> buildings.put(t.word(), t.id());
                case RESEARCH -> research.put(t.word(), t.id());
                case LINE -> (t.id() <= -398 ? buildings : units).put(t.word(), t.id());
            }
        }
        Map<String, Integer> sn = words.computeIfAbsent(ParamKind.STRATEGIC_NUMBER, k -> new LinkedHashMap<>());
        for (StrategicNumber s : sns) if (s.supported()) sn.put(s.name(), s.id());
        words.forEach((kind, table) -> table.keySet().forEach(w -> anyWord.putIfAbsent(w, kind)));
    }

    private static final class Holder {
        static final Vocabulary STANDARD = new Vocabulary();
    }

    /** The vocabulary of The Conquerors, from the bundle's tables. */
    public static Vocabulary standard() { return Holder.STANDARD; }

    private static String key(String s) { return s.toLowerCase(Locale.ROOT); }

    // ---- reading the tables

    private void read(String file, Consumer<String[]> row) {
        try (InputStream in = Vocabulary.class.getResourceAsStream(BASE + file)) {
            if (in == null) throw new IllegalStateException("missing vocabulary table " + file);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String body = line.strip();
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

    private void thing(String[] f) {
        Thing t = new Thing(Thing.Kind.valueOf(f[0].toUpperCase(Locale.ROOT)), key(f[1]), Integer.parseInt(f[2]),
                f.length > 3 ? key(f[3]) : "");
        things.add(t);
        thingByWord.putIfAbsent(t.word(), t);
    }

    private void readWords() {
        ParamKind[] current = {null};
        read("words.txt", f -> {
            if (f[0].startsWith("[")) {
                current[0] = ParamKind.of(f[0].substring(1, f[0].indexOf(']')));
                words.computeIfAbsent(current[0], k -> new LinkedHashMap<>());
            } else {
                words.get(current[0]).put(key(f[0]), Integer.parseInt(f[1]));
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

    /** Every unit, building, line and research word of the original game. */
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

    /** The words a parameter kind takes and what each stands for; empty for numeric kinds. */
    public Map<String, Integer> words(ParamKind kind) {
        return Collections.unmodifiableMap(words.getOrDefault(kind, Map.of()));
    }

    /** What a word of the given kind stands for. */
    public Optional<Integer> word(ParamKind kind, String word) {
        Map<String, Integer> table = words.get(kind);
        return table == null ? Optional.empty() : Optional.ofNullable(table.get(key(word)));
    }

    /** The kind of parameter a word of the original game belongs to (the first, where several take it). */
    public Optional<ParamKind> kindOf(String word) { return Optional.ofNullable(anyWord.get(key(word))); }

    /**
     * The later version a word belongs to, when a script of the original game cannot use it:
     * a later unit, civilisation, map, strategic number or command.
     */
    public Optional<Version> laterWord(String word) {
        String k = key(word);
        Version v = later.get(k);
        if (v != null) return Optional.of(v);
        StrategicNumber sn = snByName.get(k);
        if (sn != null && !sn.supported()) return Optional.of(sn.version());
        Command c = commandByName.get(k);
        if (c != null && !c.supported()) return Optional.of(c.version());
        return Optional.empty();
    }
}
