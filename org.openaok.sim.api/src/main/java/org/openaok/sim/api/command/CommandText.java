package org.openaok.sim.api.command;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Commands as text: {@code VERB key=value key=value ...}, the form command files and records
 * hold after their time and seat. Values hold no spaces: ids are comma-separated, positions are
 * {@code x,y} in tiles, types and technologies are the rules' words.
 */
public final class CommandText {
    /** Reads one command's arguments. */
    @FunctionalInterface
    public interface Reader {
        Command read(int player, Args args) throws CommandFormatException;
    }

    /** The longest command line read; anything longer is refused, not read. */
    public static final int MAX_LINE = 16_384;

    private static final Map<String, Reader> READERS = new TreeMap<>();

    static {
        READERS.put(Move.VERB, Move::read);
        READERS.put(Stop.VERB, Stop::read);
        READERS.put(Gather.VERB, Gather::read);
        READERS.put(Build.VERB, Build::read);
        READERS.put(Construct.VERB, Construct::read);
        READERS.put(Repair.VERB, Repair::read);
        READERS.put(Train.VERB, Train::read);
        READERS.put(Research.VERB, Research::read);
        READERS.put(Cancel.VERB, Cancel::read);
        READERS.put(Delete.VERB, Delete::read);
        READERS.put(GatherPoint.VERB, GatherPoint::read);
        READERS.put(Trade.VERB, Trade::read);
        READERS.put(Tribute.VERB, Tribute::read);
        READERS.put(Diplomacy.VERB, Diplomacy::read);
        READERS.put(Resign.VERB, Resign::read);
        READERS.put(Reseed.VERB, Reseed::read);
        READERS.put(Attack.VERB, Attack::read);
        READERS.put(AttackMove.VERB, AttackMove::read);
        READERS.put(Patrol.VERB, Patrol::read);
        READERS.put(Garrison.VERB, Garrison::read);
        READERS.put(Ungarrison.VERB, Ungarrison::read);
        READERS.put(UnitStance.VERB, UnitStance::read);
        READERS.put(Formation.VERB, Formation::read);
        READERS.put(Pack.VERB, Pack::read);
        READERS.put(TownBell.VERB, TownBell::read);
        READERS.put(Heal.VERB, Heal::read);
        READERS.put(Wall.VERB, Wall::read);
        READERS.put(Chat.VERB, Chat::read);
        READERS.put(AddResource.VERB, AddResource::read);
        READERS.put(DifficultyParameter.VERB, DifficultyParameter::read);
        READERS.put(AttackGround.VERB, AttackGround::read);
        READERS.put(LockGate.VERB, LockGate::read);
        READERS.put(DropRelic.VERB, DropRelic::read);
        READERS.put(Transform.VERB, Transform::read);
    }

    private CommandText() {}

    /** Every verb known. */
    public static Set<String> verbs() { return READERS.keySet(); }

    /** Reads {@code VERB key=value ...} for a seat. */
    public static Command parse(int player, String text) throws CommandFormatException {
        if (text.length() > MAX_LINE) throw new CommandFormatException("command longer than " + MAX_LINE + " characters");
        if (player < 1 || player > 8) throw new CommandFormatException("player " + player + " is not a seat 1-8");
        String[] words = text.strip().split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) throw new CommandFormatException("no command");
        Reader reader = READERS.get(words[0]);
        if (reader == null) throw new CommandFormatException("unknown command '" + words[0] + "' (known: " + String.join(", ", READERS.keySet()) + ")");
        Args args = new Args();
        for (int i = 1; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq <= 0) throw new CommandFormatException("'" + words[i] + "' is not key=value");
            String key = words[i].substring(0, eq);
            if (args.has(key)) throw new CommandFormatException(key + "= given twice");
            args.put(key, words[i].substring(eq + 1));
        }
        return reader.read(player, args);
    }

    /** Writes a command as {@code VERB key=value ...} (its seat is written by the caller). */
    public static String format(Command c) {
        Args a = new Args();
        c.write(a);
        StringBuilder b = new StringBuilder(c.verb());
        for (Map.Entry<String, String> e : a.values().entrySet()) b.append(' ').append(e.getKey()).append('=').append(e.getValue());
        return b.toString();
    }
}
