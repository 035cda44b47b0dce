package org.openaok.sim.internal.record;

import java.util.HashMap;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;

import org.openaok.sim.api.command.Command;

/**
 * A record's commands by the tick they are played at: those given from outside the systems (a
 * person's, a command file's) and those a system gave in its place in the tick (a computer
 * player's). Both are kept by tick in maps, so a record that names a far tick costs nothing; a
 * command after the record's last tick is never played and only counted.
 */
public final class RecordedCommands {
    private final Map<Integer, List<Command>> external = new HashMap<>();
    private final Map<Long, List<Command>> bySlot = new HashMap<>();
    private final int afterEnd;
    private final int ticks;

    public RecordedCommands(MatchRecord record) {
        int late = 0;
        for (MatchRecord.Entry en : record.commands()) {
            if (en.tick() >= record.ticks()) {
                late++;
            } else if (en.slot() < 0) {
                external.computeIfAbsent(en.tick(), k -> new ArrayList<>()).add(en.command());
            } else {
                bySlot.computeIfAbsent(key(en.tick(), en.slot()), k -> new ArrayList<>()).add(en.command());
            }
        }
        afterEnd = late;
        ticks = record.ticks();
    }

    /** The commands given from outside at {@code tick}, in the record's order. */
    public List<Command> external(int tick) { return external.getOrDefault(tick, List.of()); }

    /** The commands the system in {@code slot} gave at {@code tick}, in the record's order. */
    public List<Command> of(int tick, int slot) { return bySlot.getOrDefault(key(tick, slot), List.of()); }

    /** Adds the warning for commands after the last tick to {@code warnings}, when there are any. */
    public void warnAfterEnd(List<String> warnings) {
        if (afterEnd == 0) return;
        warnings.add(afterEnd + (afterEnd == 1 ? " command comes" : " commands come") + " after the record's last tick ("
                + ticks + ") and " + (afterEnd == 1 ? "is" : "are") + " not played");
    }

    private static long key(int tick, int slot) { return ((long) tick << 16) | (slot & 0xffff); }
}
